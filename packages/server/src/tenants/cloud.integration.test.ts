import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionTenant } from '../app/seed';
import { signUpConsoleUser } from '../test/console-user';
import { startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api } from '../test/oidc-client';
import { setTenantMember } from './public';
import { createTenantCloudService } from './service.cloud';

let gh: TestGatehouse;
let alice: Awaited<ReturnType<typeof signUpConsoleUser>>;
let bob: Awaited<ReturnType<typeof signUpConsoleUser>>;
let first = '';
let second = '';

const tenantCount = async () =>
  Number(
    (
      await gh.deps.database.system
        .selectFrom('tenants')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  gh = await startTestGatehouse({ GATEHOUSE_CLOUD: '1' });
  alice = await signUpConsoleUser(gh.adminUrl, 'alice');
  bob = await signUpConsoleUser(gh.adminUrl, 'bob');
});
afterAll(() => gh?.stop());

describe('tenants (cloud API)', () => {
  it('refuses bad input with 400 before anything is written', async () => {
    const http = api(gh.adminUrl, alice.meToken);
    const before = await tenantCount();
    for (const body of [
      { name: 'x', regionName: 'MARS' },
      { name: '', regionName: 'EU' },
      { name: 'x'.repeat(129), regionName: 'EU' },
      { name: 'x', regionName: 'EU', tag: 'staging' },
      { name: 'x', regionName: 'EU', id: 'chosen' },
    ]) {
      const answer = await http.post('/api/tenants', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('guard.invalid_input');
    }
    expect(await tenantCount()).toBe(before);
    expect((await api(gh.adminUrl).get('/api/tenants')).status).toBe(401);
  });

  it('leaves no half-seeded tenant when a step of the creation fails', async () => {
    const before = await tenantCount();
    let seeded = '';
    const failing = createTenantCloudService(gh.deps, async (tenant) => {
      seeded = tenant.id;
      await provisionTenant(gh.deps, tenant);
      throw new Error('injected failure after seeding');
    });
    await expect(failing.create(alice.id, { name: 'Doomed', regionName: 'EU' })).rejects.toThrow('injected');
    expect(seeded).not.toBe('');
    expect(await tenantCount()).toBe(before);
    const leftovers = await gh.deps.database.system
      .selectFrom('oidcKeys')
      .select('id')
      .where('tenantId', '=', seeded)
      .union(gh.deps.database.system.selectFrom('organizations').select('id').where('id', '=', `t-${seeded}`))
      .execute();
    expect(leftovers).toEqual([]);
    expect((await api(gh.adminUrl, alice.meToken).get('/api/tenants')).body).toEqual([]);
  });

  it('creates seeded tenants with the creator as admin, and lists each user’s own only', async () => {
    const http = api(gh.adminUrl, alice.meToken);
    const created = await http.post('/api/tenants', { name: 'Alpha', regionName: 'EU' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Alpha', tag: 'development', regionName: 'EU', role: 'admin' });
    expect(created.body.scopes).toHaveLength(8);
    expect(created.body.id).toMatch(/^[a-z0-9]{12}$/);
    first = created.body.id;
    second = (await http.post('/api/tenants', { name: 'Beta', tag: 'production', regionName: 'AU' })).body.id;

    // Seeded like `default`: its OIDC discovery and key set answer at once.
    const endpoints = await http.get(`/api/.well-known/endpoints/${first}`);
    expect(endpoints.body).toEqual({ user: `${gh.userUrl}/t/${first}` });
    expect((await fetch(`${endpoints.body.user}/oidc/.well-known/openid-configuration`)).status).toBe(200);
    expect(
      ((await (await fetch(`${endpoints.body.user}/oidc/jwks`)).json()) as { keys: unknown[] }).keys,
    ).not.toHaveLength(0);

    expect((await http.get('/api/tenants')).body.map((tenant: { id: string }) => tenant.id)).toEqual([first, second]);
    const outsider = api(gh.adminUrl, bob.meToken);
    expect((await outsider.get('/api/tenants')).body).toEqual([]);
    for (const answer of [
      await outsider.get(`/api/.well-known/endpoints/${first}`),
      await outsider.patch(`/api/tenants/${first}`, { name: 'mine' }),
      await outsider.delete(`/api/tenants/${first}`),
      await outsider.get(`/api/tenants/${first}/members`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('tenant.not_found');
    }
    const renamed = await http.patch(`/api/tenants/${first}`, { name: 'Alpha 2', tag: 'production' });
    expect(renamed.body).toMatchObject({ name: 'Alpha 2', tag: 'production' });
  });
});

describe('the management proxy /m/{tenantId}/api', () => {
  it('serves the tenant’s management API to its members by tenant role and method', async () => {
    await gh.deps.database.withTenant('admin', (trx) => setTenantMember(trx, first, bob.id, 'collaborator'));
    const roles = { admin: alice, collaborator: bob };
    for (const [role, user] of Object.entries(roles)) {
      const http = api(gh.adminUrl, await user.tenantToken(first));
      const created = await http.post(`/m/${first}/api/applications`, { name: `by ${role}`, type: 'SPA' });
      expect(created.status, role).toBe(201);
      expect((await http.get(`/m/${first}/api/applications/${created.body.id}`)).status, role).toBe(200);
      expect(
        (await http.patch(`/m/${first}/api/applications/${created.body.id}`, { name: 'renamed' })).status,
        role,
      ).toBe(200);
      expect((await http.delete(`/m/${first}/api/applications/${created.body.id}`)).status, role).toBe(204);
    }
    // The collaborator sees members but manages neither them nor the tenant.
    const collaborator = api(gh.adminUrl, bob.meToken);
    expect((await collaborator.get(`/api/tenants/${first}/members`)).status).toBe(200);
    for (const answer of [
      await collaborator.put(`/api/tenants/${first}/members/${alice.id}/roles`, { roleName: 'collaborator' }),
      await collaborator.delete(`/api/tenants/${first}/members/${alice.id}`),
      await collaborator.patch(`/api/tenants/${first}`, { name: 'mine' }),
      await collaborator.delete(`/api/tenants/${first}`),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('tenant.insufficient_scope');
    }
    expect(
      (await collaborator.get(`/api/tenants/${first}/members/${bob.id}/scopes`)).body
        .map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['delete:data', 'read:data', 'read:member', 'write:data']);
  });

  it('takes only an organization token for that tenant, and a removed member’s token stops at once', async () => {
    const token = await alice.tenantToken(first);
    expect((await api(gh.adminUrl, token).get(`/m/${second}/api/applications`)).status).toBe(401);
    expect((await api(gh.adminUrl, alice.meToken).get(`/m/${first}/api/applications`)).status).toBe(401);
    expect((await api(gh.adminUrl).get(`/m/${first}/api/applications`)).status).toBe(401);
    expect((await api(gh.adminUrl, token).get('/m/nosuchtenant/api/applications')).body.code).toBe('tenant.not_found');
    await expect(bob.tenantToken(second)).rejects.toThrow();

    const bobToken = await bob.tenantToken(first);
    expect((await api(gh.adminUrl, alice.meToken).delete(`/api/tenants/${first}/members/${bob.id}`)).status).toBe(204);
    const refused = await api(gh.adminUrl, bobToken).get(`/m/${first}/api/applications`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('tenant.insufficient_scope');
  });

  it('leaks nothing of another tenant: every GET route with tenant B’s ids through tenant A’s proxy', async () => {
    const marker = 'secret-of-beta-7f3k';
    const beta = api(gh.adminUrl, await alice.tenantToken(second));
    // A production tenant starts on Free, which has no organizations: this one is on Pro.
    await gh.deps.database.system.updateTable('tenants').set({ planId: 'Pro' }).where('id', '=', second).execute();
    const ids = [
      (await beta.post(`/m/${second}/api/applications`, { name: marker, type: 'MachineToMachine' })).body.id,
      (await beta.post(`/m/${second}/api/roles`, { name: marker, description: marker })).body.id,
      (await beta.post(`/m/${second}/api/users`, { username: 'beta_user', name: marker })).body.id,
      (await beta.post(`/m/${second}/api/organizations`, { name: marker })).body.id,
      (await beta.post(`/m/${second}/api/resources`, { name: marker, indicator: 'https://beta.example/api' })).body.id,
    ];
    expect(ids.every(Boolean)).toBe(true);
    expect(JSON.stringify((await beta.get(`/m/${second}/api/applications`)).body)).toContain(marker);

    const alpha = api(gh.adminUrl, await alice.tenantToken(first));
    const document = (await api(gh.userUrl).get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const templates = Object.entries(document.paths)
      .filter(([path, operations]) => path.includes('{') && 'get' in operations)
      .map(([path]) => path);
    expect(templates.length).toBeGreaterThan(40);
    let calls = 0;
    for (const template of templates) {
      for (const id of ids) {
        const answer = await alpha.get(`/m/${first}${template.replace(/\{\w+\}/g, id)}`);
        calls++;
        expect(answer.status, template).toBeLessThan(500);
        expect(JSON.stringify(answer.body ?? ''), `${template} with ${id}`).not.toContain(marker);
      }
    }
    expect(calls).toBe(templates.length * ids.length);
  });
});

describe('members', () => {
  it('keeps the last admin', async () => {
    const http = api(gh.adminUrl, alice.meToken);
    for (const answer of [
      await http.delete(`/api/tenants/${first}/members/${alice.id}`),
      await http.put(`/api/tenants/${first}/members/${alice.id}/roles`, { roleName: 'collaborator' }),
    ]) {
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('tenant_member.last_admin');
    }
    await gh.deps.database.withTenant('admin', (trx) => setTenantMember(trx, first, bob.id, 'collaborator'));
    expect((await http.put(`/api/tenants/${first}/members/${bob.id}/roles`, { roleName: 'admin' })).status).toBe(204);
    expect(
      (await http.put(`/api/tenants/${first}/members/${alice.id}/roles`, { roleName: 'collaborator' })).status,
    ).toBe(204);
    const members = (await api(gh.adminUrl, bob.meToken).get(`/api/tenants/${first}/members`)).body;
    expect(members.map((m: { username: string; roleName: string }) => [m.username, m.roleName])).toEqual([
      ['alice', 'collaborator'],
      ['bob', 'admin'],
    ]);
    expect((await http.put(`/api/tenants/${first}/members/${alice.id}/roles`, { roleName: 'owner' })).status).toBe(400);
    expect((await http.get(`/api/tenants/${first}/members/nosuchuser/scopes`)).body.code).toBe(
      'tenant_member.not_found',
    );
  });

  it('deletes a tenant with its data, and never a built-in one', async () => {
    const http = api(gh.adminUrl, alice.meToken);
    expect((await http.delete(`/api/tenants/${second}`)).status).toBe(204);
    expect(
      await gh.deps.database.system.selectFrom('applications').select('id').where('tenantId', '=', second).execute(),
    ).toEqual([]);
    expect((await http.get('/api/tenants')).body.map((t: { id: string }) => t.id)).toEqual([first]);
    expect((await fetch(`${gh.userUrl}/t/${second}/oidc/.well-known/openid-configuration`)).status).toBe(404);
  });
});
