import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloudTenant, expectQuotaExceeded } from '../test/cloud-tenant';
import { signUpConsoleUser } from '../test/console-user';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

const redirectUri = 'https://web.example/callback';

describe('self-hosted edition', () => {
  let gh: TestGatehouse;
  beforeAll(async () => {
    gh = await startTestGatehouse();
  });
  afterAll(() => gh?.stop());

  it('is never limited, whatever plan the tenant row names', async () => {
    await gh.deps.database.system.updateTable('tenants').set({ planId: 'Free' }).where('id', '=', 'default').execute();
    const management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      expect((await management.post('/api/applications', { name, type: 'SPA' })).status).toBe(201);
    }
    expect((await management.post('/api/applications', { name: 'Robot', type: 'MachineToMachine' })).status).toBe(201);
    expect((await management.post('/api/organizations', { name: 'Acme' })).status).toBe(201);
    const mfa = await management.patch('/api/sign-in-exp', { mfa: { factors: ['Totp'], policy: 'UserControlled' } });
    expect(mfa.status, JSON.stringify(mfa.body)).toBe(200);
  });
});

describe('the Development plan (cloud edition)', () => {
  let gh: TestGatehouse;
  beforeAll(async () => {
    gh = await startTestGatehouse({ GATEHOUSE_CLOUD: '1' });
  });
  afterAll(() => gh?.stop());

  it('has MFA, organizations and enterprise SSO, but not IdP-initiated SSO until a plan has it', async () => {
    const owner = await signUpConsoleUser(gh.adminUrl, 'dev_owner');
    const tenant = await createCloudTenant(gh, owner, 'development');
    const { management } = tenant;
    const mfa = await management.patch('/api/sign-in-exp', { mfa: { factors: ['Totp'], policy: 'UserControlled' } });
    expect(mfa.status, JSON.stringify(mfa.body)).toBe(200);
    expect((await management.post('/api/organizations', { name: 'Acme' })).status).toBe(201);
    const app = await management.post('/api/applications', {
      name: 'Web',
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    });
    expect(app.status).toBe(201);
    const connector = await management.post('/api/sso-connectors', { providerName: 'SAML', connectorName: 'Corp' });
    expect(connector.status, JSON.stringify(connector.body)).toBe(201);
    const path = `/api/sso-connectors/${connector.body.id}/idp-initiated-auth-config`;
    const config = { enabled: true, defaultApplicationId: app.body.id, redirectUri };
    expectQuotaExceeded(await management.put(path, config), { idpInitiatedSsoEnabled: false });
    // Saved switched off, it is allowed; on the Pro plan, switched on too.
    expect((await management.put(path, { ...config, enabled: false })).status).toBe(200);
    await tenant.plan('Pro');
    expect((await management.put(path, config)).status).toBe(200);
  });

  it('moves a development tenant to Free when it becomes a production tenant', async () => {
    const owner = await signUpConsoleUser(gh.adminUrl, 'dev_mover');
    const tenant = await createCloudTenant(gh, owner, 'development');
    const http = api(gh.adminUrl, owner.meToken);
    const patched = await http.patch(`/api/tenants/${tenant.id}`, { tag: 'production' });
    expect(patched.body).toMatchObject({ tag: 'production', planId: 'Free', quota: { mauLimit: 50_000 } });
    await tenant.plan('Pro');
    expect((await http.patch(`/api/tenants/${tenant.id}`, { tag: 'development' })).body.planId).toBe('Pro');
  });
});
