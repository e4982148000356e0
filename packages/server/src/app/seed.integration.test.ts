import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScopesOf } from '../tenants/public';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, getJson, managementToken } from '../test/oidc-client';
import { createUserService } from '../users/service';
import { seed, seedIfChanged } from './seed';

const authorize = (base: string, redirectUri: string) => {
  const url = new URL(`${base}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: 'admin-console',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'x'.repeat(43),
    code_challenge_method: 'S256',
  }).toString();
  return fetch(url, { redirect: 'manual' });
};

describe('seed with extra console origins and RSA keys', () => {
  let gh: TestGatehouse;

  beforeAll(async () => {
    gh = await startTestGatehouse({
      GATEHOUSE_ADMIN_ORIGINS: 'https://vpn.example.com, https://console.example.org:8443',
      GATEHOUSE_SIGNING_KEY_ALG: 'RSA',
    });
  });
  afterAll(() => gh?.stop());

  it('lets the console sign in from the admin endpoint and every extra origin, and from nowhere else', async () => {
    for (const origin of [gh.adminUrl, 'https://vpn.example.com', 'https://console.example.org:8443']) {
      const response = await authorize(gh.adminUrl, `${origin}/console/callback`);
      expect(response.status, origin).toBe(303);
      expect(response.headers.get('location'), origin).toMatch(/^\/sign-in/);
    }
    const foreign = await authorize(gh.adminUrl, 'https://evil.example/console/callback');
    expect(foreign.status).toBe(400);
  });

  it('allows the management API to be called from every console origin', async () => {
    const response = await fetch(`${gh.userUrl}/api/applications`, {
      method: 'OPTIONS',
      headers: { origin: 'https://vpn.example.com', 'access-control-request-method': 'GET' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://vpn.example.com');
  });

  it('signs with RSA keys when GATEHOUSE_SIGNING_KEY_ALG=RSA', async () => {
    const jwks = await getJson(`${gh.userUrl}/oidc/jwks`);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    const token = await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh));
    expect(decodeProtectedHeader(token).alg).toBe('RS256');
    expect((await api(gh.userUrl, token).get('/api/applications')).status).toBe(200);
  });

  it('changes nothing when it runs again', async () => {
    const count = async () => {
      const system = gh.deps.database.system;
      const tables = ['tenants', 'oidcKeys', 'resources', 'scopes', 'roles', 'rolesScopes', 'applications'] as const;
      return Promise.all(tables.map(async (table) => (await system.selectFrom(table).selectAll().execute()).length));
    };
    const before = await count();
    expect(await seed(gh.deps)).toEqual([]);
    expect(await count()).toEqual(before);
  });

  it('makes every holder of default:admin (console users from before tenant roles) an admin member of default', async () => {
    const system = gh.deps.database.system;
    const organizationRows = [
      'organizations',
      'organizationRoles',
      'organizationScopes',
      'organizationRoleScopes',
    ] as const;
    const count = () =>
      Promise.all(organizationRows.map(async (table) => (await system.selectFrom(table).selectAll().execute()).length));
    const before = await count();
    const role = await system
      .selectFrom('roles')
      .select('id')
      .where('tenantId', '=', 'admin')
      .where('name', '=', 'default:admin')
      .executeTakeFirstOrThrow();
    const { id } = await createUserService(gh.deps, 'admin', { isBreached: async () => false }).create({
      username: 'legacy',
    });
    await system.insertInto('usersRoles').values({ tenantId: 'admin', userId: id, roleId: role.id }).execute();
    await seed(gh.deps);
    const scopes = await gh.deps.database.withTenant('admin', (trx) => tenantScopesOf(trx, 'default', id));
    expect(scopes).toHaveLength(8);
    expect(await count()).toEqual(before);
  });

  it('is skipped at a start whose code and configuration made the last seed, and runs when either changed', async () => {
    // The start seeded and remembered what it was made from.
    expect(await seedIfChanged(gh.deps)).toEqual({ skipped: true, created: [] });

    // Another admin origin: the seed runs again, and the console may sign in from the new origin.
    const moved = {
      ...gh.deps,
      config: { ...gh.deps.config, adminOrigins: [...gh.deps.config.adminOrigins, 'https://new.example'] },
    };
    expect(await seedIfChanged(moved)).toEqual({ skipped: false, created: [] });
    expect((await authorize(gh.adminUrl, 'https://new.example/console/callback')).status).toBe(303);
    expect(await seedIfChanged(moved)).toMatchObject({ skipped: true });

    // A tenant that lost its signing key is completed even when nothing else changed.
    await gh.deps.database.system
      .deleteFrom('oidcKeys')
      .where('tenantId', '=', 'default')
      .where('type', '=', 'private-key')
      .execute();
    const completed = await seedIfChanged(moved);
    expect(completed.skipped).toBe(false);
    expect(completed.created).toEqual([expect.stringMatching(/^default: signing key/)]);
    await seedIfChanged(gh.deps);
  });
});

describe('status without a database', () => {
  it('answers 503 status.database_unavailable when the database does not answer', async () => {
    const gh = await startTestGatehouse();
    const healthy = await fetch(`${gh.userUrl}/api/status`);
    expect(healthy.status).toBe(200);
    await gh.deps.database.close();
    // Routing data must be reloaded now, from a database that is gone: the status still answers.
    await gh.deps.bus.publish('default', 'tenant').catch(() => {});
    const response = await fetch(`${gh.userUrl}/api/status`);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { code: string }).code).toBe('status.database_unavailable');
    await gh.stop();
  });
});

describe('cookies behind a TLS proxy', () => {
  it('marks the sign-in cookies Secure, HttpOnly and SameSite=Lax when the endpoint is https and the proxy trusted', async () => {
    const gh = await startTestGatehouse({
      GATEHOUSE_ADMIN_ENDPOINT: 'https://console.example.com',
      TRUST_PROXY: '1',
    });
    try {
      const url = new URL(
        `${gh.adminUrl}/oidc/auth`.replace('https://console.example.com', `http://localhost:${gh.adminPort}`),
      );
      url.search = new URLSearchParams({
        client_id: 'admin-console',
        redirect_uri: 'https://console.example.com/console/callback',
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      }).toString();
      const response = await fetch(url, { redirect: 'manual', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.status).toBe(303);
      const interaction = response.headers.getSetCookie().find((cookie) => cookie.startsWith('_interaction='));
      expect(interaction).toMatch(/;\s*secure/i);
      expect(interaction).toMatch(/;\s*httponly/i);
      expect(interaction).toMatch(/;\s*samesite=lax/i);
    } finally {
      await gh.stop();
    }
  });
});
