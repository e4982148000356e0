import { generateKeyPair, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import oidc from './oidc';
import { pkceChallenge } from './shared/oauth2';
import { expectConnectorError } from './test/expect-error';
import { startTestProvider, type TestProvider } from './test/oidc-provider';

const redirectUri = 'https://gatehouse.test/callback/oidc-1';
const account = { sub: 'user-1', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' };
const client = (id: string, secret: string) => ({
  client_id: id,
  client_secret: secret,
  redirect_uris: [redirectUri],
  grant_types: ['authorization_code'],
  response_types: ['code' as const],
  token_endpoint_auth_method: 'client_secret_basic' as const,
});

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider([client('rp', 'rp-secret'), client('other-rp', 'other-secret')], account);
});
afterAll(async () => {
  await provider.close();
});

const configOf = (overrides: Record<string, unknown> = {}) =>
  oidc.configGuard.parse({ issuer: provider.issuer, clientId: 'rp', clientSecret: 'rp-secret', ...overrides });

/** A whole sign-in at the real provider: the connector's request, the browser, the callback's data. */
const signIn = async (config = configOf()) => {
  const start = await oidc.getAuthorizationUri({ state: 'state-1', redirectUri }, config);
  const data = await provider.signIn(start.authorizationUri, redirectUri);
  return { data, session: start.session ?? {} };
};

describe('generic OpenID Connect against oidc-provider', () => {
  it('sends the code request with state, nonce and a PKCE S256 challenge of the kept verifier', async () => {
    const start = await oidc.getAuthorizationUri({ state: 'state-1', redirectUri }, configOf());
    const url = new URL(start.authorizationUri);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'rp',
      redirect_uri: redirectUri,
      state: 'state-1',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    expect(start.session?.nonce).toMatch(/^[\w-]{43}$/);
    expect(params.nonce).toBe(start.session?.nonce);
    expect(params.code_challenge).toBe(pkceChallenge(start.session?.codeVerifier ?? ''));
    const again = await oidc.getAuthorizationUri({ state: 'state-1', redirectUri }, configOf());
    expect(again.session?.nonce).not.toBe(start.session?.nonce);
  });

  it('signs the user in: code exchanged, ID token verified, email from the userinfo endpoint', async () => {
    const { data, session } = await signIn();
    expect(data).toMatchObject({ state: 'state-1', iss: provider.issuer });
    const user = await oidc.getUserInfo({ data, redirectUri, session }, configOf());
    expect(user).toMatchObject({ id: 'user-1', email: 'ada@example.com', emailVerified: true, name: 'Ada Lovelace' });
    expect(user.rawData).not.toHaveProperty('nonce');
    expect(provider.requests).toContain('GET /me');
  });

  it('reports a refused client (wrong secret) as a refused code, without the secret', async () => {
    const { data, session } = await signIn();
    const refused = await expectConnectorError(
      oidc.getUserInfo({ data, redirectUri, session }, configOf({ clientSecret: 'wrong-secret' })),
      'social_auth_code_invalid',
    );
    expect(refused).toMatchObject({ status: 401, error: 'invalid_client' });
    expect(JSON.stringify(refused)).not.toContain('wrong-secret');
  });

  it('refuses an ID token whose nonce is not the session’s', async () => {
    const { data, session } = await signIn();
    const error = await expectConnectorError(
      oidc.getUserInfo({ data, redirectUri, session: { ...session, nonce: 'another-nonce' } }, configOf()),
      'social_invalid_id_token',
    );
    expect(error.reason).toMatch(/nonce/);
  });

  it('loses the code when the PKCE verifier is wrong (the provider refuses it)', async () => {
    const { data, session } = await signIn();
    const error = await expectConnectorError(
      oidc.getUserInfo({ data, redirectUri, session: { ...session, codeVerifier: 'x'.repeat(43) } }, configOf()),
      'social_auth_code_invalid',
    );
    expect(error.error).toBe('invalid_grant');
  });

  it('refuses a genuine ID token issued to another client', async () => {
    const other = await signIn(configOf({ clientId: 'other-rp', clientSecret: 'other-secret' }));
    // The token endpoint answers with what the provider gave other-rp for its own code.
    provider.interceptToken(async () => {
      const response = await fetch(`${provider.issuer}/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from('other-rp:other-secret').toString('base64')}` },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: other.data.code ?? '',
          redirect_uri: redirectUri,
          code_verifier: other.session.codeVerifier ?? '',
        }),
      });
      return response.json();
    });
    try {
      const error = await expectConnectorError(
        oidc.getUserInfo({ data: { code: 'any', state: 'state-1' }, redirectUri, session: other.session }, configOf()),
        'social_invalid_id_token',
      );
      expect(error.reason).toMatch(/aud/);
    } finally {
      provider.interceptToken(undefined);
    }
  });

  describe('with the token endpoint answering a crafted ID token', () => {
    const session = { nonce: 'nonce-1', codeVerifier: 'v'.repeat(43) };
    const claims = { sub: 'user-1', nonce: 'nonce-1', email: 'ada@example.com', email_verified: true };
    const answer = async (sign: (jwt: SignJWT) => Promise<string>) => {
      provider.interceptToken(async () => ({
        access_token: 'at',
        token_type: 'Bearer',
        id_token: await sign(new SignJWT(claims).setIssuedAt().setAudience('rp').setIssuer(provider.issuer)),
      }));
      try {
        return await expectConnectorError(
          oidc.getUserInfo({ data: { code: 'c' }, redirectUri, session }, configOf()),
          'social_invalid_id_token',
        );
      } finally {
        provider.interceptToken(undefined);
      }
    };
    const header = { alg: 'RS256', kid: 'provider-key' };

    it('accepts it when the provider’s own key signed it (the control case)', async () => {
      const key = await importJWK(provider.signingKey, 'RS256');
      provider.interceptToken(async () => ({
        access_token: 'at',
        id_token: await new SignJWT(claims)
          .setProtectedHeader(header)
          .setIssuedAt()
          .setIssuer(provider.issuer)
          .setAudience('rp')
          .setExpirationTime('5m')
          .sign(key),
      }));
      try {
        const user = await oidc.getUserInfo({ data: { code: 'c' }, redirectUri, session }, configOf());
        expect(user).toMatchObject({ id: 'user-1', emailVerified: true });
      } finally {
        provider.interceptToken(undefined);
      }
    });

    it('refuses a signature by another key under the provider’s key id', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const error = await answer((jwt) => jwt.setProtectedHeader(header).setExpirationTime('5m').sign(privateKey));
      expect(error.reason).toMatch(/signature/);
    });

    it('refuses an expired token and one naming another issuer, though the provider’s key signed them', async () => {
      const key = await importJWK(provider.signingKey, 'RS256');
      const expired = await answer((jwt) =>
        jwt
          .setProtectedHeader(header)
          .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
          .sign(key),
      );
      expect(expired.reason).toMatch(/exp/);
      const elsewhere = await answer((jwt) =>
        jwt.setProtectedHeader(header).setIssuer('https://evil.example').setExpirationTime('5m').sign(key),
      );
      expect(elsewhere.reason).toMatch(/iss/);
    });
  });

  it('needs a code in the callback', async () => {
    const session = { nonce: 'n', codeVerifier: 'v' };
    const error = await expectConnectorError(
      oidc.getUserInfo({ data: { state: 'state-1' }, redirectUri, session }, configOf()),
      'insufficient_request_parameters',
    );
    expect(error).toEqual({ missing: ['code'] });
  });

  it('reports the provider’s error from the callback (prompt=none without a session)', async () => {
    const config = configOf({ authorizationParams: '{"prompt": "none"}' });
    const { data, session } = await signIn(config);
    expect(data.error).toBe('login_required');
    const error = await expectConnectorError(
      oidc.getUserInfo({ data, redirectUri, session }, config),
      'authorization_failed',
    );
    expect(error).toMatchObject({ error: 'login_required', description: expect.any(String) });
  });

  it('refuses a discovery document that names another issuer', async () => {
    const alias = provider.issuer.replace('127.0.0.1', 'localhost');
    const error = await expectConnectorError(
      oidc.getAuthorizationUri({ state: 's', redirectUri }, configOf({ issuer: alias })),
      'invalid_config',
    );
    expect(error).toMatchObject({ field: 'issuer', expected: alias, discovered: provider.issuer });
  });
});

describe('generic OpenID Connect config', () => {
  const base = { issuer: 'https://id.example.com', clientId: 'rp', clientSecret: 's' };

  it('fills the defaults and refuses what cannot work', () => {
    expect(oidc.configGuard.parse({ ...base, scope: '', authorizationParams: '' })).toMatchObject({
      scope: 'openid profile email',
      tokenEndpointAuthMethod: 'client_secret_basic',
    });
    expect(oidc.configGuard.safeParse({ ...base, scope: 'profile email' }).success).toBe(false);
    expect(oidc.configGuard.safeParse({ ...base, issuer: 'http://id.example.com' }).success).toBe(false);
    expect(oidc.configGuard.safeParse({ ...base, authorizationParams: { nonce: 'fixed' } }).success).toBe(false);
    expect(oidc.configGuard.safeParse({ ...base, authorizationParams: { prompt: 'login' } }).success).toBe(true);
  });
});
