import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
});
afterAll(() => gh?.stop());

const countApplications = async () =>
  (await gh.deps.database.system.selectFrom('applications').select('id').where('tenantId', '=', 'default').execute())
    .length;

describe('applications CRUD', () => {
  it('creates each usable type with its defaults; only confidential types get a secret, shown once', async () => {
    for (const type of ['Native', 'SPA', 'Traditional', 'MachineToMachine'] as const) {
      const redirectUris =
        type === 'Native'
          ? ['io.gatehouse.demo://callback']
          : type === 'MachineToMachine'
            ? []
            : ['https://a.example/cb'];
      const created = await http.post('/api/applications', {
        name: `${type} app`,
        type,
        oidcClientMetadata: { redirectUris, postLogoutRedirectUris: [] },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        name: `${type} app`,
        type,
        description: null,
        isThirdParty: false,
        customData: {},
        oidcClientMetadata: { redirectUris, postLogoutRedirectUris: [] },
      });
      expect(created.body.id).toMatch(/^[0-9a-z]{21}$/);
      const confidential = type === 'Traditional' || type === 'MachineToMachine';
      expect(typeof created.body.secret === 'string', type).toBe(confidential);

      const fetched = await http.get(`/api/applications/${created.body.id}`);
      expect(fetched.status).toBe(200);
      expect(fetched.body.secret).toBeUndefined();
    }
  });

  it('lists newest first, filters by type, third-party flag and search, and paginates with Total-Number and Link', async () => {
    await http.post('/api/applications', { name: 'Zebra portal', type: 'SPA', isThirdParty: true });
    const all = await http.get('/api/applications');
    expect(all.status).toBe(200);
    expect(all.headers.get('total-number')).toBeNull();
    expect(all.body[0].name).toBe('Zebra portal');

    const spas = await http.get('/api/applications?types=SPA&types=Native');
    expect(spas.body.every((app: { type: string }) => ['SPA', 'Native'].includes(app.type))).toBe(true);
    const thirdParty = await http.get('/api/applications?isThirdParty=true');
    expect(thirdParty.body.map((app: { name: string }) => app.name)).toEqual(['Zebra portal']);
    const search = await http.get('/api/applications?search=zEbRa');
    expect(search.body).toHaveLength(1);

    const page = await http.get('/api/applications?page=2&page_size=2');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(2);
    expect(Number(page.headers.get('total-number'))).toBe(all.body.length);
    const link = page.headers.get('link') ?? '';
    expect(link).toContain('rel="first"');
    expect(link).toContain('rel="prev"');
    expect(link).toContain('page=1&page_size=2');
  });

  it('never lists the built-in console client', async () => {
    const admin = api(
      gh.adminUrl,
      await managementToken(`${gh.adminUrl}/oidc`, await createManagementApp(gh, 'admin')),
    );
    const list = await admin.get('/api/applications');
    expect(list.status).toBe(200);
    expect(list.body.map((app: { id: string }) => app.id)).not.toContain('admin-console');
    expect((await admin.get('/api/applications/admin-console')).status).toBe(404);
    expect((await admin.delete('/api/applications/admin-console')).status).toBe(404);
  });

  it('merges client metadata on PATCH and replaces custom data', async () => {
    const { body: app } = await http.post('/api/applications', {
      name: 'Web',
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: ['https://w.example/cb'], postLogoutRedirectUris: [] },
      customClientMetadata: { idTokenTtl: 1800 },
      customData: { a: 1 },
    });
    const patched = await http.patch(`/api/applications/${app.id}`, {
      name: 'Web 2',
      description: 'Our site',
      oidcClientMetadata: { postLogoutRedirectUris: ['https://w.example/bye'] },
      customClientMetadata: { refreshTokenTtlInDays: 30, rotateRefreshToken: false },
      customData: { b: { nested_key: true } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: 'Web 2',
      description: 'Our site',
      oidcClientMetadata: { redirectUris: ['https://w.example/cb'], postLogoutRedirectUris: ['https://w.example/bye'] },
      customClientMetadata: { idTokenTtl: 1800, refreshTokenTtlInDays: 30, rotateRefreshToken: false },
      customData: { b: { nested_key: true } },
    });
  });

  it('deletes an application with its secrets', async () => {
    const { body: app } = await http.post('/api/applications', { name: 'Gone', type: 'MachineToMachine' });
    await http.post(`/api/applications/${app.id}/secrets`, { name: 'one' });
    expect((await http.delete(`/api/applications/${app.id}`)).status).toBe(204);
    expect((await http.get(`/api/applications/${app.id}`)).status).toBe(404);
    const secrets = await gh.deps.database.system
      .selectFrom('applicationSecrets')
      .select('name')
      .where('applicationId', '=', app.id)
      .execute();
    expect(secrets).toEqual([]);
  });
});

describe('bad input gets a clear error and writes nothing', () => {
  const cases: Array<[string, () => Promise<{ status: number; body: { code: string } }>, number, string]> = [
    ['malformed JSON', () => http.post('/api/applications', '{"name": "x",'), 400, 'request.invalid_json'],
    ['a wrong type', () => http.post('/api/applications', { name: 42, type: 'SPA' }), 400, 'guard.invalid_input'],
    [
      'an unknown enum value',
      () => http.post('/api/applications', { name: 'x', type: 'Mainframe' }),
      400,
      'guard.invalid_input',
    ],
    [
      'an over-long name',
      () => http.post('/api/applications', { name: 'x'.repeat(257), type: 'SPA' }),
      400,
      'guard.invalid_input',
    ],
    ['an empty name', () => http.post('/api/applications', { name: '', type: 'SPA' }), 400, 'guard.invalid_input'],
    [
      'a web redirect URI with a custom scheme',
      () =>
        http.post('/api/applications', {
          name: 'x',
          type: 'SPA',
          oidcClientMetadata: { redirectUris: ['myapp://cb'] },
        }),
      400,
      'application.invalid_redirect_uri',
    ],
    [
      'a native redirect URI over plain http',
      () =>
        http.post('/api/applications', {
          name: 'x',
          type: 'Native',
          oidcClientMetadata: { redirectUris: ['http://evil.example/cb'] },
        }),
      400,
      'application.invalid_redirect_uri',
    ],
    [
      'a CORS origin with a path (not an origin)',
      () =>
        http.post('/api/applications', {
          name: 'x',
          type: 'SPA',
          customClientMetadata: { corsAllowedOrigins: ['http://localhost:3000/path'] },
        }),
      400,
      'guard.invalid_input',
    ],
    [
      'a redirect URI listed twice',
      () =>
        http.post('/api/applications', {
          name: 'x',
          type: 'SPA',
          oidcClientMetadata: { redirectUris: ['https://a.example/cb', 'https://a.example/cb'] },
        }),
      400,
      'guard.invalid_input',
    ],
    [
      'a logo over plain http, which the console could not show',
      () =>
        http.post('/api/applications', {
          name: 'x',
          type: 'SPA',
          oidcClientMetadata: { logoUri: 'http://a.example/logo.png' },
        }),
      400,
      'guard.invalid_input',
    ],
    [
      'a redirect URI on a machine-to-machine app',
      () =>
        http.post('/api/applications', {
          name: 'x',
          type: 'MachineToMachine',
          oidcClientMetadata: { redirectUris: ['https://a.example/cb'] },
        }),
      400,
      'application.invalid_redirect_uri',
    ],
    [
      'a type not offered yet',
      () => http.post('/api/applications', { name: 'x', type: 'Protected' }),
      422,
      'application.protected_application_not_supported',
    ],
    [
      'a SAML application, which has its own endpoint',
      () => http.post('/api/applications', { name: 'x', type: 'SAML' }),
      422,
      'application.saml_use_saml_applications',
    ],
    [
      'refresh token days out of range',
      () =>
        http.post('/api/applications', { name: 'x', type: 'SPA', customClientMetadata: { refreshTokenTtlInDays: 91 } }),
      400,
      'guard.invalid_input',
    ],
    [
      'custom data that is not an object',
      () => http.post('/api/applications', { name: 'x', type: 'SPA', customData: [1] }),
      400,
      'guard.invalid_input',
    ],
    [
      'an oversized body',
      () => http.post('/api/applications', { name: 'x', type: 'SPA', customData: { blob: 'x'.repeat(1_100_000) } }),
      413,
      'request.payload_too_large',
    ],
    [
      'a non-JSON body',
      () => http.post('/api/applications', 'name=x', { 'content-type': 'text/plain' }),
      415,
      'request.unsupported_media_type',
    ],
    ['bad pagination', () => http.get('/api/applications?page=0'), 400, 'guard.invalid_pagination'],
    ['too large a page', () => http.get('/api/applications?page_size=101'), 400, 'guard.invalid_pagination'],
    ['an unknown id', () => http.get('/api/applications/doesnotexist'), 404, 'application.not_found'],
    [
      'patching an unknown id',
      () => http.patch('/api/applications/doesnotexist', { name: 'y' }),
      404,
      'application.not_found',
    ],
    ['deleting an unknown id', () => http.delete('/api/applications/doesnotexist'), 404, 'application.not_found'],
    ['an over-long id', () => http.get(`/api/applications/${'a'.repeat(22)}`), 400, 'guard.invalid_input'],
  ];

  it.each(cases)('%s', async (_name, request, status, code) => {
    const before = await countApplications();
    const response = await request();
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body.code).toBe(code);
    expect(typeof (response.body as { message?: unknown }).message).toBe('string');
    expect(await countApplications()).toBe(before);
  });

  it('names the failing fields of invalid input', async () => {
    const response = await http.post('/api/applications', { name: '', type: 'Nope' });
    expect(response.status).toBe(400);
    const paths = (response.body.data.issues as Array<{ path: string[] }>).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'type']));
  });

  it('refuses an invalid PATCH without changing anything', async () => {
    const { body: app } = await http.post('/api/applications', { name: 'Keep', type: 'SPA' });
    const response = await http.patch(`/api/applications/${app.id}`, {
      name: 'Changed',
      oidcClientMetadata: { redirectUris: ['not a url'] },
    });
    expect(response.status).toBe(400);
    expect((await http.get(`/api/applications/${app.id}`)).body.name).toBe('Keep');
  });
});

describe('application secrets', () => {
  it('creates, lists without values, renames and deletes named secrets', async () => {
    const { body: app } = await http.post('/api/applications', { name: 'Secrets', type: 'Traditional' });
    const created = await http.post(`/api/applications/${app.id}/secrets`, {
      name: 'deploy',
      expiresAt: Date.now() + 86_400_000,
    });
    expect(created.status).toBe(201);
    expect(created.body.value).toMatch(/^[0-9a-zA-Z]{32}$/);

    const duplicate = await http.post(`/api/applications/${app.id}/secrets`, { name: 'deploy' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.code).toBe('application.secret_name_exists');

    const list = await http.get(`/api/applications/${app.id}/secrets`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].value).toBeUndefined();
    expect(list.body[0]).toMatchObject({ name: 'deploy', applicationId: app.id });

    const renamed = await http.patch(`/api/applications/${app.id}/secrets/deploy`, { name: 'ci' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('ci');
    expect((await http.patch(`/api/applications/${app.id}/secrets/deploy`, { name: 'x' })).status).toBe(404);

    expect((await http.delete(`/api/applications/${app.id}/secrets/ci`)).status).toBe(204);
    expect((await http.delete(`/api/applications/${app.id}/secrets/ci`)).body.code).toBe(
      'application.secret_not_found',
    );
  });

  it('refuses secrets for public clients and expiry in the past', async () => {
    const { body: spa } = await http.post('/api/applications', { name: 'Public', type: 'SPA' });
    const refused = await http.post(`/api/applications/${spa.id}/secrets`, { name: 'nope' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('application.secrets_not_supported');

    const { body: web } = await http.post('/api/applications', { name: 'Confidential', type: 'Traditional' });
    const past = await http.post(`/api/applications/${web.id}/secrets`, { name: 'old', expiresAt: Date.now() - 1000 });
    expect(past.status).toBe(400);
    expect((await http.get(`/api/applications/${web.id}/secrets`)).body).toEqual([]);
  });
});

describe('legacy secret', () => {
  it('authenticates until deleted, while named secrets keep working', async () => {
    await http.post('/api/resources', { name: 'Legacy API', indicator: 'https://legacy.example.com' });
    const { body: app } = await http.post('/api/applications', { name: 'Old robot', type: 'MachineToMachine' });
    expect(app.hasLegacySecret).toBe(true);
    const named = (await http.post(`/api/applications/${app.id}/secrets`, { name: 'new' })).body.value;
    const tokenWith = (secret: string) =>
      managementToken(`${gh.userUrl}/oidc`, { id: app.id, secret, resource: 'https://legacy.example.com' });
    await expect(tokenWith(app.secret)).resolves.toBeTruthy();

    expect((await http.delete(`/api/applications/${app.id}/legacy-secret`)).status).toBe(204);
    expect((await http.get(`/api/applications/${app.id}`)).body.hasLegacySecret).toBe(false);
    await expect(tokenWith(app.secret)).rejects.toThrow();
    await expect(tokenWith(named)).resolves.toBeTruthy();
    const again = await http.delete(`/api/applications/${app.id}/legacy-secret`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('application.secret_not_found');

    const { body: spa } = await http.post('/api/applications', { name: 'Public', type: 'SPA' });
    expect(spa.hasLegacySecret).toBe(false);
  });
});

describe('machine-to-machine roles', () => {
  it('assigns, lists and removes M2M roles, and refuses User roles and non-M2M apps', async () => {
    const { body: app } = await http.post('/api/applications', { name: 'Robot', type: 'MachineToMachine' });
    const roles = await gh.deps.database.withTenant('default', async (trx) => {
      await trx
        .insertInto('roles')
        .values([
          { tenantId: 'default', id: 'role-m2m', name: 'robots', type: 'MachineToMachine' },
          { tenantId: 'default', id: 'role-user', name: 'people', type: 'User' },
        ])
        .execute();
      return { m2m: 'role-m2m', user: 'role-user' };
    });

    expect((await http.post(`/api/applications/${app.id}/roles`, { roleIds: [roles.m2m] })).status).toBe(201);
    // Idempotent.
    expect((await http.post(`/api/applications/${app.id}/roles`, { roleIds: [roles.m2m] })).status).toBe(201);
    const list = await http.get(`/api/applications/${app.id}/roles`);
    expect(list.body.map((role: { name: string }) => role.name)).toEqual(['robots']);
    expect(list.headers.get('total-number')).toBe('1');

    const wrongType = await http.post(`/api/applications/${app.id}/roles`, { roleIds: [roles.user] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.code).toBe('application.role_type_mismatch');
    const unknown = await http.post(`/api/applications/${app.id}/roles`, { roleIds: ['nope'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('role.not_found');

    const { body: spa } = await http.post('/api/applications', { name: 'Not a robot', type: 'SPA' });
    const notM2m = await http.post(`/api/applications/${spa.id}/roles`, { roleIds: [roles.m2m] });
    expect(notM2m.body.code).toBe('application.roles_not_supported');

    expect((await http.delete(`/api/applications/${app.id}/roles/${roles.m2m}`)).status).toBe(204);
    expect((await http.delete(`/api/applications/${app.id}/roles/${roles.m2m}`)).status).toBe(404);
    expect((await http.get(`/api/applications/${app.id}/roles`)).body).toEqual([]);
  });

  it('reports isAdmin for apps holding the management API access role', async () => {
    const { body: app } = await http.post('/api/applications', { name: 'Admin robot', type: 'MachineToMachine' });
    expect(app.isAdmin).toBe(false);
    const patched = await http.patch(`/api/applications/${app.id}`, { isAdmin: true });
    expect(patched.body.isAdmin).toBe(true);
    const { body: spa } = await http.post('/api/applications', { name: 'Spa', type: 'SPA' });
    expect((await http.patch(`/api/applications/${spa.id}`, { isAdmin: true })).status).toBe(400);
  });
});

describe('deleting a machine-to-machine application', () => {
  it('stops its unexpired management API token at once', async () => {
    const robot = await createManagementApp(gh, 'default', 'Short-lived robot');
    const robotApi = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, robot));
    expect((await robotApi.get('/api/applications')).status).toBe(200);
    expect((await http.delete(`/api/applications/${robot.id}`)).status).toBe(204);
    const after = await robotApi.get('/api/applications');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('auth.unauthorized');
  });
});
