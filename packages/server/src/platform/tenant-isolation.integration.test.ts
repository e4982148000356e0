import http from 'node:http';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomPhraseService } from '../custom-phrases/service';
import { createKeyQueries } from '../oidc/keys';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { hostApi } from '../test/host-api';
import {
  operationsOnTenantB,
  type SweepClient,
  seedTenantB,
  sendOperation,
  snapshotTenantB,
  type TenantB,
} from '../test/isolation-fixture';
import { api, getJson, managementToken } from '../test/oidc-client';
import { samples, uploadFile } from '../test/uploads';
import { buildZip } from '../test/zip';

let gh: TestGatehouse;
let defaultToken: string;
let acmeToken: string;
let acme: TenantB;

/** A valid body for each operation, so that only the tenant boundary can refuse it. */
const bodies: Record<string, unknown> = {
  'post /api/experience/invitations/{id}/accept': { password: 'Xk9#mQ2-Lw7pZ' },
  'patch /api/applications/{id}': { name: 'hijacked' },
  'post /api/applications/{id}/secrets': { name: 'planted' },
  'patch /api/applications/{id}/secrets/{name}': { name: 'renamed' },
  'post /api/applications/{id}/roles': { roleIds: ['acme-robots'] },
  'post /api/applications/{id}/user-consent-scopes': { userScopes: ['email'] },
  'patch /api/resources/{id}': { name: 'hijacked' },
  'patch /api/resources/{id}/is-default': { isDefault: true },
  'post /api/resources/{resourceId}/scopes': { name: 'planted' },
  'patch /api/resources/{resourceId}/scopes/{scopeId}': { name: 'renamed' },
  'patch /api/roles/{id}': { name: 'hijacked' },
  'post /api/roles/{id}/scopes': { scopeIds: ['planted'] },
  'post /api/roles/{id}/users': { userIds: ['planted'] },
  'post /api/roles/{id}/applications': { applicationIds: ['planted'] },
  'patch /api/users/{id}': { name: 'hijacked' },
  'patch /api/users/{id}/profile': { profile: { nickname: 'hijacked' } },
  'patch /api/users/{id}/custom-data': { customData: { hijacked: true } },
  'patch /api/users/{id}/password': { passwordDigest: '5f4dcc3b5aa765d61d8327deb882cf99', passwordAlgorithm: 'MD5' },
  'post /api/users/{id}/password/verify': { password: 'guess' },
  'patch /api/users/{id}/is-suspended': { isSuspended: true },
  'put /api/sso-connectors/{id}/idp-initiated-auth-config': {
    enabled: true,
    defaultApplicationId: 'hijacked',
    redirectUri: 'https://hijacked.example/callback',
  },
  'post /api/sso-connectors/{id}/saml-sp-key/rotate': { gracePeriodSeconds: 0 },
  'patch /api/users/{id}/mfa-verifications/{verificationId}': { name: 'hijacked' },
  'post /api/users/{id}/roles': { roleIds: ['acme-robots'] },
  'post /api/users/{id}/mfa-verifications': { type: 'Totp' },
  'put /api/applications/{id}/sign-in-experience': { displayName: 'hijacked' },
  'patch /api/organization-scopes/{id}': { name: 'hijacked' },
  'patch /api/organization-roles/{id}': { name: 'hijacked' },
  'post /api/organization-roles/{id}/scopes': { organizationScopeIds: ['acme-org-scope'] },
  'put /api/organization-roles/{id}/scopes': { organizationScopeIds: [] },
  'post /api/organization-roles/{id}/resource-scopes': { scopeIds: ['planted'] },
  'put /api/organization-roles/{id}/resource-scopes': { scopeIds: [] },
  'patch /api/organizations/{id}': { name: 'hijacked' },
  'post /api/organizations/{id}/users': { userIds: ['acmeuser0001'] },
  'put /api/organizations/{id}/users': { userIds: [] },
  'post /api/organizations/{id}/users/roles': { userIds: ['acmeuser0001'], organizationRoleIds: ['acme-org-role'] },
  'post /api/organizations/{id}/users/{userId}/roles': { organizationRoleIds: ['acme-org-role'] },
  'put /api/organizations/{id}/users/{userId}/roles': { organizationRoleIds: [] },
  'post /api/organizations/{id}/applications': { applicationIds: ['planted'] },
  'put /api/organizations/{id}/applications': { applicationIds: [] },
  'post /api/organizations/{id}/applications/{applicationId}/roles': { organizationRoleIds: ['acme-org-role'] },
  'put /api/organizations/{id}/applications/{applicationId}/roles': { organizationRoleIds: [] },
  'post /api/organizations/{id}/jit/email-domains': { emailDomains: ['planted.test'] },
  'put /api/organizations/{id}/jit/email-domains': { emailDomains: [] },
  'post /api/organizations/{id}/jit/roles': { organizationRoleIds: ['acme-org-role'] },
  'put /api/organizations/{id}/jit/roles': { organizationRoleIds: [] },
  'put /api/organization-invitations/{id}/status': { status: 'Revoked' },
  'patch /api/connectors/{id}': { enabled: false },
  'post /api/connectors/{id}/authorization-uri': { state: 'hijacked', redirectUri: 'https://evil.test/cb' },
  'patch /api/email-templates/{id}/details': { subject: 'hijacked' },
  'put /api/one-time-tokens/{id}/status': { status: 'revoked' },
  'patch /api/sso-connectors/{id}': { connectorName: 'hijacked' },
  'post /api/organizations/{id}/jit/sso-connectors': { ssoConnectorIds: ['acme-sso'] },
  'put /api/organizations/{id}/jit/sso-connectors': { ssoConnectorIds: [] },
  'patch /api/saml-applications/{id}': { name: 'hijacked' },
  'post /api/saml-applications/{id}/secrets': { lifeSpanInYears: 1 },
  'patch /api/saml-applications/{id}/secrets/{secretId}': { active: true },
};
/** Operations whose body is a form (HTTP-POST binding), not JSON. */
const formBodies: Record<string, string> = { 'post /api/saml/{id}/authn': 'RelayState=hijacked' };

type Operation = Awaited<ReturnType<typeof operationsOnTenantB>>[number];
const send = (client: SweepClient, operation: Operation) =>
  sendOperation(client, operation, { json: bodies, form: formBodies });

/** The management API's operations (its bearer token): not the sign-in pages' nor the SAML IdP's public ones. */
const managementOnly = (operations: Operation[]) => operations.filter((operation) => operation.management);

/** An active custom domain of tenant B, routed at once. */
const addCustomDomain = async (domain: string) => {
  await gh.deps.database.withTenant('acme', (trx) =>
    trx
      .insertInto('customDomains')
      .values({ tenantId: 'acme', id: `dom-${domain}`, domain, status: 'Active' })
      .execute(),
  );
  await gh.deps.bus.publish('acme', 'tenant');
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  acme = await seedTenantB(gh);
  defaultToken = await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh, 'default'));
  acmeToken = await managementToken(`${gh.userUrl}/t/acme/oidc`, await createManagementApp(gh, 'acme'));
});
afterAll(() => gh?.stop());

describe('tenant isolation', () => {
  it('serves each tenant under its own issuer', async () => {
    const discovery = await getJson(`${gh.userUrl}/t/acme/oidc/.well-known/openid-configuration`);
    expect(discovery.issuer).toBe(`${gh.userUrl}/t/acme/oidc`);
    expect((await api(gh.userUrl, acmeToken).get('/t/acme/api/applications')).status).toBe(200);
  });

  it("answers 404 on every management route when tenant A's token names tenant B's ids, and changes nothing", async () => {
    const before = await snapshotTenantB(gh, acme);
    const operations = await operationsOnTenantB(gh, acme);
    expect(operations.length).toBeGreaterThanOrEqual(8);
    for (const operation of operations) {
      const response = await send(api(gh.userUrl, defaultToken), operation);
      expect(response.status, operation.key).toBe(404);
      expect(response.body.code, operation.key).toMatch(/\.not_found$/);
    }
    expect(await snapshotTenantB(gh, acme)).toEqual(before);
  });

  it("refuses tenant A's machine-to-machine token on every management route of tenant B at /t/{B}/…, and changes nothing", async () => {
    const before = await snapshotTenantB(gh, acme);
    const operations = managementOnly(await operationsOnTenantB(gh, acme));
    expect(operations.length).toBeGreaterThanOrEqual(100);
    const leaks: string[] = [];
    for (const operation of operations) {
      const response = await send(api(gh.userUrl, defaultToken), { ...operation, url: `/t/acme${operation.url}` });
      if (![401, 403, 404].includes(response.status)) leaks.push(`${operation.key}: ${response.status}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshotTenantB(gh, acme)).toEqual(before);
  });

  it("refuses tenant A's machine-to-machine token on every management route of tenant B on B's custom domain, and changes nothing", async () => {
    await addCustomDomain('login-sweep.acme.test');
    const before = await snapshotTenantB(gh, acme);
    const client = hostApi(gh.userUrl, 'login-sweep.acme.test', defaultToken);
    // The host reaches tenant B: B's own token is good there.
    const own = await hostApi(gh.userUrl, 'login-sweep.acme.test', acmeToken).get(`/api/applications/${acme.appId}`);
    expect(own.status).toBe(200);
    const leaks: string[] = [];
    for (const operation of managementOnly(await operationsOnTenantB(gh, acme))) {
      const response = await send(client, operation);
      if (![401, 403, 404].includes(response.status)) leaks.push(`${operation.key}: ${response.status}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshotTenantB(gh, acme)).toEqual(before);
  });

  it("routes an email to tenant B's SSO connector only on tenant B's sign-in pages", async () => {
    const lookup = async (prefix: string) =>
      (await fetch(`${gh.userUrl}${prefix}/api/experience/sso-connectors?email=wile@acme.test`)).json();
    expect(await lookup('')).toEqual([]);
    expect(await lookup('/t/acme')).toEqual([expect.objectContaining({ id: acme.ssoConnectorId })]);
    const ssoList = await api(gh.userUrl, defaultToken).get('/api/sso-connectors');
    expect(ssoList.body).toEqual([]);
  });

  it("refuses tenant B's token on tenant A's API, and lists only the tenant's own applications", async () => {
    const foreign = await api(gh.userUrl, acmeToken).get('/api/applications');
    expect(foreign.status).toBe(401);
    const own = await api(gh.userUrl, defaultToken).get('/api/applications');
    expect(own.body.map((app: { id: string }) => app.id)).not.toContain(acme.appId);
  });

  it("refuses tenant A's token on tenant B's uploads, and keeps each tenant's files under its own key", async () => {
    const acmeFiles = () => gh.deps.storage?.list('acme/') ?? Promise.resolve([]);
    const before = await acmeFiles();
    const uploads: [string, { bytes: Uint8Array; type: string }][] = [
      ['/t/acme/api/user-assets', samples.png],
      [
        '/t/acme/api/sign-in-exp/default/custom-ui-assets',
        { bytes: buildZip([{ name: 'index.html', content: 'x' }]), type: 'application/zip' },
      ],
    ];
    for (const [path, file] of uploads) {
      const response = await uploadFile(`${gh.userUrl}${path}`, defaultToken, file);
      expect(response.status, path).toBe(401);
    }
    expect(await acmeFiles()).toEqual(before);
    const own = await uploadFile(`${gh.userUrl}/t/acme/api/user-assets`, acmeToken, samples.png);
    expect(own.status).toBe(201);
    expect(await acmeFiles()).toEqual([...before, `acme/${own.body.url.split('/').at(-1)}`].sort());
    expect(await gh.deps.storage?.list('default/')).not.toContain(`default/${own.body.url.split('/').at(-1)}`);
  });

  it("keeps account center settings and the Account API per tenant: tenant B's user token is refused at tenant A", async () => {
    const everyField = Object.fromEntries(
      ['name', 'avatar', 'profile', 'customData', 'username', 'email', 'phone', 'password', 'social', 'mfa'].map(
        (field) => [field, 'Edit'],
      ),
    );
    const acmeApi = api(gh.userUrl, acmeToken);
    expect((await acmeApi.patch('/t/acme/api/account-center', { enabled: true, fields: everyField })).status).toBe(200);
    await api(gh.userUrl, defaultToken).patch('/api/account-center', { enabled: true, fields: everyField });
    // Tenant A's management token cannot read or change tenant B's settings.
    expect((await api(gh.userUrl, defaultToken).get('/t/acme/api/account-center')).status).toBe(401);
    expect((await api(gh.userUrl, defaultToken).patch('/t/acme/api/account-center', { enabled: false })).status).toBe(
      401,
    );

    // An Account API token of tenant B's user, signed with B's key for B's Account API resource.
    const [key] = await gh.deps.database.withTenant('acme', (trx) =>
      createKeyQueries(gh.deps.box).findPrivateKeys(trx),
    );
    if (!key) throw new Error('acme has no key');
    const userToken = await new SignJWT({ aud: `${gh.userUrl}/t/acme/api/my-account` })
      .setProtectedHeader({ alg: key.alg, kid: key.kid })
      .setIssuer(`${gh.userUrl}/t/acme/oidc`)
      .setSubject(acme.userId)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await importJWK(key, key.alg));
    const user = api(gh.userUrl, userToken);
    // At its own tenant it is good: the refusals below are tenant A's boundary, not a bad token.
    expect((await user.get('/t/acme/api/my-account')).body).toMatchObject({ id: acme.userId, username: 'wile' });
    const before = await snapshotTenantB(gh, acme);
    for (const response of [
      await user.get('/api/my-account'),
      await user.patch('/api/my-account', { name: 'hijacked' }),
      await user.patch('/api/my-account/profile', { nickname: 'hijacked' }),
      await user.post('/api/verifications/password', { password: 'guess' }),
      await user.get('/api/my-account/mfa-verifications'),
      await user.post('/api/my-account/mfa-verifications/totp-secret/generate'),
      await user.post('/api/my-account/mfa-verifications/backup-codes/generate'),
      await user.delete('/api/my-account/mfa-verifications/anything'),
      await user.post('/api/verifications/web-authn/registration'),
      await user.post('/api/verifications/web-authn/registration/verify', { verificationRecordId: 'x', payload: {} }),
      await user.post('/api/my-account/mfa-verifications', {
        type: 'WebAuthn',
        newIdentifierVerificationRecordId: 'x',
      }),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('auth.unauthorized');
    }
    expect(await snapshotTenantB(gh, acme)).toEqual(before);
    // Tenant B's own management settings still stand.
    expect((await acmeApi.get('/t/acme/api/account-center')).body.enabled).toBe(true);
  });

  it("does not let tenant A's client authenticate at tenant B's token endpoint", async () => {
    const response = await fetch(`${gh.userUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: acme.appId, client_secret: 'x' }),
    });
    expect(response.status).toBe(401);
    expect((await response.json()) as unknown).toMatchObject({ error: 'invalid_client' });
  });
});

describe('tenant isolation with host routing ({tenantId}.<GATEHOUSE_TENANT_DOMAIN>)', () => {
  let hosted: TestGatehouse;
  let tenantB: TenantB;
  beforeAll(async () => {
    hosted = await startTestGatehouse({ GATEHOUSE_TENANT_DOMAIN: 'tenants.test' });
    tenantB = await seedTenantB(hosted);
  });
  afterAll(() => hosted?.stop());

  it("refuses tenant A's machine-to-machine token on every management route of tenant B's host, and changes nothing", async () => {
    const tokenOf = async (tenantId: string, host: string) => {
      const app = await createManagementApp(hosted, tenantId);
      const grant = await hostApi(hosted.userUrl, host, '').post(
        '/oidc/token',
        new URLSearchParams({ grant_type: 'client_credentials', resource: app.resource, scope: 'all' }).toString(),
        {
          authorization: `Basic ${Buffer.from(`${app.id}:${app.secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
      );
      expect(grant.status).toBe(200);
      return String(grant.body.access_token);
    };
    const port = new URL(hosted.userUrl).port;
    const hostB = `acme.tenants.test:${port}`;
    const tokenA = await tokenOf('default', `127.0.0.1:${port}`);
    // The host reaches tenant B: B's own token is good there.
    const own = hostApi(hosted.userUrl, hostB, await tokenOf('acme', hostB));
    expect((await own.get(`/api/applications/${tenantB.appId}`)).status).toBe(200);

    const before = await snapshotTenantB(hosted, tenantB);
    const client = hostApi(hosted.userUrl, hostB, tokenA);
    const operations = managementOnly(await operationsOnTenantB(hosted, tenantB));
    expect(operations.length).toBeGreaterThanOrEqual(100);
    const leaks: string[] = [];
    for (const operation of operations) {
      const response = await send(client, operation);
      if (![401, 403, 404].includes(response.status)) leaks.push(`${operation.key}: ${response.status}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshotTenantB(hosted, tenantB)).toEqual(before);
  });
});

describe('custom phrases', () => {
  it("neither reads, replaces nor deletes tenant B's phrases of a language with tenant A's token, nor serves them to A's pages", async () => {
    const client = api(gh.userUrl, defaultToken);
    expect((await client.get('/api/custom-phrases')).body).toEqual([]);
    const read = await client.get('/api/custom-phrases/nl');
    expect(read.status).toBe(404);
    expect(read.body.code).toBe('custom_phrase.not_found');
    expect((await client.delete('/api/custom-phrases/nl')).status).toBe(404);
    const pages = await fetch(`${gh.userUrl}/api/.well-known/phrases?lng=nl`);
    expect(pages.headers.get('content-language')).toBe('en');
    // A's own phrases of the same language are A's alone.
    expect((await client.put('/api/custom-phrases/nl', { action: { sign_in: 'Default inloggen' } })).status).toBe(200);
    expect((await client.delete('/api/custom-phrases/nl')).status).toBe(204);
    expect(await createCustomPhraseService(gh.deps, 'acme').get('nl')).toEqual({
      languageTag: 'nl',
      translation: { action: { sign_in: 'Acme inloggen' } },
    });
    const acmePages = (await (await fetch(`${gh.userUrl}/t/acme/api/.well-known/phrases?lng=nl`)).json()) as {
      action: { sign_in: string };
    };
    expect(acmePages.action.sign_in).toBe('Acme inloggen');
  });
});

describe('custom domains', () => {
  it('routes an active custom domain to its tenant, and ignores a pending one', async () => {
    await gh.deps.database.withTenant('acme', (trx) =>
      trx
        .insertInto('customDomains')
        .values([
          { tenantId: 'acme', id: 'dom-active', domain: 'login.acme.test', status: 'Active' },
          { tenantId: 'acme', id: 'dom-pending', domain: 'pending.acme.test', status: 'PendingVerification' },
        ])
        .execute(),
    );
    await gh.deps.bus.publish('acme', 'tenant');
    // fetch() does not let a caller set Host, so ask with node:http, as a proxy in front would.
    const discover = (host: string) =>
      new Promise<{ issuer: string }>((resolve, reject) => {
        const request = http.get(
          `${gh.userUrl}/oidc/.well-known/openid-configuration`,
          { headers: { host } },
          (res) => {
            let body = '';
            res.on('data', (chunk) => {
              body += chunk;
            });
            res.on('end', () => resolve(JSON.parse(body) as { issuer: string }));
          },
        );
        request.on('error', reject);
      });
    expect((await discover('login.acme.test')).issuer).toBe(`${gh.userUrl}/t/acme/oidc`);
    expect((await discover('pending.acme.test')).issuer).toBe(`${gh.userUrl}/oidc`);
  });
});
