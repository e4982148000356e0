import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../platform/http/api-error';
import { createS3Storage } from '../platform/storage/s3';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { samples, uploadFile } from '../test/uploads';
import { buildZip } from '../test/zip';
import { createUserAssetService } from './service';

/**
 * Uploads kept in an S3-compatible bucket: a local server that checks every request's AWS
 * signature (test/s3-server.ts) stands in for the bucket, the AWS SDK's S3 client talks to it.
 */
let s3: TestS3;
let gh: TestGatehouse;
let token: string;

beforeAll(async () => {
  s3 = await startTestS3();
  gh = await startTestGatehouse({
    GATEHOUSE_S3_ENDPOINT: s3.endpoint,
    GATEHOUSE_S3_BUCKET: s3.bucket,
    GATEHOUSE_S3_REGION: s3.region,
    GATEHOUSE_S3_ACCESS_KEY_ID: s3.accessKeyId,
    GATEHOUSE_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  token = await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh));
});
afterAll(async () => {
  await gh?.stop();
  await s3?.close();
});

const keysUnder = (prefix: string) => [...s3.objects.keys()].filter((key) => key.startsWith(prefix)).sort();

describe('uploads in an S3-compatible bucket', () => {
  it('stores every allowed kind under the tenant with its type and caching, and answers the bucket URL', async () => {
    for (const [name, sample] of Object.entries(samples)) {
      const response = await uploadFile(`${gh.userUrl}/api/user-assets`, token, sample);
      expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(201);
      const { url } = response.body as { url: string };
      expect(url).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/default/[a-z0-9]{21}\\.[a-z]{3,4}$`));
      const key = url.slice(`${s3.endpoint}/${s3.bucket}/`.length);
      const object = s3.objects.get(key);
      expect(object?.body.equals(sample.bytes), name).toBe(true);
      expect(object?.contentType).toBe(sample.type);
      expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
      const served = await fetch(url);
      expect(Buffer.from(await served.arrayBuffer()).equals(sample.bytes)).toBe(true);
      // Gatehouse serves only what it keeps on disk.
      expect((await fetch(`${gh.userUrl}/user-assets/${key}`)).status).toBe(404);
    }
    expect(s3.refused).toEqual([]);
  });

  it('refuses a spoofed file before anything reaches the bucket', async () => {
    const before = [...s3.objects.keys()];
    const response = await uploadFile(`${gh.userUrl}/api/user-assets`, token, {
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      type: 'image/png',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('guard.file_type_mismatch');
    expect([...s3.objects.keys()]).toEqual(before);
  });

  it('unpacks a custom UI into the bucket and serves it through the sign-in pages', async () => {
    const zip = buildZip([
      {
        name: 'index.html',
        content: '<html><head></head><body>S3 CUSTOM UI<script src="main.js"></script></body></html>',
      },
      { name: 'main.js', content: 'console.log(1)' },
    ]);
    const uploaded = await uploadFile(`${gh.userUrl}/api/sign-in-exp/default/custom-ui-assets`, token, {
      bytes: zip,
      type: 'application/zip',
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const id = uploaded.body.customUiAssetId;
    expect(keysUnder(`default/custom-ui/${id}/`)).toEqual([
      `default/custom-ui/${id}/index.html`,
      `default/custom-ui/${id}/main.js`,
    ]);
    const patched = await api(gh.userUrl, token).patch('/api/sign-in-exp', { customUiAssets: { id, createdAt: 1 } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const page = await fetch(`${gh.userUrl}/sign-in`);
    expect(await page.text()).toContain('S3 CUSTOM UI');
    const script = await fetch(`${gh.userUrl}/custom-ui/${id}/main.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1)');
    expect(s3.refused).toEqual([]);
  });
});

describe('a bucket that refuses Gatehouse', () => {
  it('is a 503 storage.unavailable, logged, and a custom UI half written is removed', async () => {
    const wrongKey = createS3Storage({
      kind: 's3',
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-secret' },
      publicUrl: `${s3.endpoint}/${s3.bucket}`,
      forcePathStyle: true,
    });
    const logged: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(line) });
    const service = createUserAssetService({ storage: wrongKey, logger }, 'default');
    const refused = s3.refused.length;
    await expect(service.upload(new Blob([samples.png.bytes], { type: 'image/png' }))).rejects.toEqual(
      new ApiError('storage.unavailable'),
    );
    expect(s3.refused.length).toBeGreaterThan(refused);
    expect(logged.join('')).toContain('file storage failed');
    expect(logged.join('')).not.toContain('not-the-secret');
  });
});
