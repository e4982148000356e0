import { bodyOf, startSmtpServer } from '@gatehouse/connectors/message-support/test/local-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

/*
 * The MFA policies with the email code as the only factor: a Mandatory policy is accepted once an
 * email connector exists, and enrolls a user without an email by adding one at sign-in (the code
 * goes for real through SMTP to a local server); the other policies prompt, or not, as they say.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let appId: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const redirectUri = 'http://localhost:5173/callback';
const password = 'Gatehouse-Tr0ub4dor';
let counter = 0;

const unique = () => `mfa_policy_${Date.now().toString(36)}_${counter++}`;
const mailedCode = (to: string) => {
  const mail = smtp.received.filter((message) => message.to.includes(to)).at(-1);
  const code = mail && /(\d{6})/.exec(bodyOf(mail.raw).replace(/=\r\n/g, ''))?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
};
const setPolicy = (policy: string, factors = ['EmailVerificationCode']) =>
  management.patch('/api/sign-in-exp', { mfa: { factors, policy } });

/** A user with a password (and an email when given), signed in with it up to submit. */
const identifiedUser = async (primaryEmail?: string) => {
  const username = unique();
  const created = await management.post('/api/users', { username, password, ...(primaryEmail && { primaryEmail }) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const f = await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });
  await f.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  const verified = await f.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: username },
    password,
  });
  expect((await f.call('POST', '/api/experience/identification', verified.body)).status).toBe(204);
  return { f, username, id: created.body.id as string };
};
type Flow = Awaited<ReturnType<typeof identifiedUser>>['f'];
/** Sends a code (to `newIdentifier`, or to the user's own email), checks the one mailed to `to`; answers the verification. */
const codeVerified = async (f: Flow, to: string, newIdentifier?: string) => {
  const sent = await f.call('POST', '/api/experience/verification/mfa-verification-code', {
    identifierType: 'email',
    ...(newIdentifier && { newIdentifier }),
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const checked = await f.call('POST', '/api/experience/verification/mfa-verification-code/verify', {
    verificationId: sent.body.verificationId,
    code: mailedCode(to),
  });
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return sent.body.verificationId as string;
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  smtp = await startSmtpServer();
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'MFA policy SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
});
afterAll(async () => {
  await gh?.stop();
  await smtp?.close();
});

describe('MFA policies with only code factors', () => {
  it('accepts Mandatory with the email code alone once an email connector exists, never backup codes alone', async () => {
    const noConnector = await setPolicy('Mandatory');
    expect(noConnector.status).toBe(422);
    expect(noConnector.body.code).toBe('sign_in_experience.mfa_factor_needs_connector');
    const email = await management.post('/api/connectors', {
      connectorId: 'smtp',
      config: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'noreply@gatehouse.test' },
    });
    expect(email.status, JSON.stringify(email.body)).toBe(201);
    const accepted = await setPolicy('Mandatory', ['EmailVerificationCode', 'BackupCode']);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.mfa).toMatchObject({ factors: ['EmailVerificationCode', 'BackupCode'], policy: 'Mandatory' });
    const backupOnly = await setPolicy('Mandatory', ['BackupCode']);
    expect(backupOnly.status).toBe(400);
    expect(backupOnly.body.code).toBe('sign_in_experience.invalid_configuration');
  });

  it('prompts a user without an email as each policy says', async () => {
    for (const [policy, expected] of [
      ['Mandatory', { status: 422, skippable: false }],
      ['PromptOnlyAtSignIn', { status: 422, skippable: true }],
      ['UserControlled', { status: 200 }],
      ['NoPrompt', { status: 200 }],
    ] as const) {
      expect((await setPolicy(policy)).status, policy).toBe(200);
      const { f } = await identifiedUser();
      const submitted = await f.call('POST', '/api/experience/submit');
      expect(submitted.status, policy).toBe(expected.status);
      if ('skippable' in expected) {
        expect(submitted.body, policy).toMatchObject({
          code: 'session.mfa.mfa_enrollment_required',
          data: { availableFactors: ['EmailVerificationCode'], skippable: expected.skippable },
        });
      }
    }
  });

  it('under Mandatory, enrolls a user without an email by adding one, and asks a user with one for its code', async () => {
    expect((await setPolicy('Mandatory')).status).toBe(200);
    const { f, id, username } = await identifiedUser();
    expect((await f.call('POST', '/api/experience/profile/mfa/mfa-skipped')).status).toBe(422);
    expect((await f.call('POST', '/api/experience/submit')).status).toBe(422);
    const address = `${username}@policy.example`;
    const verificationId = await codeVerified(f, address, address);
    const bound = await f.call('POST', '/api/experience/profile/mfa', {
      type: 'EmailVerificationCode',
      verificationId,
    });
    expect(bound.status, JSON.stringify(bound.body)).toBe(204);
    const submitted = await f.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await f.finish(submitted.body.redirectTo)).claims()?.sub).toBe(id);
    expect((await management.get(`/api/users/${id}`)).body.primaryEmail).toBe(address);

    const withEmail = `${unique()}@policy.example`;
    const second = await identifiedUser(withEmail);
    const asked = await second.f.call('POST', '/api/experience/submit');
    expect(asked.status).toBe(403);
    expect(asked.body).toMatchObject({
      code: 'session.mfa.require_mfa_verification',
      data: { availableFactors: ['EmailVerificationCode'] },
    });
    await codeVerified(second.f, withEmail);
    const done = await second.f.call('POST', '/api/experience/submit');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });
});
