import { isEnterprisePlan, isPaidPlan } from '@gatehouse/schemas/plans';
import type { MemberTenant } from '@gatehouse/schemas/tenants';

/** The status tag of a tenant in the switcher (spec §4), at most one. */
export type TenantStatus = 'suspended' | 'mau_exceeded' | 'token_exceeded';

/**
 * The tenant's status tag, by the priority of spec §4: suspended, then monthly active users at or
 * past the limit, then tokens at or past the limit on a plan whose tokens are limited (not a paid
 * or enterprise one); undefined for none. The spec's 'overdue' (open invoices) comes with billing,
 * which is not built: no tenant has invoices yet.
 *
 * @example
 * tenantStatus({ isSuspended: false, planId: 'Free', usage: { activeUsers: 50_000, tokenUsage: 0 },
 *   quota: { mauLimit: 50_000, tokenLimit: null } }) // → 'mau_exceeded'
 */
export const tenantStatus = (
  tenant: Pick<MemberTenant, 'isSuspended' | 'planId' | 'usage' | 'quota'>,
): TenantStatus | undefined => {
  const { usage, quota } = tenant;
  if (tenant.isSuspended) return 'suspended';
  if (quota.mauLimit !== null && usage.activeUsers >= quota.mauLimit) return 'mau_exceeded';
  const tokensExempt = isPaidPlan(tenant.planId) || isEnterprisePlan(tenant.planId);
  if (!tokensExempt && quota.tokenLimit !== null && usage.tokenUsage >= quota.tokenLimit) return 'token_exceeded';
  return undefined;
};
