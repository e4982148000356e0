import { adminTenantId } from '@gatehouse/schemas/constants';
import {
  isEnterprisePlan,
  type Plan,
  planOf,
  plans,
  type Quota,
  type Subscription,
  type SubscriptionUsage,
} from '@gatehouse/schemas/plans';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { tenantScopesOf } from '../tenants/public';
import { billingPeriodOf } from './token-usage';
import { monthlyActiveUsers, tenantUsage, tokenUsageOf } from './usage';

type Deps = Pick<PlatformDeps, 'database' | 'tokenUsage'>;

/** Plans anyone may choose (spec §9): Free and the Pro ones. Development and Admin are given, not chosen. */
const publicPlans: readonly Plan[] = [plans.Free, plans.Pro, plans.Pro202411];
/** Plans a tenant may move to: Free and the current Pro for production, its own plan otherwise. */
const availablePlans = (tag: 'development' | 'production', tenantId: string): readonly Plan[] =>
  tenantId === adminTenantId
    ? [plans.Admin]
    : tag === 'production'
      ? [plans.Free, plans.Pro202411]
      : [plans.Development];

const toSku = (plan: Plan) => ({
  id: plan.id,
  name: plan.name,
  type: plan.type,
  unitPrice: plan.unitPrice,
  quota: plan.quota,
});
/** An unknown (enterprise) plan id is unlimited here. */
const quotaOfPlan = (planId: string): Quota => planOf(planId)?.quota ?? plans.Admin.quota;

export const subscriptionOf = (planId: string, at = new Date()): Subscription => {
  const { start, end } = billingPeriodOf(at);
  return {
    planId,
    status: 'active',
    currentPeriodStart: start.getTime(),
    currentPeriodEnd: end.getTime(),
    isEnterprisePlan: isEnterprisePlan(planId),
  };
};

/** What `GET /api/tenants` adds to each tenant (spec §3): plan, subscription, MAU and tokens this month, their limits. */
export const tenantPlanSummaries = async (deps: Deps, tenants: { id: string; planId: string }[]) => {
  const ids = tenants.map((tenant) => tenant.id);
  const [mau, tokens] = [await monthlyActiveUsers(deps, ids), await tokenUsageOf(deps, ids)];
  return new Map(
    tenants.map(({ id, planId }) => {
      const quota = quotaOfPlan(planId);
      return [
        id,
        {
          planId,
          subscription: subscriptionOf(planId),
          usage: { activeUsers: mau.get(id) ?? 0, tokenUsage: tokens.get(id) ?? 0 },
          quota: { mauLimit: quota.mauLimit, tokenLimit: quota.tokenLimit },
        },
      ];
    }),
  );
};

/** Plans, subscriptions and usage for the cloud API (spec §7); every tenant route needs membership (else 404). */
export const createSubscriptionService = (deps: Deps) => {
  const { database } = deps;
  const memberTenant = async (userId: string, tenantId: string) => {
    const scopes = await database.withTenant(adminTenantId, (trx) => tenantScopesOf(trx, tenantId, userId));
    const row =
      scopes.length > 0
        ? await database.system
            .selectFrom('tenants')
            .select(['id', 'tag', 'planId'])
            .where('id', '=', tenantId)
            .executeTakeFirst()
        : undefined;
    if (!row) throw new ApiError('tenant.not_found', { tenantId });
    return row;
  };

  return {
    skus: (type: 'Basic' | 'AddOn' | undefined) => publicPlans.filter((plan) => !type || plan.type === type).map(toSku),

    availableSkus: async (userId: string, tenantId: string) => {
      const tenant = await memberTenant(userId, tenantId);
      return availablePlans(tenant.tag, tenant.id).map(toSku);
    },

    subscription: async (userId: string, tenantId: string) =>
      subscriptionOf((await memberTenant(userId, tenantId)).planId),

    usage: async (userId: string, tenantId: string): Promise<SubscriptionUsage> => {
      const tenant = await memberTenant(userId, tenantId);
      const quota = quotaOfPlan(tenant.planId);
      // No add-ons yet: the basic quota (the plan's) is the quota.
      return { quota, basicQuota: quota, ...(await tenantUsage(deps, tenantId)) };
    },
  };
};
