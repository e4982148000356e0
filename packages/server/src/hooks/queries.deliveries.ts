import { type Insertable, sql } from 'kysely';
import type { Trx } from '../platform/db/database';
import type { HookAttemptsTable, HookDeliveriesTable } from '../platform/db/schema';

type Key = { tenantId: string; id: string };

/**
 * The delivery worker's queries, across tenants (the outbox's and the worker's own system
 * transactions). Kysely only.
 */
export const hookDeliveryQueries = {
  /** The enabled hooks of these tenants, for the fan-out of their events. */
  enabledHooksOf: (trx: Trx, tenantIds: string[]) =>
    trx
      .selectFrom('hooks')
      .select(['tenantId', 'id', 'events'])
      .where('tenantId', 'in', tenantIds)
      .where('enabled', '=', true)
      .execute(),
  insertDeliveries: (trx: Trx, rows: Insertable<HookDeliveriesTable>[]) =>
    trx.insertInto('hookDeliveries').values(rows).execute(),
  /**
   * Leases up to `limit` due deliveries until `leaseUntil` and counts the attempt: a row another
   * instance holds is skipped, a lease a crash left behind has run out and is taken again.
   */
  claimDue: async (trx: Trx, now: Date, leaseUntil: Date, limit: number) => {
    const due = await trx
      .selectFrom('hookDeliveries')
      .select(['tenantId', 'id'])
      .where('status', '=', 'Pending')
      .where('nextAttemptAt', '<=', now)
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<=', now)]))
      .orderBy('nextAttemptAt')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('hookDeliveries as d')
      .from('hooks as h')
      .set((eb) => ({ leaseUntil: leaseUntil, attempts: eb('d.attempts', '+', 1) }))
      .whereRef('h.tenantId', '=', 'd.tenantId')
      .whereRef('h.id', '=', 'd.hookId')
      .where(({ eb, refTuple, tuple }) =>
        eb(
          refTuple('d.tenantId', 'd.id'),
          'in',
          due.map((row) => tuple(row.tenantId, row.id)),
        ),
      )
      .returning([
        'd.tenantId',
        'd.id',
        'd.hookId',
        'd.payload',
        'd.attempts',
        'h.url',
        'h.headers',
        'h.retries',
        'h.enabled',
        'h.signingKey',
      ])
      .execute();
  },
  insertAttempts: (trx: Trx, rows: Insertable<HookAttemptsTable>[]) =>
    trx.insertInto('hookAttempts').values(rows).execute(),
  /** Settles several deliveries the same way (a batch's successes) in one statement. */
  settleAll: (trx: Trx, keys: Key[], outcome: { status: 'Success' | 'Failed' }) =>
    trx
      .updateTable('hookDeliveries')
      .set({ status: outcome.status, leaseUntil: null })
      .where(({ eb, refTuple, tuple }) =>
        eb(
          refTuple('tenantId', 'id'),
          'in',
          keys.map((key) => tuple(key.tenantId, key.id)),
        ),
      )
      .execute(),
  settle: (
    trx: Trx,
    { tenantId, id }: Key,
    outcome: { status: 'Pending' | 'Success' | 'Failed'; nextAttemptAt?: Date },
  ) =>
    trx
      .updateTable('hookDeliveries')
      .set({
        status: outcome.status,
        leaseUntil: null,
        ...(outcome.nextAttemptAt && { nextAttemptAt: outcome.nextAttemptAt }),
      })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute(),
  /** When the earliest pending delivery may next be tried (its retry time, or when its lease runs out). */
  nextDue: async (trx: Trx) => {
    const row = await trx
      .selectFrom('hookDeliveries')
      .select(sql<Date | null>`min(greatest(next_attempt_at, coalesce(lease_until, next_attempt_at)))`.as('due'))
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    return row?.due ? new Date(row.due) : undefined;
  },
  /** Finished deliveries (and their attempts) older than `before`. */
  purgeFinished: (trx: Trx, before: Date) =>
    trx.deleteFrom('hookDeliveries').where('status', '!=', 'Pending').where('createdAt', '<', before).execute(),
};
