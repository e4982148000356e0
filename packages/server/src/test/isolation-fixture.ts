import { provisionTenant } from '../app/seed';
import { createApplicationService } from '../applications/service';
import { createConnectorService } from '../connectors/service';
import { createCustomPhraseService } from '../custom-phrases/service';
import { createMessageService } from '../messages/service';
import { createOneTimeTokenService } from '../one-time-tokens/service';
import { createResourceService } from '../resources/service';
import { createSamlApplicationService } from '../saml-applications/service';
import type { TestGatehouse } from './harness';
import { getJson } from './oidc-client';

/**
 * Tenant B of the tenant-isolation sweeps (platform/tenant-isolation.integration.test.ts): tenant
 * `acme` with at least one row behind every management route — an app with a secret and a role, a
 * user, a resource with a scope, an organization with a member, role, JIT settings and an
 * invitation, a connector, an email template, a one-time token, an SSO connector with an identity,
 * a SAML app with a secret and custom phrases. Returns the ids the sweep puts in the paths.
 */
export const seedTenantB = async (gh: TestGatehouse) => {
  const acme = {
    appId: '',
    roleId: 'acme-robots',
    secretName: 'acme-secret',
    resourceId: '',
    scopeId: '',
    userId: 'acmeuser0001',
    organizationId: 'acme-org',
    organizationRoleId: 'acme-org-role',
    organizationScopeId: 'acme-org-scope',
    invitationId: 'acme-invitation',
    connectorId: '',
    emailTemplateId: '',
    oneTimeTokenId: '',
    ssoConnectorId: 'acme-sso',
    samlAppId: '',
    samlSecretId: '',
  };
  await provisionTenant(gh.deps, { id: 'acme', name: 'Acme', tag: 'development', regionName: 'US' });
  const service = createApplicationService(gh.deps, 'acme');
  const app = await service.create({ name: 'Acme robot', type: 'MachineToMachine' });
  acme.appId = app.id;
  await service.createSecret(app.id, { name: acme.secretName });
  await gh.deps.database.withTenant('acme', (trx) =>
    trx
      .insertInto('roles')
      .values({ tenantId: 'acme', id: acme.roleId, name: 'robots', type: 'MachineToMachine' })
      .execute(),
  );
  await service.assignRoles(app.id, [acme.roleId]);
  await gh.deps.database.withTenant('acme', (trx) =>
    trx
      .insertInto('users')
      .values({
        tenantId: 'acme',
        id: acme.userId,
        username: 'wile',
        customData: '{}',
        profile: '{}',
        identities: JSON.stringify({ github: { userId: '1' } }),
      })
      .execute(),
  );
  const resources = createResourceService(gh.deps, 'acme');
  const resource = await resources.create({ name: 'Acme API', indicator: 'https://api.acme.test' });
  acme.resourceId = resource.id;
  acme.scopeId = (await resources.createScope(resource.id, { name: 'read:anvils' })).id;

  // An organization with a member holding a role, JIT settings and a pending invitation.
  await gh.deps.database.withTenant('acme', async (trx) => {
    await trx
      .insertInto('organizationScopes')
      .values({ tenantId: 'acme', id: acme.organizationScopeId, name: 'read:anvils' })
      .execute();
    await trx
      .insertInto('organizationRoles')
      .values({ tenantId: 'acme', id: acme.organizationRoleId, name: 'coyote' })
      .execute();
    await trx
      .insertInto('organizationRoleScopes')
      .values({
        tenantId: 'acme',
        organizationRoleId: acme.organizationRoleId,
        organizationScopeId: acme.organizationScopeId,
      })
      .execute();
    await trx
      .insertInto('organizations')
      .values({ tenantId: 'acme', id: acme.organizationId, name: 'Acme Corp', customData: '{}', branding: '{}' })
      .execute();
    await trx
      .insertInto('organizationUsers')
      .values({ tenantId: 'acme', organizationId: acme.organizationId, userId: acme.userId })
      .execute();
    await trx
      .insertInto('organizationUserRoles')
      .values({
        tenantId: 'acme',
        organizationId: acme.organizationId,
        userId: acme.userId,
        organizationRoleId: acme.organizationRoleId,
      })
      .execute();
    await trx
      .insertInto('organizationJitEmailDomains')
      .values({ tenantId: 'acme', organizationId: acme.organizationId, emailDomain: 'acme.test' })
      .execute();
    await trx
      .insertInto('organizationInvitations')
      .values({
        tenantId: 'acme',
        id: acme.invitationId,
        invitee: 'road@runner.test',
        organizationId: acme.organizationId,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .execute();
  });

  // A connector, an email template and a one-time token of tenant B.
  acme.connectorId = (
    await createConnectorService(gh.deps, 'acme').create({
      connectorId: 'dev-email',
      config: { filePath: 'acme-mail.log' },
      syncProfile: false,
      enabled: true,
      metadata: {},
    })
  ).id;
  const [template] = await createMessageService(gh.deps, 'acme').upsert([
    {
      languageTag: 'en',
      templateType: 'SignIn',
      details: { subject: 'Acme', content: '{{code}}', contentType: 'text/plain' },
    },
  ]);
  acme.emailTemplateId = template?.id ?? '';
  acme.oneTimeTokenId = (
    await createOneTimeTokenService(gh.deps, 'acme').create({ email: 'road@runner.test', expiresIn: 600, context: {} })
  ).id;

  // An enterprise SSO connector of tenant B, an identity at it and an organization's JIT entry for it.
  await gh.deps.database.withTenant('acme', async (trx) => {
    await trx
      .insertInto('ssoConnectors')
      .values({
        tenantId: 'acme',
        id: acme.ssoConnectorId,
        providerName: 'OIDC',
        connectorName: 'Acme SSO',
        config: gh.deps.box.encrypt(
          JSON.stringify({ issuer: 'https://id.acme.test', clientId: 'c', clientSecret: 's' }),
        ),
        branding: '{}',
      })
      .execute();
    await trx
      .insertInto('ssoConnectorDomains')
      .values({ tenantId: 'acme', domain: 'acme.test', ssoConnectorId: acme.ssoConnectorId })
      .execute();
    await trx
      .insertInto('userSsoIdentities')
      .values({
        tenantId: 'acme',
        id: 'acme-sso-identity',
        userId: acme.userId,
        ssoConnectorId: acme.ssoConnectorId,
        issuer: 'https://id.acme.test',
        identityId: 'wile',
        detail: '{}',
      })
      .execute();
    await trx
      .insertInto('organizationJitSsoConnectors')
      .values({ tenantId: 'acme', organizationId: acme.organizationId, ssoConnectorId: acme.ssoConnectorId })
      .execute();
  });

  const saml = createSamlApplicationService(gh.deps, 'acme');
  const samlApp = await saml.create({
    name: 'Acme HR',
    entityId: 'urn:acme:hr',
    acsUrl: { binding: 'HTTP-POST', url: 'https://hr.acme.test/acs' },
    nameIdFormat: 'persistent',
  });
  acme.samlAppId = samlApp.id;
  acme.samlSecretId = (await saml.createSecret(samlApp.id, 1)).id;

  await createCustomPhraseService(gh.deps, 'acme').upsert('nl', { action: { sign_in: 'Acme inloggen' } });
  return acme;
};

export type TenantB = Awaited<ReturnType<typeof seedTenantB>>;

/** Everything of tenant B a management route could change, to compare before and after a sweep. */
export const snapshotTenantB = (gh: TestGatehouse, acme: TenantB) =>
  gh.deps.database.withTenant('acme', async (trx) => ({
    app: await trx.selectFrom('applications').select(['name']).where('id', '=', acme.appId).executeTakeFirst(),
    secrets: await trx
      .selectFrom('applicationSecrets')
      .select('name')
      .where('applicationId', '=', acme.appId)
      .execute(),
    roles: await trx.selectFrom('applicationsRoles').select('roleId').where('applicationId', '=', acme.appId).execute(),
    resources: await trx.selectFrom('resources').select(['id', 'name', 'isDefault']).orderBy('id').execute(),
    scopes: await trx.selectFrom('scopes').select(['id', 'name']).orderBy('id').execute(),
    roleRows: await trx.selectFrom('roles').select(['id', 'name']).orderBy('id').execute(),
    roleScopes: await trx.selectFrom('rolesScopes').select(['roleId', 'scopeId']).orderBy('scopeId').execute(),
    users: await trx.selectFrom('users').selectAll().orderBy('id').execute(),
    organizations: await trx.selectFrom('organizations').selectAll().execute(),
    organizationRoles: await trx.selectFrom('organizationRoles').selectAll().execute(),
    organizationScopes: await trx.selectFrom('organizationScopes').selectAll().execute(),
    organizationRoleScopes: await trx.selectFrom('organizationRoleScopes').selectAll().execute(),
    organizationUsers: await trx.selectFrom('organizationUsers').selectAll().execute(),
    organizationUserRoles: await trx.selectFrom('organizationUserRoles').selectAll().execute(),
    organizationJitEmailDomains: await trx.selectFrom('organizationJitEmailDomains').selectAll().execute(),
    organizationInvitations: await trx.selectFrom('organizationInvitations').selectAll().execute(),
    ssoConnectors: await trx.selectFrom('ssoConnectors').selectAll().execute(),
    ssoConnectorDomains: await trx.selectFrom('ssoConnectorDomains').selectAll().execute(),
    userSsoIdentities: await trx.selectFrom('userSsoIdentities').selectAll().execute(),
    organizationJitSsoConnectors: await trx.selectFrom('organizationJitSsoConnectors').selectAll().execute(),
    samlApplicationConfigs: await trx.selectFrom('samlApplicationConfigs').selectAll().execute(),
    samlApplicationSecrets: await trx.selectFrom('samlApplicationSecrets').selectAll().orderBy('id').execute(),
    samlApplicationRequests: await trx.selectFrom('samlApplicationRequests').selectAll().execute(),
  }));

/**
 * Every management operation of the OpenAPI document that names a record (`{id}`, `{resourceId}`),
 * with tenant B's ids in its path: `key` is `method path` as in the sweep's `bodies`.
 */
export const operationsOnTenantB = async (gh: TestGatehouse, acme: TenantB) => {
  const document = await getJson(`${gh.userUrl}/api/openapi.json`);
  const idOf: [string, string][] = [
    ['/api/resources/', acme.resourceId],
    ['/api/roles/', acme.roleId],
    ['/api/users/', acme.userId],
    ['/api/organizations/', acme.organizationId],
    ['/api/organization-roles/', acme.organizationRoleId],
    ['/api/organization-scopes/', acme.organizationScopeId],
    ['/api/organization-invitations/', acme.invitationId],
    ['/api/connectors/', acme.connectorId],
    ['/api/email-templates/', acme.emailTemplateId],
    ['/api/one-time-tokens/', acme.oneTimeTokenId],
    ['/api/sso-connectors/', acme.ssoConnectorId],
    ['/api/saml-applications/', acme.samlAppId],
    ['/api/saml/', acme.samlAppId],
    // The accept page's API: tenant B's invitation is unknown in tenant A.
    ['/api/experience/invitations/', acme.invitationId],
  ];
  return Object.entries(document.paths as Record<string, Record<string, unknown>>)
    .filter(([path]) => path.includes('{id}') || path.includes('{resourceId}'))
    .flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, { security?: Record<string, unknown>[] }>).map(
        ([method, operation]) => ({
          path,
          method,
          // A management route takes the management API's bearer token (`bearerAuth`).
          management: (operation.security ?? []).some((scheme) => 'bearerAuth' in scheme),
        }),
      ),
    )
    .map(({ path, method, management }) => {
      const id = idOf.find(([prefix]) => path.startsWith(prefix))?.[1] ?? acme.appId;
      const url = path
        .replace('{id}', id)
        .replace('{name}', acme.secretName)
        .replace('{roleId}', acme.roleId)
        .replace('{resourceId}', acme.resourceId)
        .replace('{scopeId}', acme.scopeId)
        .replace('{applicationId}', acme.appId)
        .replace('{userId}', acme.userId)
        .replace('{target}', 'github')
        .replace('{scopeType}', 'resource-scopes')
        .replace('{organizationRoleId}', acme.organizationRoleId)
        .replace('{organizationScopeId}', acme.organizationScopeId)
        .replace('{emailDomain}', 'acme.test')
        .replace('{connectorId}', acme.ssoConnectorId)
        .replace('{ssoConnectorId}', acme.ssoConnectorId)
        .replace('{secretId}', acme.samlSecretId);
      return { key: `${method} ${path}`, method, path, url, management };
    });
};

/** What the sweeps need of a client: `api` (oidc-client.ts) or `hostApi` (host-api.ts). */
export type SweepClient = {
  get: (path: string) => Promise<{ status: number; body: any }>;
  post: (path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: any }>;
  patch: (path: string, body?: unknown) => Promise<{ status: number; body: any }>;
  put: (path: string, body?: unknown) => Promise<{ status: number; body: any }>;
  delete: (path: string) => Promise<{ status: number; body: any }>;
};

/** Calls one operation with its valid JSON body or form, so that only the tenant boundary can refuse it. */
export const sendOperation = (
  client: SweepClient,
  { key, method, url }: { key: string; method: string; url: string },
  bodies: { json: Record<string, unknown>; form: Record<string, string> },
) => {
  const form = bodies.form[key];
  if (form) return client.post(url, form, { 'content-type': 'application/x-www-form-urlencoded' });
  const body = bodies.json[key];
  if (method === 'get') return client.get(url);
  if (method === 'delete') return client.delete(url);
  if (method === 'patch') return client.patch(url, body);
  if (method === 'put') return client.put(url, body);
  return client.post(url, body);
};
