import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import linkedin, { createLinkedInConnector, linkedInIssuer } from './linkedin';
import { expectConnectorError } from './test/expect-error';
import { type FakeIssuer, startFakeIssuer } from './test/fake-issuer';

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
