import fs from 'node:fs/promises';
import path from 'node:path';
import { maxUploadFileSize } from '@gatehouse/schemas/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionTenant } from '../app/seed';
import { diskStorageRoot } from '../platform/storage/index';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { multipart, samples, sendRaw, uploadFile } from '../test/uploads';

let gh: TestGatehouse;
let token: string;
let acmeToken: string;
let uploadUrl: string;

const storedKeys = async (tenantId: string) => {
  const root = diskStorageRoot(gh.config.dataDir);
  const entries = await fs.readdir(path.join(root, tenantId), { recursive: true }).catch(() => []);
  return entries.map(String).sort();
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  await provisionTenant(gh.deps, { id: 'acme', name: 'Acme', tag: 'development', regionName: 'US' });
  token = await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh));
  acmeToken = await managementToken(`${gh.userUrl}/t/acme/oidc`, await createManagementApp(gh, 'acme'));
  uploadUrl = `${gh.userUrl}/api/user-assets`;
});
afterAll(() => gh?.stop());

describe('upload service status', () => {
  it('is ready on disk by default, with the allowed types and the 20 MB limit', async () => {
    const response = await api(gh.userUrl, token).get('/api/user-assets/service-status');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ready',
      allowUploadMimeTypes: expect.arrayContaining(['image/png', 'image/svg+xml', 'image/x-icon', 'application/zip']),
      maxUploadFileSize: 20 * 1024 * 1024,
    });
  });

  it('needs a management token', async () => {
    expect((await api(gh.userUrl).get('/api/user-assets/service-status')).status).toBe(401);
    const anonymous = await uploadFile(uploadUrl, '', samples.png);
    expect(anonymous.status).toBe(401);
  });
});

describe('uploads on disk', () => {
  it('stores every allowed kind under the tenant and serves it with its type, a year of caching and a sandbox', async () => {
    for (const [name, sample] of Object.entries(samples)) {
      const response = await uploadFile(uploadUrl, token, { ...sample, filename: `logo.${name}` });
      expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(201);
      const { url } = response.body as { url: string };
      expect(url).toMatch(new RegExp(`^${gh.userUrl}/user-assets/default/[a-z0-9]{21}\\.[a-z]{3,4}$`));
      const served = await fetch(url);
      expect(served.status, name).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(sample.bytes), name).toBe(true);
      const expectedType = sample.type === 'image/vnd.microsoft.icon' ? 'image/x-icon' : sample.type;
      expect(served.headers.get('content-type'), name).toBe(expectedType);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    }
    expect((await storedKeys('default')).length).toBe(Object.keys(samples).length);
  });

  it('names every upload anew: the same file twice is two files', async () => {
    const first = await uploadFile(uploadUrl, token, samples.png);
    const second = await uploadFile(uploadUrl, token, samples.png);
    expect(first.body.url).not.toBe(second.body.url);
  });

  it('takes the type from the bytes when the browser declares none', async () => {
    const response = await uploadFile(uploadUrl, token, { bytes: samples.gif.bytes, type: 'application/octet-stream' });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/\.gif$/);
  });

  it('refuses a type outside the list with guard.mime_type_not_allowed, and stores nothing', async () => {
    const before = await storedKeys('default');
    for (const file of [
      { bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'text/html' },
      { bytes: Buffer.from('%PDF-1.7'), type: 'application/pdf' },
      { bytes: Buffer.from('%PDF-1.7'), type: 'application/octet-stream' },
    ]) {
      const response = await uploadFile(uploadUrl, token, file);
      expect(response.status, file.type).toBe(400);
      expect(response.body.code, file.type).toMatch(/^guard\.(mime_type_not_allowed|file_type_mismatch)$/);
    }
    const html = await uploadFile(uploadUrl, token, { bytes: Buffer.from('<html></html>'), type: 'text/html' });
    expect(html.body.code).toBe('guard.mime_type_not_allowed');
    expect(html.body.message).toMatch(/JPEG, PNG/);
    expect(await storedKeys('default')).toEqual(before);
  });

  it('refuses a file whose bytes are not what it declares: an HTML page sent as a PNG, a PNG sent as an SVG', async () => {
    const before = await storedKeys('default');
    const spoofs = [
      { bytes: Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'), type: 'image/png' },
      { bytes: Buffer.from('<html><svg onload="alert(1)"></svg></html>'), type: 'image/svg+xml' },
      { bytes: samples.png.bytes, type: 'image/svg+xml' },
      { bytes: samples.zip.bytes, type: 'image/jpeg' },
    ];
    for (const file of spoofs) {
      const response = await uploadFile(uploadUrl, token, file);
      expect(response.status, file.type).toBe(400);
      expect(response.body.code).toBe('guard.file_type_mismatch');
    }
    expect(await storedKeys('default')).toEqual(before);
  });

  it('refuses a file over 20 MB with 413 guard.file_size naming the limit, with or without Content-Length', async () => {
    const big = { bytes: Buffer.concat([samples.png.bytes, Buffer.alloc(maxUploadFileSize)]), type: 'image/png' };
    const before = await storedKeys('default');
    for (const chunked of [false, true]) {
      const response = await uploadFile(uploadUrl, token, big, { chunked });
      expect(response.status, `chunked: ${chunked}`).toBe(413);
      expect(response.body.code).toBe('guard.file_size');
      expect(response.body.data).toEqual({ limit: maxUploadFileSize });
      expect(response.body.message).toContain('20 MB');
    }
    // Just over the limit, within the body's framing allowance: refused by the file's own size.
    const justOver = {
      bytes: Buffer.concat([samples.png.bytes, Buffer.alloc(maxUploadFileSize - 60)]),
      type: 'image/png',
    };
    const response = await uploadFile(uploadUrl, token, justOver);
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('guard.file_size');
    expect(await storedKeys('default')).toEqual(before);
  });

  it('keeps the JSON body limit for anything but a multipart body, also unauthenticated and chunked', async () => {
    const json = Buffer.from(`{"file":"${'x'.repeat(2 * 1024 * 1024)}"}`);
    for (const chunked of [false, true]) {
      for (const as of [token, '']) {
        const response = await sendRaw(uploadUrl, { token: as, body: json, contentType: 'application/json', chunked });
        expect(response.status, `chunked: ${chunked}, token: ${Boolean(as)}`).toBe(413);
        expect(response.body.code).toBe('request.payload_too_large');
      }
    }
  });

  it('accepts a file of exactly 20 MB, sent chunked too', async () => {
    const exact = {
      bytes: Buffer.concat([samples.png.bytes, Buffer.alloc(maxUploadFileSize - samples.png.bytes.length)]),
      type: 'image/png',
    };
    const response = await uploadFile(uploadUrl, token, exact, { chunked: true });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });

  it('refuses a request without a file, with two files, or that is not multipart, each with its code', async () => {
    const before = await storedKeys('default');
    const noFile = multipart([{ name: 'other', filename: 'a.png', type: 'image/png', content: samples.png.bytes }]);
    const textOnly = multipart([{ name: 'file', content: 'not a file' }]);
    const two = multipart([
      { name: 'file', filename: 'a.png', type: 'image/png', content: samples.png.bytes },
      { name: 'file', filename: 'b.png', type: 'image/png', content: samples.png.bytes },
    ]);
    const extra = multipart([
      { name: 'file', filename: 'a.png', type: 'image/png', content: samples.png.bytes },
      { name: 'more', filename: 'b.png', type: 'image/png', content: samples.png.bytes },
    ]);
    const cases = [
      { body: noFile, status: 400, code: 'guard.file_missing' },
      { body: textOnly, status: 400, code: 'guard.file_missing' },
      { body: two, status: 400, code: 'guard.too_many_files' },
      { body: extra, status: 400, code: 'guard.too_many_files' },
      {
        body: { body: Buffer.from('{"file":"x"}'), contentType: 'application/json' },
        status: 415,
        code: 'request.multipart_required',
      },
      {
        body: { body: Buffer.from('--x\r\nbroken'), contentType: 'multipart/form-data; boundary=x' },
        status: 400,
        code: 'guard.invalid_input',
      },
    ];
    for (const { body, status, code } of cases) {
      const response = await sendRaw(uploadUrl, { token, ...body });
      expect(response.status, code).toBe(status);
      expect(response.body.code).toBe(code);
    }
    expect(await storedKeys('default')).toEqual(before);
  });
});

describe('uploads and tenants', () => {
  it("keeps each tenant's files under its own key, and tenant A's token cannot upload into tenant B", async () => {
    const acmeBefore = await storedKeys('acme');
    const foreign = await uploadFile(`${gh.userUrl}/t/acme/api/user-assets`, token, samples.png);
    expect(foreign.status).toBe(401);
    expect(await storedKeys('acme')).toEqual(acmeBefore);

    const own = await uploadFile(`${gh.userUrl}/t/acme/api/user-assets`, acmeToken, samples.svg);
    expect(own.status).toBe(201);
    expect(own.body.url).toMatch(new RegExp(`^${gh.userUrl}/user-assets/acme/[a-z0-9]{21}\\.svg$`));
    const file = own.body.url.split('/').at(-1);
    expect(await storedKeys('acme')).toEqual([...acmeBefore, file].sort());
    expect(await storedKeys('default')).not.toContain(file);
    // Served under its tenant only.
    expect((await fetch(own.body.url)).status).toBe(200);
    expect((await fetch(`${gh.userUrl}/user-assets/default/${file}`)).status).toBe(404);
  });

  it('serves nothing outside the storage: traversal, odd names and unknown tenants are 404', async () => {
    await fs.writeFile(path.join(gh.config.dataDir, 'secret-file.txt'), 'do not serve');
    for (const target of [
      '/user-assets/..%2F..%2Fsecret-file.txt',
      '/user-assets/default/..%2F..%2Fsecret-file.txt',
      '/user-assets/default/%2e%2e%2fsecret-file.txt',
      '/user-assets/..%2Fsecret/file.txt',
      '/user-assets/default/.hidden.png',
      '/user-assets/NOPE/abc.png',
      '/user-assets/default/missing.png',
    ]) {
      const response = await fetch(`${gh.userUrl}${target}`);
      expect(response.status, target).toBe(404);
      expect(await response.text()).not.toContain('do not serve');
    }
  });
});
