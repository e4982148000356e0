import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The guides are pure functions of an app's values: the console renders them, this test runs them.
import { oidcGuide } from '../../../console/src/pages/Applications/guides/oidc';
import { createBrowser } from '../test/guide-browser';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  gh = await startTestGatehouse();
  admin = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
});
afterAll(() => gh?.stop());

/** Runs shell steps as pasted, with the variables the previous steps left (async: the server shares this process). */
const sh = async (script: string, env: Record<string, string> = {}) =>
  (await promisify(execFile)('sh', ['-c', script], { env: { ...process.env, ...env } })).stdout.trim();

describe('the generic OpenID Connect guide', () => {
  it('its curl and openssl steps sign in with code + PKCE S256, call userinfo, and build the sign-out URL', async () => {
    const redirectUri = 'http://localhost:5999/callback';
    const created = await admin.post('/api/applications', {
      name: 'Guided by hand',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: ['http://localhost:5999/'] },
    });
    expect(created.status).toBe(201);
    const guide = oidcGuide({
      issuer: `${gh.userUrl}/oidc`,
      endpoint: gh.userUrl,
      appId: created.body.id,
      redirectUri,
      postLogoutRedirectUri: 'http://localhost:5999/',
      managementApi: '',
      resource: '',
      scope: '',
    });
    const step = (kind: string) => guide.steps.find((candidate) => candidate.kind === kind)?.code ?? '';

    const discovery = JSON.parse(await sh(step('discovery')));
    const settings = JSON.parse(step('configure'));
    for (const endpoint of [
      'authorization_endpoint',
      'token_endpoint',
      'userinfo_endpoint',
      'end_session_endpoint',
      'jwks_uri',
    ]) {
      expect(settings[endpoint], endpoint).toBe(discovery[endpoint]);
    }
    expect(discovery.code_challenge_methods_supported).toContain('S256');

    const [authorize = '', verifier = '', state = ''] = (
      await sh(`${step('pkce')}\n${step('sign_in')}\necho "$VERIFIER"\necho "$STATE"`)
    ).split('\n');
    expect(new URL(authorize).searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const browser = createBrowser();
    expect((await browser.open(authorize)).url.origin).toBe(gh.userUrl);
    const redirectTo = await browser.register(gh.userUrl, 'guided_by_hand', 'Gatehouse-Tr0ub4dor');
    const back = await browser.open(redirectTo, {}, (url) => url.href.startsWith(redirectUri));
    expect(back.url.searchParams.get('state')).toBe(state);

    const tokens = JSON.parse(
      await sh(step('callback'), { CODE: back.url.searchParams.get('code') ?? '', VERIFIER: verifier }),
    );
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      id_token: expect.any(String),
      access_token: expect.any(String),
    });
    const me = JSON.parse(await sh(step('protected_call'), { ACCESS_TOKEN: tokens.access_token }));
    expect(me).toMatchObject({ username: 'guided_by_hand' });

    const signOut = new URL(await sh(step('sign_out'), { ID_TOKEN: tokens.id_token }));
    expect(signOut.origin + signOut.pathname).toBe(discovery.end_session_endpoint);
    const ended = await browser.open(signOut, {}, (url) => url.href === 'http://localhost:5999/');
    // Gatehouse accepts the hint and the registered URI: it asks to confirm the sign-out (an error page has no form).
    expect(ended.status).toBe(200);
    expect(ended.text).toContain('<form');
  });
});
