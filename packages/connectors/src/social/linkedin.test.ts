import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import linkedin, { createLinkedInConnector, linkedInIssuer } from './linkedin';
import { expectConnectorError } from './test/expect-error';
import { type FakeIssuer, startFakeIssuer } from './test/fake-issuer';
import { queryOf } from './test/fake-server';

const redirectUri = 'https://gatehouse.test/callback/li-1';
const profile = { sub: 'li-42', email: 'grace@example.com', email_verified: true, name: 'Grace Hopper' };

let fake: FakeIssuer;
beforeAll(async () => {
  fake = await startFakeIssuer({ clientId: 'li-client', clientSecret: 'li-secret', authMethod: 'client_secret_post' });
});
afterAll(() => fake.close());

const connector = () => createLinkedInConnector({ issuer: fake.issuer });
const config = linkedin.configGuard.parse({ clientId: 'li-client', clientSecret: 'li-secret' });

describe('LinkedIn', () => {
  it('signs the user in with OpenID Connect', async () => {
    const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config);
    const data = fake.approve(start.authorizationUri, profile);
    const user = await connector().getUserInfo({ data, redirectUri, session: start.session ?? {} }, config);
    expect(user).toMatchObject({ id: 'li-42', email: 'grace@example.com', emailVerified: true, name: 'Grace Hopper' });
  });

  it('sends no PKCE (LinkedIn refuses it for web apps) and the secret in the body', async () => {
    const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config);
    const query = queryOf(start.authorizationUri);
    expect(query).toMatchObject({ client_id: 'li-client', scope: 'openid profile email', nonce: start.session?.nonce });
    expect(query).not.toHaveProperty('code_challenge');
    const data = fake.approve(start.authorizationUri, profile);
    await connector().getUserInfo({ data, redirectUri, session: start.session ?? {} }, config);
    const token = fake.requests.findLast((request) => request.path === '/token');
    expect(token?.form.has('code_verifier')).toBe(false);
    expect(token?.form.get('client_secret')).toBe('li-secret');
  });

  it('accepts an ID token without nonce, never one with another nonce', async () => {
    const signIn = async (idTokenClaims: Record<string, unknown>) => {
      const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config);
      const data = fake.approve(start.authorizationUri, profile, idTokenClaims);
      return connector().getUserInfo({ data, redirectUri, session: start.session ?? {} }, config);
    };
    expect(await signIn({ nonce: undefined })).toMatchObject({ id: 'li-42' });
    await expectConnectorError(signIn({ nonce: 'another' }), 'social_invalid_id_token');
  });

  it('reports a code used twice as refused by LinkedIn', async () => {
    const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config);
    const data = fake.approve(start.authorizationUri, profile);
    const callback = { data, redirectUri, session: start.session ?? {} };
    await connector().getUserInfo(callback, config);
    const error = await expectConnectorError(connector().getUserInfo(callback, config), 'social_auth_code_invalid');
    expect(error).toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  it('uses the real issuer outside tests', () => {
    expect(linkedInIssuer).toBe('https://www.linkedin.com/oauth');
    expect(linkedin.metadata).toMatchObject({ target: 'linkedin', platform: 'web' });
  });
});
