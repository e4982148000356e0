import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { register, signInWithPassword, startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

const redirectUri = 'http://localhost:5173/callback';
const password = 'Xk9#mQ2-Lw7pZ';
let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let appId: string;

const flow = () => startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });

/** One password attempt: the verification's status and code. */
const attempt = async (identifier: { type: 'username' | 'email'; value: string }, guess: string) => {
  const session = await flow();
  await session.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  const response = await session.call('POST', '/api/experience/verification/password', { identifier, password: guess });
  return { status: response.status, code: response.body?.code as string | undefined, data: response.body?.data };
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'Lockout SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
  await management.patch('/api/sign-in-exp', {
    signUp: { identifiers: ['username'], password: true, verify: false },
    sentinelPolicy: { maxAttempts: 3, lockoutDuration: 5 },
  });
  await register(await flow(), { type: 'username', value: 'locked_lou' }, password);
  const users = await management.get('/api/users?search=locked_lou');
  await management.patch(`/api/users/${users.body[0].id}`, { primaryEmail: 'lou@example.com' });
});
afterAll(() => gh?.stop());

describe('lockout after the tenant’s number of failures, and unlock', () => {
  it('locks the account after maxAttempts wrong passwords, even for the right one, until it is unlocked', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await attempt({ type: 'username', value: 'locked_lou' }, 'wrong-password')).code).toBe(
        'session.invalid_credentials',
      );
    }
    const locked = await attempt({ type: 'email', value: 'lou@example.com' }, password);
    expect(locked.status).toBe(429);
    expect(locked).toMatchObject({ code: 'session.too_many_attempts', data: { decision: 'Blocked' } });

    // Unlocking by another of the account's identifiers lifts the account's lockout.
    const unlocked = await management.post('/api/sentinel-activities/delete', { targets: ['LOU@example.com'] });
    expect(unlocked.status).toBe(204);
    await signInWithPassword(await flow(), { type: 'username', value: 'locked_lou' }, password);
  });

  it('follows a changed maxAttempts', async () => {
    await management.patch('/api/sign-in-exp', { sentinelPolicy: { maxAttempts: 1, lockoutDuration: 5 } });
    await attempt({ type: 'username', value: 'locked_lou' }, 'wrong-password');
    expect((await attempt({ type: 'username', value: 'locked_lou' }, password)).status).toBe(429);
    await management.post('/api/sentinel-activities/delete', { targets: ['locked_lou'] });
    expect((await attempt({ type: 'username', value: 'locked_lou' }, password)).status).toBe(200);
    await management.patch('/api/sign-in-exp', { sentinelPolicy: { maxAttempts: 3, lockoutDuration: 5 } });
  });

  it('unlocks an identifier that names no account', async () => {
    for (let i = 0; i < 3; i++) await attempt({ type: 'username', value: 'nobody_here' }, 'wrong-password');
    expect((await attempt({ type: 'username', value: 'nobody_here' }, 'wrong-password')).status).toBe(429);
    await management.post('/api/sentinel-activities/delete', { targets: ['nobody_here'] });
    expect((await attempt({ type: 'username', value: 'nobody_here' }, 'wrong-password')).status).toBe(422);
  });

  it('refuses an empty or oversized list with a clear 400, and unknown targets are no error', async () => {
    for (const body of [{ targets: [] }, { targets: ['x'.repeat(257)] }, { targets: 'lou' }, {}]) {
      const response = await management.post('/api/sentinel-activities/delete', body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('guard.invalid_input');
    }
    expect((await management.post('/api/sentinel-activities/delete', { targets: ['no such one'] })).status).toBe(204);
  });
});
