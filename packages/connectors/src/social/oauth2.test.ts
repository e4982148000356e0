import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import oauth2 from './oauth2';
import { pkceChallenge } from './shared/oauth2';
import { expectConnectorError } from './test/expect-error';
import { codeBook } from './test/fake-oauth';
import { type FakeRequest, type FakeServer, queryOf, startFakeServer } from './test/fake-server';

const redirectUri = 'https://gatehouse.test/callback/o2-1';
const secret = 'p@ss:word/+ &=';
const book = codeBook();
const profiles: Record<string, unknown> = {
  flat: { sub: 'u-1', email: 'ada@example.com', email_verified: true, name: 'Ada', picture: 'https://p/ada.png' },
  nested: { data: { user_id: 42, display_name: 'Grace', mail: 'grace@example.com', email_confirmed: 'true' } },
  unverified: { id: 'u-3', email: 'lin@example.com', avatar_url: 'https://p/lin.png' },
  anonymous: { name: 'No Id' },
};

/** The client as the token request authenticated it, by the method used. */
const clientOf = (request: FakeRequest) =>
  request.basic
    ? { method: 'client_secret_basic', id: request.basic.id, secret: request.basic.secret }
    : { method: 'client_secret_post', id: request.form.get('client_id'), secret: request.form.get('client_secret') };

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer({
    'POST /oauth/token': (request) => {
      const client = clientOf(request);
      if (client.id !== 'o2-client' || client.secret !== secret)
        return { status: 401, json: { error: 'invalid_client' } };
      const result = book.redeem(request.form);
      if ('refusal' in result)
        return { status: 400, json: { error: 'invalid_grant', error_description: result.refusal } };
      return { json: { access_token: result.accessToken, token_type: 'Bearer', auth_method: client.method } };
    },
    'GET /oauth/me': (request) => {
      const user = book.userOf(request);
      if (!user) return { status: 401, json: { error: 'invalid_token' } };
      if (user === 'broken') return { status: 200, headers: { 'content-type': 'text/html' } };
      return { json: profiles[user] };
    },
  });
});
afterAll(() => fake.close());

const config = (overrides: Record<string, unknown> = {}) =>
  oauth2.configGuard.parse({
    authorizationEndpoint: `${fake.url}/oauth/authorize?tenant=acme`,
    tokenEndpoint: `${fake.url}/oauth/token`,
    userInfoEndpoint: `${fake.url}/oauth/me`,
    clientId: 'o2-client',
    clientSecret: secret,
    scope: 'profile email',
    ...overrides,
  });

const signIn = async (user: string, overrides: Record<string, unknown> = {}) => {
  const start = await oauth2.getAuthorizationUri({ state: 'st', redirectUri }, config(overrides));
  const data = book.approve(start.authorizationUri, user);
  return oauth2.getUserInfo({ data, redirectUri, session: start.session ?? {} }, config(overrides));
};

describe('generic OAuth 2.0', () => {
  it('keeps the endpoint’s own query and adds the code request with a PKCE challenge of the kept verifier', async () => {
    const start = await oauth2.getAuthorizationUri({ state: 'st', redirectUri }, config());
    const query = queryOf(start.authorizationUri);
    expect(query).toMatchObject({
      tenant: 'acme',
      response_type: 'code',
      client_id: 'o2-client',
      redirect_uri: redirectUri,
      state: 'st',
      scope: 'profile email',
      code_challenge_method: 'S256',
    });
    expect(query.code_challenge).toBe(pkceChallenge(start.session?.codeVerifier ?? ''));
    const plain = await oauth2.getAuthorizationUri({ state: 'st', redirectUri }, config({ pkce: false }));
    expect(queryOf(plain.authorizationUri)).not.toHaveProperty('code_challenge');
    expect(plain.session).toEqual({});
  });

  it('reads the user by the usual field names, with either client authentication (RFC 6749 encoding)', async () => {
    const expected = {
      id: 'u-1',
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada',
      avatar: 'https://p/ada.png',
    };
    expect(await signIn('flat')).toMatchObject(expected);
    expect(await signIn('flat', { tokenEndpointAuthMethod: 'client_secret_post' })).toMatchObject(expected);
    const methods = fake.requests.filter((request) => request.path === '/oauth/token').map((r) => clientOf(r).method);
    expect(methods.slice(-2)).toEqual(['client_secret_basic', 'client_secret_post']);
  });

  it('follows the profile map into nested fields', async () => {
    const profileMap = {
      id: 'data.user_id',
      name: 'data.display_name',
      email: 'data.mail',
      emailVerified: 'data.email_confirmed',
    };
    expect(await signIn('nested', { profileMap: JSON.stringify(profileMap) })).toMatchObject({
      id: '42',
      name: 'Grace',
      email: 'grace@example.com',
      emailVerified: true,
    });
  });

  it('takes an email without a verified flag as unverified', async () => {
    expect(await signIn('unverified')).toMatchObject({ id: 'u-3', emailVerified: false, avatar: 'https://p/lin.png' });
  });

  it('refuses a wrong PKCE verifier, a used code, a bad token, a non-JSON profile and a profile without id', async () => {
    const start = await oauth2.getAuthorizationUri({ state: 'st', redirectUri }, config());
    const data = book.approve(start.authorizationUri, 'flat');
    const wrong = { data, redirectUri, session: { codeVerifier: 'z'.repeat(43) } };
    expect(await expectConnectorError(oauth2.getUserInfo(wrong, config()), 'social_auth_code_invalid')).toMatchObject({
      error: 'invalid_grant',
      description: 'PKCE verification failed',
    });
    await expectConnectorError(oauth2.getUserInfo(wrong, config()), 'social_auth_code_invalid');
    await expectConnectorError(
      oauth2.getUserInfo(
        { data: { code: 'x' }, redirectUri, session: {} },
        config({ userInfoEndpoint: `${fake.url}/oauth/me`, tokenEndpoint: `${fake.url}/nowhere` }),
      ),
      'invalid_response',
    );
    await expectConnectorError(signIn('broken'), 'invalid_response');
    await expectConnectorError(signIn('anonymous'), 'invalid_response');
  });

  it('reports an access token the profile endpoint refuses', async () => {
    const book401 = await startFakeServer({
      'POST /token': () => ({ json: { access_token: 'the-access-token', token_type: 'Bearer' } }),
      'GET /me': () => ({ status: 401, json: { error: 'invalid_token', error_description: 'revoked' } }),
    });
    try {
      const revoked = config({ tokenEndpoint: `${book401.url}/token`, userInfoEndpoint: `${book401.url}/me` });
      const error = await expectConnectorError(
        oauth2.getUserInfo({ data: { code: 'c' }, redirectUri, session: {} }, revoked),
        'social_invalid_access_token',
      );
      expect(error).toMatchObject({ status: 401, error: 'invalid_token' });
      expect(JSON.stringify(error)).not.toContain('the-access-token');
    } finally {
      await book401.close();
    }
  });

  it('takes only https endpoints (http on loopback) and a profile map of known keys', () => {
    const base = { tokenEndpoint: 'https://a/t', userInfoEndpoint: 'https://a/u', clientId: 'c', clientSecret: 's' };
    expect(oauth2.configGuard.safeParse({ ...base, authorizationEndpoint: 'https://a/z' }).success).toBe(true);
    expect(oauth2.configGuard.safeParse({ ...base, authorizationEndpoint: 'http://a/z' }).success).toBe(false);
    expect(oauth2.configGuard.safeParse({ ...base, authorizationEndpoint: 'https://u:p@a/z' }).success).toBe(false);
    const map = (profileMap: unknown) =>
      oauth2.configGuard.safeParse({ ...base, authorizationEndpoint: 'https://a/z', profileMap }).success;
    expect(map({ id: 'data.id' })).toBe(true);
    expect(map({ userId: 'id' })).toBe(false);
    expect(map({ id: '__proto__..x' })).toBe(false);
    expect(map('{not json')).toBe(false);
  });
});
