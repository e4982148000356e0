import { sql } from 'kysely';
import type { Db, Trx } from '../platform/db/database';
import { countAll } from '../platform/db/paging';

export type LogFilters = {
  userId?: string;
  applicationId?: string;
  logKey?: string;
  startTime?: Date;
  endTime?: Date;
  result?: 'Success' | 'Error';
};

/** A user's display name, in the order the console shows it (UserMenu, a role's users). */
const userName = sql<string | null>`coalesce(name, username, primary_email, primary_phone)`;

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
    // A literal (the value is one of two), so the planner matches the partial index logs__errors (0012).
    if (filters.result) query = query.where(sql<string>`payload ->> 'result'`, '=', sql.lit(filters.result));
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
    /**
     * The display names of the users and applications among `userIds` and `applicationIds`: one
     * query each for a whole page of records. Ids that no longer exist are absent.
     */
    findNames: async (trx: Trx, userIds: string[], applicationIds: string[]) => {
      const users =
        userIds.length === 0
          ? []
          : await trx
              .selectFrom('users')
              .select(['id', userName.as('name')])
              .where('tenantId', '=', tenantId)
              .where('id', 'in', userIds)
              .execute();
      const applications =
        applicationIds.length === 0
          ? []
          : await trx
              .selectFrom('applications')
              .select(['id', 'name'])
              .where('tenantId', '=', tenantId)
              .where('id', 'in', applicationIds)
              .execute();
      return {
        users: new Map(users.map((row) => [row.id, row.name])),
        applications: new Map(applications.map((row) => [row.id, row.name as string | null])),
      };
    },
    /**
     * A batch of audit records in one round trip outside any transaction (migration 0035's function
     * applies row-level security), with four array parameters (`unnest`): a busy token endpoint
     * writes hundreds per batch, and a multi-row VALUES list cost the server more to build and send
     * (five parameters per record) than the grants it records.
     */
    insertMany: async (db: Db, rows: Array<{ id: string; key: string; payload: string; createdAt: Date }>) => {
      await sql`select gatehouse_logs_insert(
          ${tenantId},
          ${rows.map((row) => row.id)}::text[],
          ${rows.map((row) => row.key)}::text[],
          ${rows.map((row) => row.payload)}::jsonb[],
          ${rows.map((row) => row.createdAt.toISOString())}::timestamptz[]
        )`.execute(db);
    },
  };
};
