import { decodeProtectedHeader, exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import apple, { appleIssuer, createAppleConnector } from './apple';
import { expectConnectorError } from './test/expect-error';
import { type FakeIssuer, startFakeIssuer } from './test/fake-issuer';
import { queryOf } from './test/fake-server';

const redirectUri = 'https://gatehouse.test/callback/apple-1';
const services = { clientId: 'com.example.web', teamId: 'TEAM123456', keyId: 'KEY1234567' };
const claims = {
  sub: '001234.abcdef.1234',
  email: 'x7y@privaterelay.appleid.com',
  email_verified: 'true',
  is_private_email: 'true',
};

let fake: FakeIssuer;
let privateKey: string;
let otherKey: string;
beforeAll(async () => {
  const team = await generateKeyPair('ES256', { extractable: true });
  privateKey = await exportPKCS8(team.privateKey);
  otherKey = await exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey);
  fake = await startFakeIssuer({
    clientId: services.clientId,
    paths: { authorize: '/auth/authorize', token: '/auth/token', jwks: '/auth/keys', userinfo: '/none' },
    // Apple checks the client secret JWT with the public key of the team's Sign in with Apple key.
    checkClient: async ({ form }) => {
      if (form.get('client_id') !== services.clientId) return 'client_id';
      const secret = form.get('client_secret') ?? '';
      try {
        if (decodeProtectedHeader(secret).kid !== services.keyId) return 'kid';
        const { payload } = await jwtVerify(secret, team.publicKey, {
          algorithms: ['ES256'],
          issuer: services.teamId,
          subject: services.clientId,
          audience: fake.issuer,
        });
        if ((payload.exp ?? 0) - (payload.iat ?? 0) > 600) return 'a long-lived client secret';
        return undefined;
      } catch (error) {
        return String(error);
      }
    },
  });
});
afterAll(() => fake.close());

const connector = () => createAppleConnector({ issuer: fake.issuer });
const config = (key = privateKey) => apple.configGuard.parse({ ...services, privateKey: key });

const signIn = async (form: Record<string, string> = {}, key = privateKey, idTokenClaims?: Record<string, unknown>) => {
  const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config(key));
  const data = { ...fake.approve(start.authorizationUri, claims, idTokenClaims), ...form };
  return connector().getUserInfo({ data, redirectUri, session: start.session ?? {} }, config(key));
};

describe('Sign in with Apple', () => {
  it('asks for name and email with form_post and a nonce', async () => {
    const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config());
    expect(start.authorizationUri.startsWith(`${fake.issuer}/auth/authorize?`)).toBe(true);
    const query = queryOf(start.authorizationUri);
    expect(query).toMatchObject({
      response_type: 'code',
      response_mode: 'form_post',
      client_id: services.clientId,
      redirect_uri: redirectUri,
      state: 'st',
      scope: 'name email',
      nonce: start.session?.nonce,
    });
    expect(query).not.toHaveProperty('code_challenge');
  });

  it('exchanges the code with a client secret JWT Apple verifies, and reads the first callback’s name', async () => {
    const user = { name: { firstName: 'Ada', lastName: 'Lovelace' }, email: 'x7y@privaterelay.appleid.com' };
    expect(await signIn({ user: JSON.stringify(user) })).toMatchObject({
      id: '001234.abcdef.1234',
      email: 'x7y@privaterelay.appleid.com',
      emailVerified: true,
      name: 'Ada Lovelace',
    });
    const later = await signIn();
    expect(later).toMatchObject({ id: '001234.abcdef.1234' });
    expect(later).not.toHaveProperty('name');
    expect(await signIn({ user: '{broken' })).not.toHaveProperty('name');
  });

  it('is refused by Apple when the client secret is signed with another key', async () => {
    const error = await expectConnectorError(signIn({}, otherKey), 'social_auth_code_invalid');
    expect(error).toMatchObject({ status: 401, error: 'invalid_client' });
  });

  it('refuses an ID token for another audience or with another nonce', async () => {
    const aud = await expectConnectorError(
      signIn({}, privateKey, { aud: 'com.example.app' }),
      'social_invalid_id_token',
    );
    expect(aud.reason).toMatch(/aud/);
    await expectConnectorError(signIn({}, privateKey, { nonce: 'replayed' }), 'social_invalid_id_token');
  });

  it('reports a key that is not a P-256 PEM without repeating it, and the user cancelling', async () => {
    const garbled = '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----';
    const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config(garbled));
    const data = fake.approve(start.authorizationUri, claims);
    const error = await expectConnectorError(
      connector().getUserInfo({ data, redirectUri, session: start.session ?? {} }, config(garbled)),
      'invalid_config',
    );
    expect(JSON.stringify(error)).not.toContain('bm90IGEga2V5');
    await expectConnectorError(
      connector().getUserInfo(
        { data: { error: 'user_cancelled_authorize', state: 'st' }, redirectUri, session: {} },
        config(),
      ),
      'authorization_failed',
    );
  });

  it('checks the Team ID, Key ID and key format, and talks to appleid.apple.com outside tests', () => {
    expect(apple.configGuard.safeParse({ ...services, teamId: 'team', privateKey }).success).toBe(false);
    expect(apple.configGuard.safeParse({ ...services, privateKey: 'MIGTAgEA' }).success).toBe(false);
    expect(appleIssuer).toBe('https://appleid.apple.com');
    expect(apple.metadata.configForm.find((field) => field.key === 'privateKey')).toMatchObject({ secret: true });
  });
});
