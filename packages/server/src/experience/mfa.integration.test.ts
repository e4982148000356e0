import { generateSync } from 'otplib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApplicationService } from '../applications/service';
import { startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
const redirectUri = 'http://localhost:5173/callback';
let appId: string;
const password = 'Gatehouse-Tr0ub4dor';
const policies = ['UserControlled', 'Mandatory', 'PromptOnlyAtSignIn', 'PromptAtSignInAndSignUp', 'NoPrompt'] as const;
const factorSets = [['Totp'], ['Totp', 'BackupCode']] as const;

const flow = (extra?: Record<string, string>) =>
  startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri, extra });
type Flow = Awaited<ReturnType<typeof flow>>;
const codeOf = (secret: string, at = Date.now()) => generateSync({ secret, period: 30, epoch: Math.floor(at / 1000) });
let counter = 0;
const uniqueName = () => `mfa_user_${Date.now().toString(36)}_${counter++}`;

const setMfa = async (mfa: Record<string, unknown>) => {
  const response = await management.patch('/api/sign-in-exp', { mfa });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

/** Registers `username` up to submit (identified, not submitted). */
const registered = async (username: string, extra?: Record<string, string>) => {
  const f = await flow(extra);
  await f.call('PUT', '/api/experience', { interactionEvent: 'Register' });
  const verified = await f.call('POST', '/api/experience/verification/new-password-identity', {
    identifier: { type: 'username', value: username },
    password,
  });
  expect(
    (await f.call('POST', '/api/experience/identification', { verificationId: verified.body.verificationId })).status,
  ).toBe(201);
  return f;
};
/** Signs `username` in with the password up to submit. */
const identified = async (username: string, extra?: Record<string, string>) => {
  const f = await flow(extra);
  await f.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  const verified = await f.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: username },
    password,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  expect(
    (await f.call('POST', '/api/experience/identification', { verificationId: verified.body.verificationId })).status,
  ).toBe(204);
  return f;
};
const submit = (f: Flow) => f.call('POST', '/api/experience/submit');
/** A user with a password and no factor, made through the management API. */
const plainUser = async () => {
  const username = uniqueName();
  const created = await management.post('/api/users', { username, password });
  expect(created.status).toBe(201);
  return { username, id: created.body.id as string };
};
/** Enrolls TOTP (and backup codes when offered) in this interaction; answers the secret and codes. */
const enroll = async (f: Flow, withBackupCodes: boolean) => {
  const secret = await f.call('POST', '/api/experience/verification/totp/secret');
  expect(secret.status, JSON.stringify(secret.body)).toBe(200);
  expect(secret.body.keyUri).toContain(secret.body.secret);
  const verified = await f.call('POST', '/api/experience/verification/totp/verify', {
    code: codeOf(secret.body.secret),
    verificationId: secret.body.verificationId,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  expect(
    (await f.call('POST', '/api/experience/profile/mfa', { type: 'Totp', verificationId: secret.body.verificationId }))
      .status,
  ).toBe(204);
  let codes: string[] = [];
  if (withBackupCodes) {
    const generated = await f.call('POST', '/api/experience/verification/backup-code/generate');
    expect(generated.body.codes).toHaveLength(10);
    codes = generated.body.codes;
    expect(
      (
        await f.call('POST', '/api/experience/profile/mfa', {
          type: 'BackupCode',
          verificationId: generated.body.verificationId,
        })
      ).status,
    ).toBe(204);
  }
  return { secret: secret.body.secret as string, codes };
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  const app = await createApplicationService(gh.deps, 'default').create({
    name: 'Test SPA',
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  });
  appId = app.id;
});
afterEach(() => vi.useRealTimers());
// Every test here is one address making many sign-ins: each starts with a fresh per-address request
// budget (the limit itself is tested in platform/limits.integration.test.ts).
beforeEach(async () => {
  await gh.deps.database.system.deleteFrom('rateLimits').execute();
});
afterAll(() => gh?.stop());

describe('MFA policies × factors', () => {
  for (const factors of factorSets) {
    for (const policy of policies) {
      it(`${policy} with ${factors.join('+')}: prompts, skips and verifies as the policy says at sign-up and sign-in`, async () => {
        await setMfa({ factors, policy });
        const promptsAtSignUp = policy === 'Mandatory' || policy === 'PromptAtSignInAndSignUp';
        const promptsAtSignIn = promptsAtSignUp || policy === 'PromptOnlyAtSignIn';
        const skippable = policy !== 'Mandatory';

        // Sign-up of a new user.
        const signUp = await registered(uniqueName());
        const afterSignUp = await submit(signUp);
        if (promptsAtSignUp) {
          expect(afterSignUp.status).toBe(422);
          expect(afterSignUp.body.code).toBe('session.mfa.mfa_enrollment_required');
          expect(afterSignUp.body.data).toEqual({ availableFactors: ['Totp'], skippable });
        } else expect(afterSignUp.status, JSON.stringify(afterSignUp.body)).toBe(200);

        // Sign-in of a user without a factor.
        const plain = await plainUser();
        const signIn = await identified(plain.username);
        if (!promptsAtSignIn) {
          const skip = await signIn.call('POST', '/api/experience/profile/mfa/mfa-skipped');
          expect(skip.body.code).toBe('session.mfa.skip_not_allowed');
        }
        const afterSignIn = await submit(signIn);
        if (promptsAtSignIn) {
          expect(afterSignIn.status).toBe(422);
          expect(afterSignIn.body.data).toEqual({ availableFactors: ['Totp'], skippable });
          const skipped = await signIn.call('POST', '/api/experience/profile/mfa/mfa-skipped');
          if (skippable) {
            expect(skipped.status).toBe(204);
            expect((await submit(signIn)).status).toBe(200);
          } else {
            expect(skipped.body.code).toBe('session.mfa.skip_not_allowed');
            expect((await submit(signIn)).status).toBe(422);
          }
        } else expect(afterSignIn.status).toBe(200);

        // Sign-in of a user with a TOTP factor: every policy asks for it.
        const enrolled = await plainUser();
        const { secret } = (await management.post(`/api/users/${enrolled.id}/mfa-verifications`, { type: 'Totp' }))
          .body;
        const second = await identified(enrolled.username);
        const refused = await submit(second);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({
          code: 'session.mfa.require_mfa_verification',
          data: { availableFactors: ['Totp'] },
        });
        expect(
          (await second.call('POST', '/api/experience/verification/totp/verify', { code: codeOf(secret) })).status,
        ).toBe(200);
        expect((await submit(second)).status).toBe(200);
      });
    }
  }
});

describe('enrolling and using second factors', () => {
  it('enrolls TOTP and backup codes at sign-up, then signs in with TOTP and with a backup code, each once', async () => {
    await setMfa({ factors: ['Totp', 'BackupCode'], policy: 'Mandatory' });
    const username = uniqueName();
    const signUp = await registered(username);
    const secretStep = await signUp.call('POST', '/api/experience/verification/totp/secret');
    const code = codeOf(secretStep.body.secret);
    const wrong = await signUp.call('POST', '/api/experience/verification/totp/verify', {
      code: code === '000000' ? '111111' : '000000',
      verificationId: secretStep.body.verificationId,
    });
    expect(wrong.body.code).toBe('session.mfa.invalid_code');
    // Binding an unverified secret is refused: nothing half-enrolled.
    const early = await signUp.call('POST', '/api/experience/profile/mfa', {
      type: 'Totp',
      verificationId: secretStep.body.verificationId,
    });
    expect(early.status).toBe(404);
    await signUp.call('POST', '/api/experience/verification/totp/verify', {
      code,
      verificationId: secretStep.body.verificationId,
    });
    await signUp.call('POST', '/api/experience/profile/mfa', {
      type: 'Totp',
      verificationId: secretStep.body.verificationId,
    });
    // The first factor needs its backup codes.
    const needsCodes = await submit(signUp);
    expect(needsCodes.body).toMatchObject({
      code: 'session.mfa.mfa_enrollment_required',
      data: { availableFactors: ['BackupCode'], skippable: false },
    });
    const generated = await signUp.call('POST', '/api/experience/verification/backup-code/generate');
    await signUp.call('POST', '/api/experience/profile/mfa', {
      type: 'BackupCode',
      verificationId: generated.body.verificationId,
    });
    const done = await submit(signUp);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await signUp.finish(done.body.redirectTo)).access_token).toBeTruthy();

    // The code that proved the enrollment is not accepted again.
    const signIn = await identified(username);
    const replay = await signIn.call('POST', '/api/experience/verification/totp/verify', { code });
    expect(replay.body.code).toBe('session.mfa.invalid_code');
    const backup = await signIn.call('POST', '/api/experience/verification/backup-code/verify', {
      code: generated.body.codes[0],
    });
    expect(backup.status).toBe(200);
    expect((await submit(signIn)).status).toBe(200);

    const again = await identified(username);
    const used = await again.call('POST', '/api/experience/verification/backup-code/verify', {
      code: generated.body.codes[0],
    });
    expect(used.body.code).toBe('session.mfa.invalid_code');
    const listed = (
      await management.get(
        `/api/users/${(await management.get(`/api/users?search=${username}`)).body[0].id}/mfa-verifications`,
      )
    ).body;
    expect(listed.map((factor: { type: string }) => factor.type).sort()).toEqual(['BackupCode', 'Totp']);
    expect(listed.find((factor: { type: string }) => factor.type === 'BackupCode').remainCodes).toBe(9);
  });

  it('accepts a code one step old or new, refuses two steps away, and never the same step twice (fake clock)', async () => {
    await setMfa({ factors: ['Totp'], policy: 'UserControlled' });
    const user = await plainUser();
    const { secret } = (await management.post(`/api/users/${user.id}/mfa-verifications`, { type: 'Totp' })).body;
    vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / 30_000) * 30_000 + 5_000 });
    const now = Date.now();
    const first = await identified(user.username);
    const stale = await first.call('POST', '/api/experience/verification/totp/verify', {
      code: codeOf(secret, now - 60_000),
    });
    expect(stale.body.code).toBe('session.mfa.invalid_code');
    const early = await first.call('POST', '/api/experience/verification/totp/verify', {
      code: codeOf(secret, now + 60_000),
    });
    expect(early.body.code).toBe('session.mfa.invalid_code');
    expect(
      (await first.call('POST', '/api/experience/verification/totp/verify', { code: codeOf(secret, now - 30_000) }))
        .status,
    ).toBe(200);
    expect((await submit(first)).status).toBe(200);

    const second = await identified(user.username);
    // The same code again, and the code of an older step: both refused once a step was accepted.
    expect(
      (await second.call('POST', '/api/experience/verification/totp/verify', { code: codeOf(secret, now - 30_000) }))
        .status,
    ).toBe(422);
    expect(
      (await second.call('POST', '/api/experience/verification/totp/verify', { code: codeOf(secret, now) })).status,
    ).toBe(200);
    vi.setSystemTime(now + 30_000);
    const third = await identified(user.username);
    expect(
      (await third.call('POST', '/api/experience/verification/totp/verify', { code: codeOf(secret, now) })).status,
    ).toBe(422);
    expect(
      (await third.call('POST', '/api/experience/verification/totp/verify', { code: codeOf(secret, now + 30_000) }))
        .status,
    ).toBe(200);
  });

  it('locks the second factor after the lockout policy’s wrong codes, like passwords', async () => {
    await management.patch('/api/sign-in-exp', { sentinelPolicy: { maxAttempts: 3, lockoutDuration: 1 } });
    await setMfa({ factors: ['Totp'], policy: 'UserControlled' });
    const user = await plainUser();
    const { secret } = (await management.post(`/api/users/${user.id}/mfa-verifications`, { type: 'Totp' })).body;
    const f = await identified(user.username);
    const right = codeOf(secret);
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await f.call('POST', '/api/experience/verification/totp/verify', { code: wrongCode })).status).toBe(422);
    }
    const locked = await f.call('POST', '/api/experience/verification/totp/verify', { code: right });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('session.too_many_attempts');
    await management.patch('/api/sign-in-exp', { sentinelPolicy: { maxAttempts: 10, lockoutDuration: 60 } });
  });

  it('remembers a device for the configured days: its next sign-in needs no second factor', async () => {
    await setMfa({ factors: ['Totp'], policy: 'UserControlled', rememberDeviceDays: 30 });
    const user = await plainUser();
    const { secret } = (await management.post(`/api/users/${user.id}/mfa-verifications`, { type: 'Totp' })).body;
    const f = await identified(user.username);
    expect((await f.call('POST', '/api/experience/profile/mfa/remember-device')).status).toBe(403);
    await f.call('POST', '/api/experience/verification/totp/verify', { code: codeOf(secret) });
    const remembered = await f.call('POST', '/api/experience/profile/mfa/remember-device');
    expect(remembered.status).toBe(204);
    const cookie = remembered.headers.getSetCookie().find((header) => header.startsWith('gatehouse_mfa_device='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect((await submit(f)).status).toBe(200);

    const next = await identified(user.username);
    next.jar.store(new Response(null, { headers: [['set-cookie', cookie ?? '']] }));
    expect((await submit(next)).status).toBe(200);
    // Another browser (no cookie) is asked.
    expect((await submit(await identified(user.username))).status).toBe(403);
  });

  it('forces enrollment when the organization of organization_id requires MFA, even where the policy would not prompt', async () => {
    await setMfa({ factors: ['Totp'], policy: 'UserControlled' });
    const organization = await management.post('/api/organizations', { name: 'Strict', isMfaRequired: true });
    expect(organization.status).toBe(201);
    const user = await plainUser();
    await management.post(`/api/organizations/${organization.body.id}/users`, { userIds: [user.id] });
    const f = await identified(user.username, {
      organization_id: organization.body.id,
      scope: 'openid urn:gatehouse:scope:organizations',
    });
    const refused = await submit(f);
    expect(refused.body).toMatchObject({ code: 'session.mfa.mfa_enrollment_required', data: { skippable: false } });
    expect((await f.call('POST', '/api/experience/profile/mfa/mfa-skipped')).status).toBe(422);
    await enroll(f, false);
    expect((await submit(f)).status).toBe(200);
  });

  it('refuses factors the tenant does not offer, and second-factor steps before identification', async () => {
    await setMfa({ factors: ['Totp'], policy: 'UserControlled' });
    const user = await plainUser();
    const f = await identified(user.username);
    const codes = await f.call('POST', '/api/experience/verification/backup-code/generate');
    expect(codes.body.code).toBe('session.mfa.factor_not_enabled');
    const anonymous = await flow();
    await anonymous.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const early = await anonymous.call('POST', '/api/experience/verification/totp/secret');
    expect(early.body.code).toBe('session.not_identified');
  });
});
