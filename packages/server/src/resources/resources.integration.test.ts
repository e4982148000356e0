import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, client, discover, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
const managementIndicator = 'https://default.gatehouse.local/api';

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
});
afterAll(() => gh?.stop());

const createResource = async (name: string, indicator: string, extra: Record<string, unknown> = {}) => {
  const response = await http.post('/api/resources', { name, indicator, ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; indicator: string; accessTokenTtl: number; isDefault: boolean };
};

describe('API resources', () => {
  it('lists the management API first, read-only, with its `all` permission', async () => {
    const list = await http.get('/api/resources');
    expect(list.status).toBe(200);
    const [first] = list.body;
    expect(first).toMatchObject({ indicator: managementIndicator, isReadOnly: true, isDefault: false });
    expect((await http.patch(`/api/resources/${first.id}`, { name: 'Mine' })).body.code).toBe('resource.read_only');
    expect((await http.patch(`/api/resources/${first.id}/is-default`, { isDefault: true })).status).toBe(403);
    expect((await http.delete(`/api/resources/${first.id}`)).status).toBe(403);
    expect((await http.post(`/api/resources/${first.id}/scopes`, { name: 'more' })).status).toBe(403);
    const scopes = await http.get(`/api/resources/${first.id}/scopes`);
    expect(scopes.body.map((scope: { name: string }) => scope.name)).toEqual(['all']);
  });

  it('creates a resource with a one-hour token lifetime by default, and refuses a second one with the same indicator', async () => {
    const created = await createResource('Orders', 'https://orders.example.com');
    expect(created).toMatchObject({ accessTokenTtl: 3600, isDefault: false });
    expect((await http.get(`/api/resources/${created.id}`)).body).toEqual({ ...created, isReadOnly: false });
    const duplicate = await http.post('/api/resources', { name: 'Again', indicator: 'https://orders.example.com' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.code).toBe('resource.indicator_in_use');
  });

  it('accepts only absolute URIs without a fragment as indicators, and sane lifetimes', async () => {
    for (const indicator of ['orders.example.com', '/api', 'https://x.example.com/#frag', 'https://a b.example.com']) {
      const response = await http.post('/api/resources', { name: 'Bad', indicator });
      expect(response.status, indicator).toBe(400);
      expect(response.body.code, indicator).toBe('resource.invalid_indicator');
    }
    expect((await http.post('/api/resources', { name: 'URN', indicator: 'urn:example:api' })).status).toBe(201);
    for (const accessTokenTtl of [0, -1, 1.5, 400 * 24 * 3600]) {
      const response = await http.post('/api/resources', {
        name: 'TTL',
        indicator: 'https://ttl.example.com',
        accessTokenTtl,
      });
      expect(response.status, String(accessTokenTtl)).toBe(400);
    }
    expect((await http.post('/api/resources', { name: '', indicator: 'https://n.example.com' })).status).toBe(400);
    expect(
      (await http.post('/api/resources', { name: 'x', indicator: 'https://n.example.com', extra: 1 })).status,
    ).toBe(400);
  });

  it('searches by name and indicator, and pages with Total-Number', async () => {
    await createResource('Billing', 'https://billing.example.com');
    const found = await http.get('/api/resources?search=billing');
    expect(found.body.map((resource: { name: string }) => resource.name)).toEqual(['Billing']);
    const page = await http.get('/api/resources?page=1&page_size=2');
    expect(page.body).toHaveLength(2);
    expect(Number(page.headers.get('total-number'))).toBeGreaterThanOrEqual(4);
    expect((await http.get('/api/resources?page=0')).status).toBe(400);
  });

  it('updates name and lifetime but never the indicator; unknown ids are 404', async () => {
    const created = await createResource('Old name', 'https://rename.example.com');
    const updated = await http.patch(`/api/resources/${created.id}`, { name: 'New name', accessTokenTtl: 600 });
    expect(updated.body).toMatchObject({ name: 'New name', accessTokenTtl: 600, indicator: created.indicator });
    expect((await http.patch(`/api/resources/${created.id}`, { indicator: 'https://other.example.com' })).status).toBe(
      400,
    );
    expect((await http.patch(`/api/resources/${created.id}`, {})).status).toBe(400);
    const missing = await http.get('/api/resources/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('resource.not_found');
  });

  it('keeps one default resource per tenant', async () => {
    const first = await createResource('First default', 'https://default-1.example.com');
    const second = await createResource('Second default', 'https://default-2.example.com');
    expect((await http.patch(`/api/resources/${first.id}/is-default`, { isDefault: true })).body.isDefault).toBe(true);
    expect((await http.patch(`/api/resources/${second.id}/is-default`, { isDefault: true })).body.isDefault).toBe(true);
    expect((await http.get(`/api/resources/${first.id}`)).body.isDefault).toBe(false);
    expect((await http.patch(`/api/resources/${second.id}/is-default`, { isDefault: false })).body.isDefault).toBe(
      false,
    );
  });
});

describe('permissions', () => {
  it('creates, renames and deletes permissions, unique by name within their resource', async () => {
    const resource = await createResource('Photos', 'https://photos.example.com');
    const base = `/api/resources/${resource.id}/scopes`;
    const read = await http.post(base, { name: 'read:photos', description: 'See photos' });
    expect(read.status).toBe(201);
    expect(read.body).toMatchObject({ name: 'read:photos', description: 'See photos', resourceId: resource.id });
    const write = await http.post(base, { name: 'write:photos' });
    expect(write.body.description).toBeNull();

    const duplicate = await http.post(base, { name: 'read:photos' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.code).toBe('scope.name_in_use');
    for (const name of ['read photos', 'say"hi"', 'back\\slash']) {
      expect((await http.post(base, { name })).body.code, name).toBe('scope.invalid_name');
    }
    // The same name in another resource is fine.
    const other = await createResource('Videos', 'https://videos.example.com');
    expect((await http.post(`/api/resources/${other.id}/scopes`, { name: 'read:photos' })).status).toBe(201);

    expect((await http.patch(`${base}/${write.body.id}`, { name: 'read:photos' })).status).toBe(422);
    const renamed = await http.patch(`${base}/${write.body.id}`, { name: 'edit:photos', description: 'Edit photos' });
    expect(renamed.body).toMatchObject({ name: 'edit:photos', description: 'Edit photos' });

    expect((await http.get(`${base}?search=edit`)).body.map((scope: { name: string }) => scope.name)).toEqual([
      'edit:photos',
    ]);
    const paged = await http.get(`${base}?page=1&page_size=1`);
    expect(paged.headers.get('total-number')).toBe('2');

    expect((await http.delete(`${base}/${write.body.id}`)).status).toBe(204);
    expect((await http.delete(`${base}/${write.body.id}`)).body.code).toBe('scope.not_found');
    // A permission is addressed through its own resource only.
    expect((await http.delete(`/api/resources/${other.id}/scopes/${read.body.id}`)).status).toBe(404);
    expect((await http.get('/api/resources/nope/scopes')).body.code).toBe('resource.not_found');
  });

  it('lists resources with their permissions on request', async () => {
    const list = await http.get('/api/resources?includeScopes=true&search=photos.example');
    expect(list.body).toHaveLength(1);
    expect(list.body[0].scopes.map((scope: { name: string }) => scope.name)).toEqual(['read:photos']);
  });
});

describe('tokens follow the permissions', () => {
  it('an M2M app gets exactly the permissions of its roles; deleted permissions and resources leave the next token', async () => {
    const resource = await createResource('Inventory', 'https://inventory.example.com', { accessTokenTtl: 900 });
    const base = `/api/resources/${resource.id}/scopes`;
    const read = (await http.post(base, { name: 'read:stock' })).body;
    const write = (await http.post(base, { name: 'write:stock' })).body;
    await http.post(base, { name: 'delete:stock' });

    const app = (await http.post('/api/applications', { name: 'Warehouse robot', type: 'MachineToMachine' })).body;
    await gh.deps.database.withTenant('default', async (trx) => {
      await trx
        .insertInto('roles')
        .values({ tenantId: 'default', id: 'stock-keeper', name: 'Stock keeper', type: 'MachineToMachine' })
        .execute();
      await trx
        .insertInto('rolesScopes')
        .values([read.id, write.id].map((scopeId) => ({ tenantId: 'default', roleId: 'stock-keeper', scopeId })))
        .execute();
    });
    expect((await http.post(`/api/applications/${app.id}/roles`, { roleIds: ['stock-keeper'] })).status).toBe(201);

    const config = await discover(`${gh.userUrl}/oidc`, app.id, app.secret);
    const tokenFor = async (scope: string) =>
      decodeJwt((await client.clientCredentialsGrant(config, { resource: resource.indicator, scope })).access_token);

    const claims = await tokenFor('read:stock write:stock delete:stock');
    expect(String(claims.scope).split(' ').sort()).toEqual(['read:stock', 'write:stock']);
    expect(claims.aud).toBe(resource.indicator);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);

    expect((await http.delete(`${base}/${write.id}`)).status).toBe(204);
    expect((await tokenFor('read:stock write:stock')).scope).toBe('read:stock');

    expect((await http.delete(`/api/resources/${resource.id}`)).status).toBe(204);
    const left = await gh.deps.database.withTenant('default', (trx) =>
      trx.selectFrom('rolesScopes').selectAll().where('roleId', '=', 'stock-keeper').execute(),
    );
    expect(left).toEqual([]);
    await expect(
      client.clientCredentialsGrant(config, { resource: resource.indicator, scope: 'read:stock' }),
    ).rejects.toMatchObject({
      error: 'invalid_target',
    });
  });
});
