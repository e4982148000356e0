import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionTenant } from '../app/seed';
import { diskStorageRoot } from '../platform/storage/index';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { samples, uploadFile } from '../test/uploads';
import { buildZip, type ZipEntry } from '../test/zip';

let gh: TestGatehouse;
let token: string;
let acmeToken: string;
let http: ReturnType<typeof api>;

const indexHtml =
  '<!doctype html><html><head><meta charset="utf-8"><title>Acme sign-in</title><link rel="stylesheet" href="assets/style.css"></head><body><h1>ACME CUSTOM UI</h1><script type="module" src="app.js"></script></body></html>';
const goodEntries: ZipEntry[] = [
  { name: 'index.html', content: indexHtml },
  { name: 'app.js', content: 'fetch("/api/experience")' },
  { name: 'assets/', content: '', method: 0, mode: 0o40755 },
  { name: 'assets/style.css', content: 'h1 { color: rebeccapurple }' },
  { name: 'assets/logo.svg', content: samples.svg.bytes, method: 0 },
  { name: '__MACOSX/._index.html', content: 'resource fork' },
  { name: '.DS_Store', content: 'clutter' },
];

const uploadZip = (bytes: Uint8Array, as = token, base = gh.userUrl) =>
  uploadFile(`${base}/api/sign-in-exp/default/custom-ui-assets`, as, {
    bytes,
    type: 'application/zip',
    filename: 'ui.zip',
  });
const customUiFolders = async (tenantId: string) =>
  fs.readdir(path.join(diskStorageRoot(gh.config.dataDir), tenantId, 'custom-ui')).catch(() => []);

beforeAll(async () => {
  gh = await startTestGatehouse();
  await provisionTenant(gh.deps, { id: 'acme', name: 'Acme', tag: 'development', regionName: 'US' });
  token = await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh));
  acmeToken = await managementToken(`${gh.userUrl}/t/acme/oidc`, await createManagementApp(gh, 'acme'));
  http = api(gh.userUrl, token);
});
afterAll(() => gh?.stop());

describe('custom sign-in UI uploads', () => {
  it('refuses bad archives with a clear 400 each, storing nothing and leaving the settings as they were', async () => {
    const settings = (await http.get('/api/sign-in-exp')).body;
    const zeros = Buffer.alloc(19 * 1024 * 1024);
    const bad: { label: string; bytes: Uint8Array; codes: string[] }[] = [
      { label: 'not a zip', bytes: samples.png.bytes, codes: ['custom_ui.invalid_zip'] },
      { label: 'truncated', bytes: buildZip(goodEntries).slice(0, 120), codes: ['custom_ui.invalid_zip'] },
      {
        label: 'no index.html at the root',
        bytes: buildZip([{ name: 'dist/index.html', content: indexHtml }]),
        codes: ['custom_ui.missing_index'],
      },
      {
        label: '../ entry',
        bytes: buildZip([...goodEntries, { name: '../evil.html', content: 'x' }]),
        codes: ['custom_ui.unsafe_path'],
      },
      {
        label: 'nested ../ entry',
        bytes: buildZip([{ name: 'assets/../../evil.js', content: 'x' }, ...goodEntries]),
        codes: ['custom_ui.unsafe_path'],
      },
      {
        label: 'absolute path',
        bytes: buildZip([...goodEntries, { name: '/etc/cron.d/evil', content: 'x' }]),
        codes: ['custom_ui.unsafe_path'],
      },
      {
        label: 'drive letter and backslashes',
        bytes: buildZip([...goodEntries, { name: 'C:\\evil.js', content: 'x' }]),
        codes: ['custom_ui.unsafe_path'],
      },
      {
        label: 'symbolic link',
        bytes: buildZip([...goodEntries, { name: 'link', content: '/etc/passwd', mode: 0o120777 }]),
        codes: ['custom_ui.unsafe_path'],
      },
      {
        label: 'zip bomb over 100 MB unpacked',
        bytes: buildZip([
          { name: 'index.html', content: indexHtml },
          ...Array.from({ length: 6 }, (_, index) => ({ name: `zeros-${index}.bin`, content: zeros })),
        ]),
        codes: ['custom_ui.too_large'],
      },
      {
        label: 'an entry lying about its size',
        bytes: buildZip([
          { name: 'index.html', content: indexHtml },
          { name: 'liar.bin', content: Buffer.alloc(5 * 1024 * 1024), declaredSize: 10 },
        ]),
        codes: ['custom_ui.too_large', 'custom_ui.invalid_zip'],
      },
      {
        label: 'too many files',
        bytes: buildZip([
          { name: 'index.html', content: indexHtml },
          ...Array.from({ length: 1000 }, (_, index) => ({ name: `f${index}.txt`, content: 'x', method: 0 as const })),
        ]),
        codes: ['custom_ui.too_many_files'],
      },
    ];
    for (const { label, bytes, codes } of bad) {
      const response = await uploadZip(bytes);
      expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(codes, label).toContain(response.body.code);
    }
    expect(await customUiFolders('default')).toEqual([]);
    expect((await http.get('/api/sign-in-exp')).body).toEqual(settings);
  });

  it('unpacks a good archive under a new id and serves it at /sign-in once the settings name it', async () => {
    const uploaded = await uploadZip(buildZip(goodEntries));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const id = uploaded.body.customUiAssetId as string;
    expect(id).toMatch(/^[a-z0-9]{21}$/);
    const stored = await fs.readdir(path.join(diskStorageRoot(gh.config.dataDir), 'default', 'custom-ui', id), {
      recursive: true,
    });
    expect(stored.map(String).sort()).toEqual([
      'app.js',
      'assets',
      'assets/logo.svg',
      'assets/style.css',
      'index.html',
    ]);

    // Not served in place of the pages until the settings say so.
    expect(await (await fetch(`${gh.userUrl}/sign-in`)).text()).not.toContain('ACME CUSTOM UI');

    const createdAt = Date.now();
    const patched = await http.patch('/api/sign-in-exp', { customUiAssets: { id, createdAt } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.customUiAssets).toEqual({ id, createdAt });

    for (const page of ['/sign-in', '/register', '/email/verification-code']) {
      const response = await fetch(`${gh.userUrl}${page}`);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      expect(html, page).toContain('ACME CUSTOM UI');
      expect(html).toContain(`<base href="/custom-ui/${id}/" />`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const files: [string, string][] = [
      ['app.js', 'text/javascript; charset=utf-8'],
      ['assets/style.css', 'text/css; charset=utf-8'],
      ['assets/logo.svg', 'image/svg+xml'],
      ['', 'text/html; charset=utf-8'],
    ];
    for (const [file, type] of files) {
      const response = await fetch(`${gh.userUrl}/custom-ui/${id}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toBe(type);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    for (const missing of [
      'missing.js',
      '__MACOSX/._index.html',
      '.DS_Store',
      '..%2F..%2Fsecret',
      'assets/..%2F..%2F..%2Fx',
    ]) {
      expect((await fetch(`${gh.userUrl}/custom-ui/${id}/${missing}`)).status, missing).toBe(404);
    }
    // Another tenant's pages do not serve it.
    expect((await fetch(`${gh.userUrl}/t/acme/custom-ui/${id}/app.js`)).status).toBe(404);

    const reset = await http.patch('/api/sign-in-exp', { customUiAssets: null });
    expect(reset.status).toBe(200);
    expect(await (await fetch(`${gh.userUrl}/sign-in`)).text()).not.toContain('ACME CUSTOM UI');
  });

  it("refuses settings naming a custom UI that was never uploaded, or another tenant's, with 400", async () => {
    const settings = (await http.get('/api/sign-in-exp')).body;
    const acme = await uploadZip(buildZip(goodEntries), acmeToken, `${gh.userUrl}/t/acme`);
    expect(acme.status).toBe(201);
    for (const id of ['neveruploaded0000000', acme.body.customUiAssetId]) {
      const response = await http.patch('/api/sign-in-exp', { customUiAssets: { id, createdAt: 1 } });
      expect(response.status, id).toBe(400);
      expect(response.body.code).toBe('custom_ui.unknown_asset');
    }
    const malformed = await http.patch('/api/sign-in-exp', { customUiAssets: { id: '../x', createdAt: 1 } });
    expect(malformed.status).toBe(400);
    expect((await http.get('/api/sign-in-exp')).body).toEqual(settings);

    // Tenant B's own settings take it, and its pages (under its prefix) serve it.
    const acmeHttp = api(gh.userUrl, acmeToken);
    const id = acme.body.customUiAssetId;
    expect((await acmeHttp.patch('/t/acme/api/sign-in-exp', { customUiAssets: { id, createdAt: 1 } })).status).toBe(
      200,
    );
    const page = await fetch(`${gh.userUrl}/t/acme/sign-in`);
    expect(await page.text()).toContain(`<base href="/t/acme/custom-ui/${id}/" />`);
    expect((await fetch(`${gh.userUrl}/t/acme/custom-ui/${id}/app.js`)).status).toBe(200);
    expect((await fetch(`${gh.userUrl}/custom-ui/${id}/app.js`)).status).toBe(404);
  });

  it("refuses tenant A's token on tenant B's custom UI upload", async () => {
    const before = await customUiFolders('acme');
    const response = await uploadZip(buildZip(goodEntries), token, `${gh.userUrl}/t/acme`);
    expect(response.status).toBe(401);
    expect(await customUiFolders('acme')).toEqual(before);
  });
});
