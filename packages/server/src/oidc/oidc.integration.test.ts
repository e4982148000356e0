import { createHash } from 'node:crypto';
import http from 'node:http';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, client, discover, getJson, managementToken } from '../test/oidc-client';
import { rotationGraceSeconds } from './refresh-grace';

let gh: TestGatehouse;
let issuer: string;

beforeAll(async () => {
  gh = await startTestGatehouse();
  issuer = `${gh.userUrl}/oidc`;
});
afterAll(() => gh?.stop());

/** A user row, as the users capability will create them. */
const insertUser = (id: string, patch: { isSuspended?: boolean } = {}) =>
  gh.deps.database.withTenant('default', (trx) =>
    trx
      .insertInto('users')
      .values({
        tenantId: 'default',
        id,
        username: `user_${id}`,
        primaryEmail: `${id}@example.com`,
        profile: '{}',
        identities: '{}',
        customData: '{}',
        ...patch,
      })
      .execute(),
  );

/** Cookies from a response's Set-Cookie headers, as a Cookie header value. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/**
 * Runs an authorization code + PKCE flow with openid-client. The sign-in pages
 * arrive with the experience issue; here the interaction is completed through
 * the provider's own interaction record, exactly as the experience API will.
 */
const signIn = async (appId: string, redirectUri: string, userId: string, extra: Record<string, string> = {}) => {
  const config = await discover(issuer, appId, undefined, 'none');
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const authorizationUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid offline_access profile email',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    prompt: 'consent',
    ...extra,
  });

  const start = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(start.status, await start.clone().text()).toBe(303);
  const signInPage = new URL(start.headers.get('location') ?? '', gh.userUrl);
  const cookies = cookiesOf(start);
  const uid = /_interaction=([^;]+)/.exec(cookies)?.[1];
  expect(uid).toBeTruthy();

  const { provider } = await gh.runtimes.get('default');
  const interaction = await provider.Interaction.find(uid ?? '');
  if (!interaction) throw new Error('interaction not found');
  const grant = new provider.Grant({ accountId: userId, clientId: appId });
  grant.addOIDCScope('openid offline_access profile email');
  if (extra.resource) grant.addResourceScope(extra.resource, 'read:things write:things');
  interaction.result = { login: { accountId: userId }, consent: { grantId: await grant.save() } };
  await interaction.save(3600);

  const resume = await fetch(new URL(`/oidc/auth/${uid}`, gh.userUrl), {
    headers: { cookie: cookies },
    redirect: 'manual',
  });
  expect(resume.status, `${await resume.clone().text()} ${cookies}`).toBe(303);
  const callback = new URL(resume.headers.get('location') ?? '');
  const tokens = await client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return { config, tokens, signInPage, sessionCookies: cookiesOf(resume) };
};

describe('discovery and keys', () => {
  it('publishes discovery and a JWKS with public EC keys only', async () => {
    const config = await discover(issuer, 'anything', 'x');
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(issuer);
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'client_secret_post']),
    );
    expect(metadata.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']),
    );
    expect(metadata.grant_types_supported).not.toContain('implicit');
    const jwks = await getJson(`${issuer}/jwks`);
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('builds every endpoint of discovery from the configured endpoint, whatever Host or X-Forwarded-Host says', async () => {
    // fetch() does not let a caller set Host, so ask with node:http, as a client behind a hostile proxy would.
    const discoverAs = (headers: Record<string, string>) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const request = http.get(`${issuer}/.well-known/openid-configuration`, { headers }, (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve(JSON.parse(body) as Record<string, unknown>));
        });
        request.on('error', reject);
      });
    const hostile: Record<string, string>[] = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }];
    for (const headers of hostile) {
      const metadata = await discoverAs(headers);
      expect(metadata.issuer).toBe(issuer);
      const urls = Object.entries(metadata).filter(([name]) => name.endsWith('_endpoint') || name === 'jwks_uri');
      expect(urls.length).toBeGreaterThanOrEqual(5);
      for (const [name, url] of urls) expect(String(url), name).toMatch(new RegExp(`^${issuer}/`));
    }
  });
});

describe('client_credentials', () => {
  it('issues a JWT for the management API with the scopes the app’s roles grant, by secret_post and secret_basic', async () => {
    const app = await createManagementApp(gh);
    for (const method of ['post', 'basic'] as const) {
      const config = await discover(issuer, app.id, app.secret, method);
      const tokens = await client.clientCredentialsGrant(config, { resource: app.resource, scope: 'all' });
      expect(tokens.scope).toBe('all');
      const claims = decodeJwt(tokens.access_token);
      expect(claims).toMatchObject({ iss: issuer, aud: app.resource, client_id: app.id, scope: 'all' });
      const response = await api(gh.userUrl, tokens.access_token).get('/api/applications');
      expect(response.status).toBe(200);
    }
  });

  it('refuses a wrong secret and an unknown resource', async () => {
    const app = await createManagementApp(gh);
    const wrong = await discover(issuer, app.id, 'not-the-secret');
    await expect(client.clientCredentialsGrant(wrong, { resource: app.resource, scope: 'all' })).rejects.toMatchObject({
      error: 'invalid_client',
    });
    const right = await discover(issuer, app.id, app.secret);
    await expect(
      client.clientCredentialsGrant(right, { resource: 'https://unknown.example/api', scope: 'all' }),
    ).rejects.toMatchObject({ error: 'invalid_target' });
  });

  it('grants nothing the app’s roles do not hold, and a removed role is gone from the next token', async () => {
    const service = createApplicationService(gh.deps, 'default');
    const app = await service.create({ name: 'No roles', type: 'MachineToMachine' });
    const resource = 'https://default.gatehouse.local/api';
    const config = await discover(issuer, app.id, app.secret);
    const none = await client.clientCredentialsGrant(config, { resource, scope: 'all' });
    expect(none.scope).toBeUndefined();

    await service.patch(app.id, { isAdmin: true });
    const granted = await client.clientCredentialsGrant(config, { resource, scope: 'all' });
    expect(granted.scope).toBe('all');

    await service.patch(app.id, { isAdmin: false });
    const revoked = await client.clientCredentialsGrant(config, { resource, scope: 'all' });
    expect(revoked.scope).toBeUndefined();
  });

  it('records the granted scope of a client_credentials exchange, not the requested one', async () => {
    const service = createApplicationService(gh.deps, 'default');
    const app = await service.create({ name: 'Audited', type: 'MachineToMachine' });
    const resource = 'https://default.gatehouse.local/api';
    const config = await discover(issuer, app.id, app.secret);
    await client.clientCredentialsGrant(config, { resource, scope: 'all' });
    await service.patch(app.id, { isAdmin: true });
    await client.clientCredentialsGrant(config, { resource, scope: 'all' });
    await gh.settle();

    const management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
    const logs = await management.get(
      `/api/logs?logKey=ExchangeTokenBy.ClientCredentials&applicationId=${app.id}&page_size=10`,
    );
    expect(logs.status).toBe(200);
    // Newest first: the second exchange was granted `all`, the first nothing at all.
    expect(logs.body.map((log: { payload: { scope?: string } }) => log.payload.scope ?? null)).toEqual(['all', null]);
  });

  it('accepts named secrets until they expire or are deleted', async () => {
    const service = createApplicationService(gh.deps, 'default');
    const app = await createManagementApp(gh);
    const named = await service.createSecret(app.id, { name: 'ci', expiresAt: Date.now() + 60_000 });
    const config = await discover(issuer, app.id, named.value, 'basic');
    await expect(client.clientCredentialsGrant(config, { resource: app.resource, scope: 'all' })).resolves.toBeTruthy();

    await service.deleteSecret(app.id, 'ci');
    // With HTTP Basic, the refusal is a 401 challenge.
    await expect(client.clientCredentialsGrant(config, { resource: app.resource, scope: 'all' })).rejects.toMatchObject(
      {
        status: 401,
      },
    );

    const expiring = await service.createSecret(app.id, { name: 'short', expiresAt: Date.now() + 1500 });
    const expiringConfig = await discover(issuer, app.id, expiring.value);
    await expect(
      client.clientCredentialsGrant(expiringConfig, { resource: app.resource, scope: 'all' }),
    ).resolves.toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await expect(
      client.clientCredentialsGrant(expiringConfig, { resource: app.resource, scope: 'all' }),
    ).rejects.toMatchObject({ error: 'invalid_client' });
  });

  it('works for existing Logto management clients unchanged (@logto/api)', async () => {
    const app = await createManagementApp(gh);
    const { createManagementApi } = await import('@logto/api/management');
    const { apiClient } = createManagementApi('default', {
      clientId: app.id,
      clientSecret: app.secret,
      baseUrl: gh.userUrl,
      apiIndicator: app.resource,
    });
    const created = await apiClient.POST('/api/applications', {
      body: {
        name: 'Made by @logto/api',
        type: 'Traditional',
        // @ts-expect-error @logto/api types redirect URIs as objects in its generated schema; the wire format is strings.
        oidcClientMetadata: { redirectUris: ['https://app.example/cb'], postLogoutRedirectUris: [] },
      },
    });
    expect(created.response.status).toBe(201);
    const id = created.data?.id ?? '';
    const fetched = await apiClient.GET('/api/applications/{id}', { params: { path: { id } } });
    expect(fetched.data?.name).toBe('Made by @logto/api');
    const listed = await apiClient.GET('/api/applications', { params: { query: { page: 1, page_size: 5 } } });
    expect(listed.response.headers.get('total-number')).toBeTruthy();
    const removed = await apiClient.DELETE('/api/applications/{id}', { params: { path: { id } } });
    expect(removed.response.status).toBe(204);
  });
});

describe('authorization code, refresh, introspection, revocation', () => {
  const redirectUri = 'http://localhost:5173/callback';
  let appId: string;

  beforeAll(async () => {
    const app = await createApplicationService(gh.deps, 'default').create({
      name: 'SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
      customClientMetadata: { rotateRefreshToken: true },
    });
    appId = app.id;
    await insertUser('user0001');
  });

  it('redirects /oidc/auth to the sign-in path with the first_screen and prefill parameters', async () => {
    const config = await discover(issuer, appId, undefined, 'none');
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      first_screen: 'register',
      login_hint: 'ada@example.com',
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/register?login_hint=ada%40example.com');
  });

  it('issues ID, access and refresh tokens, and rotates the refresh token', async () => {
    const { config, tokens } = await signIn(appId, redirectUri, 'user0001');
    expect(tokens.claims()?.sub).toBe('user0001');
    expect(tokens.claims()?.email).toBeUndefined(); // claims come from userinfo unless requested
    expect(tokens.refresh_token).toBeTruthy();

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, 'user0001');
    expect(userinfo).toMatchObject({ sub: 'user0001', email: 'user0001@example.com', username: 'user_user0001' });

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    // Once its replacement has been used, the rotated-out refresh token is reuse: it ends the grant.
    const next = await client.refreshTokenGrant(config, refreshed.refresh_token ?? '');
    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(client.refreshTokenGrant(config, next.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('lets a rotated-out refresh token through once, briefly, when its replacement never arrived', async () => {
    const { config, tokens } = await signIn(appId, redirectUri, 'user0001');
    const first = String(tokens.refresh_token);
    // The response carrying this one is lost (the browser left the page): the client still holds `first`.
    const lost = String((await client.refreshTokenGrant(config, first)).refresh_token);
    const recovered = await client.refreshTokenGrant(config, first);
    expect(recovered.refresh_token).toBeTruthy();
    expect([first, lost]).not.toContain(recovered.refresh_token);
    const onward = String((await client.refreshTokenGrant(config, String(recovered.refresh_token))).refresh_token);

    // Only once: a second replay is reuse, and it ends the grant.
    await expect(client.refreshTokenGrant(config, first)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.refreshTokenGrant(config, onward)).rejects.toMatchObject({ error: 'invalid_grant' });

    // Should the lost one turn up after all, that is reuse too.
    const again = await signIn(appId, redirectUri, 'user0001');
    const start = String(again.tokens.refresh_token);
    const missing = String((await client.refreshTokenGrant(again.config, start)).refresh_token);
    const replacement = String((await client.refreshTokenGrant(again.config, start)).refresh_token);
    await expect(client.refreshTokenGrant(again.config, missing)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.refreshTokenGrant(again.config, replacement)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('gives no grace past the window: the rotated-out refresh token ends the grant', async () => {
    const { config, tokens } = await signIn(appId, redirectUri, 'user0001');
    const first = String(tokens.refresh_token);
    const second = String((await client.refreshTokenGrant(config, first)).refresh_token);
    // The rotation happened longer ago than the grace allows.
    await gh.deps.database.withTenant('default', (trx) =>
      trx
        .updateTable('oidcModelInstances')
        .set({ consumedAt: new Date(Date.now() - (rotationGraceSeconds + 5) * 1000) })
        .where('tenantId', '=', 'default')
        .where('modelName', '=', 'RefreshToken')
        .where('consumedAt', 'is not', null)
        .execute(),
    );
    await expect(client.refreshTokenGrant(config, first)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.refreshTokenGrant(config, second)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('introspects and revokes tokens', async () => {
    const { config, tokens } = await signIn(appId, redirectUri, 'user0001');
    const active = await client.tokenIntrospection(config, tokens.refresh_token ?? '');
    expect(active).toMatchObject({ active: true, sub: 'user0001', client_id: appId });
    expect(String(active.scope)).toContain('offline_access');

    await client.tokenRevocation(config, tokens.refresh_token ?? '');
    const inactive = await client.tokenIntrospection(config, tokens.refresh_token ?? '');
    expect(inactive.active).toBe(false);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('stops refreshing for a suspended user', async () => {
    await insertUser('suspend01');
    const { config, tokens } = await signIn(appId, redirectUri, 'suspend01');
    await gh.deps.database.withTenant('default', (trx) =>
      trx.updateTable('users').set({ isSuspended: true }).where('id', '=', 'suspend01').execute(),
    );
    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('ends the session at end_session', async () => {
    const { config } = await signIn(appId, redirectUri, 'user0001');
    const url = client.buildEndSessionUrl(config, { client_id: appId });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(200);
  });
});

describe('HTML answers of the OIDC surface', () => {
  const redirectUri = 'https://rp.example/callback';
  const postLogoutRedirectUri = 'https://rp.example/signed-out';
  let appId: string;

  beforeAll(async () => {
    const app = await createApplicationService(gh.deps, 'default').create({
      name: 'Signs out',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [postLogoutRedirectUri] },
    });
    appId = app.id;
    await insertUser('logout01');
  });

  /** The response's Content-Security-Policy as `directive → sources`. */
  const policyOf = (response: Response) =>
    new Map(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );

  /** The hash sources of a page's inline scripts. */
  const inlineScriptHashes = (html: string) =>
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, script]) =>
        `'sha256-${createHash('sha256')
          .update(script ?? '')
          .digest('base64')}'`,
    );

  /**
   * Asserts a page's security headers: the sign-in pages' strict policy, whose script-src lists
   * exactly the page's own inline scripts, and whose form-action allows this origin and `formTargets`.
   */
  const expectSecurePage = async (response: Response, formTargets: string[] = []) => {
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", ...inlineScriptHashes(html)]);
    expect(policy.get('form-action')).toEqual(["'self'", ...formTargets]);
    return html;
  };

  const endSession = (params: Record<string, string>, cookie?: string) =>
    fetch(`${issuer}/session/end?${new URLSearchParams(params)}`, {
      headers: cookie ? { cookie } : {},
      redirect: 'manual',
    });

  const confirm = (html: string, cookie: string, logout = true) => {
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(xsrf).toBeTruthy();
    return fetch(`${issuer}/session/end/confirm`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, ...(logout ? { logout: 'yes' } : {}) }),
      redirect: 'manual',
    });
  };

  it('asks before signing out under a strict CSP with nosniff, and signs out on yes', async () => {
    const { sessionCookies } = await signIn(appId, redirectUri, 'logout01');
    const params = { client_id: appId, post_logout_redirect_uri: postLogoutRedirectUri, state: 's1' };
    const page = await endSession(params, sessionCookies);
    expect(page.status).toBe(200);
    const html = await expectSecurePage(page, ['https://rp.example']);
    expect(html).toContain('id="op.logoutForm"');
    expect(html).not.toContain('<script');

    const done = await confirm(html, sessionCookies);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${postLogoutRedirectUri}?state=s1`);

    // The session is gone: the provider no longer asks, it posts its own confirmation form.
    const after = await endSession(params, sessionCookies);
    const html2 = await expectSecurePage(after, ['https://rp.example']);
    expect(html2).not.toContain('id="op.logoutForm"');
    expect(inlineScriptHashes(html2)).toHaveLength(1);
  });

  it('signs out at once with an ID token hint, its auto-submitting script allowed by its hash alone', async () => {
    const { tokens, sessionCookies } = await signIn(appId, redirectUri, 'logout01');
    const params = { id_token_hint: String(tokens.id_token), post_logout_redirect_uri: postLogoutRedirectUri };
    const page = await endSession(params, sessionCookies);
    expect(page.status).toBe(200);
    const html = await expectSecurePage(page, ['https://rp.example']);
    expect(inlineScriptHashes(html)).toHaveLength(1);
    expect(html).toContain("i.name='logout';i.value='yes'");

    // What the script sends.
    const done = await confirm(html, sessionCookies);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(postLogoutRedirectUri);
  });

  it('gives the provider’s own pages the same headers: no-session logout, post-logout and form_post', async () => {
    const noSession = await endSession({ client_id: appId });
    expect(noSession.status).toBe(200);
    expect(inlineScriptHashes(await expectSecurePage(noSession))).toHaveLength(1);

    const success = await fetch(`${issuer}/session/end/success`);
    expect(success.status).toBe(200);
    await expectSecurePage(success);

    // An authorization error sent back by form_post: the form goes to the client's redirect URI.
    const authorization = new URL(`${issuer}/auth`);
    authorization.search = new URLSearchParams({
      client_id: appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'openid',
      prompt: 'none',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    }).toString();
    const formPost = await fetch(authorization, { redirect: 'manual' });
    const html = await expectSecurePage(formPost, ['https://rp.example']);
    expect(html).toContain(`action="${redirectUri}"`);
    expect(html).toContain('name="error" value="login_required"');

    // JSON answers carry no page policy.
    const discovery = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(discovery.headers.get('content-security-policy')).toBeNull();
  });
});

describe('management API token verification end to end', () => {
  it('uses the resource’s access token TTL', async () => {
    const token = await managementToken(issuer, await createManagementApp(gh));
    const claims = decodeJwt(token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });
});
