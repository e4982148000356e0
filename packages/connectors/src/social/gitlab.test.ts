import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gitlab from './gitlab';
import { expectConnectorError } from './test/expect-error';
import { type FakeIssuer, startFakeIssuer } from './test/fake-issuer';

const redirectUri = 'https://gatehouse.test/callback/gl-1';
const profile = {
  sub: '77',
  email: 'linus@example.com',
  email_verified: true,
  name: 'Linus',
  picture: 'https://gl/a.png',
};

let fake: FakeIssuer;
beforeAll(async () => {
  // A self-managed GitLab served under a path: its issuer is https://host/gitlab.
  fake = await startFakeIssuer({
    clientId: 'gl-app',
    clientSecret: 'gl-secret',
    authMethod: 'client_secret_post',
    basePath: '/gitlab',
  });
});
afterAll(() => fake.close());

const config = (overrides: Record<string, unknown> = {}) =>
  gitlab.configGuard.parse({ baseUrl: `${fake.base}/`, clientId: 'gl-app', clientSecret: 'gl-secret', ...overrides });

describe('GitLab', () => {
  it('signs the user in at a self-managed GitLab found by its instance URL', async () => {
    const start = await gitlab.getAuthorizationUri({ state: 'st', redirectUri }, config());
    expect(start.authorizationUri.startsWith(`${fake.base}/authorize?`)).toBe(true);
    const data = fake.approve(start.authorizationUri, profile);
    const user = await gitlab.getUserInfo({ data, redirectUri, session: start.session ?? {} }, config());
    expect(user).toMatchObject({
      id: '77',
      email: 'linus@example.com',
      emailVerified: true,
      avatar: 'https://gl/a.png',
    });
  });

  it('refuses an ID token that another GitLab issued', async () => {
    const start = await gitlab.getAuthorizationUri({ state: 'st', redirectUri }, config());
    const data = fake.approve(start.authorizationUri, profile, { iss: 'https://gitlab.com' });
    const error = await expectConnectorError(
      gitlab.getUserInfo({ data, redirectUri, session: start.session ?? {} }, config()),
      'social_invalid_id_token',
    );
    expect(error.reason).toMatch(/iss/);
  });

  it('defaults to GitLab.com and takes only https (or a loopback host) as the instance URL', () => {
    expect(gitlab.configGuard.parse({ clientId: 'a', clientSecret: 'b' }).baseUrl).toBe('https://gitlab.com');
    expect(gitlab.configGuard.parse({ clientId: 'a', clientSecret: 'b', baseUrl: '' }).baseUrl).toBe(
      'https://gitlab.com',
    );
    expect(
      gitlab.configGuard.safeParse({ clientId: 'a', clientSecret: 'b', baseUrl: 'http://gitlab.lan' }).success,
    ).toBe(false);
  });
});
