import type { Insertable, Updateable } from 'kysely';
import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';
import type { HookDeliveriesTable, HooksTable } from '../platform/db/schema';

export type HookLogFilters = { result?: 'Success' | 'Error'; event?: string; startTime?: Date; endTime?: Date };

const hookColumns = [
  'id',
  'name',
  'events',
  'url',
  'headers',
  'retries',
  'enabled',
  'signingKey',
  'createdAt',
  'updatedAt',
] as const;

const attemptColumns = [
  'a.id',
  'a.hookId',
  'a.deliveryId',
  'a.attempt',
  'a.url',
  'a.responseStatus',
  'a.responseBody',
  'a.error',
  'a.durationMs',
  'a.success',
  'a.createdAt',
  'd.event',
  'd.payload',
  'd.status',
] as const;

/** Kysely only (CONVENTIONS 1). Every query runs in a tenant transaction, so RLS is the second wall. */
export const createHookQueries = (tenantId: string) => {
  const attempts = (trx: Trx, hookId: string) =>
    trx
      .selectFrom('hookAttempts as a')
      .innerJoin('hookDeliveries as d', (join) =>
        join.onRef('d.tenantId', '=', 'a.tenantId').onRef('d.id', '=', 'a.deliveryId'),
      )
      .where('a.tenantId', '=', tenantId)
      .where('a.hookId', '=', hookId);
  const filtered = (trx: Trx, hookId: string, filters: HookLogFilters) => {
    let query = attempts(trx, hookId);
    if (filters.result) query = query.where('a.success', '=', filters.result === 'Success');
    if (filters.event) query = query.where('d.event', '=', filters.event);
    if (filters.startTime) query = query.where('a.createdAt', '>=', filters.startTime);
    if (filters.endTime) query = query.where('a.createdAt', '<=', filters.endTime);
    return query;
  };

  return {
    findAll: (trx: Trx) =>
      trx
        .selectFrom('hooks')
        .select(hookColumns)
        .where('tenantId', '=', tenantId)
        .orderBy('createdAt', 'desc')
        .execute(),
    findById: (trx: Trx, id: string) =>
      trx
        .selectFrom('hooks')
        .select(hookColumns)
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),
    insert: (trx: Trx, row: Omit<Insertable<HooksTable>, 'tenantId'>) =>
      trx
        .insertInto('hooks')
        .values({ ...row, tenantId })
        .returning(hookColumns)
        .executeTakeFirstOrThrow(),
    update: (trx: Trx, id: string, patch: Omit<Updateable<HooksTable>, 'tenantId' | 'id'>) =>
      trx
        .updateTable('hooks')
        .set({ ...patch, updatedAt: new Date() })
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .returning(hookColumns)
        .executeTakeFirst(),
    deleteById: async (trx: Trx, id: string) =>
      (await trx.deleteFrom('hooks').where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst())
        .numDeletedRows > 0n,
    /** Attempts and successful ones per hook since `since` (the list's 24-hour success rate). */
    statsSince: (trx: Trx, since: Date) =>
      trx
        .selectFrom('hookAttempts')
        .select(({ fn }) => [
          'hookId',
          fn.countAll<string>().as('requestCount'),
          fn.countAll<string>().filterWhere('success', '=', true).as('successCount'),
        ])
        .where('tenantId', '=', tenantId)
        .where('createdAt', '>=', since)
        .groupBy('hookId')
        .execute(),
    findAttempts: (trx: Trx, hookId: string, filters: HookLogFilters, page: { limit: number; offset: number }) =>
      filtered(trx, hookId, filters)
        .select(attemptColumns)
        .orderBy('a.createdAt', 'desc')
        .orderBy('a.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    countAttempts: async (trx: Trx, hookId: string, filters: HookLogFilters) =>
      Number(
        (
          await filtered(trx, hookId, filters)
            .select(({ fn }) => fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      ),
    findAttempt: (trx: Trx, hookId: string, id: string) =>
      attempts(trx, hookId).select(attemptColumns).where('a.id', '=', id).executeTakeFirst(),
    insertDelivery: (
      trx: Trx,
      row: Omit<Insertable<HookDeliveriesTable>, 'tenantId' | 'payload'> & { payload: unknown },
    ) =>
      trx
        .insertInto('hookDeliveries')
        .values({ ...row, tenantId, payload: json(row.payload) })
        .returning('id')
        .executeTakeFirstOrThrow(),
  };
};

export type HookAttemptRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createHookQueries>['findAttempt']>>>;
export type HookRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createHookQueries>['findById']>>>;
