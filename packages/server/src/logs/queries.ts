import { sql } from 'kysely';
import type { Trx } from '../platform/db/database';
import { countAll } from '../platform/db/paging';

export type LogFilters = {
  userId?: string;
  applicationId?: string;
  logKey?: string;
  startTime?: Date;
  endTime?: Date;
};

export const createLogQueries = (tenantId: string) => {
  const filtered = (trx: Trx, filters: LogFilters) => {
    let query = trx.selectFrom('logs').where('tenantId', '=', tenantId);
    if (filters.userId) query = query.where(sql<string>`payload ->> 'userId'`, '=', filters.userId);
    if (filters.applicationId) {
      query = query.where(sql<string>`payload ->> 'applicationId'`, '=', filters.applicationId);
    }
    if (filters.logKey) query = query.where('key', '=', filters.logKey);
    if (filters.startTime) query = query.where('createdAt', '>=', filters.startTime);
    if (filters.endTime) query = query.where('createdAt', '<=', filters.endTime);
    return query;
  };
  return {
    findAll: (trx: Trx, filters: LogFilters, page: { limit: number; offset: number }) =>
      filtered(trx, filters)
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    count: async (trx: Trx, filters: LogFilters) =>
      (await filtered(trx, filters).select(countAll).executeTakeFirstOrThrow()).count,
    findById: (trx: Trx, id: string) =>
      trx.selectFrom('logs').selectAll().where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst(),
    insertMany: (trx: Trx, rows: Array<{ id: string; key: string; payload: string; createdAt: Date }>) =>
      trx
        .insertInto('logs')
        .values(rows.map((row) => ({ tenantId, ...row })))
        .execute(),
  };
};
