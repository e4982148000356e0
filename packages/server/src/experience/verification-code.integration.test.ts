import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { signInWithPassword, startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let folder: string;
let appId: string;
const redirectUri = 'http://localhost:5173/callback';
const mailFile = () => path.join(folder, 'mail.log');
const smsFile = () => path.join(folder, 'sms.log');

type Line = { to: string; type: string; payload: { code?: string } };
const lastMessage = async (file: string): Promise<Line> => {
  const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  return JSON.parse(lines.at(-1) ?? '{}') as Line;
};
const flow = () => startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });
type Flow = Awaited<ReturnType<typeof flow>>;

/** Sends a code in this interaction, reads it where the development connector wrote it, and checks it. */
const verifyByCode = async (attempt: Flow, identifier: { type: 'email' | 'phone'; value: string }) => {
  const sent = await attempt.call('POST', '/api/experience/verification/verification-code', { identifier });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const message = await lastMessage(identifier.type === 'email' ? mailFile() : smsFile());
  const checked = await attempt.call('POST', '/api/experience/verification/verification-code/verify', {
    identifier,
    verificationId: sent.body.verificationId,
    code: message.payload.code,
  });
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return { verificationId: checked.body.verificationId as string, message };
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  folder = await mkdtemp(path.join(tmpdir(), 'gatehouse-codes-'));
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'Code SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
});
afterAll(async () => {
  await gh?.stop();
  await rm(folder, { recursive: true, force: true });
});

const codeSettings = {
  signIn: {
    methods: [
      { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: false },
      { identifier: 'phone', password: false, verificationCode: true, isPasswordPrimary: false },
    ],
  },
  signUp: { identifiers: ['email'], password: false, verify: true },
};

describe('sign-in experience settings that use codes', () => {
  it('refuses codes while no connector can deliver them, then accepts them', async () => {
    const refused = await management.patch('/api/sign-in-exp', codeSettings);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('sign_in_experience.invalid_configuration');
    expect(refused.body.data.problems.join(' ')).toMatch(/email: verification codes need an enabled email connector/);

    for (const [connectorId, filePath] of [
      ['dev-email', mailFile()],
      ['dev-sms', smsFile()],
    ]) {
      const created = await management.post('/api/connectors', { connectorId, config: { filePath } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const accepted = await management.patch('/api/sign-in-exp', codeSettings);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const pages = await fetch(`${gh.userUrl}/api/.well-known/sign-in-exp`);
    expect(((await pages.json()) as { forgotPassword: unknown }).forgotPassword).toEqual({ email: true, phone: true });
  });
});

describe('codes in the Experience API', () => {
  it('registers with an email code: no password asked, the email verified', async () => {
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    const { verificationId, message } = await verifyByCode(attempt, { type: 'email', value: 'Ada@Codes.example' });
    expect(message).toMatchObject({ to: 'ada@codes.example', type: 'Register' });
    const identified = await attempt.call('POST', '/api/experience/identification', { verificationId });
    expect(identified.status, JSON.stringify(identified.body)).toBe(201);
    const submitted = await attempt.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const tokens = await attempt.finish(submitted.body.redirectTo);
    const row = await gh.deps.database.system
      .selectFrom('users')
      .select(['primaryEmail', 'passwordEncrypted'])
      .where('id', '=', tokens.claims()?.sub ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ primaryEmail: 'ada@codes.example', passwordEncrypted: null });
  });

  it('refuses registration with an identifier nobody verified when the sign-up rules say verify', async () => {
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    const typed = await attempt.call('POST', '/api/experience/verification/new-password-identity', {
      identifier: { type: 'email', value: 'unverified@codes.example' },
      password: 'Gatehouse-Tr0ub4dor',
    });
    expect(typed.status).toBe(200);
    const identified = await attempt.call('POST', '/api/experience/identification', {
      verificationId: typed.body.verificationId,
    });
    expect(identified.status).toBe(422);
    expect(identified.body.code).toBe('session.identifier_not_verified');
    const count = await gh.deps.database.system
      .selectFrom('users')
      .select('id')
      .where('primaryEmail', '=', 'unverified@codes.example')
      .execute();
    expect(count).toEqual([]);
  });

  it('signs in with a phone code, and a wrong code counts its tries', async () => {
    // The sign-up rules ask every account for an email: this one has both.
    const user = await management.post('/api/users', {
      primaryPhone: '+15550001111',
      primaryEmail: 'phone@codes.example',
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const identifier = { type: 'phone' as const, value: '+1 555 000 1111' };
    const sent = await attempt.call('POST', '/api/experience/verification/verification-code', { identifier });
    const message = await lastMessage(smsFile());
    expect(message).toMatchObject({ to: '+15550001111', type: 'SignIn' });
    const wrong = await attempt.call('POST', '/api/experience/verification/verification-code/verify', {
      identifier,
      verificationId: sent.body.verificationId,
      code: message.payload.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'verification_code.code_mismatch', data: { triesLeft: 9 } });
    const checked = await attempt.call('POST', '/api/experience/verification/verification-code/verify', {
      identifier,
      verificationId: sent.body.verificationId,
      code: message.payload.code,
    });
    expect(checked.status).toBe(200);
    expect((await attempt.call('POST', '/api/experience/identification', checked.body)).status).toBe(204);
    const submitted = await attempt.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const tokens = await attempt.finish(submitted.body.redirectTo);
    expect(tokens.claims()?.sub).toBe(user.body.id);
  });

  it('refuses a code for a sign-in method the settings do not allow, and a code for another identifier', async () => {
    await management.patch('/api/sign-in-exp', {
      signIn: { methods: [{ identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true }] },
      signUp: { identifiers: ['email'], password: true, verify: true },
    });
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const refused = await attempt.call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'email', value: 'ada@codes.example' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('session.sign_in_method_not_enabled');
    await management.patch('/api/sign-in-exp', codeSettings);
    const sent = await attempt.call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'email', value: 'ada@codes.example' },
    });
    const swapped = await attempt.call('POST', '/api/experience/verification/verification-code/verify', {
      identifier: { type: 'email', value: 'eve@codes.example' },
      verificationId: sent.body.verificationId,
      code: (await lastMessage(mailFile())).payload.code,
    });
    expect(swapped.status).toBe(404);
    expect(swapped.body.code).toBe('session.verification_not_found');
    // One code a minute per address, whichever interaction asks.
    const other = await flow();
    await other.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const again = await other.call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'email', value: 'ada@codes.example' },
    });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('verification_code.too_soon');
    expect(again.body.data.retryAfter).toBeGreaterThan(0);
  });

  it('does not sign in with a code checked for registration where codes may not sign in', async () => {
    await management.patch('/api/sign-in-exp', {
      signIn: { methods: [{ identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true }] },
      signUp: { identifiers: ['email'], password: true, verify: true },
    });
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    const { verificationId } = await verifyByCode(attempt, { type: 'email', value: 'phone@codes.example' });
    const taken = await attempt.call('POST', '/api/experience/identification', { verificationId });
    expect(taken.body.code).toBe('user.email_already_in_use');
    await attempt.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'SignIn' });
    const refused = await attempt.call('POST', '/api/experience/identification', { verificationId });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('session.sign_in_method_not_enabled');
    await management.patch('/api/sign-in-exp', codeSettings);
  });

  it('offers registration when a verified email has no account, and joins just-in-time organizations on sign-in', async () => {
    const org = (await management.post('/api/organizations', { name: 'Codes Inc' })).body.id;
    await management.post(`/api/organizations/${org}/jit/email-domains`, { emailDomains: ['jit.codes.example'] });
    const created = await management.post('/api/users', { primaryEmail: 'member@jit.codes.example' });
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const { verificationId } = await verifyByCode(attempt, { type: 'email', value: 'member@jit.codes.example' });
    expect((await attempt.call('POST', '/api/experience/identification', { verificationId })).status).toBe(204);
    const members = await management.get(`/api/organizations/${org}/users`);
    expect(members.body.map((member: { id: string }) => member.id)).toContain(created.body.id);

    const newcomer = await flow();
    await newcomer.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const proof = await verifyByCode(newcomer, { type: 'email', value: 'new@codes.example' });
    const unknown = await newcomer.call('POST', '/api/experience/identification', {
      verificationId: proof.verificationId,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user.not_found');
    await newcomer.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
    const registered = await newcomer.call('POST', '/api/experience/identification', {
      verificationId: proof.verificationId,
    });
    expect(registered.status).toBe(201);
  });

  it('resets a forgotten password by email code: the policy holds, the old password stops working', async () => {
    await management.patch('/api/sign-in-exp', {
      ...codeSettings,
      signUp: { identifiers: ['email'], password: true, verify: true },
    });
    const oldPassword = 'Gatehouse-Old-Pa55word';
    const newPassword = 'Gatehouse-N3w-Pa55word';
    const user = await management.post('/api/users', {
      primaryEmail: 'forgetful@codes.example',
      password: oldPassword,
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);

    const attempt = await flow();
    expect((await attempt.call('PUT', '/api/experience', { interactionEvent: 'ForgotPassword' })).status).toBe(204);
    const { verificationId, message } = await verifyByCode(attempt, {
      type: 'email',
      value: 'forgetful@codes.example',
    });
    expect(message.type).toBe('ForgotPassword');
    expect((await attempt.call('POST', '/api/experience/identification', { verificationId })).status).toBe(204);
    const early = await attempt.call('POST', '/api/experience/submit');
    expect(early.body).toMatchObject({ code: 'session.missing_profile', data: { missingProfile: ['password'] } });
    const weak = await attempt.call('POST', '/api/experience/profile', { type: 'password', value: '123' });
    expect(weak.status).toBe(422);
    expect(
      (await attempt.call('POST', '/api/experience/profile', { type: 'password', value: newPassword })).status,
    ).toBe(204);
    expect((await attempt.call('POST', '/api/experience/submit')).status).toBe(200);

    const signIn = await signInWithPassword(
      await flow(),
      { type: 'email', value: 'forgetful@codes.example' },
      newPassword,
    );
    expect(signIn.claims()?.sub).toBe(user.body.id);
    const old = await flow();
    await old.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const refused = await old.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'email', value: 'forgetful@codes.example' },
      password: oldPassword,
    });
    expect(refused.body.code).toBe('session.invalid_credentials');
    await gh.settle();
    const logs = await management.get(`/api/logs?userId=${user.body.id}`);
    expect(logs.body.map((entry: { key: string }) => entry.key)).toContain('TriggerHook.PostResetPassword');
  });
});
