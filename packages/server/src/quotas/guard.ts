import { planOf, type QuotaLimitKey, type QuotaSwitchKey } from '@gatehouse/schemas/plans';
import type { Config } from '../platform/config';
import type { Trx } from '../platform/db/database';
import { ApiError } from '../platform/http/api-error';
import { lockAndReadPlan, type QuotaScope, quotaCounters, readPlan } from './queries';

type Edition = Pick<Config, 'isCloud'>;
type Options = QuotaScope & {
  /** How many the create adds (scopes given to a role at once); 1 unless told. */
  adding?: number;
  /** The tenant's plan, when the transaction cannot see the tenant's row (admin-tenant transactions). */
  planId?: string;
};

/** The quota of a stored plan id; unknown ids (enterprise contracts) are unlimited. */
const quotaOf = (planId: string | undefined) => (planId ? planOf(planId)?.quota : undefined);

/**
 * Refuses, in the creating transaction, a create that would take the tenant past its plan's quota
 * `key` (cloud edition only; self-hosted is never limited): 403 `subscription.quota_exceeded` whose
 * data names the quota and its limit. Call it before the insert: it locks the quota for the
 * transaction, so of two parallel creates at limit − 1 only one passes.
 */
export const assertQuota = async (
  edition: Edition,
  trx: Trx,
  tenantId: string,
  key: QuotaLimitKey,
  { adding = 1, planId, ...scope }: Options = {},
) => {
  if (!edition.isCloud || adding <= 0) return;
  const lockKey = `quota:${tenantId}:${key}:${scope.resourceId ?? scope.roleId ?? ''}`;
  const stored = await lockAndReadPlan(trx, lockKey, tenantId);
  const limit = quotaOf(planId ?? stored)?.[key];
  if (limit === null || limit === undefined) return;
  const counter = quotaCounters[key];
  if (!counter) return;
  const used = await counter(trx, { ...scope, tenantId });
  if (used + adding > limit) throw new ApiError('subscription.quota_exceeded', { [key]: limit });
};

/** Refuses turning on a feature the tenant's plan does not include (cloud edition only). */
export const assertFeature = async (edition: Edition, trx: Trx, tenantId: string, key: QuotaSwitchKey) => {
  if (!edition.isCloud) return;
  const enabled = quotaOf(await readPlan(trx, tenantId))?.[key];
  if (enabled === false) throw new ApiError('subscription.quota_exceeded', { [key]: false });
};

/** The plan quota a new application counts against. */
export const applicationQuotaKey = (type: string, isThirdParty: boolean): QuotaLimitKey =>
  isThirdParty
    ? 'thirdPartyApplicationsLimit'
    : type === 'MachineToMachine'
      ? 'machineToMachineLimit'
      : 'applicationsLimit';
