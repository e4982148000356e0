import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { register, signInWithPassword, startSignIn, submitPasswordSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let appId: string;
const redirectUri = 'http://localhost:5173/callback';

const flow = () => startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'Rules SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
  const patched = await management.patch('/api/sign-in-exp', {
    passwordPolicy: {
      length: { min: 10, max: 24 },
      characterTypes: { min: 3 },
      rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: ['gatehouse'] },
    },
  });
  expect(patched.status).toBe(200);
});
afterAll(() => gh?.stop());

describe('every password rule through the Experience API', () => {
  it.each([
    ['password_rejected.too_short', 'Ab1!short'],
    ['password_rejected.too_long', 'Ab1!Ab1!Ab1!Ab1!Ab1!Ab1!x'],
    ['password_rejected.unsupported_characters', 'Pässwörd-12345'],
    ['password_rejected.character_types', 'onlylowercaseletters'],
    ['password_rejected.restricted.repetition', 'Aaaaaaaaaaaa1!'],
    ['password_rejected.restricted.sequence', 'Abcdefghijk1!'],
    ['password_rejected.restricted.words', 'Gatehouse!1'],
    ['password_rejected.restricted.user_info', 'Rule_tester1!'],
    ['password_rejected.pwned', 'Password123'],
  ])('refuses with %s, translated, and creates nothing', async (code, password) => {
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    const response = await attempt.call('POST', '/api/experience/verification/new-password-identity', {
      identifier: { type: 'username', value: 'rule_tester' },
      password,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body.code).toBe(code);
    expect(response.body.message.length).toBeGreaterThan(5);
    const users = await gh.deps.database.system
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'rule_tester')
      .execute();
    expect(users).toEqual([]);
  });
});

describe('email and phone identifiers, and profile fulfilment', () => {
  it('registers with an email, signs in with it in another letter case, and with a phone number', async () => {
    await management.patch('/api/sign-in-exp', {
      signIn: {
        methods: ['username', 'email', 'phone'].map((identifier) => ({
          identifier,
          password: true,
          verificationCode: false,
          isPasswordPrimary: true,
        })),
      },
      signUp: { identifiers: ['email', 'phone'], password: true, verify: false },
    });
    const password = 'Xk9#mQ2-Lw7pZ';
    const byEmail = await register(await flow(), { type: 'email', value: 'Grace@Example.com' }, password);
    const again = await signInWithPassword(await flow(), { type: 'email', value: 'grace@EXAMPLE.com' }, password);
    expect(again.claims()?.sub).toBe(byEmail.claims()?.sub);

    const byPhone = await register(await flow(), { type: 'phone', value: '+1 (415) 555-0100' }, password);
    const phoneAgain = await signInWithPassword(await flow(), { type: 'phone', value: '14155550100' }, password);
    expect(phoneAgain.claims()?.sub).toBe(byPhone.claims()?.sub);
  });

  it('asks an account that lacks a required identifier for it before finishing the sign-in', async () => {
    // A username-only account, imported before the tenant required an email.
    await management.patch('/api/sign-in-exp', {
      signUp: { identifiers: ['username'], password: true, verify: false },
    });
    const password = 'Xk9#mQ2-Lw7pZ';
    await register(await flow(), { type: 'username', value: 'no_email_yet' }, password);
    await management.patch('/api/sign-in-exp', { signUp: { identifiers: ['email'], password: true, verify: false } });

    const attempt = await flow();
    const missing = await submitPasswordSignIn(attempt, { type: 'username', value: 'no_email_yet' }, password);
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ code: 'session.missing_profile', data: { missingProfile: ['email'] } });

    const taken = await attempt.call('POST', '/api/experience/profile', { type: 'email', value: 'grace@example.com' });
    expect(taken.body.code).toBe('user.email_already_in_use');
    expect(
      (await attempt.call('POST', '/api/experience/profile', { type: 'email', value: 'new@example.com' })).status,
    ).toBe(204);
    const submitted = await attempt.call('POST', '/api/experience/submit');
    expect(submitted.status).toBe(200);
    await attempt.finish(submitted.body.redirectTo);
    const user = await gh.deps.database.system
      .selectFrom('users')
      .select('primaryEmail')
      .where('username', '=', 'no_email_yet')
      .executeTakeFirstOrThrow();
    expect(user.primaryEmail).toBe('new@example.com');
  });
});

describe('audit log filters', () => {
  it('filters by user, application, key and time range', async () => {
    await gh.settle();
    const user = await gh.deps.database.system
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'no_email_yet')
      .executeTakeFirstOrThrow();
    const byUser = await management.get(`/api/logs?userId=${user.id}`);
    expect(byUser.body.length).toBeGreaterThan(0);
    expect(byUser.body.every((log: { payload: { userId?: string } }) => log.payload.userId === user.id)).toBe(true);
    const byApp = await management.get(`/api/logs?applicationId=${appId}&logKey=Interaction.SignIn.Submit`);
    expect(byApp.body.length).toBeGreaterThan(0);
    const future = await management.get(`/api/logs?start_time=${Date.now() + 60_000}`);
    expect(future.body).toEqual([]);
    const past = await management.get(`/api/logs?end_time=${Date.now() - 3_600_000}`);
    expect(past.body).toEqual([]);
  });
});
