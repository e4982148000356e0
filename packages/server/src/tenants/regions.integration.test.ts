import { adminTenantId } from '@gatehouse/schemas/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleConfigFor } from '../console/static';
import { signUpConsoleUser } from '../test/console-user';
import { startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api } from '../test/oidc-client';
import { ensureTenantOrganization, insertTenantIfMissing, setTenantMember } from './public';

/**
 * Regions served by separate deployments (issue 20, spec §3): an EU and a US deployment, each
 * knowing where the other is. Each creates tenants in its own region only, and
 * `/api/.well-known/endpoints/{tenantId}` answers with the deployment serving the tenant's region.
 */
describe('two regions, two deployments', () => {
  let us: TestGatehouse;
  let eu: TestGatehouse;

  beforeAll(async () => {
    us = await startTestGatehouse({
      GATEHOUSE_CLOUD: '1',
      GATEHOUSE_REGION: 'US',
      GATEHOUSE_REGION_ENDPOINTS: 'EU=https://eu.gatehouse.test',
    });
    eu = await startTestGatehouse({
      GATEHOUSE_CLOUD: '1',
      GATEHOUSE_REGION: 'EU',
      GATEHOUSE_REGION_ENDPOINTS: `US=${us.userUrl}`,
    });
  });
  afterAll(async () => {
    await eu?.stop();
    await us?.stop();
  });

  it('creates a tenant in the deployment’s own region and refuses the others with a clear 4xx, writing nothing', async () => {
    const alice = api(eu.adminUrl, (await signUpConsoleUser(eu.adminUrl, 'alice')).meToken);
    const home = await alice.post('/api/tenants', { name: 'Home', regionName: 'EU' });
    expect(home.status).toBe(201);
    expect(home.body.regionName).toBe('EU');

    const elsewhere = await alice.post('/api/tenants', { name: 'Abroad', regionName: 'US' });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body).toMatchObject({
      code: 'tenant.region_not_served',
      data: { regionName: 'US', endpoint: us.userUrl },
    });
    const nowhere = await alice.post('/api/tenants', { name: 'Down under', regionName: 'AU' });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body).toMatchObject({
      code: 'tenant.region_not_served',
      data: { regionName: 'AU', endpoint: null },
    });
    expect((await alice.get('/api/tenants')).body.map((tenant: { name: string }) => tenant.name)).toEqual(['Home']);

    // The US deployment creates US tenants, and refuses EU ones, naming the EU deployment.
    const bob = api(us.adminUrl, (await signUpConsoleUser(us.adminUrl, 'bob')).meToken);
    expect((await bob.post('/api/tenants', { name: 'West', regionName: 'US' })).status).toBe(201);
    expect((await bob.post('/api/tenants', { name: 'East', regionName: 'EU' })).body).toMatchObject({
      code: 'tenant.region_not_served',
      data: { endpoint: 'https://eu.gatehouse.test' },
    });
  });

  it('tells where each tenant is served: here for its own region, the other deployment for another', async () => {
    const carol = await signUpConsoleUser(eu.adminUrl, 'carol');
    const http = api(eu.adminUrl, carol.meToken);
    const local = (await http.post('/api/tenants', { name: 'Local', regionName: 'EU' })).body.id as string;
    const answer = await http.get(`/api/.well-known/endpoints/${local}`);
    expect(answer.body).toEqual({ user: `${eu.userUrl}/t/${local}` });
    expect((await fetch(`${answer.body.user}/oidc/.well-known/openid-configuration`)).status).toBe(200);

    // A US tenant recorded here (created before the deployments were split) is the US deployment's.
    const moved = 'movedtous01';
    await insertTenantIfMissing(eu.deps.database.system, {
      id: moved,
      name: 'Moved',
      tag: 'development',
      regionName: 'US',
    });
    await eu.deps.database.withTenant(adminTenantId, async (trx) => {
      await ensureTenantOrganization(trx, { id: moved, name: 'Moved' });
      await setTenantMember(trx, moved, carol.id, 'admin');
    });
    expect((await http.get(`/api/.well-known/endpoints/${moved}`)).body).toEqual({ user: `${us.userUrl}/t/${moved}` });

    // Someone else's tenant stays hidden, wherever it is served.
    const dave = api(eu.adminUrl, (await signUpConsoleUser(eu.adminUrl, 'dave')).meToken);
    expect((await dave.get(`/api/.well-known/endpoints/${moved}`)).body.code).toBe('tenant.not_found');
  });

  it('offers the console only the regions this deployment serves', () => {
    expect(consoleConfigFor(eu.deps.config).regions).toEqual(['EU']);
    expect(consoleConfigFor(us.deps.config).regions).toEqual(['US']);
  });
});
