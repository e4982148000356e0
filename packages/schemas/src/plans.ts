import { z } from 'zod';

/**
 * Plans (SKUs) and their quotas (spec §3, §4, §9): the one place their values live. A quota value
 * is a number (the most there may be), `null` or `true` (unlimited / on), `false` or `0` (off).
 * Only the cloud edition enforces them (server/src/quotas); self-hosted is never limited.
 */
export const planIds = ['Free', 'Pro', 'Pro202411', 'Development', 'Admin'] as const;
export const planIdGuard = z.enum(planIds);
export type PlanId = z.infer<typeof planIdGuard>;

/** Limits: a number, or null for unlimited. */
export const quotaLimitKeys = [
  'mauLimit',
  'tokenLimit',
  'applicationsLimit',
  'machineToMachineLimit',
  'resourcesLimit',
  'scopesPerResourceLimit',
  'socialConnectorsLimit',
  'userRolesLimit',
  'machineToMachineRolesLimit',
  'scopesPerRoleLimit',
  'hooksLimit',
  'auditLogsRetentionDays',
  'organizationsLimit',
  'enterpriseSsoLimit',
  'thirdPartyApplicationsLimit',
  'tenantMembersLimit',
  'samlApplicationsLimit',
] as const;
/** Switches: on or off. */
export const quotaSwitchKeys = [
  'mfaEnabled',
  'customJwtEnabled',
  'subjectTokenEnabled',
  'bringYourUiEnabled',
  'idpInitiatedSsoEnabled',
] as const;
export type QuotaLimitKey = (typeof quotaLimitKeys)[number];
export type QuotaSwitchKey = (typeof quotaSwitchKeys)[number];
export type QuotaKey = QuotaLimitKey | QuotaSwitchKey;
export const quotaKeys: readonly QuotaKey[] = [...quotaLimitKeys, ...quotaSwitchKeys];

export const quotaValueGuard = z.union([z.number().int().nonnegative(), z.boolean(), z.null()]);
export type QuotaValue = z.infer<typeof quotaValueGuard>;
export const quotaGuard = z.object(
  Object.fromEntries(quotaKeys.map((key) => [key, quotaValueGuard])) as Record<QuotaKey, typeof quotaValueGuard>,
);
export type Quota = Record<QuotaLimitKey, number | null> & Record<QuotaSwitchKey, boolean>;

/** A plan's display name (spec §3); a plan not listed here shows as `enterprise`. */
export type PlanName = 'free' | 'pro' | 'dev' | 'admin';

export type Plan = {
  id: PlanId;
  name: PlanName;
  type: 'Basic' | 'AddOn';
  /** Monthly, in cents. */
  unitPrice: number;
  quota: Quota;
};

const unlimited: Quota = {
  mauLimit: null,
  tokenLimit: null,
  applicationsLimit: null,
  machineToMachineLimit: null,
  resourcesLimit: null,
  scopesPerResourceLimit: null,
  socialConnectorsLimit: null,
  userRolesLimit: null,
  machineToMachineRolesLimit: null,
  scopesPerRoleLimit: null,
  hooksLimit: null,
  auditLogsRetentionDays: null,
  organizationsLimit: null,
  enterpriseSsoLimit: null,
  thirdPartyApplicationsLimit: null,
  tenantMembersLimit: null,
  samlApplicationsLimit: null,
  mfaEnabled: true,
  customJwtEnabled: true,
  subjectTokenEnabled: true,
  bringYourUiEnabled: true,
  idpInitiatedSsoEnabled: true,
};

/**
 * Free: spec §9 where it names a value; roles, permissions and the like have none there, so they
 * get small documented limits (1 M2M role, 1 scope per role, no organizations, SSO, third-party or
 * SAML applications, no custom JWT, subject tokens, own UI or IdP-initiated SSO).
 */
const free: Quota = {
  ...unlimited,
  mauLimit: 50_000,
  tokenLimit: 500_000,
  applicationsLimit: 3,
  machineToMachineLimit: 1,
  resourcesLimit: 1,
  scopesPerResourceLimit: 1,
  socialConnectorsLimit: 3,
  userRolesLimit: 1,
  machineToMachineRolesLimit: 1,
  scopesPerRoleLimit: 1,
  hooksLimit: 1,
  auditLogsRetentionDays: 3,
  organizationsLimit: 0,
  enterpriseSsoLimit: 0,
  thirdPartyApplicationsLimit: 0,
  tenantMembersLimit: 1,
  samlApplicationsLimit: 0,
  mfaEnabled: false,
  customJwtEnabled: false,
  subjectTokenEnabled: false,
  bringYourUiEnabled: false,
  idpInitiatedSsoEnabled: false,
};

/** Pro: every feature on, generous limits (unlimited applications, organizations and SSO connectors). */
const pro: Quota = {
  ...unlimited,
  mauLimit: 50_000,
  tokenLimit: 10_000_000,
  machineToMachineLimit: 10,
  resourcesLimit: 10,
  scopesPerResourceLimit: 100,
  socialConnectorsLimit: 20,
  userRolesLimit: 100,
  machineToMachineRolesLimit: 100,
  scopesPerRoleLimit: 100,
  hooksLimit: 10,
  auditLogsRetentionDays: 14,
  thirdPartyApplicationsLimit: 10,
  tenantMembersLimit: 20,
  samlApplicationsLimit: 10,
};

/** Development (spec §9): 100 MAU, 14 days of audit logs, 20 members, features on but IdP-initiated SSO. */
const development: Quota = {
  ...unlimited,
  mauLimit: 100,
  auditLogsRetentionDays: 14,
  tenantMembersLimit: 20,
  idpInitiatedSsoEnabled: false,
};

export const plans: Record<PlanId, Plan> = {
  Free: { id: 'Free', name: 'free', type: 'Basic', unitPrice: 0, quota: free },
  Pro: { id: 'Pro', name: 'pro', type: 'Basic', unitPrice: 1600, quota: pro },
  Pro202411: { id: 'Pro202411', name: 'pro', type: 'Basic', unitPrice: 2400, quota: pro },
  Development: { id: 'Development', name: 'dev', type: 'Basic', unitPrice: 0, quota: development },
  Admin: { id: 'Admin', name: 'admin', type: 'Basic', unitPrice: 0, quota: unlimited },
};

/** The plan a new tenant starts on (the admin tenant, development or production). */
export const initialPlanId = (tenant: { id: string; tag: 'development' | 'production' }): PlanId =>
  tenant.id === 'admin' ? 'Admin' : tenant.tag === 'development' ? 'Development' : 'Free';

/** A stored plan id (anything else, e.g. an enterprise contract, is unknown here and treated as unlimited). */
export const planOf = (planId: string): Plan | undefined => plans[planId as PlanId];

/** Display name of spec §3: free, pro (both pro ids), dev, admin, anything else enterprise. */
export const planDisplayName = (planId: string): PlanName | 'enterprise' => planOf(planId)?.name ?? 'enterprise';

/** Plan tiers (spec §4): Free and Development rank 0, the Pro ones 1. */
export const planRank = (planId: string) => (planId === 'Pro' || planId === 'Pro202411' ? 1 : 0);
export const isPaidPlan = (planId: string) => planRank(planId) > 0;
export const isEnterprisePlan = (planId: string) => planOf(planId) === undefined;

/**
 * The quota check of spec §4: null always allowed, a boolean as is, otherwise usage at or below the
 * quota (strictly below when `strict`: there is room for one more).
 */
export const isWithinQuota = (quota: QuotaValue | undefined, usage: number, strict = false) => {
  if (quota === null || quota === undefined || quota === true) return true;
  if (quota === false) return false;
  return strict ? usage < quota : usage <= quota;
};

/** `GET /api/skus`, `GET /api/tenants/{id}/available-skus`. */
export const skuGuard = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['Basic', 'AddOn']),
  unitPrice: z.number().int(),
  quota: quotaGuard,
});

/** `GET /api/tenants/{id}/subscription`. */
export const subscriptionGuard = z.object({
  planId: z.string(),
  status: z.literal('active'),
  currentPeriodStart: z.number().int(),
  currentPeriodEnd: z.number().int(),
  isEnterprisePlan: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionGuard>;

const countsGuard = z.record(z.string(), z.number().int().nonnegative());
/** `GET /api/tenants/{id}/subscription-usage`: per-resource scope counts and per-role scope counts too. */
export const subscriptionUsageGuard = z.object({
  quota: quotaGuard,
  basicQuota: quotaGuard,
  usage: z.record(z.string(), z.union([z.number().int().nonnegative(), z.boolean()])),
  resources: countsGuard,
  roles: countsGuard,
});
export type SubscriptionUsage = z.infer<typeof subscriptionUsageGuard>;

/** The quota-exceeded refusal's data (spec §8): each exceeded quota key with its limit (false when off). */
export const quotaExceededDataGuard = z.record(z.string(), z.union([z.number(), z.boolean()]));
