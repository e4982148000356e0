import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { signInWithPassword, startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse, testDatabaseKind } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { connectPostgres } from './db/database';
import { clientAuthFailureLimit } from './rate-limits';

/**
 * Failed-attempt limits hold to the attempt (issue 13): under concurrent guesses, on every spelling
 * of a limited endpoint, on both databases and across two instances. Behind a trusted proxy, so
 * each test speaks from its own address (documentation ranges, RFC 5737).
 */

let gh: TestGatehouse;
let app: { id: string; secret: string; resource: string };
let management: ReturnType<typeof api>;
const password = 'Gatehouse-Tr0ub4dor';
const redirectUri = 'http://localhost:5173/callback';
let spaId: string;
let userId: string;

beforeAll(async () => {
  gh = await startTestGatehouse({ TRUST_PROXY: '1' });
  app = await createManagementApp(gh);
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, app));
  spaId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'Limits SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
  const user = await management.post('/api/users', { username: 'grace', primaryEmail: 'grace@example.com', password });
  expect(user.status).toBe(201);
  userId = user.body.id;
});
afterAll(() => gh?.stop());

const tokenRequest = (base: string, path: string, secret: string, address: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${app.id}:${secret}`).toString('base64')}`,
      'x-forwarded-for': address,
    },
    body: path.toLowerCase().includes('/token/')
      ? new URLSearchParams({ token: 'not-a-token' })
      : new URLSearchParams({ grant_type: 'client_credentials', resource: app.resource, scope: 'all' }),
  });

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe('client authentication', () => {
  const { points } = clientAuthFailureLimit;

  it(`judges exactly ${points} of 60 concurrent wrong secrets and refuses the rest, then the right one too`, async () => {
    const address = '203.0.113.10';
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => tokenRequest(gh.userUrl, '/oidc/token', `wrong-${i}`, address)),
    ).then((responses) => responses.map((response) => response.status));
    expect(tally(statuses)).toEqual({ 401: points, 429: 60 - points });
    const blocked = await tokenRequest(gh.userUrl, '/oidc/token', app.secret, address);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('blocks at the first attempt past the limit, for the whole block duration', async () => {
    const address = '203.0.113.11';
    for (let attempt = 0; attempt < points; attempt++) {
      expect((await tokenRequest(gh.userUrl, '/oidc/token', `wrong-${attempt}`, address)).status).toBe(401);
    }
    const refused = await tokenRequest(gh.userUrl, '/oidc/token', 'wrong-again', address);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(clientAuthFailureLimit.blockDuration - 10);
    expect(retryAfter).toBeLessThanOrEqual(clientAuthFailureLimit.blockDuration);
    const row = await gh.deps.database.system
      .selectFrom('attemptLimits')
      .selectAll()
      .where('key', '=', `client-auth:default:${address}`)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(points);
    expect(Number(row.blockedUntil) - Date.now()).toBeGreaterThan((clientAuthFailureLimit.blockDuration - 10) * 1000);
  });

  it('counts every spelling of the token, introspection and revocation endpoints on one counter', async () => {
    const address = '203.0.113.12';
    const spellings = [
      '/oidc/token',
      '/oidc/token/',
      '/oidc/TOKEN',
      '/oidc/Token/',
      '/t/default/oidc/token',
      '/t/default/oidc/TOKEN/',
      '/oidc/token/introspection',
      '/oidc/token/introspection/',
      '/oidc/TOKEN/Introspection',
      '/oidc/token/revocation',
      '/oidc/token/REVOCATION/',
      '/oidc/token?x=1',
    ];
    const judged: number[] = [];
    for (let attempt = 0; attempt < points + 5; attempt++) {
      const spelling = spellings[attempt % spellings.length] ?? '/oidc/token';
      judged.push((await tokenRequest(gh.userUrl, spelling, `wrong-${attempt}`, address)).status);
    }
    expect(tally(judged)).toEqual({ 401: points, 429: 5 });
    for (const spelling of spellings) {
      expect((await tokenRequest(gh.userUrl, spelling, app.secret, address)).status, spelling).toBe(429);
    }
  });

  it('leaves other addresses alone, and a good secret from them is not slowed by a busy address', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => tokenRequest(gh.userUrl, '/oidc/token', app.secret, '203.0.113.13')),
    ).then((responses) => responses.map((response) => response.status));
    expect(tally(statuses)).toEqual({ 200: 30 });
  });
});

describe('password lockout', () => {
  const address = (i: number) => `198.51.100.${i % 250}`;
  const verify = async (identifier: { type: string; value: string }, guess: string, from: string) => {
    const flow = await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: spaId, redirectUri });
    const headers = { 'content-type': 'application/json', cookie: flow.jar.header(), 'x-forwarded-for': from };
    await fetch(`${gh.userUrl}/api/experience`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ interactionEvent: 'SignIn' }),
    });
    return fetch(`${gh.userUrl}/api/experience/verification/password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ identifier, password: guess }),
    });
  };

  it('judges exactly the policy’s attempts of 30 concurrent wrong passwords for one account', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => verify({ type: 'username', value: 'grace' }, `wrong-${i}`, address(i))),
    );
    const codes = await Promise.all(responses.map(async (r) => ((await r.json()) as { code: string }).code));
    expect(tally(responses.map((r) => r.status))).toEqual({ 422: 10, 429: 20 });
    expect(new Set(codes)).toEqual(new Set(['session.invalid_credentials', 'session.too_many_attempts']));
  });

  it('locks the account, not the identifier: its email is refused too, even with the right password', async () => {
    const byEmail = await verify({ type: 'email', value: 'grace@example.com' }, password, address(40));
    expect(byEmail.status).toBe(429);
    expect(((await byEmail.json()) as { code: string }).code).toBe('session.too_many_attempts');
  });

  it('locks an identifier without an account the same way, so a lockout does not tell who exists', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await verify({ type: 'username', value: 'nobody_at_all' }, `guess-${i}`, address(60 + i))).status);
    }
    expect(tally(statuses)).toEqual({ 422: 10, 429: 1 });
  });

  it('limits the management API password check per user under concurrency', async () => {
    const other = await management.post('/api/users', { username: 'ada', password });
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        management.post(`/api/users/${other.body.id}/password/verify`, { password: `wrong-${i}` }),
      ),
    ).then((answers) => answers.map((answer) => answer.status));
    expect(tally(statuses)).toEqual({ 422: 10, 429: 15 });
    expect((await management.post(`/api/users/${userId}/password/verify`, { password })).status).toBe(204);
  });

  it("counts the Account API's password check on the account's lockout, under concurrency, shared with the sign-in pages", async () => {
    await management.patch('/api/account-center', { enabled: true, fields: { password: 'Edit' } });
    await management.post('/api/users', { username: 'lin', password });
    const flow = await startSignIn(gh.userUrl, {
      issuer: `${gh.userUrl}/oidc`,
      clientId: spaId,
      redirectUri,
      scope: 'openid',
      extra: { resource: `${gh.userUrl}/api/my-account` },
    });
    const { access_token } = await signInWithPassword(flow, { type: 'username', value: 'lin' }, password);
    const account = api(gh.userUrl, access_token);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => account.post('/api/verifications/password', { password: `wrong-${i}` })),
    ).then((answers) => answers.map((answer) => answer.status));
    expect(tally(statuses)).toEqual({ 422: 10, 429: 20 });
    expect((await account.post('/api/verifications/password', { password })).status).toBe(429);
    const signIn = await verify({ type: 'username', value: 'lin' }, password, address(90));
    expect(signIn.status).toBe(429);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two instances on one PostgreSQL', () => {
  let second: TestGatehouse;
  beforeAll(async () => {
    const url = gh.databaseUrl ?? '';
    second = await startTestGatehouse({ TRUST_PROXY: '1' }, { database: connectPostgres(url, 5), url });
  });
  afterAll(() => second?.stop());

  it(`judges exactly ${clientAuthFailureLimit.points} of 60 concurrent wrong secrets sent to both instances`, async () => {
    const address = '203.0.113.30';
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        tokenRequest(i % 2 ? second.userUrl : gh.userUrl, '/oidc/token', `wrong-${i}`, address),
      ),
    ).then((responses) => responses.map((response) => response.status));
    expect(tally(statuses)).toEqual({ 401: clientAuthFailureLimit.points, 429: 60 - clientAuthFailureLimit.points });
    expect((await tokenRequest(second.userUrl, '/oidc/token', app.secret, address)).status).toBe(429);
    expect((await tokenRequest(gh.userUrl, '/oidc/token', app.secret, address)).status).toBe(429);
  });
});
