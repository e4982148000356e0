import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand } from '../cli/commands';
import { type ConsoleUser, createCloudTenant } from '../test/cloud-tenant';
import { signUpConsoleUser } from '../test/console-user';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let owner: ConsoleUser;
let stranger: ConsoleUser;
let tenant: Awaited<ReturnType<typeof createCloudTenant>>;

beforeAll(async () => {
  gh = await startTestGatehouse({ GATEHOUSE_CLOUD: '1' });
  owner = await signUpConsoleUser(gh.adminUrl, 'sub_owner');
  stranger = await signUpConsoleUser(gh.adminUrl, 'sub_stranger');
  tenant = await createCloudTenant(gh, owner, 'production', 'Paying soon');
});
afterAll(() => gh?.stop());

describe('plans and subscriptions (cloud API)', () => {
  it('lists the plans one may choose, and those a tenant may be on', async () => {
    const http = api(gh.adminUrl, owner.meToken);
    const skus = await http.get('/api/skus?type=Basic');
    expect(skus.status).toBe(200);
    expect(skus.body.map((sku: { id: string }) => sku.id)).toEqual(['Free', 'Pro', 'Pro202411']);
    expect(skus.body[0]).toMatchObject({
      unitPrice: 0,
      quota: { applicationsLimit: 3, mauLimit: 50_000, mfaEnabled: false },
    });
    expect((await http.get('/api/skus?type=AddOn')).body).toEqual([]);
    expect((await http.get('/api/skus?type=Other')).status).toBe(400);
    const available = await http.get(`/api/tenants/${tenant.id}/available-skus?type=basic`);
    expect(available.body.map((sku: { id: string }) => sku.id)).toEqual(['Free', 'Pro202411']);
    expect((await api(gh.adminUrl).get('/api/skus')).status).toBe(401);
  });

  it('answers the subscription and its usage to members only', async () => {
    const http = api(gh.adminUrl, owner.meToken);
    const subscription = await http.get(`/api/tenants/${tenant.id}/subscription`);
    expect(subscription.status).toBe(200);
    expect(subscription.body).toMatchObject({ planId: 'Free', status: 'active', isEnterprisePlan: false });
    const { currentPeriodStart, currentPeriodEnd } = subscription.body;
    expect(currentPeriodStart).toBeLessThanOrEqual(Date.now());
    expect(currentPeriodEnd).toBeGreaterThan(Date.now());
    const other = api(gh.adminUrl, stranger.meToken);
    for (const path of ['subscription', 'subscription-usage', 'available-skus']) {
      const answer = await other.get(`/api/tenants/${tenant.id}/${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.body.code).toBe('tenant.not_found');
    }
  });

  it('counts what the tenant uses, with the scopes of each resource and role', async () => {
    const { management } = tenant;
    await management.post('/api/applications', { name: 'Web', type: 'SPA' });
    const resource = (await management.post('/api/resources', { name: 'API', indicator: 'https://api.test' })).body;
    const scope = (await management.post(`/api/resources/${resource.id}/scopes`, { name: 'read' })).body;
    const role = (await management.post('/api/roles', { name: 'Reader', description: 'Reads' })).body;
    await management.post(`/api/roles/${role.id}/scopes`, { scopeIds: [scope.id] });
    const answer = await api(gh.adminUrl, owner.meToken).get(`/api/tenants/${tenant.id}/subscription-usage`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.quota).toEqual(answer.body.basicQuota);
    expect(answer.body.quota.applicationsLimit).toBe(3);
    expect(answer.body.usage).toMatchObject({
      applicationsLimit: 1,
      machineToMachineLimit: 0,
      resourcesLimit: 1,
      scopesPerResourceLimit: 1,
      userRolesLimit: 1,
      scopesPerRoleLimit: 1,
      hooksLimit: 0,
      tenantMembersLimit: 1,
      mauLimit: 0,
      mfaEnabled: false,
      customJwtEnabled: false,
    });
    expect(answer.body.resources).toEqual({ [resource.id]: 1 });
    expect(answer.body.roles).toEqual({ [role.id]: 1 });
  });

  it('counts issued tokens per month without a write per grant, and lists them with the tenant', async () => {
    const app = await createManagementApp(gh, tenant.id);
    const issuer = `${gh.userUrl}/t/${tenant.id}/oidc`;
    for (let i = 0; i < 3; i++) await managementToken(issuer, app);
    const stored = () =>
      gh.deps.database.system.selectFrom('tokenUsage').select('count').where('tenantId', '=', tenant.id).execute();
    expect(gh.deps.tokenUsage.pending(tenant.id)).toBe(3);
    const listed = async () =>
      (await api(gh.adminUrl, owner.meToken).get('/api/tenants')).body.find(
        (item: { id: string }) => item.id === tenant.id,
      );
    expect(await listed()).toMatchObject({
      planId: 'Free',
      subscription: { planId: 'Free', status: 'active' },
      usage: { activeUsers: 0, tokenUsage: 3 },
      quota: { mauLimit: 50_000, tokenLimit: 500_000 },
    });
    await gh.deps.tokenUsage.flush();
    expect(gh.deps.tokenUsage.pending(tenant.id)).toBe(0);
    expect((await stored()).map((row) => Number(row.count))).toEqual([3]);
    await managementToken(issuer, app);
    await gh.deps.tokenUsage.flush();
    expect((await stored()).map((row) => Number(row.count))).toEqual([4]);
    expect((await listed()).usage.tokenUsage).toBe(4);
  });

  it('puts a tenant on another plan from the CLI, which lifts its limits', async () => {
    expect(() => parseCommand(['tenant', 'plan', tenant.id, 'Gold'])).toThrow(/Unknown plan 'Gold'/);
    expect(() => parseCommand(['tenant', 'plan', tenant.id])).toThrow(/needs TENANT_ID PLAN_ID/);
    await expect(parseCommand(['tenant', 'plan', 'nosuchtenant', 'Pro'])(gh.deps)).rejects.toThrow(/does not exist/);
    expect(await parseCommand(['tenant', 'plan', tenant.id, 'Pro202411'])(gh.deps)).toMatch(/is on plan Pro202411/);
    const http = api(gh.adminUrl, owner.meToken);
    expect((await http.get(`/api/tenants/${tenant.id}/subscription`)).body.planId).toBe('Pro202411');
    for (const name of ['Two', 'Three', 'Four']) {
      expect((await tenant.management.post('/api/applications', { name, type: 'SPA' })).status).toBe(201);
    }
    const organization = await tenant.management.post('/api/organizations', { name: 'Acme' });
    expect(organization.status).toBe(201);
  });
});
