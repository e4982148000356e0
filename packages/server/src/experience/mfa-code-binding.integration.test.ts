import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignIn } from '../test/experience-client';
import { type MfaCodeFlow, type MfaCodeTestbed, startMfaCodeTestbed } from '../test/mfa-code-testbed';

/*
 * Enrolling the email code factor at sign-in by adding a primary email: the code goes for real
 * through the SMTP connector to a local SMTP server; the address becomes the user's at submit.
 */

let bed: MfaCodeTestbed;
const sendTo = (f: MfaCodeFlow, newIdentifier: string) =>
  f.call('POST', '/api/experience/verification/mfa-verification-code', { identifierType: 'email', newIdentifier });
const verifyCode = (f: MfaCodeFlow, verificationId: string, code: string) =>
  f.call('POST', '/api/experience/verification/mfa-verification-code/verify', { verificationId, code });
const bind = (f: MfaCodeFlow, verificationId: string) =>
  f.call('POST', '/api/experience/profile/mfa', { type: 'EmailVerificationCode', verificationId });
const primaryEmailOf = async (id: string) => (await bed.management.get(`/api/users/${id}`)).body.primaryEmail;

beforeAll(async () => {
  bed = await startMfaCodeTestbed('MFA binding SPA', 'mfa_bind');
  await bed.addSmtpConnector();
  const settings = await bed.management.patch('/api/sign-in-exp', {
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
afterAll(() => bed?.stop());

describe('binding an email code factor at sign-in', () => {
  it('prompts a user without an email, mails the address they type, and makes it their primary email', async () => {
    const { f, id, username } = await bed.identifiedUser();
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
    expect((await verifyCode(f, sent.body.verificationId, bed.mailedCode(address))).status).toBe(200);
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
    const taken = `${bed.unique()}@bind.example`;
    await bed.identifiedUser(taken);
    const { f } = await bed.identifiedUser();
    const before = bed.smtp.received.length;
    const inUse = await sendTo(f, taken);
    expect(inUse.status).toBe(422);
    expect(inUse.body.code).toBe('user.email_already_in_use');
    const blocked = await sendTo(f, `${bed.unique()}@blocked.example`);
    expect(blocked.status).toBe(422);
    expect(blocked.body.code).toBe('email_blocklist.email_not_allowed');
    const invalid = await sendTo(f, 'not an address');
    expect(invalid.body.code).toBe('user.invalid_email');
    expect(bed.smtp.received.length).toBe(before);
  });

  it('never replaces an email the user has: the code factor is theirs already', async () => {
    const own = `${bed.unique()}@bind.example`;
    const { f, id } = await bed.identifiedUser(own);
    const refused = await sendTo(f, `${bed.unique()}@bind.example`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'session.mfa.identifier_already_bound',
      data: { factor: 'EmailVerificationCode' },
    });
    expect(await primaryEmailOf(id)).toBe(own);
  });

  it('counts wrong codes toward the lockout', async () => {
    const { f } = await bed.identifiedUser();
    const address = `${bed.unique()}@bind.example`;
    const sent = await sendTo(f, address);
    const right = bed.mailedCode(address);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await verifyCode(f, sent.body.verificationId, wrong)).body.code).toBe('session.mfa.invalid_code');
    }
    expect((await verifyCode(f, sent.body.verificationId, right)).body.code).toBe('session.too_many_attempts');
  });

  it('refuses at submit an address another user took since, writing nothing', async () => {
    const { f, id } = await bed.identifiedUser();
    const address = `${bed.unique()}@bind.example`;
    const sent = await sendTo(f, address);
    expect((await verifyCode(f, sent.body.verificationId, bed.mailedCode(address))).status).toBe(200);
    expect((await bind(f, sent.body.verificationId)).status).toBe(204);
    await bed.identifiedUser(address);
    const submitted = await f.call('POST', '/api/experience/submit');
    expect(submitted.status).toBe(422);
    expect(submitted.body.code).toBe('user.email_already_in_use');
    expect(await primaryEmailOf(id)).toBeNull();
  });
});

/** A new sign-in of `username` with the password, up to submit. */
const identifiedAgain = async (username: string) => {
  const f = await startSignIn(bed.gh.userUrl, {
    issuer: `${bed.gh.userUrl}/oidc`,
    clientId: bed.appId,
    redirectUri: bed.redirectUri,
  });
  await f.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  const verified = await f.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: username },
    password: bed.password,
  });
  expect((await f.call('POST', '/api/experience/identification', verified.body)).status).toBe(204);
  return f;
};
