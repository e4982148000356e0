import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { signInWithPassword, startSignIn } from '../test/experience-client';
import {
  type ApiDocument,
  hostileBodies,
  hostilePathValues,
  hostileQueryValues,
  operationsOf,
  runPool,
  type Schema,
} from '../test/fuzz';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, getJson, managementToken } from '../test/oidc-client';
import { multipart, samples } from '../test/uploads';

/**
 * The schema-driven fuzz sweep (issue 13): every operation of `/api/openapi.json` and every anonymous
 * surface gets malformed bodies, query values and path ids. Whatever the input, the answer is never a
 * 5xx, a management 4xx carries a string `code`, and an OIDC 4xx a string `error`. A write answered
 * with 4xx leaves the tenant's data as it was. It grows with the API: a new route is swept the day it
 * is registered.
 */

let gh: TestGatehouse;
let token: string;
let document: ApiDocument;
/** Real ids, so that bodies reach the handlers behind the guards. */
const ids = {
  application: '',
  m2m: '',
  resource: '',
  scope: '',
  role: '',
  user: '',
  organization: '',
  organizationRole: '',
  organizationScope: '',
  invitation: '',
};

/** A sweep sends thousands of requests: minutes on a loaded machine, seconds on an idle one. */
const sweepTimeout = 300_000;

type Answer = { status: number; body: unknown; label: string };
const failures: string[] = [];

const judgeApi = ({ status, body, label }: Answer) => {
  if (status >= 500) failures.push(`${label} → ${status} ${String(JSON.stringify(body)).slice(0, 200)}`);
  else if (status >= 400 && typeof (body as { code?: unknown } | undefined)?.code !== 'string') {
    failures.push(`${label} → ${status} without a code: ${String(JSON.stringify(body)).slice(0, 200)}`);
  }
};
const judgeOidc = ({ status, body, label }: Answer) => {
  if (status >= 500) failures.push(`${label} → ${status} ${String(JSON.stringify(body)).slice(0, 200)}`);
  else if (status >= 400 && status !== 404 && typeof (body as { error?: unknown } | undefined)?.error !== 'string') {
    failures.push(`${label} → ${status} without an error: ${String(JSON.stringify(body)).slice(0, 200)}`);
  }
};
const judgePage = ({ status, label }: Answer) => {
  if (status >= 500) failures.push(`${label} → ${status}`);
};

const send = async (
  method: string,
  path: string,
  init: { body?: string; type?: string; auth?: boolean; token?: string } = {},
): Promise<Answer> => {
  const response = await fetch(`${gh.userUrl}${path}`, {
    method: method.toUpperCase(),
    headers: {
      ...(init.auth !== false && { authorization: `Bearer ${init.token ?? token}` }),
      ...(init.body !== undefined && { 'content-type': init.type ?? 'application/json' }),
    },
    body: init.body,
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {}
  const sent = init.body === undefined ? '' : ` ${init.body.slice(0, 120)}`;
  return { status: response.status, body, label: `${method.toUpperCase()} ${path.slice(0, 160)}${sent}` };
};

/** Everything an admin could lose, as one digest per table, read in one round trip with the owner connection. */
const fingerprint = async () => {
  const tables = [
    'applications',
    'application_secrets',
    'applications_roles',
    'resources',
    'scopes',
    'roles',
    'roles_scopes',
    'users',
    'users_roles',
    'organizations',
    'organization_roles',
    'organization_scopes',
    'organization_role_scopes',
    'organization_users',
    'organization_user_roles',
    'organization_invitations',
    'organization_jit_email_domains',
    'sign_in_experiences',
    'custom_phrases',
    'account_centers',
  ];
  const digests = tables.map(
    (table) => `(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${table} t)`,
  );
  const { rows } = await sql
    .raw<Record<string, string>>(`select ${digests.join(' || ')} as digest`)
    .execute(gh.deps.database.system);
  return rows[0]?.digest;
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  token = await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh));
  const client = api(gh.userUrl, token);
  const made = async (path: string, body: unknown) => {
    const response = await client.post(path, body);
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { id: string };
  };
  ids.application = (await made('/api/applications', { name: 'Fuzz web', type: 'Traditional' })).id;
  ids.m2m = (await made('/api/applications', { name: 'Fuzz robot', type: 'MachineToMachine' })).id;
  ids.resource = (await made('/api/resources', { name: 'Fuzz API', indicator: 'https://fuzz.test' })).id;
  ids.scope = (await made(`/api/resources/${ids.resource}/scopes`, { name: 'read:fuzz' })).id;
  ids.role = (await made('/api/roles', { name: 'fuzzers', type: 'User' })).id;
  ids.user = (await made('/api/users', { username: 'fuzzy', password: 'Xk9#mQ2-Lw7pZ' })).id;
  ids.organization = (await made('/api/organizations', { name: 'Fuzz Inc' })).id;
  ids.organizationRole = (await made('/api/organization-roles', { name: 'fuzz-member' })).id;
  ids.organizationScope = (await made('/api/organization-scopes', { name: 'fuzz:read' })).id;
  await client.post(`/api/organizations/${ids.organization}/users`, { userIds: [ids.user] });
  ids.invitation = (
    await made('/api/organization-invitations', {
      invitee: 'fuzz@example.com',
      organizationId: ids.organization,
      expiresAt: Date.now() + 86_400_000,
    })
  ).id;
  await client.put('/api/custom-phrases/nl', { action: { sign_in: 'Inloggen' } });
  document = (await getJson(`${gh.userUrl}/api/openapi.json`)) as ApiDocument;
});
afterAll(() => gh?.stop());
beforeEach(() => {
  failures.length = 0;
});

/** The real id for a path parameter, by the collection it follows. */
const realId = (path: string, name: string): string => {
  const before = path.slice(0, path.indexOf(`{${name}}`));
  const collection = before.split('/').filter(Boolean).at(-1) ?? '';
  const byCollection: Record<string, string> = {
    applications: path.startsWith('/api/organizations') ? ids.m2m : ids.application,
    resources: ids.resource,
    scopes: ids.scope,
    roles: path.startsWith('/api/organization') ? ids.organizationRole : ids.role,
    users: ids.user,
    organizations: ids.organization,
    'organization-roles': ids.organizationRole,
    'organization-scopes': ids.organizationScope,
    'organization-invitations': ids.invitation,
    invitations: ids.invitation,
    secrets: 'missing-secret',
    identities: 'github',
    'email-domains': 'fuzz.test',
    logs: 'missing-log',
    // A real tag, so bodies reach the key check behind the guard; `nl` has phrases (beforeAll).
    'custom-phrases': 'nl',
  };
  if (name === 'scopeType') return 'resource-scopes';
  return byCollection[collection] ?? ids.application;
};

describe('fuzz sweep of the management and experience API', () => {
  it('covers every operation of the OpenAPI document', () => {
    expect(operationsOf(document).length).toBeGreaterThanOrEqual(140);
  });

  it('answers hostile path ids with a 4xx and a code, never a 5xx', { timeout: sweepTimeout }, async () => {
    const jobs = operationsOf(document).flatMap(({ method, path }) => {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      return names.flatMap((name) =>
        hostilePathValues.map(
          (value) => () =>
            send(
              method,
              names.reduce(
                (url, other) => url.replace(`{${other}}`, other === name ? value : realId(path, other)),
                path,
              ),
            ),
        ),
      );
    });
    // Deletes and writes here only ever name a hostile id, so nothing real can go.
    await runPool(jobs, 8, judgeApi);
    expect(failures).toEqual([]);
  });

  it('answers hostile query values with a 4xx and a code, never a 5xx', { timeout: sweepTimeout }, async () => {
    const jobs = operationsOf(document)
      .filter(({ method }) => method === 'get')
      .flatMap(({ path, operation }) => {
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => realId(path, name));
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        return [...new Set([...declared, 'page', 'unknown_param'])].flatMap((name) =>
          hostileQueryValues.map((value) => () => send('get', `${url}?${name}=${value}&${name}=${value}`)),
        );
      });
    await runPool(jobs, 8, judgeApi);
    expect(failures).toEqual([]);
  });

  it('answers hostile bodies with a 4xx and a code, never a 5xx, and a refused write changes nothing', {
    timeout: sweepTimeout,
  }, async () => {
    const writes = operationsOf(document).filter(({ operation }) => operation.requestBody);
    expect(writes.length).toBeGreaterThanOrEqual(50);
    for (const { method, path, operation } of writes) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => realId(path, name));
      const schema = operation.requestBody?.content?.['application/json']?.schema as Schema | undefined;
      const before = await fingerprint();
      let accepted = false;
      const bodies = hostileBodies(schema, document);
      await runPool(
        bodies.map(({ text, label }) => async () => ({
          ...(await send(method, url, { body: text })),
          label: `${method} ${path} ${label}`,
        })),
        4,
        (answer) => {
          if (answer.status < 400) accepted = true;
          judgeApi(answer);
        },
      );
      if (!accepted) expect(await fingerprint(), `${method} ${path} refused everything yet changed data`).toBe(before);
    }
    expect(failures).toEqual([]);
  });
});

describe('fuzz sweep of the upload operations', () => {
  it('answers hostile multipart bodies with a 4xx and a code, never a 5xx, and stores nothing', async () => {
    const uploads = operationsOf(document).filter(
      ({ operation }) => operation.requestBody?.content?.['multipart/form-data'] !== undefined,
    );
    expect(uploads.length).toBeGreaterThanOrEqual(2);
    const filePart = { name: 'file', type: 'image/png', content: samples.png.bytes };
    const bodies: { label: string; body: string | Buffer; type: string }[] = [
      { label: 'no boundary', body: 'x', type: 'multipart/form-data' },
      { label: 'empty', body: '', type: 'multipart/form-data; boundary=b' },
      { label: 'wrong boundary', body: '--a\r\n\r\nx\r\n--a--', type: 'multipart/form-data; boundary=b' },
      {
        label: 'unterminated',
        body: '--b\r\nContent-Disposition: form-data; name="file"',
        type: 'multipart/form-data; boundary=b',
      },
      { label: 'form-urlencoded', body: 'file=x', type: 'application/x-www-form-urlencoded' },
      { label: 'text', body: 'file', type: 'text/plain' },
      ...['../../etc/passwd', 'a\u0000b.png', '\ud800.png', 'x'.repeat(5_000), '"; name="other'].map((filename) => {
        const { body, contentType } = multipart([{ ...filePart, filename }]);
        return { label: `file name ${filename.slice(0, 20)}`, body, type: contentType };
      }),
      ...['', 'image/png; charset=\u0000', 'x'.repeat(2_000), 'text/html'].map((type) => {
        const { body, contentType } = multipart([{ ...filePart, filename: 'a.png', type }]);
        return { label: `file type ${type.slice(0, 20)}`, body, type: contentType };
      }),
      (() => {
        const { body, contentType } = multipart([{ name: 'x'.repeat(10_000), filename: 'a.png', content: 'x' }]);
        return { label: 'long field name', body, type: contentType };
      })(),
    ];
    const stored = () => gh.deps.storage?.list('default/') ?? Promise.resolve([]);
    const before = await stored();
    for (const { method, path } of uploads) {
      await runPool(
        bodies.map(({ label, body, type }) => async () => {
          const response = await fetch(`${gh.userUrl}${path}`, {
            method: method.toUpperCase(),
            headers: { authorization: `Bearer ${token}`, 'content-type': type },
            body,
          });
          const text = await response.text();
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {}
          return { status: response.status, body: parsed, label: `${method} ${path} ${label}` };
        }),
        4,
        judgeApi,
      );
    }
    expect(failures).toEqual([]);
    // A hostile file name never chooses where a file goes: whatever was accepted went under a new name.
    for (const key of (await stored()).filter((key) => !before.includes(key))) {
      expect(key).toMatch(/^default\/([a-z0-9]{21}\.png|custom-ui\/.+)$/);
    }
  });
});

describe('fuzz sweep of the anonymous surfaces', () => {
  const nul = '%00';
  const broken = ['%00', 'a%00b', '%ED%A0%80', '%E0%A4%A', '%zz', '%', 'x'.repeat(10_000)];

  it('answers a hostile tenant prefix, page path or query on the user endpoint with a 4xx, never a 5xx', async () => {
    const jobs = [
      ...broken.map((value) => () => send('get', `/t/${value}/oidc/.well-known/openid-configuration`)),
      ...broken.map((value) => () => send('get', `/t/${value}/api/status`, { auth: false })),
      ...broken.map((value) => () => send('get', `/t/${value}/sign-in`, { auth: false })),
      ...broken.map((value) => () => send('get', `/invitation/${value}`, { auth: false })),
      ...broken.map((value) => () => send('get', `/sign-in?app_id=${value}&ui_locales=${value}`, { auth: false })),
      ...broken.map((value) => () => send('get', `/api/status?x=${value}`, { auth: false })),
      ...broken.map((value) => () => send('get', `/console/${value}`, { auth: false })),
      ...broken.map((value) => () => send('get', `/user-assets/default/${value}`, { auth: false })),
      ...broken.map((value) => () => send('get', `/user-assets/${value}/x.png`, { auth: false })),
      ...broken.map((value) => () => send('get', `/custom-ui/${value}/index.html`, { auth: false })),
      ...broken.map((value) => () => send('get', `/custom-ui/abc/${value}`, { auth: false })),
    ];
    await runPool(jobs, 8, (answer) =>
      answer.label.includes('/oidc/')
        ? judgeOidc(answer)
        : answer.label.includes('/api/')
          ? judgeApi(answer)
          : judgePage(answer),
    );
    expect(failures).toEqual([]);
  });

  it('answers hostile OIDC parameters with a 4xx in the OIDC error shape, never a 5xx', async () => {
    const form = (fields: Record<string, string>) =>
      Object.entries(fields)
        .map(([key, value]) => `${key}=${value}`)
        .join('&');
    const tokenParams = [
      'grant_type',
      'client_id',
      'client_secret',
      'code',
      'refresh_token',
      'resource',
      'scope',
      'organization_id',
      'code_verifier',
      'redirect_uri',
    ];
    const authParams = [
      'client_id',
      'redirect_uri',
      'scope',
      'state',
      'nonce',
      'login_hint',
      'ui_locales',
      'prompt',
      'resource',
      'code_challenge',
      'first_screen',
      'organization_id',
    ];
    const authBase: Record<string, string> = {
      client_id: ids.application,
      redirect_uri: encodeURIComponent('https://fuzz.test/callback'),
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    };
    const jobs = [
      ...tokenParams.flatMap((name) =>
        broken.map(
          (value) => () =>
            send('post', '/oidc/token', {
              auth: false,
              type: 'application/x-www-form-urlencoded',
              body: form({ grant_type: 'client_credentials', client_id: ids.m2m, client_secret: 'x', [name]: value }),
            }),
        ),
      ),
      ...['token', 'token_type_hint', 'client_id'].flatMap((name) =>
        ['/oidc/token/introspection', '/oidc/token/revocation'].flatMap((endpoint) =>
          broken.map(
            (value) => () =>
              send('post', endpoint, {
                auth: false,
                type: 'application/x-www-form-urlencoded',
                body: form({ token: 'x', client_id: ids.m2m, client_secret: 'x', [name]: value }),
              }),
          ),
        ),
      ),
      ...authParams.flatMap((name) =>
        broken.flatMap((value) => [
          () => send('get', `/oidc/auth?${form({ ...authBase, [name]: value })}`, { auth: false }),
          () =>
            send('post', '/oidc/auth', {
              auth: false,
              type: 'application/x-www-form-urlencoded',
              body: form({ ...authBase, [name]: value }),
            }),
        ]),
      ),
      ...['id_token_hint', 'post_logout_redirect_uri', 'state', 'client_id', 'ui_locales'].flatMap((name) =>
        broken.map((value) => () => send('get', `/oidc/session/end?${name}=${value}`, { auth: false })),
      ),
      ...broken.map((value) => () => send('get', `/oidc/${value}`, { auth: false })),
      ...broken.map((value) => () => send('get', `/oidc/interaction/${value}`, { auth: false })),
      ...broken.map((value) => () => send('get', `/oidc/.well-known/openid-configuration?x=${value}`, { auth: false })),
      () =>
        send('post', '/oidc/token', {
          auth: false,
          body: JSON.stringify({ grant_type: 'client_credentials', client_id: '\u0000', client_secret: '\ud800' }),
        }),
      () =>
        send('post', '/oidc/token', {
          auth: false,
          type: 'application/x-www-form-urlencoded',
          body: `grant_type=client_credentials&client_id=${ids.m2m}&client_secret=${nul}&resource=${'x'.repeat(50_000)}`,
        }),
    ];
    await runPool(jobs, 8, judgeOidc);
    expect(failures).toEqual([]);
  });
});

describe("fuzz sweep of the Account API, with an end user's token", () => {
  /** The operations that take an end user's token (`accountBearerAuth`) rather than a management one. */
  const accountOperations = () =>
    operationsOf(document).filter(({ operation }) =>
      ((operation as { security?: Record<string, unknown>[] }).security ?? []).some(
        (requirement) => 'accountBearerAuth' in requirement,
      ),
    );
  let userToken = '';

  beforeAll(async () => {
    const client = api(gh.userUrl, token);
    const fields = Object.fromEntries(
      ['name', 'avatar', 'profile', 'customData', 'username', 'email', 'phone', 'password', 'social', 'mfa'].map(
        (field) => [field, 'Edit'],
      ),
    );
    expect((await client.patch('/api/account-center', { enabled: true, fields })).status).toBe(200);
    const password = 'Xk9#mQ2-Lw7pZ-account';
    expect((await client.post('/api/users', { username: 'fuzz_account', password })).status).toBe(201);
    const redirectUri = 'http://localhost:5173/callback';
    const spa = await createApplicationService(gh.deps, 'default').create({
      name: 'Fuzz account SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    });
    const flow = await startSignIn(gh.userUrl, {
      issuer: `${gh.userUrl}/oidc`,
      clientId: spa.id,
      redirectUri,
      scope: 'openid',
      extra: { resource: `${gh.userUrl}/api/my-account` },
    });
    userToken = (await signInWithPassword(flow, { type: 'username', value: 'fuzz_account' }, password)).access_token;
  });

  it('covers the Account API and its verification records', () => {
    const paths = new Set(accountOperations().map(({ path }) => path));
    for (const path of ['/api/my-account', '/api/my-account/password', '/api/verifications/password']) {
      expect(paths).toContain(path);
    }
  });

  it('answers hostile bodies and queries with a 4xx and a code, never a 5xx; a refused write changes nothing', {
    timeout: sweepTimeout,
  }, async () => {
    const operations = accountOperations();
    await runPool(
      operations.flatMap(({ method, path }) =>
        hostileQueryValues.map((value) => () => send(method, `${path}?unknown_param=${value}`, { token: userToken })),
      ),
      8,
      judgeApi,
    );
    for (const { method, path, operation } of operations.filter(({ operation }) => operation.requestBody)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema as Schema | undefined;
      const before = await fingerprint();
      let accepted = false;
      await runPool(
        hostileBodies(schema, document).map(({ text, label }) => async () => ({
          ...(await send(method, path, { body: text, token: userToken })),
          label: `${method} ${path} ${label}`,
        })),
        4,
        (answer) => {
          if (answer.status < 400) accepted = true;
          judgeApi(answer);
        },
      );
      if (!accepted) expect(await fingerprint(), `${method} ${path} refused everything yet changed data`).toBe(before);
    }
    expect(failures).toEqual([]);
  });
});

describe('free-form JSON', () => {
  it('refuses custom data nested deeper than the limit with a 400 naming the field, and the user stays editable', async () => {
    const client = api(gh.userUrl, token);
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    for (const levels of [33, 3_000, 10_000]) {
      const response = await send('patch', `/api/users/${ids.user}/custom-data`, {
        body: `{"customData":${deep(levels)}}`,
      });
      expect(response.status, `${levels} levels`).toBe(400);
      expect((response.body as { code: string }).code).toBe('guard.invalid_input');
    }
    const fine = await client.patch(`/api/users/${ids.user}/custom-data`, { customData: JSON.parse(deep(20)) });
    expect(fine.status).toBe(200);
    expect((await client.patch(`/api/users/${ids.user}`, { name: 'Still editable' })).status).toBe(200);
  });

  it('refuses custom data larger than the limit with a 400', async () => {
    const response = await api(gh.userUrl, token).patch(`/api/users/${ids.user}/custom-data`, {
      customData: { blob: 'x'.repeat(70_000) },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('guard.invalid_input');
  });

  it('refuses NUL characters and lone surrogates anywhere in a JSON body with a 400 and a code', async () => {
    for (const value of ['a\u0000b', '\ud800', 'x\udc00y']) {
      for (const body of [{ name: value }, { customData: { [value]: 1 } }, { customData: { list: [value] } }]) {
        const path = 'name' in body ? `/api/users/${ids.user}` : `/api/users/${ids.user}/custom-data`;
        const response = await send('patch', path, { body: JSON.stringify(body) });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((response.body as { code: string }).code).toBe('request.invalid_characters');
      }
    }
  });
});
