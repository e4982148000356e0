import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, getJson, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let token: string;

beforeAll(async () => {
  gh = await startTestGatehouse();
  token = await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh));
});
afterAll(() => gh?.stop());

describe('status', () => {
  it('answers 200 on both endpoints while the database answers', async () => {
    for (const base of [gh.userUrl, gh.adminUrl]) {
      const response = await fetch(`${base}/api/status`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('tenancy', () => {
  it('resolves /t/{tenantId} paths and answers 404 tenant.not_found for an unknown tenant', async () => {
    const known = await fetch(`${gh.userUrl}/t/default/oidc/.well-known/openid-configuration`);
    expect(known.status).toBe(200);

    const unknownApi = await api(gh.userUrl, token).get('/t/nope/api/applications');
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.body.code).toBe('tenant.not_found');

    const unknownOidc = await fetch(`${gh.userUrl}/t/nope/oidc/.well-known/openid-configuration`);
    expect(unknownOidc.status).toBe(404);
    expect(((await unknownOidc.json()) as { code: string }).code).toBe('tenant.not_found');
  });

  it('serves the admin tenant only on the admin endpoint', async () => {
    const onAdmin = await getJson(`${gh.adminUrl}/oidc/.well-known/openid-configuration`);
    expect(onAdmin.issuer).toBe(`${gh.adminUrl}/oidc`);
    const onUser = await fetch(`${gh.userUrl}/t/admin/oidc/.well-known/openid-configuration`);
    expect(onUser.status).toBe(404);
  });

  it('gives every tenant its own issuer and keys', async () => {
    const user = await getJson(`${gh.userUrl}/oidc/jwks`);
    const admin = await getJson(`${gh.adminUrl}/oidc/jwks`);
    expect(user.keys[0].kid).not.toBe(admin.keys[0].kid);
    expect(user.keys[0].kty).toBe('EC');
    expect(user.keys[0].d).toBeUndefined();
  });
});

describe('management API authentication', () => {
  it('refuses a missing, malformed or forged token with 401 auth.unauthorized', async () => {
    for (const authorization of [undefined, 'Bearer nonsense', 'Basic abc', `Bearer ${token.slice(0, -4)}AAAA`]) {
      const response = await fetch(`${gh.userUrl}/api/applications`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status, authorization).toBe(401);
      expect((await getJson(response.url, { headers: authorization ? { authorization } : {} })).code).toBe(
        'auth.unauthorized',
      );
    }
  });

  it("refuses another tenant's management token", async () => {
    const adminApp = await createManagementApp(gh, 'admin');
    const adminToken = await managementToken(`${gh.adminUrl}/oidc`, adminApp);
    const response = await api(gh.userUrl, adminToken).get('/api/applications');
    expect(response.status).toBe(401);
  });

  it('refuses a token without the all scope with 403 auth.forbidden', async () => {
    const app = await createManagementApp(gh);
    const { discover, client } = await import('../test/oidc-client');
    const config = await discover(`${gh.userUrl}/oidc`, app.id, app.secret);
    const noScope = await client.clientCredentialsGrant(config, { resource: app.resource });
    expect(noScope.scope).toBeUndefined();
    const response = await api(gh.userUrl, noScope.access_token).get('/api/applications');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('auth.forbidden');
  });

  it('accepts a token the admin tenant issued for this tenant’s management API', async () => {
    // A console-side machine app in the admin tenant holding the default tenant's admin access.
    const { createApplicationService } = await import('../applications/service');
    const service = createApplicationService(gh.deps, 'admin');
    const app = await service.create({ name: 'Console automation', type: 'MachineToMachine' });
    const roleId = await gh.deps.database.withTenant('admin', async (trx) => {
      const role = await trx
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'default:admin')
        .executeTakeFirstOrThrow();
      // The default:admin role is a User role; give the app an M2M role holding the same scope.
      const m2mRoleId = 'test-m2m-default';
      await trx
        .insertInto('roles')
        .values({ tenantId: 'admin', id: m2mRoleId, name: 'default:m2m', type: 'MachineToMachine' })
        .execute();
      const scopes = await trx.selectFrom('rolesScopes').select('scopeId').where('roleId', '=', role.id).execute();
      await trx
        .insertInto('rolesScopes')
        .values(scopes.map(({ scopeId }) => ({ tenantId: 'admin', roleId: m2mRoleId, scopeId })))
        .execute();
      return m2mRoleId;
    });
    await service.assignRoles(app.id, [roleId]);
    const adminIssuedToken = await managementToken(`${gh.adminUrl}/oidc`, {
      id: app.id,
      secret: app.secret ?? '',
      resource: 'https://default.gatehouse.local/api',
    });
    const response = await api(gh.userUrl, adminIssuedToken).get('/api/applications');
    expect(response.status).toBe(200);
  });
});

describe('API conventions', () => {
  it('carries a request id, echoing a sane incoming one', async () => {
    const response = await fetch(`${gh.userUrl}/api/status`, { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    const generated = await fetch(`${gh.userUrl}/api/status`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('translates error messages by Accept-Language and keeps the code stable', async () => {
    const english = await api(gh.userUrl).get('/api/applications');
    const german = await api(gh.userUrl).get('/api/applications', { 'accept-language': 'de-DE,de;q=0.9' });
    const japanese = await api(gh.userUrl).get('/api/applications', { 'accept-language': 'ja' });
    expect(english.body.code).toBe('auth.unauthorized');
    expect(german.body.code).toBe('auth.unauthorized');
    expect(german.body.message).not.toBe(english.body.message);
    expect(japanese.body.message).not.toBe(english.body.message);
  });

  it('answers 404 route.not_found for an unknown API path', async () => {
    const response = await api(gh.userUrl, token).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('route.not_found');
  });

  it('allows CORS from the console origins only', async () => {
    const allowed = await fetch(`${gh.userUrl}/api/applications`, {
      method: 'OPTIONS',
      headers: { origin: gh.adminUrl, 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(gh.adminUrl);
    const denied = await fetch(`${gh.userUrl}/api/applications`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves an OpenAPI 3.1 document in which every operation has a summary and declares its errors', async () => {
    const document = await getJson(`${gh.userUrl}/api/openapi.json`);
    const alias = await getJson(`${gh.userUrl}/api/swagger.json`);
    expect(alias).toEqual(document);
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(
      document.paths as Record<
        string,
        Record<string, { summary?: string; security?: unknown[]; responses: Record<string, unknown> }>
      >,
    ).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    expect(operations.length).toBeGreaterThanOrEqual(12);
    for (const { path, method, operation } of operations) {
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      // Every operation that takes a token says what happens without one.
      if (operation.security?.length) expect(Object.keys(operation.responses), `${method} ${path}`).toContain('401');
    }
    expect(document.paths['/api/applications/{id}/secrets/{name}'].patch).toBeDefined();
  });

  it('gives every string pattern of the OpenAPI document as a flag-free ECMA-262 regex, so clients accept what the server does', async () => {
    const document = await getJson(`${gh.userUrl}/api/openapi.json`);
    /** Every `pattern` in the document, by its JSON path. */
    const patternsOf = (node: unknown, at: string): [string, string][] => {
      if (typeof node !== 'object' || node === null) return [];
      return Object.entries(node).flatMap(([key, value]) =>
        key === 'pattern' && typeof value === 'string'
          ? [[`${at}/pattern`, value] as [string, string]]
          : patternsOf(value, `${at}/${key}`),
      );
    };
    const patterns = patternsOf(document, '');
    expect(patterns.length).toBeGreaterThan(0);
    for (const [at, pattern] of patterns) {
      // JSON Schema patterns are ECMA-262 with no flags (JSON Schema 2020-12 §6.3.3); a flag that
      // leaked from a regex literal (`…$/i`) still compiles, as a literal slash, and matches nothing.
      expect(() => new RegExp(pattern, 'u'), at).not.toThrow();
      expect(pattern, at).not.toMatch(/\$\/[dgimsuvy]+$/);
    }

    const colourPatterns = patterns.filter(([at]) => /Color\/pattern$/.test(at));
    expect(colourPatterns.length).toBeGreaterThan(0);
    for (const [at, pattern] of colourPatterns) {
      const colour = new RegExp(pattern, 'u');
      for (const accepted of ['#abcdef', '#ABCDEF', '#AbCdEf', '#6139F6']) expect(colour.test(accepted), at).toBe(true);
      for (const refused of ['#abcdeg', 'abcdef', '#abcdef0', 'red']) expect(colour.test(refused), at).toBe(false);
    }
  });
});

describe('row-level security', () => {
  it('hides other tenants’ rows from a query that forgets its tenant filter', async () => {
    const rows = await gh.deps.database.withTenant('default', (trx) =>
      // Deliberately no tenant filter.
      trx.selectFrom('resources').select(['tenantId', 'indicator']).execute(),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.tenantId))).toEqual(new Set(['default']));

    const all = await gh.deps.database.system.selectFrom('resources').select('tenantId').execute();
    expect(new Set(all.map((row) => row.tenantId))).toEqual(new Set(['default', 'admin']));
  });

  it('refuses to write a row for another tenant', async () => {
    await expect(
      gh.deps.database.withTenant('default', (trx) =>
        trx.insertInto('roles').values({ tenantId: 'admin', id: 'sneaky', name: 'sneaky' }).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('runs tenant transactions as a role that cannot bypass row-level security', async () => {
    const role = await gh.deps.database.withTenant('default', async (trx) => {
      const { rows } = await sql<{ role: string; bypass: boolean }>`
        select current_user as role, rolbypassrls as bypass from pg_roles where rolname = current_user`.execute(trx);
      return rows[0];
    });
    expect(role).toEqual({ role: 'gatehouse_tenant', bypass: false });
  });
});

describe('secrets at rest', () => {
  it('stores signing keys and client secrets encrypted', async () => {
    const app = await createManagementApp(gh);
    const keys = await gh.deps.database.system.selectFrom('oidcKeys').select('value').execute();
    for (const { value } of keys) {
      expect(value).toMatch(/^v1\./);
      expect(value).not.toContain('"d"');
    }
    const stored = await gh.deps.database.system
      .selectFrom('applications')
      .select('secret')
      .where('id', '=', app.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).toMatch(/^v1\./);
    expect(stored.secret).not.toContain(app.secret);
  });
});
