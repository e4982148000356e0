import {
  type AccountCenter,
  accountCenterGuard,
  defaultAccountCenter,
  type PatchAccountCenter,
} from '@gatehouse/schemas/account-center';
import type { PlatformDeps } from '../platform/deps';
import { createAccountCenterQueries } from './queries';

type Row = { enabled: boolean; fields: Record<string, unknown> };

/** A stored row as settings: fields it lacks (added in a later version) are Off. */
const toSettings = (row: Row | undefined): AccountCenter =>
  row
    ? accountCenterGuard.parse({ enabled: row.enabled, fields: { ...defaultAccountCenter.fields, ...row.fields } })
    : defaultAccountCenter;

/**
 * The tenant's account center (spec §3): whether its end users may use the Account API, and what
 * each field allows. One row per tenant; a tenant that never saved one has the defaults (off).
 * Read on every Account API request, so a change applies to the next one, on every instance.
 */
export const createAccountCenterService = (deps: Pick<PlatformDeps, 'database'>, tenantId: string) => {
  const queries = createAccountCenterQueries(tenantId);
  return {
    get: () => deps.database.withTenant(tenantId, async (trx) => toSettings(await queries.find(trx))),

    /** `enabled` replaces the stored one; the fields sent replace theirs, the others stay. */
    patch: (patch: PatchAccountCenter) =>
      deps.database.withTenant(tenantId, async (trx) => {
        const current = toSettings(await queries.findForUpdate(trx));
        const next = accountCenterGuard.parse({
          enabled: patch.enabled ?? current.enabled,
          fields: { ...current.fields, ...patch.fields },
        });
        await queries.upsert(trx, next);
        return next;
      }),
  };
};

export type AccountCenterService = ReturnType<typeof createAccountCenterService>;
