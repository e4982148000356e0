import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionTenant } from '../app/seed';
import { createApplicationService } from '../applications/service';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, client, discover, managementToken } from '../test/oidc-client';
import { createJwtCustomizerService } from './service';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
let issuer: string;

beforeAll(async () => {
  gh = await startTestGatehouse();
  issuer = `${gh.userUrl}/oidc`;
  http = api(gh.userUrl, await managementToken(issuer, await createManagementApp(gh)));
});
afterAll(() => gh?.stop());

const script = (body: string) =>
  `const getCustomJwtClaims = async ({ token, context, environmentVariables, api }) => {\n${body}\n};`;
const testRun = (body: string, extra: Record<string, unknown> = {}) =>
  http.post('/api/configs/jwt-customizer/test', { tokenType: 'client-credentials', script: script(body), ...extra });

/** A machine-to-machine app's token for the management API, decoded. */
const m2mToken = async () => {
  const app = await createApplicationService(gh.deps, 'default').create({
    name: 'Custom JWT M2M',
    type: 'MachineToMachine',
  });
  const config = await discover(issuer, app.id, app.secret);
  const tokens = await client.clientCredentialsGrant(config, { resource: 'https://default.gatehouse.local/api' });
  return { app, claims: decodeJwt(tokens.access_token) };
};

describe('custom JWT configuration', () => {
  it('saves a script per token type, answers variable names but never their values, patches and deletes it', async () => {
    const saved = await http.put('/api/configs/jwt-customizer/client-credentials', {
      script: script('return { tier: environmentVariables.TIER };'),
      environmentVariables: { TIER: 'gold-secret-value', OTHER: 'x' },
      contextSample: { application: { id: 'sample' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ tokenType: 'client-credentials', environmentVariableNames: ['OTHER', 'TIER'] });
    expect(JSON.stringify(saved.body)).not.toContain('gold-secret-value');

    // Sealed at rest: the row holds no plaintext value.
    const row = await gh.deps.database.withTenant('default', (trx) =>
      trx
        .selectFrom('jwtCustomizers')
        .selectAll()
        .where('tokenType', '=', 'client-credentials')
        .executeTakeFirstOrThrow(),
    );
    expect(row.environmentVariables).not.toContain('gold-secret-value');

    const patched = await http.patch('/api/configs/jwt-customizer/client-credentials', {
      environmentVariables: { OTHER: null },
    });
    expect(patched.body.environmentVariableNames).toEqual(['TIER']);
    expect(patched.body.contextSample).toEqual({ application: { id: 'sample' } });
    expect((await http.get('/api/configs/jwt-customizer')).body).toHaveLength(1);

    expect((await http.delete('/api/configs/jwt-customizer/client-credentials')).status).toBe(204);
    const gone = await http.get('/api/configs/jwt-customizer/client-credentials');
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('jwt_customizer.not_found');
    expect(
      (await http.patch('/api/configs/jwt-customizer/client-credentials', { script: script('return {};') })).body.code,
    ).toBe('jwt_customizer.not_found');
  });

  it('refuses a script that does not parse, throws as it loads or defines no getCustomJwtClaims, saving nothing', async () => {
    for (const bad of [
      'const getCustomJwtClaims = ( => {',
      'throw new Error("boom")',
      'const somethingElse = 1;',
      'while (true) {}',
    ]) {
      const response = await http.put('/api/configs/jwt-customizer/access-token', { script: bad });
      expect(response.status, bad).toBe(400);
      expect(response.body.code, bad).toBe('jwt_customizer.script_invalid');
    }
    expect((await http.put('/api/configs/jwt-customizer/other-type', { script: script('return {};') })).status).toBe(
      400,
    );
    expect((await http.get('/api/configs/jwt-customizer')).body).toEqual([]);
  });
});

describe('custom JWT sandbox', () => {
  it('test-runs a script against the sample, without the claims the server sets', async () => {
    const response = await testRun(
      'return { plan: context.user.plan, k: environmentVariables.K, sub: "forged", iss: "x", ["__proto__"]: { admin: true } };',
      {
        contextSample: { user: { plan: 'pro' } },
        environmentVariables: { K: 'v' },
      },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ claims: { plan: 'pro', k: 'v' } });
  });

  it('contains infinite loops, hanging promises, memory bombs and throws, and keeps serving', async () => {
    const cases: [string, 'General' | 'AccessDenied', RegExp][] = [
      ['while (true) {}', 'General', /longer than 1000 ms/],
      ['await null; for (;;) {}', 'General', /longer than 1000 ms/],
      ['await new Promise(() => {});', 'General', /longer than 1000 ms/],
      // On a busy machine the time limit may come first: either way the run is stopped.
      ['const a = []; for (;;) a.push(new Array(1e5).fill("x"));', 'General', /memory|longer than/],
      ['let s = "x"; for (;;) s += s;', 'General', /memory|Invalid string length|longer than/],
      ['throw new TypeError("bad input");', 'General', /bad input/],
      ['api.denyAccess("not on the allow list");', 'AccessDenied', /not on the allow list/],
      ['return "not an object";', 'General', /must return an object/],
      ['return { big: "x".repeat(100000) };', 'General', /larger than/],
    ];
    for (const [body, kind, message] of cases) {
      const started = Date.now();
      const response = await testRun(body);
      expect(response.status, body).toBe(400);
      expect(response.body.code, body).toBe('jwt_customizer.script_failed');
      expect(response.body.data.kind, body).toBe(kind);
      expect(response.body.data.message, body).toMatch(message);
      expect(Date.now() - started, body).toBeLessThan(5_000);
    }
    expect((await http.get('/api/configs/jwt-customizer')).status).toBe(200);
  });

  it('gives a script no Node: no process, require, module, Buffer, fetch or host objects', async () => {
    const response = await testRun(`
      const kinds = {};
      for (const name of ['process', 'require', 'module', 'Buffer', 'fetch', 'setTimeout', 'global', '__dirname', 'WebAssembly']) {
        kinds[name] = typeof globalThis[name];
      }
      let escaped = 'no';
      try { escaped = String(this.constructor.constructor('return typeof process')()); } catch (error) { escaped = 'threw'; }
      let viaFunction = Function('return typeof process')();
      return { kinds, escaped, viaFunction };`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { kinds, escaped, viaFunction } = response.body.claims;
    for (const name of ['process', 'require', 'module', 'Buffer', 'fetch', 'setTimeout', 'global', '__dirname']) {
      expect(kinds[name], name).toBe('undefined');
    }
    expect(['undefined', 'threw']).toContain(escaped);
    expect(viaFunction).toBe('undefined');
  });

  it('keeps prototype pollution inside the isolate', async () => {
    const response = await testRun(`
      Object.prototype.polluted = 'yes';
      Object.defineProperty(Object.prototype, 'isAdmin', { get: () => true, configurable: true });
      Array.prototype.push = () => { throw new Error('hijacked'); };
      JSON.stringify = () => '{"claims":{"sub":"forged"}}';
      return { ok: true };`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.claims).toEqual({ ok: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('custom JWT on the token path', () => {
  it('puts the script’s claims in a client-credentials token, never over the protected ones', async () => {
    const before = await m2mToken();
    expect(before.claims.tier).toBeUndefined();

    await http.put('/api/configs/jwt-customizer/client-credentials', {
      script: script(
        'return { tier: environmentVariables.TIER, app: context.application.id, kind: token.kind, sub: "forged", aud: "x", client_id: "y" };',
      ),
      environmentVariables: { TIER: 'gold' },
    });
    const { app, claims } = await m2mToken();
    expect(claims).toMatchObject({
      tier: 'gold',
      app: app.id,
      kind: 'ClientCredentials',
      sub: app.id,
      client_id: app.id,
    });
    expect(claims.aud).toBe('https://default.gatehouse.local/api');

    // A new script takes effect on the next token.
    await http.patch('/api/configs/jwt-customizer/client-credentials', {
      script: script('return { tier: "silver" };'),
    });
    expect((await m2mToken()).claims.tier).toBe('silver');
  });

  it('refuses the token with a clear error when the script denies access, throws or loops, and keeps issuing after', async () => {
    const app = await createApplicationService(gh.deps, 'default').create({
      name: 'Denied M2M',
      type: 'MachineToMachine',
    });
    const config = await discover(issuer, app.id, app.secret);
    const grant = () => client.clientCredentialsGrant(config, { resource: 'https://default.gatehouse.local/api' });

    await http.put('/api/configs/jwt-customizer/client-credentials', {
      script: script('if (context.application.id) api.denyAccess("machines are not welcome"); return {};'),
    });
    await expect(grant()).rejects.toMatchObject({
      error: 'access_denied',
      error_description: expect.stringMatching(/machines are not welcome/),
    });

    await http.put('/api/configs/jwt-customizer/client-credentials', { script: script('while (true) {}') });
    await expect(grant()).rejects.toMatchObject({
      error: 'custom_jwt_error',
      error_description: expect.stringMatching(/longer than/),
    });

    await http.put('/api/configs/jwt-customizer/client-credentials', { script: script('throw new Error("broken");') });
    await expect(grant()).rejects.toMatchObject({
      error: 'custom_jwt_error',
      error_description: expect.stringMatching(/broken/),
    });

    await http.delete('/api/configs/jwt-customizer/client-credentials');
    const tokens = await grant();
    expect(decodeJwt(tokens.access_token).sub).toBe(app.id);
  });
});

describe('custom JWT per tenant', () => {
  it("neither reads, replaces nor deletes tenant B's script with tenant A's token, nor runs it on A's tokens", async () => {
    await provisionTenant(gh.deps, { id: 'acme', name: 'Acme', tag: 'development', regionName: 'US' });
    const acme = createJwtCustomizerService(gh.deps, 'acme');
    await acme.put('client-credentials', {
      script: script('return { tenant: "acme" };'),
      environmentVariables: { ACME_SECRET: 'acme-only' },
    });

    expect((await http.get('/api/configs/jwt-customizer')).body).toEqual([]);
    expect((await http.get('/api/configs/jwt-customizer/client-credentials')).status).toBe(404);
    expect((await http.delete('/api/configs/jwt-customizer/client-credentials')).status).toBe(404);
    const tested = await testRun('return { seen: environmentVariables.ACME_SECRET ?? null };');
    expect(tested.body).toEqual({ claims: { seen: null } });
    expect((await m2mToken()).claims.tenant).toBeUndefined();

    expect((await acme.get('client-credentials')).environmentVariableNames).toEqual(['ACME_SECRET']);
  });
});
