import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, client, discover, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
const indicator = 'https://shop.example.com';
const scopes: Record<string, string> = {};
let resourceId = '';

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  resourceId = (await http.post('/api/resources', { name: 'Shop', indicator })).body.id;
  for (const name of ['read:cart', 'write:cart', 'admin:shop']) {
    scopes[name] = (await http.post(`/api/resources/${resourceId}/scopes`, { name })).body.id;
  }
});
afterAll(() => gh?.stop());

const createRole = async (body: Record<string, unknown>) => {
  const response = await http.post('/api/roles', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; name: string; type: string; isDefault: boolean };
};

describe('roles', () => {
  it('creates User roles by default, with their first permissions, and refuses a taken name', async () => {
    const role = await createRole({ name: 'Shopper', description: 'Buys things', scopeIds: [scopes['read:cart']] });
    expect(role).toMatchObject({ type: 'User', isDefault: false, description: 'Buys things', isReadOnly: false });
    const held = await http.get(`/api/roles/${role.id}/scopes`);
    expect(held.body).toEqual([
      expect.objectContaining({ name: 'read:cart', resource: expect.objectContaining({ indicator, name: 'Shop' }) }),
    ]);
    const taken = await http.post('/api/roles', { name: 'Shopper' });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('role.name_in_use');
    expect((await http.post('/api/roles', { name: 'Ghost', scopeIds: ['nope'] })).body.code).toBe('scope.not_found');
    expect((await http.get('/api/roles?search=nothing-like-this')).body).toEqual([]);
  });

  it('fixes the type at creation; only User roles can be default', async () => {
    const robot = await createRole({ name: 'Robot', type: 'MachineToMachine' });
    expect((await http.patch(`/api/roles/${robot.id}`, { type: 'User' })).status).toBe(400);
    expect((await http.patch(`/api/roles/${robot.id}`, { isDefault: true })).body.code).toBe('role.type_mismatch');
    expect(
      (await http.post('/api/roles', { name: 'Default robot', type: 'MachineToMachine', isDefault: true })).body.code,
    ).toBe('role.type_mismatch');
    const list = await http.get('/api/roles?type=MachineToMachine&page=1&page_size=10');
    expect(list.body.map((role: { name: string }) => role.name)).toContain('Robot');
    expect(list.body.every((role: { type: string }) => role.type === 'MachineToMachine')).toBe(true);
    expect(Number(list.headers.get('total-number'))).toBeGreaterThanOrEqual(2);
  });

  it('keeps the management access role assignable but read-only', async () => {
    const builtIn = (await http.get('/api/roles?type=MachineToMachine')).body.find(
      (role: { isReadOnly: boolean }) => role.isReadOnly,
    );
    expect(builtIn).toBeTruthy();
    expect((await http.patch(`/api/roles/${builtIn.id}`, { name: 'Mine' })).body.code).toBe('role.read_only');
    expect((await http.delete(`/api/roles/${builtIn.id}`)).status).toBe(403);
    expect((await http.post(`/api/roles/${builtIn.id}/scopes`, { scopeIds: [scopes['admin:shop']] })).status).toBe(403);
  });

  it('gives and takes permissions, and answers 404 for what is not there', async () => {
    const role = await createRole({ name: 'Cart keeper' });
    const given = await http.post(`/api/roles/${role.id}/scopes`, {
      scopeIds: [scopes['read:cart'], scopes['write:cart']],
    });
    expect(given.status).toBe(201);
    expect(given.body.map((scope: { name: string }) => scope.name)).toEqual(['read:cart', 'write:cart']);
    // Giving again keeps one of each.
    await http.post(`/api/roles/${role.id}/scopes`, { scopeIds: [scopes['read:cart']] });
    expect((await http.get(`/api/roles/${role.id}/scopes`)).body).toHaveLength(2);
    expect((await http.delete(`/api/roles/${role.id}/scopes/${scopes['write:cart']}`)).status).toBe(204);
    expect((await http.delete(`/api/roles/${role.id}/scopes/${scopes['write:cart']}`)).body.code).toBe(
      'scope.not_found',
    );
    expect((await http.get('/api/roles/nope/scopes')).body.code).toBe('role.not_found');
  });

  it('gives User roles to users and machine-to-machine roles to M2M applications, never the other way', async () => {
    const userRole = await createRole({ name: 'Member' });
    const robotRole = await createRole({ name: 'Crawler', type: 'MachineToMachine' });
    const m2m = (await http.post('/api/applications', { name: 'Crawler app', type: 'MachineToMachine' })).body;
    const spa = (await http.post('/api/applications', { name: 'Web', type: 'SPA' })).body;

    expect((await http.post(`/api/roles/${robotRole.id}/applications`, { applicationIds: [m2m.id] })).status).toBe(201);
    expect((await http.post(`/api/roles/${robotRole.id}/applications`, { applicationIds: [spa.id] })).body.code).toBe(
      'application.role_type_mismatch',
    );
    expect((await http.post(`/api/roles/${userRole.id}/applications`, { applicationIds: [m2m.id] })).body.code).toBe(
      'role.type_mismatch',
    );
    expect((await http.post(`/api/roles/${robotRole.id}/users`, { userIds: ['someone'] })).body.code).toBe(
      'role.type_mismatch',
    );
    expect((await http.post(`/api/roles/${userRole.id}/users`, { userIds: ['nobody'] })).body.code).toBe(
      'user.not_found',
    );

    const apps = await http.get(`/api/roles/${robotRole.id}/applications`);
    expect(apps.body.map((app: { id: string }) => app.id)).toEqual([m2m.id]);
    expect(apps.headers.get('total-number')).toBe('1');
    expect(
      (await http.get(`/api/roles?excludeApplicationId=${m2m.id}&type=MachineToMachine`)).body.map(
        (role: { id: string }) => role.id,
      ),
    ).not.toContain(robotRole.id);
    expect((await http.delete(`/api/roles/${robotRole.id}/applications/${m2m.id}`)).status).toBe(204);
    expect((await http.delete(`/api/roles/${robotRole.id}/applications/${m2m.id}`)).status).toBe(404);
  });
});

describe('tokens follow the roles', () => {
  const signUp = async (username: string) => {
    const app = (
      await http.post('/api/applications', {
        name: `Shop web ${username}`,
        type: 'SPA',
        oidcClientMetadata: { redirectUris: ['http://localhost:9999/callback'] },
      })
    ).body;
    const flow = await startSignIn(gh.userUrl, {
      issuer: `${gh.userUrl}/oidc`,
      clientId: app.id,
      redirectUri: 'http://localhost:9999/callback',
      scope: 'openid offline_access read:cart write:cart admin:shop',
      extra: { resource: indicator },
    });
    const tokens = await register(flow, { type: 'username', value: username }, 'Gatehouse-Tr0ub4dor');
    const sub = String(tokens.claims()?.sub);
    let refreshToken = tokens.refresh_token ?? '';
    const permissions = async (scope?: string) => {
      const grant = await client.refreshTokenGrant(flow.config, refreshToken, {
        resource: indicator,
        ...(scope ? { scope } : {}),
      });
      refreshToken = grant.refresh_token ?? refreshToken;
      return String(decodeJwt(grant.access_token).scope ?? '')
        .split(' ')
        .filter(Boolean)
        .sort();
    };
    return { sub, permissions };
  };

  it("a user's access token carries exactly their roles' permissions for the resource, and loses a removed role's", async () => {
    // Default roles reach every new user.
    await createRole({ name: 'Everyone', isDefault: true, scopeIds: [scopes['read:cart']] });
    const ada = await signUp('ada');
    expect(await ada.permissions()).toEqual(['read:cart']);

    const writer = await createRole({ name: 'Cart writer', scopeIds: [scopes['write:cart'], scopes['read:cart']] });
    expect((await http.post(`/api/roles/${writer.id}/users`, { userIds: [ada.sub] })).status).toBe(201);
    expect(await ada.permissions()).toEqual(['read:cart', 'write:cart']);
    // Only what was asked for.
    expect(await ada.permissions('openid read:cart')).toEqual(['read:cart']);
    expect(
      (await http.get(`/api/roles/${writer.id}/users`)).body.map((user: { username: string }) => user.username),
    ).toEqual(['ada']);

    expect((await http.delete(`/api/roles/${writer.id}/users/${ada.sub}`)).status).toBe(204);
    expect(await ada.permissions()).toEqual(['read:cart']);
  });

  it("an M2M app's client_credentials token follows its role's permissions, and deleting the role removes them", async () => {
    const role = await createRole({ name: 'Stock robot', type: 'MachineToMachine', scopeIds: [scopes['admin:shop']] });
    const app = (await http.post('/api/applications', { name: 'Stock app', type: 'MachineToMachine' })).body;
    await http.post(`/api/roles/${role.id}/applications`, { applicationIds: [app.id] });
    const config = await discover(`${gh.userUrl}/oidc`, app.id, app.secret);
    const scopeOf = async () =>
      decodeJwt(
        (await client.clientCredentialsGrant(config, { resource: indicator, scope: 'admin:shop read:cart' }))
          .access_token,
      ).scope;
    expect(await scopeOf()).toBe('admin:shop');
    expect((await http.delete(`/api/roles/${role.id}`)).status).toBe(204);
    expect(await scopeOf()).toBeUndefined();
  });
});
