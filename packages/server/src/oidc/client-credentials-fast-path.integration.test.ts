import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApiIndicator } from '../platform/tenancy';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

// Differential test of oidc/client-credentials-fast-path.ts: every request goes once with the fast
// path on and once with it off (oidc-provider alone), and the two answers, audit records and token
// usage must be the same.

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
let providerCalls = 0;
const resource = 'https://fast-path.example.com';
type AppName = 'robot' | 'bare' | 'deleted' | 'spa' | 'web';
const ids = {} as Record<AppName, { id: string; secret?: string }>;
const secrets = { legacy: '', second: '', expired: '' };

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const grantBody = (extra: Record<string, string> = {}) =>
  form({ grant_type: 'client_credentials', resource, scope: 'read write admin', ...extra });

/** One request, sent twice; `fast`: the fast path answers it itself. Without `body`, the plain grant's. */
type Case = {
  name: string;
  fast?: boolean;
  method?: string;
  headers?: () => Record<string, string>;
  body?: () => string;
};
/** Basic authentication as an application created below, with its first secret or the one given. */
const as = (app: AppName | 'no-such-client', secret?: () => string) => () => ({
  authorization: basic(
    app === 'no-such-client' ? app : ids[app].id,
    secret?.() ?? (app === 'no-such-client' ? 'x' : (ids[app].secret ?? '')),
  ),
});
const robot = as('robot');
const formType = { 'content-type': 'application/x-www-form-urlencoded' };

const cases: Case[] = [
  { name: 'basic', fast: true, headers: robot },
  { name: 'post', fast: true, body: () => grantBody({ client_id: ids.robot.id, client_secret: secrets.legacy }) },
  {
    name: 'charset',
    fast: true,
    headers: () => ({ ...robot(), 'content-type': `${formType['content-type']};charset=UTF-8` }),
  },
  { name: 'no scope', fast: true, headers: robot, body: () => form({ grant_type: 'client_credentials', resource }) },
  { name: 'second secret', fast: true, headers: as('robot', () => secrets.second) },
  { name: 'no scope allowed', fast: true, headers: as('bare') },
  { name: 'wrong secret', headers: as('robot', () => 'wrong') },
  { name: 'expired secret', headers: as('robot', () => secrets.expired) },
  {
    name: 'two mechanisms',
    headers: robot,
    body: () => grantBody({ client_id: ids.robot.id, client_secret: secrets.legacy }),
  },
  {
    name: 'assertion',
    body: () =>
      grantBody({
        client_id: ids.robot.id,
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: 'a.b.c',
      }),
  },
  { name: 'no resource', headers: robot, body: () => form({ grant_type: 'client_credentials', scope: 'read' }) },
  { name: 'unknown resource', headers: robot, body: () => grantBody({ resource: 'https://unknown.example.com' }) },
  { name: 'relative resource', headers: robot, body: () => grantBody({ resource: 'not-a-uri' }) },
  { name: 'fragment resource', headers: robot, body: () => grantBody({ resource: `${resource}#x` }) },
  {
    name: 'account API',
    headers: robot,
    body: () => grantBody({ resource: accountApiIndicator(gh.config, 'default') }),
  },
  { name: 'unknown client', headers: as('no-such-client') },
  { name: 'deleted client', headers: as('deleted') },
  { name: 'SPA', body: () => grantBody({ client_id: ids.spa.id }) },
  { name: 'traditional', headers: as('web') },
  { name: 'organization_id', headers: robot, body: () => grantBody({ organization_id: 'org-none' }) },
  { name: 'DPoP', headers: () => ({ ...robot(), dpop: 'not-a-proof' }) },
  { name: 'Origin', headers: () => ({ ...robot(), origin: 'https://elsewhere.example.com' }) },
  { name: 'extra param', headers: robot, body: () => grantBody({ foo: 'bar' }) },
  { name: 'repeated resource', headers: robot, body: () => `${grantBody()}&resource=${encodeURIComponent(resource)}` },
  { name: 'repeated grant_type', headers: robot, body: () => `${grantBody()}&grant_type=client_credentials` },
  { name: 'bad scope', headers: robot, body: () => grantBody({ scope: 'read "write' }) },
  { name: 'other grant', headers: robot, body: () => form({ grant_type: 'refresh_token', refresh_token: 'x' }) },
  { name: 'GET', method: 'GET', headers: robot },
  {
    name: 'JSON',
    headers: () => ({ ...robot(), 'content-type': 'application/json' }),
    body: () => JSON.stringify({ grant_type: 'client_credentials', resource }),
  },
];

const jwtScript = (body: string) => `const getCustomJwtClaims = async ({ token, context }) => {\n${body}\n};`;
const scriptCases: [string, string, boolean][] = [
  ['custom JWT claims', 'return { tier: "gold", app: context.application.id, gty: token.gty };', true],
  ['custom JWT failing', 'throw new Error("no tier for you");', false],
];

const usage = async () => {
  await gh.deps.tokenUsage.flush();
  const rows = await gh.deps.database.system
    .selectFrom('tokenUsage')
    .select('count')
    .where('tenantId', '=', 'default')
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
};

/** Failed client authentications counted so far (platform/attempt-limits.ts, settled before the answer). */
const failures = async () => {
  const rows = await gh.deps.database.system
    .selectFrom('attemptLimits')
    .select('failures')
    .where('key', 'like', 'client-auth:default:%')
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.failures), 0);
};

type Answer = {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  usage: number;
  failures: number;
  provider: number;
};

const send = async (item: Case, fast: boolean): Promise<Answer> => {
  (gh.config as { tokenFastPath: boolean }).tokenFastPath = fast;
  const [before, failed, calls] = [await usage(), await failures(), providerCalls];
  const method = item.method ?? 'POST';
  const response = await fetch(`${gh.userUrl}/oidc/token`, {
    method,
    headers: { ...formType, 'user-agent': `diff/${item.name}/${fast}`, ...item.headers?.() },
    body: method === 'GET' ? undefined : (item.body?.() ?? grantBody()),
  });
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'content-length', 'connection', 'keep-alive'].includes(name)),
  );
  return {
    status: response.status,
    headers,
    body: await response.text().then((text) => (text.startsWith('{') ? JSON.parse(text) : { text })),
    usage: (await usage()) - before,
    failures: (await failures()) - failed,
    provider: providerCalls - calls,
  };
};

const expectSameToken = async (fast: string, slow: string) => {
  // Without a resource the provider's token is opaque (both answers came from it): nothing to compare but its shape.
  if (slow.split('.').length !== 3) return expect(fast.split('.').length).toBe(1);
  const jwks = createRemoteJWKSet(new URL(`${gh.userUrl}/oidc/jwks`));
  for (const token of [fast, slow]) await jwtVerify(token, jwks, { issuer: `${gh.userUrl}/oidc`, audience: resource });
  expect(decodeProtectedHeader(fast)).toEqual(decodeProtectedHeader(slow));
  const [a, b] = [decodeJwt(fast), decodeJwt(slow)];
  expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
  const { jti: _a, iat: iatA, exp: expA, ...restA } = a;
  const { jti: _b, iat: iatB, exp: expB, ...restB } = b;
  expect(restA).toEqual(restB);
  expect(Math.abs(Number(iatA) - Number(iatB))).toBeLessThanOrEqual(1);
  expect(Math.abs(Number(expA) - Number(expB))).toBeLessThanOrEqual(1);
  return a;
};

const compare = async (item: Case) => {
  const [fast, slow] = [await send(item, true), await send(item, false)];
  expect(fast.status, item.name).toBe(slow.status);
  expect(fast.headers, item.name).toEqual(slow.headers);
  expect(fast.usage, item.name).toBe(slow.usage);
  // A secret judged by the fast path and refused again by the provider still counts once.
  expect(fast.failures, item.name).toBe(slow.failures);
  // The fast path answered the plain grants itself and handed everything else on.
  expect(fast.provider, item.name).toBe(item.fast ? 0 : 1);
  expect(slow.provider, item.name).toBe(1);
  if (slow.status !== 200) {
    expect(fast.body, item.name).toEqual(slow.body);
    return undefined;
  }
  const { access_token: fastToken, ...fastRest } = fast.body;
  const { access_token: slowToken, ...slowRest } = slow.body;
  expect(fastRest, item.name).toEqual(slowRest);
  expect(Object.keys(fast.body), item.name).toEqual(Object.keys(slow.body));
  return expectSameToken(String(fastToken), String(slowToken));
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  const { id: resourceId } = (await http.post('/api/resources', { name: 'Fast', indicator: resource })).body;
  const scopeIds: string[] = [];
  for (const name of ['read', 'write', 'admin']) {
    const created = (await http.post(`/api/resources/${resourceId}/scopes`, { name })).body;
    if (name !== 'admin') scopeIds.push(created.id);
  }
  const role = (await http.post('/api/roles', { name: 'Fast robots', type: 'MachineToMachine', scopeIds })).body;
  for (const [name, type] of [
    ['robot', 'MachineToMachine'],
    ['bare', 'MachineToMachine'],
    ['deleted', 'MachineToMachine'],
    ['spa', 'SPA'],
    ['web', 'Traditional'],
  ]) {
    const { id, secret } = (await http.post('/api/applications', { name, type })).body;
    ids[name as AppName] = { id, secret };
  }
  expect((await http.post(`/api/applications/${ids.robot.id}/roles`, { roleIds: [role.id] })).status).toBeLessThan(300);
  secrets.legacy = ids.robot.secret ?? '';
  secrets.second = (await http.post(`/api/applications/${ids.robot.id}/secrets`, { name: 'second' })).body.value;
  secrets.expired = (
    await http.post(`/api/applications/${ids.robot.id}/secrets`, { name: 'old', expiresAt: Date.now() + 60_000 })
  ).body.value;
  await gh.deps.database.system
    .updateTable('applicationSecrets')
    .set({ expiresAt: new Date(Date.now() - 60_000) as never })
    .where('name', '=', 'old')
    .execute();
  expect((await http.delete(`/api/applications/${ids.deleted.id}`)).status).toBe(204);
  // Counts the requests that reach oidc-provider (the dispatcher calls `runtime.callback`).
  const runtime = await gh.runtimes.get('default');
  const callback = runtime.callback;
  runtime.callback = (req, res) => {
    providerCalls++;
    return callback(req, res);
  };
});
afterAll(() => gh?.stop());

describe('client_credentials fast path against oidc-provider', () => {
  it.each(cases.map((item) => [item.name, item] as const))('%s: same answer', async (_name, item) => {
    await compare(item);
  });

  it('counts a wrong secret once, as the provider alone does', async () => {
    const wrong = cases.find(({ name }) => name === 'wrong secret') as Case;
    const [fast, slow] = [await send(wrong, true), await send(wrong, false)];
    expect([fast.failures, slow.failures]).toEqual([1, 1]);
  });

  it('grants the same scopes: the role allows read and write, never admin', async () => {
    const claims = await compare(cases[0] as Case);
    expect(claims?.scope).toBe('read write');
    expect(claims?.client_id).toBe(ids.robot.id);
  });

  it.each(scriptCases)('%s: same answer', async (_name, script, succeeds) => {
    const saved = await http.put('/api/configs/jwt-customizer/client-credentials', { script: jwtScript(script) });
    expect(saved.status).toBe(200);
    try {
      const claims = await compare({ ...(cases[0] as Case), name: _name, fast: succeeds });
      if (succeeds) expect(claims).toMatchObject({ tier: 'gold', app: ids.robot.id });
      else expect(claims).toBeUndefined();
    } finally {
      await http.delete('/api/configs/jwt-customizer/client-credentials');
    }
  });

  it('writes the same audit records either way', async () => {
    await gh.deps.logs.flush();
    const rows = await gh.deps.database.system
      .selectFrom('logs')
      .select('payload')
      .where('key', 'like', 'ExchangeTokenBy.%')
      .execute();
    const byAgent = new Map(rows.map(({ payload }) => [String(payload.userAgent), payload]));
    for (const { name } of [...cases, ...scriptCases.map(([name]) => ({ name }))]) {
      const [fast, slow] = [byAgent.get(`diff/${name}/true`), byAgent.get(`diff/${name}/false`)];
      expect(fast === undefined, name).toBe(slow === undefined);
      const { userAgent: _f, ...fastRest } = fast ?? {};
      const { userAgent: _s, ...slowRest } = slow ?? {};
      expect(fastRest, name).toEqual(slowRest);
    }
    expect(byAgent.get('diff/basic/true')).toMatchObject({
      result: 'Success',
      applicationId: ids.robot.id,
      scope: 'read write',
    });
  });
});
