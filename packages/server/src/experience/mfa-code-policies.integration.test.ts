import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MfaCodeFlow, type MfaCodeTestbed, startMfaCodeTestbed } from '../test/mfa-code-testbed';

/*
 * The MFA policies with the email code as the only factor: a Mandatory policy is accepted once an
 * email connector exists, and enrolls a user without an email by adding one at sign-in (the code
 * goes for real through SMTP to a local server); the other policies prompt, or not, as they say.
 */

let bed: MfaCodeTestbed;
const setPolicy = (policy: string, factors = ['EmailVerificationCode']) =>
  bed.management.patch('/api/sign-in-exp', { mfa: { factors, policy } });
/** Sends a code (to `newIdentifier`, or to the user's own email), checks the one mailed to `to`; answers the verification. */
const codeVerified = async (f: MfaCodeFlow, to: string, newIdentifier?: string) => {
  const sent = await f.call('POST', '/api/experience/verification/mfa-verification-code', {
    identifierType: 'email',
    ...(newIdentifier && { newIdentifier }),
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const checked = await f.call('POST', '/api/experience/verification/mfa-verification-code/verify', {
    verificationId: sent.body.verificationId,
    code: bed.mailedCode(to),
  });
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return sent.body.verificationId as string;
};

beforeAll(async () => {
  bed = await startMfaCodeTestbed('MFA policy SPA', 'mfa_policy');
});
afterAll(() => bed?.stop());

describe('MFA policies with only code factors', () => {
  it('accepts Mandatory with the email code alone once an email connector exists, never backup codes alone', async () => {
    const noConnector = await setPolicy('Mandatory');
    expect(noConnector.status).toBe(422);
    expect(noConnector.body.code).toBe('sign_in_experience.mfa_factor_needs_connector');
    await bed.addSmtpConnector();
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
      const { f } = await bed.identifiedUser();
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
    const { f, id, username } = await bed.identifiedUser();
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
    expect((await bed.management.get(`/api/users/${id}`)).body.primaryEmail).toBe(address);

    const withEmail = `${bed.unique()}@policy.example`;
    const second = await bed.identifiedUser(withEmail);
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
