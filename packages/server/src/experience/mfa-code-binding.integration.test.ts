import { bodyOf, startSmtpServer } from '@gatehouse/connectors/message-support/test/local-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

/*
 * Enrolling the email code factor at sign-in by adding a primary email: the code goes for real
 * through the SMTP connector to a local SMTP server; the address becomes the user's at submit.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let appId: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const redirectUri = 'http://localhost:5173/callback';
const password = 'Gatehouse-Tr0ub4dor';
let counter = 0;

const unique = () => `mfa_bind_${Date.now().toString(36)}_${counter++}`;
const mailsTo = (to: string) => smtp.received.filter((message) => message.to.includes(to));
const mailedCode = (to: string) => {
  const mail = mailsTo(to).at(-1);
  const code = mail && /(\d{6})/.exec(bodyOf(mail.raw).replace(/=\r\n/g, ''))?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
};

/** A user with a password and no email (unless given one), signed in with it up to submit. */
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
const sendTo = (f: Flow, newIdentifier: string) =>
  f.call('POST', '/api/experience/verification/mfa-verification-code', { identifierType: 'email', newIdentifier });
const verifyCode = (f: Flow, verificationId: string, code: string) =>
  f.call('POST', '/api/experience/verification/mfa-verification-code/verify', { verificationId, code });
const bind = (f: Flow, verificationId: string) =>
  f.call('POST', '/api/experience/profile/mfa', { type: 'EmailVerificationCode', verificationId });
const primaryEmailOf = async (id: string) => (await management.get(`/api/users/${id}`)).body.primaryEmail;

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  smtp = await startSmtpServer();
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'MFA binding SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
  const email = await management.post('/api/connectors', {
    connectorId: 'smtp',
    config: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'noreply@gatehouse.test' },
  });
  expect(email.status, JSON.stringify(email.body)).toBe(201);
  const settings = await management.patch('/api/sign-in-exp', {
    mfa: { factors: ['EmailVerificationCode'], policy: 'PromptOnlyAtSignIn' },
    emailBlocklistPolicy: {
      blockedDomains: ['blocked.example'],
      blockSubaddressing: false,
      blockFreeEmailDomains: false,
    },
    sentinelPolicy: { maxAttempts: 3, lockoutDuration: 1 },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
});
afterAll(async () => {
  await gh?.stop();
  await smtp?.close();
});

describe('binding an email code factor at sign-in', () => {
  it('prompts a user without an email, mails the address they type, and makes it their primary email', async () => {
    const { f, id, username } = await identifiedUser();
    const gate = await f.call('POST', '/api/experience/submit');
    expect(gate.status).toBe(422);
    expect(gate.body).toMatchObject({
      code: 'session.mfa.mfa_enrollment_required',
      data: { availableFactors: ['EmailVerificationCode'], skippable: true },
    });
    const address = `${username}@bind.example`;
    const sent = await sendTo(f, address.toUpperCase());
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await sendTo(f, address)).body.code).toBe('verification_code.too_soon');
    // Not verified yet: nothing to bind.
    expect((await bind(f, sent.body.verificationId)).body.code).toBe('session.verification_not_found');
    expect((await verifyCode(f, sent.body.verificationId, mailedCode(address))).status).toBe(200);
    expect((await bind(f, sent.body.verificationId)).status).toBe(204);
    expect(await primaryEmailOf(id)).toBeNull();
    const submitted = await f.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await f.finish(submitted.body.redirectTo)).claims()?.sub).toBe(id);
    expect(await primaryEmailOf(id)).toBe(address);

    // The next sign-in asks for the code factor the address now gives.
    const next = await identifiedAgain(username);
    const asked = await next.call('POST', '/api/experience/submit');
    expect(asked.status).toBe(403);
    expect(asked.body.data.availableFactors).toEqual(['EmailVerificationCode']);
  });

  it('refuses an address another user holds, a blocked domain, an invalid address; sends nothing', async () => {
    const taken = `${unique()}@bind.example`;
    await identifiedUser(taken);
    const { f } = await identifiedUser();
    const before = smtp.received.length;
    const inUse = await sendTo(f, taken);
    expect(inUse.status).toBe(422);
    expect(inUse.body.code).toBe('user.email_already_in_use');
    const blocked = await sendTo(f, `${unique()}@blocked.example`);
    expect(blocked.status).toBe(422);
    expect(blocked.body.code).toBe('email_blocklist.email_not_allowed');
    const invalid = await sendTo(f, 'not an address');
    expect(invalid.body.code).toBe('user.invalid_email');
    expect(smtp.received.length).toBe(before);
  });

  it('never replaces an email the user has: the code factor is theirs already', async () => {
    const own = `${unique()}@bind.example`;
    const { f, id } = await identifiedUser(own);
    const refused = await sendTo(f, `${unique()}@bind.example`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'session.mfa.identifier_already_bound',
      data: { factor: 'EmailVerificationCode' },
    });
    expect(await primaryEmailOf(id)).toBe(own);
  });

  it('counts wrong codes toward the lockout', async () => {
    const { f } = await identifiedUser();
    const address = `${unique()}@bind.example`;
    const sent = await sendTo(f, address);
    const right = mailedCode(address);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await verifyCode(f, sent.body.verificationId, wrong)).body.code).toBe('session.mfa.invalid_code');
    }
    expect((await verifyCode(f, sent.body.verificationId, right)).body.code).toBe('session.too_many_attempts');
  });

  it('refuses at submit an address another user took since, writing nothing', async () => {
    const { f, id } = await identifiedUser();
    const address = `${unique()}@bind.example`;
    const sent = await sendTo(f, address);
    expect((await verifyCode(f, sent.body.verificationId, mailedCode(address))).status).toBe(200);
    expect((await bind(f, sent.body.verificationId)).status).toBe(204);
    await identifiedUser(address);
    const submitted = await f.call('POST', '/api/experience/submit');
    expect(submitted.status).toBe(422);
    expect(submitted.body.code).toBe('user.email_already_in_use');
    expect(await primaryEmailOf(id)).toBeNull();
  });
});

/** A new sign-in of `username` with the password, up to submit. */
const identifiedAgain = async (username: string) => {
  const f = await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });
  await f.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  const verified = await f.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: username },
    password,
  });
  expect((await f.call('POST', '/api/experience/identification', verified.body)).status).toBe(204);
  return f;
};
