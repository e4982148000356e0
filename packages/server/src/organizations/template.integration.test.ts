import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
const resourceScopes: Record<string, string> = {};

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  const resource = (await http.post('/api/resources', { name: 'Docs', indicator: 'https://docs.example.com' })).body;
  for (const name of ['read:docs', 'write:docs']) {
    resourceScopes[name] = (await http.post(`/api/resources/${resource.id}/scopes`, { name })).body.id;
  }
});
afterAll(() => gh?.stop());

const created = async (path: string, body: Record<string, unknown>) => {
  const response = await http.post(path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

describe('organization scopes', () => {
  it('creates, reads, renames and deletes a scope; a taken name is 422', async () => {
    const scope = await created('/api/organization-scopes', { name: 'read:members', description: 'See members' });
    expect(scope).toEqual({ id: expect.any(String), name: 'read:members', description: 'See members' });
    expect((await http.get(`/api/organization-scopes/${scope.id}`)).body).toEqual(scope);

    const taken = await http.post('/api/organization-scopes', { name: 'read:members' });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('organization_scope.name_in_use');
    expect((await http.post('/api/organization-scopes', { name: 'has space' })).status).toBe(400);

    const other = await created('/api/organization-scopes', { name: 'invite:members' });
    const clash = await http.patch(`/api/organization-scopes/${other.id}`, { name: 'read:members' });
    expect(clash.status).toBe(422);
    expect(clash.body.code).toBe('organization_scope.name_in_use');
    const renamed = await http.patch(`/api/organization-scopes/${other.id}`, { name: 'invite:member' });
    expect(renamed.body).toMatchObject({ name: 'invite:member' });

    expect((await http.delete(`/api/organization-scopes/${other.id}`)).status).toBe(204);
    const gone = await http.get(`/api/organization-scopes/${other.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('organization_scope.not_found');
  });

  it('searches by a part of the name with q, and paginates only when asked', async () => {
    for (const name of ['billing:read', 'billing:write', 'audit:read'])
      await created('/api/organization-scopes', { name });
    const billing = await http.get('/api/organization-scopes?q=BILLING');
    expect(billing.body.map((scope: { name: string }) => scope.name)).toEqual(['billing:read', 'billing:write']);
    expect(billing.headers.get('total-number')).toBeNull();
    // One search behaviour everywhere (platform/db/search.ts): without %, wildcards are literal; with %, it is a pattern.
    expect((await http.get('/api/organization-scopes?q=billing_read')).body).toEqual([]);
    expect(
      (await http.get('/api/organization-scopes?q=%25%3Aread')).body.map((scope: { name: string }) => scope.name),
    ).toEqual(expect.arrayContaining(['billing:read', 'audit:read']));

    const page = await http.get('/api/organization-scopes?page=1&page_size=2');
    expect(page.body).toHaveLength(2);
    expect(Number(page.headers.get('total-number'))).toBeGreaterThanOrEqual(4);
  });
});

describe('organization roles', () => {
  it('creates a User role by default with its first scopes and resource permissions; a taken name is 422', async () => {
    const scope = await created('/api/organization-scopes', { name: 'edit:settings' });
    const role = await created('/api/organization-roles', {
      name: 'Editor',
      description: 'Edits things',
      organizationScopeIds: [scope.id],
      resourceScopeIds: [resourceScopes['write:docs']],
    });
    expect(role).toMatchObject({
      name: 'Editor',
      description: 'Edits things',
      type: 'User',
      scopes: [{ id: scope.id, name: 'edit:settings' }],
      resourceScopes: [
        {
          id: resourceScopes['write:docs'],
          name: 'write:docs',
          resource: { name: 'Docs', indicator: 'https://docs.example.com' },
        },
      ],
    });
    const taken = await http.post('/api/organization-roles', { name: 'Editor' });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('organization_role.name_in_use');
    const ghost = await http.post('/api/organization-roles', { name: 'Ghost', organizationScopeIds: ['nope'] });
    expect(ghost.status).toBe(404);
    expect(ghost.body.code).toBe('organization_scope.not_found');
    expect((await http.post('/api/organization-roles', { name: 'Ghost', resourceScopeIds: ['nope'] })).body.code).toBe(
      'scope.not_found',
    );
    // Nothing was written by the refused creations.
    expect((await http.get('/api/organization-roles?q=ghost')).body).toEqual([]);
  });

  it('fixes the type at creation, lists by type and q, and renames', async () => {
    const robot = await created('/api/organization-roles', { name: 'Robot', type: 'MachineToMachine' });
    expect((await http.patch(`/api/organization-roles/${robot.id}`, { type: 'User' })).status).toBe(400);
    const renamed = await http.patch(`/api/organization-roles/${robot.id}`, { name: 'Robots', description: null });
    expect(renamed.body).toMatchObject({ name: 'Robots', type: 'MachineToMachine', description: null });
    const m2m = await http.get('/api/organization-roles?type=MachineToMachine');
    expect(m2m.body.map((role: { name: string }) => role.name)).toEqual(['Robots']);
    expect((await http.get('/api/organization-roles?q=robo&type=User')).body).toEqual([]);
    const paged = await http.get('/api/organization-roles?page=1&page_size=1');
    expect(paged.body).toHaveLength(1);
    expect(Number(paged.headers.get('total-number'))).toBeGreaterThanOrEqual(2);
  });

  it('adds, replaces and removes the organization scopes and resource permissions of a role', async () => {
    const [a, b] = [
      await created('/api/organization-scopes', { name: 'scope:a' }),
      await created('/api/organization-scopes', { name: 'scope:b' }),
    ];
    const role = await created('/api/organization-roles', { name: 'Mixer' });
    const path = `/api/organization-roles/${role.id}`;

    expect((await http.post(`${path}/scopes`, { organizationScopeIds: [a.id, a.id] })).status).toBe(201);
    expect((await http.post(`${path}/scopes`, { organizationScopeIds: [a.id] })).status).toBe(201);
    expect((await http.get(`${path}/scopes`)).body).toEqual([{ id: a.id, name: 'scope:a', description: null }]);
    expect((await http.put(`${path}/scopes`, { organizationScopeIds: [b.id] })).status).toBe(204);
    expect((await http.get(`${path}/scopes`)).body.map((scope: { id: string }) => scope.id)).toEqual([b.id]);
    expect((await http.delete(`${path}/scopes/${b.id}`)).status).toBe(204);
    const again = await http.delete(`${path}/scopes/${b.id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('organization_scope.not_found');

    const read = resourceScopes['read:docs'];
    const write = resourceScopes['write:docs'];
    expect((await http.post(`${path}/resource-scopes`, { scopeIds: [read] })).status).toBe(201);
    expect((await http.put(`${path}/resource-scopes`, { scopeIds: [read, write] })).status).toBe(204);
    const granted = await http.get(`${path}/resource-scopes`);
    expect(granted.body.map((scope: { name: string }) => scope.name)).toEqual(['read:docs', 'write:docs']);
    expect(granted.body[0].resource).toMatchObject({ indicator: 'https://docs.example.com' });
    expect((await http.delete(`${path}/resource-scopes/${read}`)).status).toBe(204);
    expect((await http.get(path)).body.resourceScopes.map((scope: { name: string }) => scope.name)).toEqual([
      'write:docs',
    ]);
    expect((await http.post(`${path}/resource-scopes`, { scopeIds: ['nope'] })).body.code).toBe('scope.not_found');

    // Deleting a scope takes it out of the roles granting it.
    await http.post(`${path}/scopes`, { organizationScopeIds: [a.id] });
    await http.delete(`/api/organization-scopes/${a.id}`);
    expect((await http.get(`${path}/scopes`)).body).toEqual([]);

    expect((await http.delete(path)).status).toBe(204);
    const gone = await http.get(`${path}/scopes`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('organization_role.not_found');
  });

  it('records OrganizationRole and OrganizationScope events for the webhooks', async () => {
    await created('/api/organization-scopes', { name: 'hooked' });
    const role = await created('/api/organization-roles', { name: 'Hooked' });
    await http.patch(`/api/organization-roles/${role.id}`, { description: 'changed' });
    await http.delete(`/api/organization-roles/${role.id}`);
    await gh.settle();
    const keys = (await http.get('/api/logs?page_size=100')).body.map((log: { key: string }) => log.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'TriggerHook.OrganizationScope.Created',
        'TriggerHook.OrganizationRole.Created',
        'TriggerHook.OrganizationRole.Data.Updated',
        'TriggerHook.OrganizationRole.Deleted',
      ]),
    );
  });
});
