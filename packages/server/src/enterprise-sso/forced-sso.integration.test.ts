import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignIn } from '../test/experience-client';
import type { TestGatehouse } from '../test/harness';
import type { api } from '../test/oidc-client';
import type { TestSamlIdp } from '../test/saml-idp';
import { samlAppRedirect } from '../test/saml-steps';
import { createSamlConnector, startSamlTestbed } from '../test/saml-testbed';

/*
 * Forced single sign-on: where the tenant requires it, an email whose domain an SSO connector owns
 * (typed, or the account's own behind a username) cannot sign in with a password; other emails,
 * and everyone while the setting is off, still can.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let idp: TestSamlIdp;
let appId: string;
let connectorId: string;
const password = 'correct horse battery staple 42';

let stop = async () => {};

beforeAll(async () => {
  ({ gh, management, idp, appId, stop } = await startSamlTestbed());
  ({ connectorId } = await createSamlConnector(management, idp, {
    connectorName: 'Forced',
    domains: ['forced.example'],
  }));
  for (const [username, primaryEmail] of [
    ['employee', 'emp@forced.example'],
    ['outsider', 'out@elsewhere.example'],
  ]) {
    const user = await management.post('/api/users', { username, primaryEmail, password });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
  }
});
afterAll(() => stop());

const settings = (singleSignOnEnabled: boolean, singleSignOnRequired: boolean) =>
  management.patch('/api/sign-in-exp', {
    signIn: {
      methods: [
        { identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true },
        { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
      ],
    },
    singleSignOnEnabled,
    singleSignOnRequired,
  });

const passwordSignIn = async (type: 'email' | 'username', value: string) => {
  const attempt = await startSignIn(gh.userUrl, {
    issuer: `${gh.userUrl}/oidc`,
    clientId: appId,
    redirectUri: samlAppRedirect,
  });
  await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  return attempt.call('POST', '/api/experience/verification/password', { identifier: { type, value }, password });
};

describe('forced single sign-on', () => {
  it('lets every password sign in while it is off', async () => {
    expect((await settings(true, false)).status).toBe(200);
    expect((await passwordSignIn('email', 'emp@forced.example')).status).toBe(200);
  });

  it("refuses a password for the connector's domain, typed or behind a username, and records it", async () => {
    const saved = await settings(true, true);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.singleSignOnRequired).toBe(true);
    for (const [type, value] of [
      ['email', 'EMP@Forced.example'],
      ['username', 'employee'],
    ] as const) {
      const refused = await passwordSignIn(type, value);
      expect([refused.status, refused.body.code, refused.body.data?.connectorId]).toEqual([
        422,
        'session.sso_required',
        connectorId,
      ]);
    }
    expect((await passwordSignIn('email', 'out@elsewhere.example')).status).toBe(200);
    expect((await passwordSignIn('username', 'outsider')).status).toBe(200);
    await gh.settle();
    const logs = await management.get('/api/logs?logKey=Interaction.SignIn.Identifier.Password.Submit&page_size=50');
    const codes = (logs.body as { payload: { error?: { code: string } } }[]).map((log) => log.payload.error?.code);
    expect(codes).toContain('session.sso_required');
  });

  it('does nothing while single sign-on itself is off', async () => {
    expect((await settings(false, true)).status).toBe(200);
    expect((await passwordSignIn('email', 'emp@forced.example')).status).toBe(200);
  });
});
