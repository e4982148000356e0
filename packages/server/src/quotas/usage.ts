import { adminTenantId } from '@gatehouse/schemas/constants';
import { type QuotaLimitKey, quotaLimitKeys } from '@gatehouse/schemas/plans';
import { sql } from 'kysely';
import type { PlatformDeps } from '../platform/deps';
import { quotaCounters } from './queries';
import { billingPeriodOf, storedTokenUsage } from './token-usage';

type Deps = Pick<PlatformDeps, 'database' | 'tokenUsage'>;
const n = sql<string>`count(*)`.as('n');

/** Monthly active users of the tenants this billing month (the dashboard's daily active users, distinct). */
export const monthlyActiveUsers = async ({ database }: Deps, tenantIds: string[], at = new Date()) => {
  if (tenantIds.length === 0) return new Map<string, number>();
  const { start, end } = billingPeriodOf(at);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const rows = await database.system
    .selectFrom('dailyActiveUsers')
    .select(['tenantId', sql<string>`count(distinct user_id)`.as('n')])
    .where('tenantId', 'in', tenantIds)
    .where('day', '>=', day(start))
    .where('day', '<', day(end))
    .groupBy('tenantId')
    .execute();
  return new Map(rows.map((row) => [row.tenantId, Number(row.n)]));
};

/** Tokens issued to the tenants this billing month, those not yet flushed included. */
export const tokenUsageOf = async (deps: Deps, tenantIds: string[]) => {
  const stored = await storedTokenUsage(deps.database, tenantIds);
  return new Map(tenantIds.map((id) => [id, (stored.get(id) ?? 0) + deps.tokenUsage.pending(id)]));
};

/**
 * Everything the tenant's plan counts (`GET /api/tenants/{id}/subscription-usage`): each counted
 * quota, MAU and tokens this month, which switched features are in use, and the scopes of each
 * API resource and role (the per-resource and per-role quotas).
 */
export const tenantUsage = async (deps: Deps, tenantId: string) => {
  const counted = quotaLimitKeys.filter(
    (key): key is QuotaLimitKey => key !== 'tenantMembersLimit' && quotaCounters[key] !== undefined,
  );
  const perTenant = await deps.database.withTenant(tenantId, async (trx) => {
    const usage: Record<string, number | boolean> = {};
    for (const key of counted) {
      if (key === 'scopesPerResourceLimit' || key === 'scopesPerRoleLimit') continue;
      usage[key] = await (quotaCounters[key] ?? (async () => 0))(trx, { tenantId });
    }
    const resourceScopes = await trx
      .selectFrom('resources as r')
      .leftJoin('scopes as s', (join) => join.onRef('s.tenantId', '=', 'r.tenantId').onRef('s.resourceId', '=', 'r.id'))
      .select(['r.id', sql<string>`count(s.id)`.as('n')])
      .where('r.isBuiltIn', '=', false)
      .groupBy('r.id')
      .execute();
    const roleScopes = await trx
      .selectFrom('roles as r')
      .leftJoin('rolesScopes as rs', (join) =>
        join.onRef('rs.tenantId', '=', 'r.tenantId').onRef('rs.roleId', '=', 'r.id'),
      )
      .select(['r.id', sql<string>`count(rs.scope_id)`.as('n')])
      .where('r.isBuiltIn', '=', false)
      .groupBy('r.id')
      .execute();
    const settings = (await trx.selectFrom('signInExperiences').select('settings').executeTakeFirst())?.settings ?? {};
    const mfa = settings.mfa as { factors?: unknown[] } | undefined;
    usage.mfaEnabled = Array.isArray(mfa?.factors) && mfa.factors.length > 0;
    usage.bringYourUiEnabled = Boolean(settings.customUiAssets);
    usage.customJwtEnabled = Number((await trx.selectFrom('jwtCustomizers').select(n).executeTakeFirst())?.n ?? 0) > 0;
    usage.idpInitiatedSsoEnabled =
      Number(
        (await trx.selectFrom('ssoIdpInitiatedConfigs').select(n).where('enabled', '=', true).executeTakeFirst())?.n ??
          0,
      ) > 0;
    usage.subjectTokenEnabled = false;
    const counts = (rows: { id: string; n: string }[]) =>
      Object.fromEntries(rows.map((row) => [row.id, Number(row.n)]));
    const max = (values: Record<string, number>) => Math.max(0, ...Object.values(values));
    const resources = counts(resourceScopes);
    const roles = counts(roleScopes);
    usage.scopesPerResourceLimit = max(resources);
    usage.scopesPerRoleLimit = max(roles);
    return { usage, resources, roles };
  });
  const members = await deps.database.withTenant(adminTenantId, async (trx) =>
    (quotaCounters.tenantMembersLimit ?? (async () => 0))(trx, { tenantId }),
  );
  const [mau, tokens] = await Promise.all([monthlyActiveUsers(deps, [tenantId]), tokenUsageOf(deps, [tenantId])]);
  return {
    ...perTenant,
    usage: {
      ...perTenant.usage,
      tenantMembersLimit: members,
      mauLimit: mau.get(tenantId) ?? 0,
      tokenLimit: tokens.get(tenantId) ?? 0,
    },
  };
};
