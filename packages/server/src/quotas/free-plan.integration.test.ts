import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleUser, createCloudTenant, expectQuotaExceeded } from '../test/cloud-tenant';
import { signUpConsoleUser } from '../test/console-user';
import { startTestGatehouse, type TestGatehouse } from '../test/harness';

let gh: TestGatehouse;
let owner: ConsoleUser;
let tenant: Awaited<ReturnType<typeof createCloudTenant>>;

const created = async (answer: Promise<{ status: number; body: any }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
};
const app = (name: string, type = 'SPA', extra: Record<string, unknown> = {}) => ({ name, type, ...extra });

beforeAll(async () => {
  gh = await startTestGatehouse({ GATEHOUSE_CLOUD: '1' });
  owner = await signUpConsoleUser(gh.adminUrl, 'free_owner');
  tenant = await createCloudTenant(gh, owner, 'production', 'Free tenant');
});
afterAll(() => gh?.stop());

describe('the Free plan (cloud edition)', () => {
  it('starts a production tenant on Free, a development one on Development', async () => {
    const plans = await gh.deps.database.system.selectFrom('tenants').select(['id', 'planId']).execute();
    const planOf = (id: string) => plans.find((row) => row.id === id)?.planId;
    expect(planOf(tenant.id)).toBe('Free');
    expect(planOf('admin')).toBe('Admin');
    const dev = await createCloudTenant(gh, owner, 'development');
    expect(
      (await gh.deps.database.system.selectFrom('tenants').select('planId').where('id', '=', dev.id).executeTakeFirst())
        ?.planId,
    ).toBe('Development');
  });

  it('allows 3 applications, 1 machine-to-machine app, no third-party app', async () => {
    const { management } = tenant;
    for (const name of ['One', 'Two', 'Three']) await created(management.post('/api/applications', app(name)));
    expectQuotaExceeded(await management.post('/api/applications', app('Four', 'Native')), { applicationsLimit: 3 });
    await created(management.post('/api/applications', app('Robot', 'MachineToMachine')));
    expectQuotaExceeded(await management.post('/api/applications', app('Robot 2', 'MachineToMachine')), {
      machineToMachineLimit: 1,
    });
    expectQuotaExceeded(
      await management.post('/api/applications', app('Partner', 'Traditional', { isThirdParty: true })),
      { thirdPartyApplicationsLimit: 0 },
    );
    const names = (await management.get('/api/applications')).body.map((item: { name: string }) => item.name);
    expect(names).not.toContain('Four');
    expect(names).not.toContain('Robot 2');
    expect(names).not.toContain('Partner');
  });

  it('allows 1 API resource with 1 scope', async () => {
    const { management } = tenant;
    const resource = await created(management.post('/api/resources', { name: 'API', indicator: 'https://api.test' }));
    expectQuotaExceeded(await management.post('/api/resources', { name: 'API 2', indicator: 'https://api2.test' }), {
      resourcesLimit: 1,
    });
    await created(management.post(`/api/resources/${resource.id}/scopes`, { name: 'read' }));
    expectQuotaExceeded(await management.post(`/api/resources/${resource.id}/scopes`, { name: 'write' }), {
      scopesPerResourceLimit: 1,
    });
  });

  it('allows 1 user role, 1 machine-to-machine role, 1 scope per role', async () => {
    const { management } = tenant;
    const role = await created(management.post('/api/roles', { name: 'Reader', description: 'Reads' }));
    expectQuotaExceeded(await management.post('/api/roles', { name: 'Writer', description: 'Writes' }), {
      userRolesLimit: 1,
    });
    await created(management.post('/api/roles', { name: 'Bots', description: 'Bots', type: 'MachineToMachine' }));
    expectQuotaExceeded(
      await management.post('/api/roles', { name: 'Bots 2', description: 'Bots', type: 'MachineToMachine' }),
      { machineToMachineRolesLimit: 1 },
    );
    // A second resource is refused, so the second scope comes from the management API's (built-in) resource.
    const resources = (await management.get('/api/resources?includeBuiltIn=true')).body as { id: string }[];
    const scopeIds: string[] = [];
    for (const resource of resources) {
      const scopes = (await management.get(`/api/resources/${resource.id}/scopes`)).body as { id: string }[];
      scopeIds.push(...scopes.map((scope) => scope.id));
    }
    expect(scopeIds.length).toBeGreaterThanOrEqual(2);
    expectQuotaExceeded(await management.post(`/api/roles/${role.id}/scopes`, { scopeIds: scopeIds.slice(0, 2) }), {
      scopesPerRoleLimit: 1,
    });
    expect((await management.get(`/api/roles/${role.id}/scopes`)).body).toEqual([]);
    expect((await management.post(`/api/roles/${role.id}/scopes`, { scopeIds: [scopeIds[0]] })).status).toBe(201);
    // The same scope again adds nothing, so it is not refused.
    expect((await management.post(`/api/roles/${role.id}/scopes`, { scopeIds: [scopeIds[0]] })).status).toBeLessThan(
      300,
    );
  });

  it('allows 1 webhook and 3 social connectors', async () => {
    const { management } = tenant;
    const hook = { events: ['PostSignIn'], config: { url: 'https://hooks.example/in', retries: 0 } };
    await created(management.post('/api/hooks', { name: 'One', ...hook }));
    expectQuotaExceeded(await management.post('/api/hooks', { name: 'Two', ...hook }), { hooksLimit: 1 });
    const config = { clientId: 'client', clientSecret: 'secret' };
    for (const connectorId of ['github', 'google', 'discord']) {
      await created(management.post('/api/connectors', { connectorId, config }));
    }
    expectQuotaExceeded(await management.post('/api/connectors', { connectorId: 'gitlab', config }), {
      socialConnectorsLimit: 3,
    });
  });

  it('has no organizations, enterprise SSO or SAML applications', async () => {
    const { management } = tenant;
    expectQuotaExceeded(await management.post('/api/organizations', { name: 'Acme' }), { organizationsLimit: 0 });
    expectQuotaExceeded(await management.post('/api/sso-connectors', { providerName: 'SAML', connectorName: 'Corp' }), {
      enterpriseSsoLimit: 0,
    });
    const saml = {
      name: 'HR',
      entityId: 'urn:hr:sp',
      acsUrl: { binding: 'HTTP-POST', url: 'https://hr.example/acs' },
      nameIdFormat: 'persistent',
    };
    expectQuotaExceeded(await management.post('/api/saml-applications', saml), { samlApplicationsLimit: 0 });
  });

  it('has no MFA and no custom JWT', async () => {
    const { management } = tenant;
    expectQuotaExceeded(
      await management.patch('/api/sign-in-exp', { mfa: { factors: ['Totp'], policy: 'UserControlled' } }),
      { mfaEnabled: false },
    );
    expect(
      (await management.patch('/api/sign-in-exp', { mfa: { factors: [], policy: 'UserControlled' } })).status,
    ).toBe(200);
    expectQuotaExceeded(
      await management.put('/api/configs/jwt-customizer/access-token', {
        script: 'const getCustomJwtClaims = async () => ({});',
      }),
      { customJwtEnabled: false },
    );
  });

  it('has one tenant member: inviting a second is refused', async () => {
    const http = (await import('../test/oidc-client')).api(gh.adminUrl, owner.meToken);
    expectQuotaExceeded(
      await http.post(`/api/tenants/${tenant.id}/invitations`, {
        invitee: 'second@example.com',
        roleName: 'collaborator',
      }),
      { tenantMembersLimit: 1 },
    );
  });

  it('lets only one of two parallel creates at limit − 1 pass', async () => {
    const other = await createCloudTenant(gh, owner, 'production', 'Race');
    await created(other.management.post('/api/applications', app('One')));
    await created(other.management.post('/api/applications', app('Two')));
    const answers = await Promise.all([
      other.management.post('/api/applications', app('Three a')),
      other.management.post('/api/applications', app('Three b')),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
    expect((await other.management.get('/api/applications')).body).toHaveLength(3);
  });
});
