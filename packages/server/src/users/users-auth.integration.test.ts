import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { signInWithPassword, startSignIn, submitPasswordSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, client, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
let appId: string;
const redirectUri = 'http://localhost:5173/callback';
const indicator = 'https://library.example.com';

const flow = (scope = 'openid offline_access') =>
  startSignIn(gh.userUrl, {
    issuer: `${gh.userUrl}/oidc`,
    clientId: appId,
    redirectUri,
    scope,
    extra: { resource: indicator },
  });

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'Users SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
  const resource = (await http.post('/api/resources', { name: 'Library', indicator })).body;
  await http.post(`/api/resources/${resource.id}/scopes`, { name: 'borrow:books' });
});
afterAll(() => gh?.stop());

const storedHash = (id: string) =>
  gh.deps.database.withTenant('default', (trx) =>
    trx
      .selectFrom('users')
      .select(['passwordEncrypted', 'passwordEncryptionMethod'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
  );

/** The OIDC artefacts (sessions, grants, tokens) stored for an account. */
const oidcRowsOf = async (id: string) =>
  (
    await gh.deps.database.system
      .selectFrom('oidcModelInstances')
      .select(['modelName', 'payload'])
      .where('tenantId', '=', 'default')
      .execute()
  )
    .filter((row) => row.payload.accountId === id)
    .map((row) => row.modelName);

describe('imported users', () => {
  it.each([
    ['Bcrypt', () => bcrypt.hashSync('Imported-Pass-Phrase', 8)],
    ['SHA256', () => createHash('sha256').update('Imported-Pass-Phrase').digest('hex')],
  ])('a %s-hashed user signs in through the Experience API and is upgraded to Argon2id', async (algorithm, digest) => {
    const username = `imported_${algorithm.toLowerCase()}`;
    const created = await http.post('/api/users', {
      username,
      passwordDigest: digest(),
      passwordAlgorithm: algorithm,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await storedHash(created.body.id)).passwordEncryptionMethod).toBe(algorithm);

    const tokens = await signInWithPassword(
      await flow(),
      { type: 'username', value: username },
      'Imported-Pass-Phrase',
    );
    expect(tokens.claims()?.sub).toBe(created.body.id);
    const upgraded = await storedHash(created.body.id);
    expect(upgraded.passwordEncryptionMethod).toBe('Argon2id');
    expect(upgraded.passwordEncrypted).toMatch(/^\$argon2id\$/);
    expect((await http.get(`/api/users/${created.body.id}`)).body.lastSignInAt).toEqual(expect.any(Number));
  });
});

describe('suspension', () => {
  it('ends sessions and grants at once, refuses refresh and a new password sign-in, and reinstating lets the user in again', async () => {
    const password = 'Suspend-Me-Not-42';
    const user = (await http.post('/api/users', { username: 'to_suspend', password })).body;
    const identifier = { type: 'username' as const, value: 'to_suspend' };
    const signedIn = await flow();
    const tokens = await signInWithPassword(signedIn, identifier, password);
    expect(tokens.refresh_token).toBeTruthy();
    expect(await oidcRowsOf(user.id)).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));

    const suspended = await http.patch(`/api/users/${user.id}/is-suspended`, { isSuspended: true });
    expect(suspended.status).toBe(200);
    expect(suspended.body.isSuspended).toBe(true);
    expect(await oidcRowsOf(user.id)).toEqual([]);

    await expect(client.refreshTokenGrant(signedIn.config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const verified = await attempt.call('POST', '/api/experience/verification/password', { identifier, password });
    const identified = await attempt.call('POST', '/api/experience/identification', {
      verificationId: verified.body.verificationId,
    });
    expect(identified.status).toBe(401);
    expect(identified.body.code).toBe('user.suspended');

    expect((await http.patch(`/api/users/${user.id}/is-suspended`, { isSuspended: false })).body.isSuspended).toBe(
      false,
    );
    const again = await submitPasswordSignIn(await flow(), identifier, password);
    expect(again.status).toBe(200);
  });

  it('refuses the refresh of a user suspended behind the API’s back (the account check itself)', async () => {
    const password = 'Suspend-Me-Not-42';
    const user = (await http.post('/api/users', { username: 'quietly_suspended', password })).body;
    const signedIn = await flow();
    const tokens = await signInWithPassword(signedIn, { type: 'username', value: 'quietly_suspended' }, password);
    // Only the flag: the refresh token is still stored, so only findAccountClaims can refuse it.
    await gh.deps.database.withTenant('default', (trx) =>
      trx.updateTable('users').set({ isSuspended: true }).where('id', '=', user.id).execute(),
    );
    expect(await oidcRowsOf(user.id)).toContain('RefreshToken');
    await expect(client.refreshTokenGrant(signedIn.config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('deleting a user ends their sessions and grants too', async () => {
    const password = 'Delete-Me-Later-42';
    const user = (await http.post('/api/users', { username: 'to_delete', password })).body;
    const signedIn = await flow();
    const tokens = await signInWithPassword(signedIn, { type: 'username', value: 'to_delete' }, password);
    expect((await http.delete(`/api/users/${user.id}`)).status).toBe(204);
    expect(await oidcRowsOf(user.id)).toEqual([]);
    await expect(client.refreshTokenGrant(signedIn.config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});

describe('roles in tokens', () => {
  it("a user's next token carries the permissions of roles given through /users/{id}/roles, and loses them when taken", async () => {
    const password = 'Borrow-Books-Daily-1';
    const user = (await http.post('/api/users', { username: 'reader_one', password })).body;
    const resources = (await http.get('/api/resources')).body as { id: string; indicator: string }[];
    const library = resources.find((resource) => resource.indicator === indicator);
    const scopes = (await http.get(`/api/resources/${library?.id}/scopes`)).body as { id: string }[];
    const role = (await http.post('/api/roles', { name: 'Borrower', scopeIds: scopes.map((scope) => scope.id) })).body;

    const signedIn = await flow('openid offline_access borrow:books');
    const tokens = await signInWithPassword(signedIn, { type: 'username', value: 'reader_one' }, password);
    let refreshToken = tokens.refresh_token ?? '';
    const scopeNow = async () => {
      const grant = await client.refreshTokenGrant(signedIn.config, refreshToken, { resource: indicator });
      refreshToken = grant.refresh_token ?? refreshToken;
      return decodeJwt(grant.access_token).scope;
    };
    expect(await scopeNow()).toBeUndefined();
    expect((await http.post(`/api/users/${user.id}/roles`, { roleIds: [role.id] })).status).toBe(201);
    expect(await scopeNow()).toBe('borrow:books');
    expect((await http.delete(`/api/users/${user.id}/roles/${role.id}`)).status).toBe(204);
    expect(await scopeNow()).toBeUndefined();
  });
});
