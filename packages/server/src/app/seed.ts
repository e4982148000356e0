import { createHash } from 'node:crypto';
import {
  adminConsoleApplicationId,
  adminTenantId,
  defaultTenantId,
  managementApiAccessRoleName,
  managementApiScopeAll,
} from '@gatehouse/schemas/constants';
import type { Tenant } from '@gatehouse/schemas/tenants';
import { upsertBuiltInApplication } from '../applications/public';
import { createKeyQueries, generateCookieKey, generateSigningKey } from '../oidc/keys';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { managementIndicator, meIndicator } from '../platform/tenancy';
import { productVersion } from '../platform/version';
import { insertBuiltInResource } from '../resources/public';
import { insertBuiltInRole, roleAssignments } from '../roles/public';
import { insertDefaultSignInExperience } from '../sign-in-experience/public';
import {
  ensureTenantOrganization,
  ensureTenantRoles,
  insertTenantIfMissing,
  setTenantMember,
  tenantMemberIds,
} from '../tenants/public';

type SeedDeps = Pick<PlatformDeps, 'config' | 'database' | 'box' | 'bus'>;

/** Creates a built-in API resource with scope `all` and a role holding it, unless the indicator exists. */
const ensureManagementResource = async (
  trx: Trx,
  tenantId: string,
  indicator: string,
  resourceName: string,
  role: { name: string; description: string; type: 'User' | 'MachineToMachine'; isDefault?: boolean },
) => {
  const scopeId = await insertBuiltInResource(trx, tenantId, {
    indicator,
    name: resourceName,
    scope: { name: managementApiScopeAll, description: 'Default scope for the management API: all permissions.' },
  });
  if (scopeId) await insertBuiltInRole(trx, tenantId, role, scopeId);
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
  await insertTenantIfMissing(database.system, tenant);
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
    await insertDefaultSignInExperience(trx, tenant.id);
    await ensureManagementResource(trx, tenant.id, managementIndicator(config, tenant.id), 'Management API', {
      name: managementApiAccessRoleName,
      description: "Full access to this tenant's management API.",
      type: 'MachineToMachine',
    });
  });
  await deps.bus.publish(tenant.id, 'tenant');
  return created;
};

/** The console's SPA client in the admin tenant: its redirect URIs and CORS origins follow the admin origins. */
const upsertConsoleApplication = (trx: Trx, config: SeedDeps['config']) =>
  upsertBuiltInApplication(trx, adminTenantId, {
    id: adminConsoleApplicationId,
    name: 'Admin Console',
    description: 'The Gatehouse console.',
    type: 'SPA',
    oidcClientMetadata: {
      redirectUris: config.adminOrigins.map((origin) => `${origin}/console/callback`),
      postLogoutRedirectUris: config.adminOrigins.map((origin) => `${origin}/console`),
    },
    customClientMetadata: { corsAllowedOrigins: config.adminOrigins },
  });

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

    // Tenant membership (DESIGN §4): `default` is an organization of the admin tenant, and whoever
    // holds `default:admin` (the first console user, before members existed) is its admin member.
    await ensureTenantRoles(trx);
    await ensureTenantOrganization(trx, { id: defaultTenantId, name: 'My project' });
    const defaultAdminRole = await roleAssignments(adminTenantId).findIdByName(trx, `${defaultTenantId}:admin`);
    const holders = defaultAdminRole
      ? await roleAssignments(adminTenantId).findUserIdsWithRole(trx, defaultAdminRole)
      : [];
    const members = await tenantMemberIds(trx, defaultTenantId);
    for (const userId of holders.filter((id) => !members.includes(id))) {
      await setTenantMember(trx, defaultTenantId, userId, 'admin');
    }

    // Every console user may read and edit their own profile and preferences (/me).
    await ensureManagementResource(trx, adminTenantId, meIndicator(config), 'Console profile', {
      name: 'Console user',
      description: 'Reads and edits one’s own console profile and preferences.',
      type: 'User',
      isDefault: true,
    });

    await upsertConsoleApplication(trx, config);
  });

  for (const tenantId of [adminTenantId, defaultTenantId]) await deps.bus.publish(tenantId, 'keys');
  await deps.bus.publish(adminTenantId, 'tenant');
  return created;
};

/** Bump when seed() writes something new, so existing installations get it at their next start. */
const seedRevision = 2;

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/**
 * What the seed is made from, in two parts: its code (revision, product version) and the configuration
 * everything but the console client reads, then the admin origins, which only the console client reads
 * (they change with the admin endpoint's port or host).
 */
const seedFingerprint = ({ config }: Pick<SeedDeps, 'config'>) => ({
  core: digest([
    seedRevision,
    productVersion,
    config.signingKeyAlgorithm,
    managementIndicator(config, defaultTenantId),
    managementIndicator(config, adminTenantId),
    meIndicator(config),
  ]),
  origins: digest(config.adminOrigins),
});

/**
 * The seed at start: skipped (one query) when the last one was made from the same code and
 * configuration and both built-in tenants still have their signing keys; when only the admin origins
 * changed, only the console client is rewritten (two statements instead of the whole seed); otherwise
 * seed() and remember.
 */
export const seedIfChanged = async (deps: SeedDeps) => {
  const { core, origins } = seedFingerprint(deps);
  const fingerprint = `${core}.${origins}`;
  const { system } = deps.database;
  const state = await system
    .selectFrom('systemState')
    .select((eb) => [
      'value',
      eb
        .selectFrom('oidcKeys')
        .select((count) => count.fn.countAll<number>().as('keys'))
        .where('type', '=', 'private-key')
        .where('tenantId', 'in', [adminTenantId, defaultTenantId])
        .as('keys'),
    ])
    .where('name', '=', 'seed')
    .executeTakeFirst();
  const complete = Number(state?.keys) >= 2;
  if (state?.value === fingerprint && complete) return { skipped: true, created: [] };
  let created: string[] = [];
  if (complete && state?.value.startsWith(`${core}.`)) {
    await deps.database.withTenant(adminTenantId, (trx) => upsertConsoleApplication(trx, deps.config));
    await deps.bus.publish(adminTenantId, 'applications');
  } else {
    created = await seed(deps);
  }
  await system
    .insertInto('systemState')
    .values({ name: 'seed', value: fingerprint })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: fingerprint, updatedAt: new Date().toISOString() }))
    .execute();
  return { skipped: false, created };
};
