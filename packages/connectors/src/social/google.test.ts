import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import google, { createGoogleConnector, googleIssuer } from './google';
import { pkceChallenge } from './shared/oauth2';
import { expectConnectorError } from './test/expect-error';
import { type FakeIssuer, startFakeIssuer } from './test/fake-issuer';
import { queryOf } from './test/fake-server';

const redirectUri = 'https://gatehouse.test/callback/google-1';
const profile = {
  sub: '1098',
  email: 'ada@gmail.com',
  email_verified: true,
  name: 'Ada Lovelace',
  picture: 'https://lh3.example/ada.png',
};

let fake: FakeIssuer;
beforeAll(async () => {
  fake = await startFakeIssuer({ clientId: 'g-client', clientSecret: 'g-secret', authMethod: 'client_secret_post' });
});
afterAll(() => fake.close());

const connector = () => createGoogleConnector({ issuer: fake.issuer });
const config = (overrides: Record<string, unknown> = {}) =>
  google.configGuard.parse({ clientId: 'g-client', clientSecret: 'g-secret', ...overrides });

const signIn = async (claims: Record<string, unknown> = profile, idTokenClaims?: Record<string, unknown>) => {
  const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config());
  const data = fake.approve(start.authorizationUri, claims, idTokenClaims);
  return connector().getUserInfo({ data, redirectUri, session: start.session ?? {} }, config());
};

describe('Google', () => {
  it('asks Google for the code with nonce, PKCE S256 and the account chooser by default', async () => {
    const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config());
    expect(start.authorizationUri.startsWith(`${fake.issuer}/authorize?`)).toBe(true);
    const query = queryOf(start.authorizationUri);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: 'g-client',
      redirect_uri: redirectUri,
      state: 'st',
      scope: 'openid profile email',
      prompt: 'select_account',
      nonce: start.session?.nonce,
      code_challenge_method: 'S256',
    });
    expect(query.code_challenge).toBe(pkceChallenge(start.session?.codeVerifier ?? ''));
    const quiet = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config({ prompt: 'default' }));
    expect(queryOf(quiet.authorizationUri)).not.toHaveProperty('prompt');
  });

  it('reads the user from the verified ID token, the secret sent in the body', async () => {
    expect(await signIn()).toMatchObject({
      id: '1098',
      email: 'ada@gmail.com',
      emailVerified: true,
      name: 'Ada Lovelace',
      avatar: 'https://lh3.example/ada.png',
    });
    const token = fake.requests.find((request) => request.path === '/token');
    expect(token?.form.get('client_secret')).toBe('g-secret');
  });

  it('takes an unverified email as unverified', async () => {
    expect(await signIn({ ...profile, email_verified: false })).toMatchObject({ emailVerified: false });
  });

  it('accepts the issuer written without its scheme, as Google may, and no other issuer', async () => {
    const bare = fake.issuer.replace(/^https?:\/\//, '');
    expect(await signIn(profile, { iss: bare })).toMatchObject({ id: '1098' });
    await expectConnectorError(signIn(profile, { iss: 'https://accounts.example.com' }), 'social_invalid_id_token');
  });

  it('uses the real issuer outside tests, and a tenant cannot point it elsewhere', () => {
    expect(googleIssuer).toBe('https://accounts.google.com');
    expect(
      google.configGuard.parse({ clientId: 'a', clientSecret: 'b', issuer: 'https://evil.example' }),
    ).not.toHaveProperty('issuer');
  });
});
