import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The guides are pure functions of an app's values: the console renders them, this test runs them.
import { expressGuide } from '../../../console/src/pages/Applications/guides/express';
import { guideFiles, secretPlaceholder } from '../../../console/src/pages/Applications/guides/types';
import { createBrowser, startNode, writeGuideFiles } from '../test/guide-browser';
import { createManagementApp, freePort, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  gh = await startTestGatehouse();
  admin = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
});
afterAll(() => gh?.stop());

describe('the Express guide', () => {
  it('runs as printed: listens on its redirect URI’s port, signs in with code + PKCE, calls userinfo, signs out', async () => {
    const origin = `http://localhost:${await freePort()}`;
    const created = await admin.post('/api/applications', {
      name: 'Guided Express',
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [`${origin}/auth/callback`], postLogoutRedirectUris: [`${origin}/`] },
    });
    expect(created.status).toBe(201);
    const { id, secret } = created.body as { id: string; secret: string };
    const guide = expressGuide({
      issuer: `${gh.userUrl}/oidc`,
      endpoint: gh.userUrl,
      appId: id,
      redirectUri: `${origin}/auth/callback`,
      postLogoutRedirectUri: `${origin}/`,
      managementApi: '',
      resource: '',
      scope: '',
    });
    expect(guide.steps.map((step) => step.kind)).toEqual([
      'install',
      'configure',
      'sign_in',
      'callback',
      'sign_out',
      'protected_call',
      'run',
    ]);
    const files = guideFiles(guide);
    const run = files.shell ?? '';
    expect(run).toContain(`APP_SECRET='${secretPlaceholder}'`);
    const written = await writeGuideFiles({ 'server.mjs': files['server.mjs'] ?? '' });
    const server = await startNode(written.dir, 'server.mjs', { APP_SECRET: secret, SESSION_SECRET: 'a'.repeat(64) });
    try {
      expect(server.firstLine).toBe(`Open ${origin}/`);
      const browser = createBrowser();
      expect((await browser.open(`${origin}/`)).text).toContain('href="/sign-in"');

      const signInPage = await browser.open(`${origin}/sign-in`);
      expect(signInPage.url.origin).toBe(gh.userUrl);
      const redirectTo = await browser.register(gh.userUrl, 'guided_express', 'Gatehouse-Tr0ub4dor');
      const home = await browser.open(redirectTo);
      expect(home.url.href).toBe(`${origin}/`);
      const sub = /^Hello (\S+) ·/.exec(home.text)?.[1];
      expect(sub, home.text).toBeTruthy();

      const profile = await browser.open(`${origin}/profile`);
      expect(profile.status).toBe(200);
      expect(JSON.parse(profile.text)).toMatchObject({ sub, username: 'guided_express' });

      const signedOut = await browser.open(`${origin}/sign-out`, {}, (url) => url.origin === gh.userUrl);
      expect(signedOut.url.pathname).toBe('/oidc/session/end');
      expect(signedOut.url.searchParams.get('post_logout_redirect_uri')).toBe(`${origin}/`);
      expect(signedOut.url.searchParams.get('id_token_hint')).toBeTruthy();
      expect((await browser.open(`${origin}/`)).text).toContain('href="/sign-in"');
      expect((await browser.open(`${origin}/profile`, {}, (url) => url.origin === gh.userUrl)).url.origin).toBe(
        gh.userUrl,
      );
    } finally {
      server.stop();
      await written.remove();
    }
  });
});
