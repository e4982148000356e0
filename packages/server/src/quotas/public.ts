/** Plans and quotas (cloud edition): the checks other capabilities call in their creating transactions. */
export { applicationQuotaKey, assertFeature, assertQuota } from './guard';
export { tenantPlanSummaries } from './service';
