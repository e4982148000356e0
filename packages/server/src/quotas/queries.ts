import type { QuotaLimitKey } from '@gatehouse/schemas/plans';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Trx } from '../platform/db/database';

/** What a counted quota may be narrowed to: the resource of scopes-per-resource, the role of scopes-per-role. */
export type QuotaScope = { resourceId?: string; roleId?: string; tenantId?: string };

const count = async (query: { executeTakeFirst: () => Promise<{ n: string | number | bigint } | undefined> }) =>
  Number((await query.executeTakeFirst())?.n ?? 0);
const n = sql<string>`count(*)`.as('n');

/**
 * How much of each counted quota the tenant uses, read in the caller's transaction (row-level security
 * scopes it to the tenant). Built-in records (the management API, its role and applications) do not count.
 * `tenantMembersLimit` runs in a transaction of the admin tenant: members of the tenant's organization
 * plus its pending invitations.
 */
export const quotaCounters: Partial<Record<QuotaLimitKey, (trx: Trx, scope: QuotaScope) => Promise<number>>> = {
  applicationsLimit: (trx) =>
    count(
      trx
        .selectFrom('applications')
        .select(n)
        .where('isBuiltIn', '=', false)
        .where('isThirdParty', '=', false)
        .where('type', 'in', ['Native', 'SPA', 'Traditional', 'Protected']),
    ),
  machineToMachineLimit: (trx) =>
    count(
      trx.selectFrom('applications').select(n).where('isBuiltIn', '=', false).where('type', '=', 'MachineToMachine'),
    ),
  thirdPartyApplicationsLimit: (trx) =>
    count(trx.selectFrom('applications').select(n).where('isBuiltIn', '=', false).where('isThirdParty', '=', true)),
  samlApplicationsLimit: (trx) => count(trx.selectFrom('applications').select(n).where('type', '=', 'SAML')),
  resourcesLimit: (trx) => count(trx.selectFrom('resources').select(n).where('isBuiltIn', '=', false)),
  scopesPerResourceLimit: (trx, { resourceId = '' }) =>
    count(trx.selectFrom('scopes').select(n).where('resourceId', '=', resourceId)),
  socialConnectorsLimit: (trx) => count(trx.selectFrom('connectors').select(n).where('type', '=', 'social')),
  userRolesLimit: (trx) =>
    count(trx.selectFrom('roles').select(n).where('isBuiltIn', '=', false).where('type', '=', 'User')),
  machineToMachineRolesLimit: (trx) =>
    count(trx.selectFrom('roles').select(n).where('isBuiltIn', '=', false).where('type', '=', 'MachineToMachine')),
  scopesPerRoleLimit: (trx, { roleId = '' }) =>
    count(trx.selectFrom('rolesScopes').select(n).where('roleId', '=', roleId)),
  hooksLimit: (trx) => count(trx.selectFrom('hooks').select(n)),
  organizationsLimit: (trx) =>
    // In the admin tenant, organizations are the tenants' memberships (t-{id}); elsewhere every one counts.
    count(trx.selectFrom('organizations').select(n)),
  enterpriseSsoLimit: (trx) => count(trx.selectFrom('ssoConnectors').select(n)),
  tenantMembersLimit: async (trx, { tenantId = '' }) => {
    const organizationId = `t-${tenantId}`;
    const pending: Expression<SqlBool> = sql<SqlBool>`status = 'Pending' and expires_at > now()`;
    const members = await count(
      trx.selectFrom('organizationUsers').select(n).where('organizationId', '=', organizationId),
    );
    const invitations = await count(
      trx.selectFrom('organizationInvitations').select(n).where('organizationId', '=', organizationId).where(pending),
    );
    return members + invitations;
  },
};

/**
 * Serializes the quota's creates per tenant (and scope) until the transaction ends, and reads the
 * tenant's plan, in one round trip. Counted after the lock, a parallel create at limit − 1 waits for
 * the first to commit and then sees its row (read committed: every statement a new snapshot).
 */
export const lockAndReadPlan = async (trx: Trx, lockKey: string, tenantId: string) => {
  const { rows } = await sql<{ planId: string | null }>`
    select (select plan_id from tenants where id = ${tenantId}) as plan_id
    from (select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))) as locked`.execute(trx);
  return rows[0]?.planId ?? undefined;
};

export const readPlan = async (trx: Trx, tenantId: string) =>
  (await trx.selectFrom('tenants').select('planId').where('id', '=', tenantId).executeTakeFirst())?.planId;
