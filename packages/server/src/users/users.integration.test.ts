import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
});
afterAll(() => gh?.stop());

type ApiUser = { id: string; username: string | null; primaryEmail: string | null; [key: string]: unknown };

const createUser = async (body: Record<string, unknown>) => {
  const response = await http.post('/api/users', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as ApiUser;
};

const countUsers = () =>
  gh.deps.database.withTenant('default', async (trx) =>
    Number(
      (
        await trx
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );

const auditKeys = async (userId: string) => {
  await gh.settle();
  const rows = await gh.deps.database.withTenant('default', (trx) =>
    trx.selectFrom('logs').select(['key', 'payload']).orderBy('createdAt').execute(),
  );
  return rows.filter((row) => row.payload.userId === userId);
};

describe('creating users', () => {
  it('creates a user with a 12-character id, normalized identifiers, profile and custom data, and no hash in the answer', async () => {
    const user = await createUser({
      username: 'ada_lovelace',
      primaryEmail: ' Ada@Example.COM ',
      primaryPhone: '+44 (20) 7946-0000',
      name: 'Ada Lovelace',
      avatar: 'https://example.com/ada.png',
      customData: { team: 'engines' },
      profile: { givenName: 'Ada', address: { country: 'UK' } },
      password: 'Analytical-Engine-1843',
    });
    expect(user.id).toMatch(/^[0-9a-z]{12}$/);
    expect(user).toMatchObject({
      username: 'ada_lovelace',
      primaryEmail: 'ada@example.com',
      primaryPhone: '442079460000',
      name: 'Ada Lovelace',
      customData: { team: 'engines' },
      profile: { givenName: 'Ada', address: { country: 'UK' } },
      identities: {},
      applicationId: null,
      isSuspended: false,
      hasPassword: true,
      lastSignInAt: null,
    });
    expect(typeof user.createdAt).toBe('number');
    const fetched = await http.get(`/api/users/${user.id}`);
    expect(fetched.body).toEqual(user);
    expect(JSON.stringify(fetched.body)).not.toMatch(/argon2|passwordEncrypted|passwordEncryptionMethod/);
    expect((await http.get(`/api/users/${user.id}/has-password`)).body).toEqual({ hasPassword: true });
  });

  it('refuses a taken username, email or phone with 422 naming the field', async () => {
    await createUser({ username: 'taken_name', primaryEmail: 'taken@example.com', primaryPhone: '15550001111' });
    for (const [body, code] of [
      [{ username: 'taken_name' }, 'user.username_already_in_use'],
      [{ primaryEmail: 'TAKEN@example.com' }, 'user.email_already_in_use'],
      [{ primaryPhone: '+1 555 000 1111' }, 'user.phone_already_in_use'],
    ] as const) {
      const response = await http.post('/api/users', body);
      expect(response.status).toBe(422);
      expect(response.body.code).toBe(code);
    }
  });

  it('refuses malformed identifiers with 400 user.invalid_*', async () => {
    for (const [body, code] of [
      [{ username: '1starts_with_digit' }, 'user.invalid_username'],
      [{ username: 'has space' }, 'user.invalid_username'],
      [{ primaryEmail: 'not-an-email' }, 'user.invalid_email'],
      [{ primaryPhone: 'call me' }, 'user.invalid_phone'],
    ] as const) {
      const response = await http.post('/api/users', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe(code);
    }
  });

  it('refuses custom data that is not a JSON object, unknown fields and a password with a digest', async () => {
    for (const body of [
      { customData: ['a', 'list'] },
      { customData: 'text' },
      { profile: { favouriteColour: 'green' } },
      { isSuspended: true },
      { password: 'Analytical-Engine-1843', passwordDigest: 'a'.repeat(64), passwordAlgorithm: 'SHA256' },
      { passwordDigest: 'a'.repeat(64) },
    ]) {
      const response = await http.post('/api/users', { username: 'invalid_one', ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('guard.invalid_input');
    }
  });

  it("checks the password against the tenant's policy with the sign-in pages' codes, and writes nothing", async () => {
    const before = await countUsers();
    for (const [password, code] of [
      ['Ab1!', 'password_rejected.too_short'],
      ['password1', 'password_rejected.pwned'],
      ['Policy_tester9', 'password_rejected.restricted.user_info'],
    ] as const) {
      const response = await http.post('/api/users', { username: 'policy_tester', password });
      expect(response.status, password).toBe(422);
      expect(response.body.code).toBe(code);
    }
    expect(await countUsers()).toBe(before);
  });

  it('imports a legacy digest only when it looks like one of its algorithm', async () => {
    const bad = await http.post('/api/users', {
      username: 'bad_digest',
      passwordDigest: 'abc',
      passwordAlgorithm: 'SHA256',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('user.invalid_password_digest');
    const imported = await createUser({
      username: 'md5_import',
      passwordDigest: '5f4dcc3b5aa765d61d8327deb882cf99',
      passwordAlgorithm: 'MD5',
    });
    expect(imported.hasPassword).toBe(true);
  });

  it('gives default User roles to new users, and a failed creation leaves no user and no role assignment', async () => {
    const role = (await http.post('/api/roles', { name: 'Everyone', isDefault: true })).body;
    const user = await createUser({ username: 'gets_default' });
    expect((await http.get(`/api/users/${user.id}/roles`)).body.map((r: { id: string }) => r.id)).toEqual([role.id]);

    const before = await countUsers();
    const assignments = () =>
      gh.deps.database.withTenant('default', (trx) => trx.selectFrom('usersRoles').select('userId').execute());
    const assignedBefore = (await assignments()).length;
    expect((await http.post('/api/users', { username: 'gets_default' })).status).toBe(422);
    expect(await countUsers()).toBe(before);
    expect((await assignments()).length).toBe(assignedBefore);
    await http.patch(`/api/roles/${role.id}`, { isDefault: false });
  });

  it('records User.Created, User.Data.Updated, User.SuspensionStatus.Updated and User.Deleted without secrets', async () => {
    const user = await createUser({ username: 'hooked', password: 'Analytical-Engine-1843' });
    await http.patch(`/api/users/${user.id}`, { name: 'Hooked' });
    await http.patch(`/api/users/${user.id}/password`, { password: 'Difference-Engine-1822' });
    await http.patch(`/api/users/${user.id}/is-suspended`, { isSuspended: true });
    await http.delete(`/api/users/${user.id}`);
    const records = await auditKeys(user.id);
    expect(records.map((record) => record.key)).toEqual([
      'TriggerHook.User.Created',
      'TriggerHook.User.Data.Updated',
      'TriggerHook.User.Data.Updated',
      'TriggerHook.User.SuspensionStatus.Updated',
      'TriggerHook.User.Deleted',
    ]);
    expect(records[0]?.payload).toMatchObject({ result: 'Success', userId: user.id, data: { username: 'hooked' } });
    expect(JSON.stringify(records)).not.toMatch(/Engine|argon2|passwordEncrypted|passwordDigest/);
  });
});

describe('updating users', () => {
  it('updates identifiers, name and avatar, clears an identifier with null, and refuses one taken by another user', async () => {
    const user = await createUser({ username: 'patch_me', primaryEmail: 'patch@example.com' });
    await createUser({ username: 'other_holder' });
    const patched = await http.patch(`/api/users/${user.id}`, {
      primaryEmail: null,
      primaryPhone: '1 (555) 010-2030',
      name: 'Patched',
      customData: { replaced: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      primaryEmail: null,
      primaryPhone: '15550102030',
      name: 'Patched',
      customData: { replaced: true },
    });
    // Its own username again is fine; another user's is not.
    expect((await http.patch(`/api/users/${user.id}`, { username: 'patch_me' })).status).toBe(200);
    const taken = await http.patch(`/api/users/${user.id}`, { username: 'other_holder' });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('user.username_already_in_use');
    expect((await http.patch(`/api/users/${user.id}`, { primaryEmail: 'nope' })).body.code).toBe('user.invalid_email');
    expect((await http.patch(`/api/users/${user.id}`, {})).status).toBe(400);
    expect((await http.patch('/api/users/nobody123456', { name: 'x' })).status).toBe(404);
  });

  it('merges custom data and profile on their own routes, and refuses custom data that is not an object', async () => {
    const user = await createUser({ username: 'merge_me', customData: { a: 1, b: 2 }, profile: { nickname: 'M' } });
    const customData = await http.patch(`/api/users/${user.id}/custom-data`, { customData: { b: 3, c: 4 } });
    expect(customData.body).toEqual({ a: 1, b: 3, c: 4 });
    expect((await http.get(`/api/users/${user.id}/custom-data`)).body).toEqual({ a: 1, b: 3, c: 4 });
    for (const customData of [[1, 2], 'text', null, 42]) {
      const refused = await http.patch(`/api/users/${user.id}/custom-data`, { customData });
      expect(refused.status, JSON.stringify(customData)).toBe(400);
    }
    const profile = await http.patch(`/api/users/${user.id}/profile`, { profile: { givenName: 'Merge' } });
    expect(profile.body).toEqual({ nickname: 'M', givenName: 'Merge' });
    expect((await http.patch(`/api/users/${user.id}/profile`, { profile: { shoeSize: 42 } })).status).toBe(400);
    expect((await http.get('/api/users/nobody123456/custom-data')).body.code).toBe('user.not_found');
  });

  it('lists and unlinks social identities', async () => {
    const user = await createUser({ username: 'social_one' });
    await gh.deps.database.withTenant('default', (trx) =>
      trx
        .updateTable('users')
        .set({ identities: JSON.stringify({ github: { userId: '42' }, google: { userId: '7' } }) })
        .where('id', '=', user.id)
        .execute(),
    );
    expect((await http.get(`/api/users/${user.id}/identities`)).body).toEqual({
      github: { userId: '42' },
      google: { userId: '7' },
    });
    expect((await http.delete(`/api/users/${user.id}/identities/github`)).status).toBe(204);
    expect((await http.get(`/api/users/${user.id}/identities`)).body).toEqual({ google: { userId: '7' } });
    const missing = await http.delete(`/api/users/${user.id}/identities/github`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('user.identity_not_found');
  });

  it('deletes a user, and answers 404 afterwards', async () => {
    const user = await createUser({ username: 'delete_me' });
    expect((await http.delete(`/api/users/${user.id}`)).status).toBe(204);
    expect((await http.get(`/api/users/${user.id}`)).body.code).toBe('user.not_found');
    expect((await http.delete(`/api/users/${user.id}`)).status).toBe(404);
  });

  it('answers 404 when suspending an unknown user', async () => {
    const response = await http.patch('/api/users/nobody123456/is-suspended', { isSuspended: true });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('user.not_found');
  });
});

describe('passwords', () => {
  it('sets a password under the policy or as an imported digest, and verifies it', async () => {
    const user = await createUser({ username: 'pw_user' });
    expect((await http.get(`/api/users/${user.id}/has-password`)).body).toEqual({ hasPassword: false });
    const noPassword = await http.post(`/api/users/${user.id}/password/verify`, { password: 'anything-at-all' });
    expect(noPassword.body.code).toBe('session.invalid_credentials');

    const weak = await http.patch(`/api/users/${user.id}/password`, { password: 'Ab1!' });
    expect(weak.status).toBe(422);
    expect(weak.body.code).toBe('password_rejected.too_short');
    const set = await http.patch(`/api/users/${user.id}/password`, { password: 'Jacquard-Loom-1804' });
    expect(set.status).toBe(200);
    expect(set.body.hasPassword).toBe(true);
    expect((await http.post(`/api/users/${user.id}/password/verify`, { password: 'Jacquard-Loom-1804' })).status).toBe(
      204,
    );
    const wrong = await http.post(`/api/users/${user.id}/password/verify`, { password: 'Jacquard-Loom-1805' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('session.invalid_credentials');

    const sha = await http.patch(`/api/users/${user.id}/password`, {
      passwordDigest: createHash('sha256').update('legacy-secret').digest('hex'),
      passwordAlgorithm: 'SHA256',
    });
    expect(sha.status).toBe(200);
    expect((await http.post(`/api/users/${user.id}/password/verify`, { password: 'legacy-secret' })).status).toBe(204);
    expect((await http.patch(`/api/users/${user.id}/password`, {})).status).toBe(400);
    expect((await http.post('/api/users/nobody123456/password/verify', { password: 'x' })).status).toBe(404);
  });

  it('stops answering password checks for a user after repeated wrong passwords', async () => {
    const user = await createUser({ username: 'guessed_at', password: 'Babbage-Difference-1822' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        (await http.post(`/api/users/${user.id}/password/verify`, { password: `guess-${attempt}` })).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits out the block.
    const right = await http.post(`/api/users/${user.id}/password/verify`, { password: 'Babbage-Difference-1822' });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBeTruthy();
  });
});

describe('user roles', () => {
  it('gives User roles, refuses M2M and unknown roles, lists and takes them', async () => {
    const user = await createUser({ username: 'role_holder' });
    const reader = (await http.post('/api/roles', { name: 'Reader' })).body;
    const robot = (await http.post('/api/roles', { name: 'Robot', type: 'MachineToMachine' })).body;

    expect((await http.post(`/api/users/${user.id}/roles`, { roleIds: [reader.id] })).status).toBe(201);
    // Again: kept once.
    expect((await http.post(`/api/users/${user.id}/roles`, { roleIds: [reader.id] })).status).toBe(201);
    const m2m = await http.post(`/api/users/${user.id}/roles`, { roleIds: [robot.id] });
    expect(m2m.status).toBe(400);
    expect(m2m.body.code).toBe('role.type_mismatch');
    const unknown = await http.post(`/api/users/${user.id}/roles`, { roleIds: [reader.id, 'no-such-role'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('role.not_found');
    expect((await http.post('/api/users/nobody123456/roles', { roleIds: [reader.id] })).body.code).toBe(
      'user.not_found',
    );

    const held = await http.get(`/api/users/${user.id}/roles?page=1&page_size=10`);
    expect(held.body.map((role: { name: string }) => role.name)).toEqual(['Reader']);
    expect(held.headers.get('total-number')).toBe('1');
    expect((await http.get(`/api/users/${user.id}/roles?search=nothing`)).body).toEqual([]);

    expect((await http.delete(`/api/users/${user.id}/roles/${reader.id}`)).status).toBe(204);
    expect((await http.delete(`/api/users/${user.id}/roles/${reader.id}`)).body.code).toBe('role.not_found');
    expect((await http.get(`/api/users/${user.id}/roles`)).body).toEqual([]);
  });
});
