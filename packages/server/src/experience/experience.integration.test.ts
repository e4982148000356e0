import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { register, signInWithPassword, startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, client, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
const redirectUri = 'http://localhost:5173/callback';
let appId: string;
const password = 'Gatehouse-Tr0ub4dor';

const flow = (extra?: Record<string, string>) =>
  startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri, extra });

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
afterAll(() => gh?.stop());

describe('registration and sign-in through the Experience API', () => {
  it('registers a new user who lands back with an ID token whose claims match, then signs in again', async () => {
    const registration = await flow();
    expect(registration.landing.pathname).toBe('/sign-in');
    const tokens = await register(registration, { type: 'username', value: 'ada_lovelace' }, password);
    const claims = tokens.claims();
    expect(claims?.sub).toMatch(/^[0-9a-z]{12}$/);
    const userinfo = await client.fetchUserInfo(registration.config, tokens.access_token, claims?.sub ?? '');
    expect(userinfo.username).toBe('ada_lovelace');
    expect(tokens.refresh_token).toBeTruthy();

    const again = await signInWithPassword(await flow(), { type: 'username', value: 'ada_lovelace' }, password);
    expect(again.claims()?.sub).toBe(claims?.sub);
    const row = await gh.deps.database.system
      .selectFrom('users')
      .select('lastSignInAt')
      .where('id', '=', claims?.sub ?? '')
      .executeTakeFirstOrThrow();
    expect(Date.now() - (row.lastSignInAt?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const wrong = await attempt.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'username', value: 'ada_lovelace' },
      password: 'not-the-password',
    });
    const unknown = await attempt.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'username', value: 'nobody_here' },
      password,
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body.code).toBe('session.invalid_credentials');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a password that breaks the policy with the rule’s code, and a taken username', async () => {
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    const short = await attempt.call('POST', '/api/experience/verification/new-password-identity', {
      identifier: { type: 'username', value: 'grace' },
      password: 'Ab1!',
    });
    expect(short.status).toBe(422);
    expect(short.body.code).toBe('password_rejected.too_short');
    const breached = await attempt.call('POST', '/api/experience/verification/new-password-identity', {
      identifier: { type: 'username', value: 'grace' },
      password: 'password1',
    });
    expect(breached.status).toBe(422);
    expect(String(breached.body.code)).toMatch(/^password_rejected\./);
    const taken = await attempt.call('POST', '/api/experience/verification/new-password-identity', {
      identifier: { type: 'username', value: 'ada_lovelace' },
      password,
    });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('user.username_already_in_use');
    const malformed = await attempt.call('POST', '/api/experience/verification/new-password-identity', {
      identifier: { type: 'username', value: '1starts-with-digit' },
      password,
    });
    expect(malformed.body.code).toBe('user.invalid_username');
  });

  it('locks an identifier after the configured number of failures, even for the right password', async () => {
    // Start from a clean count: earlier tests failed on this identifier too.
    await gh.deps.database.system.deleteFrom('attemptLimits').where('key', 'like', 'sentinel:%').execute();
    const patched = await management.patch('/api/sign-in-exp', {
      sentinelPolicy: { maxAttempts: 3, lockoutDuration: 5 },
    });
    expect(patched.status).toBe(200);
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const identifier = { type: 'username', value: 'ada_lovelace' };
    for (let i = 0; i < 3; i++) {
      const failed = await attempt.call('POST', '/api/experience/verification/password', {
        identifier,
        password: `x${i}`,
      });
      expect(failed.body.code).toBe('session.invalid_credentials');
    }
    const locked = await attempt.call('POST', '/api/experience/verification/password', { identifier, password });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('session.too_many_attempts');
    expect(locked.body.data.retryAfterSeconds).toBeGreaterThan(0);
    await management.patch('/api/sign-in-exp', { sentinelPolicy: { maxAttempts: 10, lockoutDuration: 60 } });
    await gh.deps.database.system.deleteFrom('attemptLimits').where('key', 'like', 'sentinel:%').execute();
  });
});

describe('suspended accounts', () => {
  it('refuses a suspended account at identification, and one suspended mid-flow at submit', async () => {
    await register(await flow(), { type: 'username', value: 'will_suspend' }, password);
    const suspend = (value: boolean) =>
      gh.deps.database.system
        .updateTable('users')
        .set({ isSuspended: value })
        .where('username', '=', 'will_suspend')
        .execute();
    const identifier = { type: 'username', value: 'will_suspend' };

    await suspend(true);
    const refused = await flow();
    await refused.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const verified = await refused.call('POST', '/api/experience/verification/password', { identifier, password });
    const identified = await refused.call('POST', '/api/experience/identification', {
      verificationId: verified.body.verificationId,
    });
    expect(identified.status).toBe(401);
    expect(identified.body.code).toBe('user.suspended');

    await suspend(false);
    const midway = await flow();
    await midway.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const again = await midway.call('POST', '/api/experience/verification/password', { identifier, password });
    await midway.call('POST', '/api/experience/identification', { verificationId: again.body.verificationId });
    await suspend(true);
    const submitted = await midway.call('POST', '/api/experience/submit');
    expect(submitted.status).toBe(401);
    expect(submitted.body.code).toBe('user.suspended');
  });
});

describe('interaction state errors', () => {
  it('needs the interaction cookie', async () => {
    const response = await fetch(`${gh.userUrl}/api/experience`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ interactionEvent: 'SignIn' }),
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('session.interaction_not_found');
  });

  it('refuses steps out of order and unknown verifications', async () => {
    const attempt = await flow();
    const beforeStart = await attempt.call('POST', '/api/experience/submit');
    expect(beforeStart.body.code).toBe('session.interaction_event_required');
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const early = await attempt.call('POST', '/api/experience/submit');
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('session.not_identified');
    const unknown = await attempt.call('POST', '/api/experience/identification', { verificationId: 'nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('session.verification_not_found');
    const invalid = await attempt.call('POST', '/api/experience/verification/password', { identifier: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('guard.invalid_input');
  });

  it('offers no password reset while no connector can send a code, and answers an unknown SSO connector with a clear code', async () => {
    const attempt = await flow();
    const reset = await attempt.call('PUT', '/api/experience', { interactionEvent: 'ForgotPassword' });
    expect(reset.status).toBe(422);
    expect(reset.body.code).toBe('session.capability_not_available');
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const sso = await attempt.call('POST', '/api/experience/verification/sso/acme/authorization-uri', {
      state: 'state-0123456789',
      redirectUri: 'https://app.example/callback',
    });
    expect([sso.status, sso.body.code]).toEqual([404, 'sso_connector.not_found']);
  });
});

describe('legacy password hashes', () => {
  it('signs in an imported SHA-256 user and upgrades the hash to Argon2id', async () => {
    await gh.deps.database.withTenant('default', (trx) =>
      trx
        .insertInto('users')
        .values({
          tenantId: 'default',
          id: 'imported0001',
          username: 'imported',
          passwordEncrypted: createHash('sha256').update(password).digest('hex'),
          passwordEncryptionMethod: 'SHA256',
          profile: '{}',
          identities: '{}',
          customData: '{}',
        })
        .execute(),
    );
    const tokens = await signInWithPassword(await flow(), { type: 'username', value: 'imported' }, password);
    expect(tokens.claims()?.sub).toBe('imported0001');
    const row = await gh.deps.database.system
      .selectFrom('users')
      .select(['passwordEncrypted', 'passwordEncryptionMethod'])
      .where('id', '=', 'imported0001')
      .executeTakeFirstOrThrow();
    expect(row.passwordEncryptionMethod).toBe('Argon2id');
    expect(row.passwordEncrypted).toMatch(/^\$argon2id\$/);
  });
});

describe('audit log', () => {
  it('records interaction steps and token exchanges, with no password or token in them', async () => {
    await gh.settle();
    const signIns = await management.get('/api/logs?logKey=Interaction.SignIn.Submit');
    expect(signIns.status).toBe(200);
    expect(signIns.body.length).toBeGreaterThan(0);
    expect(signIns.body[0].payload).toMatchObject({ result: 'Success', applicationId: appId });
    const exchanges = await management.get('/api/logs?logKey=ExchangeTokenBy.AuthorizationCode');
    expect(exchanges.body.length).toBeGreaterThan(0);
    const failures = await management.get('/api/logs?logKey=Interaction.SignIn.Identifier.Password.Submit');
    expect(failures.status, JSON.stringify(failures.body)).toBe(200);
    expect(failures.body.some((log: { payload: { result: string } }) => log.payload.result === 'Error')).toBe(true);
    // A failed password check names the application, so the audit log's application filter finds it.
    const failed = await management.get(
      `/api/logs?logKey=Interaction.SignIn.Identifier.Password.Submit&result=Error&applicationId=${appId}`,
    );
    expect(failed.body.length, JSON.stringify(failed.body)).toBeGreaterThan(0);

    const all = await management.get('/api/logs?page_size=100');
    expect(Number(all.headers.get('total-number'))).toBeGreaterThan(5);
    const text = JSON.stringify(all.body);
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./); // no JWT

    const one = await management.get(`/api/logs/${all.body[0].id}`);
    expect(one.body.id).toBe(all.body[0].id);
    expect((await management.get('/api/logs/doesnotexist')).status).toBe(404);
  });
});

describe('the first administrator', () => {
  it('lets exactly one person register on the admin tenant, and makes them administrator of default', async () => {
    const console = () =>
      startSignIn(gh.adminUrl, {
        issuer: `${gh.adminUrl}/oidc`,
        clientId: 'admin-console',
        redirectUri: `${gh.adminUrl}/console/callback`,
        scope: 'openid profile offline_access all',
        extra: { resource: 'https://default.gatehouse.local/api' },
      });
    const wellKnown = await (await fetch(`${gh.adminUrl}/api/.well-known/sign-in-exp`)).json();
    expect((wellKnown as { signInMode: string }).signInMode).toBe('Register');

    const first = await console();
    const tokens = await register(first, { type: 'username', value: 'admin' }, password);
    const grant = await client.refreshTokenGrant(first.config, tokens.refresh_token ?? '', {
      resource: 'https://default.gatehouse.local/api',
    });
    expect(decodeJwt(grant.access_token)).toMatchObject({ aud: 'https://default.gatehouse.local/api', scope: 'all' });
    const apps = await api(gh.userUrl, grant.access_token).get('/api/applications');
    expect(apps.status).toBe(200);

    const second = await console();
    const refused = await second.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('session.registration_disabled');
    const afterwards = await (await fetch(`${gh.adminUrl}/api/.well-known/sign-in-exp`)).json();
    expect((afterwards as { signInMode: string }).signInMode).toBe('SignIn');
    await expect(signInWithPassword(second, { type: 'username', value: 'admin' }, password)).resolves.toBeTruthy();
  });
});
