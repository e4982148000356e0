import { consoleConfigGuard } from '@gatehouse/schemas/console-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGatehouse, type TestGatehouse } from '../test/harness';

let gh: TestGatehouse;

beforeAll(async () => {
  gh = await startTestGatehouse({
    GATEHOUSE_DEV_FEATURES: '1',
    GATEHOUSE_RELEASE_INFO_URL: 'https://releases.example.com/gatehouse.json',
  });
});
afterAll(() => gh?.stop());

const configOf = (html: string) => {
  const content = /<meta name="gatehouse-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const decoded = content
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return consoleConfigGuard.parse(JSON.parse(decoded));
};

describe('the console on the admin endpoint', () => {
  it('answers every path under /console with the document and this installation’s config', async () => {
    for (const path of ['/console', '/console/', '/console/applications/abc/settings', '/console/callback?code=x']) {
      const response = await fetch(`${gh.adminUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const config = configOf(await response.text());
      expect(config).toEqual({
        edition: 'self-hosted',
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        adminEndpoint: gh.adminUrl,
        userEndpoint: gh.userUrl,
        resources: { management: 'https://default.gatehouse.local/api', me: 'https://admin.gatehouse.local/me' },
        devFeatures: true,
        releaseInfoUrl: 'https://releases.example.com/gatehouse.json',
      });
    }
  });

  it('runs only its own scripts, is never framed, frames and talks only to itself, the user endpoint and the release info', async () => {
    const response = await fetch(`${gh.adminUrl}/console/get-started`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' ${new URL(gh.userUrl).origin} https://releases.example.com`);
    // It frames only the user endpoint (the sign-in experience's live preview).
    expect(csp).toContain(`frame-src ${new URL(gh.userUrl).origin}`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves its content-hashed assets for a year, and nothing outside its build', async () => {
    const html = await (await fetch(`${gh.adminUrl}/console`)).text();
    const script = /<script type="module" crossorigin src="(\/console\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${gh.adminUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/text\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${gh.adminUrl}/console/assets/nope.js`)).status).toBe(404);
    expect((await fetch(`${gh.adminUrl}/console/assets/..%2Fpackage.json`)).status).toBe(404);
  });

  it('is where the admin endpoint’s root leads', async () => {
    const response = await fetch(`${gh.adminUrl}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/console');
  });

  it('does not exist on the user endpoint', async () => {
    for (const path of ['/console', '/console/get-started', '/']) {
      expect((await fetch(`${gh.userUrl}${path}`, { redirect: 'manual' })).status, path).toBe(404);
    }
  });
});
