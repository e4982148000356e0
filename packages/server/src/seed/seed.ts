import {
  adminConsoleApplicationId,
  adminTenantId,
  defaultTenantId,
  managementApiAccessRoleName,
  managementApiScopeAll,
} from '@gatehouse/schemas/constants';
import { generateId } from '@gatehouse/schemas/ids';
import { defaultSignInExperience } from '@gatehouse/schemas/sign-in-experience';
import type { Tenant } from '@gatehouse/schemas/tenants';
import { createKeyQueries, generateCookieKey, generateSigningKey } from '../oidc/keys';
import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';
import type { PlatformDeps } from '../platform/deps';
import { managementIndicator, meIndicator } from '../platform/tenancy';
import { createSignInExperienceQueries } from '../sign-in-experience/queries';
import { createTenantQueries } from '../tenants/queries';

type SeedDeps = Pick<PlatformDeps, 'config' | 'database' | 'box' | 'bus'>;

/** Creates an API resource with scope `all` and a role holding it, unless the indicator exists. */
const ensureManagementResource = async (
  trx: Trx,
  tenantId: string,
  indicator: string,
  resourceName: string,
  role: { name: string; description: string; type: 'User' | 'MachineToMachine'; isDefault?: boolean },
) => {
  const existing = await trx
    .selectFrom('resources')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('indicator', '=', indicator)
    .executeTakeFirst();
  if (existing) return;
  const resourceId = generateId();
  const scopeId = generateId();
  const roleId = generateId();
  await trx
    .insertInto('resources')
    .values({ tenantId, id: resourceId, name: resourceName, indicator, accessTokenTtl: 3600, isBuiltIn: true })
    .execute();
  await trx
    .insertInto('scopes')
    .values({
      tenantId,
      id: scopeId,
      resourceId,
      name: managementApiScopeAll,
      description: 'Default scope for the management API: all permissions.',
    })
    .execute();
  await trx
    .insertInto('roles')
    .values({ tenantId, id: roleId, ...role, isBuiltIn: true })
    .onConflict((oc) => oc.columns(['tenantId', 'name']).doNothing())
    .execute();
  const savedRole = await trx
    .selectFrom('roles')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('name', '=', role.name)
    .executeTakeFirstOrThrow();
  await trx.insertInto('rolesScopes').values({ tenantId, roleId: savedRole.id, scopeId }).execute();
};

/**
 * Creates a tenant with what every tenant needs — a signing key, a cookie key,
 * its management API resource with scope `all` and the "Management API access"
 * machine-to-machine role — or completes what is missing. Returns what it made.
 */
export const provisionTenant = async (deps: SeedDeps, tenant: Pick<Tenant, 'id' | 'name' | 'tag' | 'regionName'>) => {
  const { config, database, box } = deps;
  const keys = createKeyQueries(box);
  const created: string[] = [];
  await createTenantQueries(database.system).insertIfMissing(tenant);
  await database.withTenant(tenant.id, async (trx) => {
    const existingKeys = await trx.selectFrom('oidcKeys').select(['type']).where('tenantId', '=', tenant.id).execute();
    if (!existingKeys.some((key) => key.type === 'private-key')) {
      const key = await generateSigningKey(config.signingKeyAlgorithm);
      await keys.insertPrivateKey(trx, tenant.id, key, config.signingKeyAlgorithm);
      created.push(`${tenant.id}: signing key (${key.alg})`);
    }
    if (!existingKeys.some((key) => key.type === 'cookie-key')) {
      await keys.insertCookieKey(trx, tenant.id, generateCookieKey());
    }
    await createSignInExperienceQueries(tenant.id).insertIfMissing(trx, defaultSignInExperience);
    await ensureManagementResource(trx, tenant.id, managementIndicator(config, tenant.id), 'Management API', {
      name: managementApiAccessRoleName,
      description: "Full access to this tenant's management API.",
      type: 'MachineToMachine',
    });
  });
  await deps.bus.publish(tenant.id, 'tenant');
  return created;
};

/**
 * Idempotent first-start seed (issue 2): tenants `admin` and `default`, each
 * with a signing key, cookie key, its management API resource and the
 * "Management API access" machine-to-machine role; in the admin tenant, the
 * console's SPA client and, per customer tenant, a resource and an admin role
 * for that tenant's management API (console users reach tenants through it).
 * Re-running changes nothing except the console's redirect URIs, which follow
 * the configured admin endpoint and origins.
 */
export const seed = async (deps: SeedDeps) => {
  const { config, database } = deps;
  const created: string[] = [];

  for (const tenant of [
    { id: adminTenantId, name: 'Admin', tag: 'production', regionName: 'EU' },
    { id: defaultTenantId, name: 'My project', tag: 'production', regionName: 'EU' },
  ] as const) {
    created.push(...(await provisionTenant(deps, tenant)));
  }

  await database.withTenant(adminTenantId, async (trx) => {
    await ensureManagementResource(
      trx,
      adminTenantId,
      managementIndicator(config, defaultTenantId),
      `Management API of tenant ${defaultTenantId}`,
      { name: `${defaultTenantId}:admin`, description: `Administrator of tenant ${defaultTenantId}.`, type: 'User' },
    );

    // Every console user may read and edit their own profile and preferences (/me).
    await ensureManagementResource(trx, adminTenantId, meIndicator(config), 'Console profile', {
      name: 'Console user',
      description: 'Reads and edits one’s own console profile and preferences.',
      type: 'User',
      isDefault: true,
    });

    const oidcClientMetadata = {
      redirectUris: config.adminOrigins.map((origin) => `${origin}/console/callback`),
      postLogoutRedirectUris: config.adminOrigins.map((origin) => `${origin}/console`),
    };
    await trx
      .insertInto('applications')
      .values({
        tenantId: adminTenantId,
        id: adminConsoleApplicationId,
        name: 'Admin Console',
        description: 'The Gatehouse console.',
        type: 'SPA',
        secret: null,
        oidcClientMetadata: json(oidcClientMetadata),
        customClientMetadata: json({ corsAllowedOrigins: config.adminOrigins }),
        protectedAppMetadata: json(null),
        customData: json({}),
        isBuiltIn: true,
      })
      .onConflict((oc) =>
        oc.columns(['tenantId', 'id']).doUpdateSet({
          oidcClientMetadata: json(oidcClientMetadata),
          customClientMetadata: json({ corsAllowedOrigins: config.adminOrigins }),
        }),
      )
      .execute();
  });

  for (const tenantId of [adminTenantId, defaultTenantId]) await deps.bus.publish(tenantId, 'keys');
  await deps.bus.publish(adminTenantId, 'tenant');
  return created;
};
