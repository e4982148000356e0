import { sql } from 'kysely';
import type { Db, Trx } from '../platform/db/database';

/**
 * One round trip, outside any transaction (the function of migrations 0019 and 0033 applies row-level
 * security and keeps the rollup `daily_active_user_counts` in step).
 */
export const upsertActiveUser = async (db: Db, tenantId: string, userId: string, day: string, signIn: boolean) => {
  await sql`select gatehouse_user_active(${tenantId}, ${userId}, ${day}::date, ${signIn})`.execute(db);
};

/** Kysely only (CONVENTIONS 1). Each read is one indexed query; every one names the tenant. */
export const createDashboardQueries = (tenantId: string) => ({
  countUsers: async (trx: Trx) =>
    Number(
      (
        await trx
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('tenantId', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).count,
    ),

  /** Users created since each of the given instants (one range of `users__created_at_id`). */
  countNewUsers: async (trx: Trx, since: { today: Date; yesterday: Date; week: Date; previousWeek: Date }) => {
    const row = await trx
      .selectFrom('users')
      .select([
        sql<string>`count(*) filter (where created_at >= ${since.today})`.as('today'),
        sql<string>`count(*) filter (where created_at >= ${since.yesterday} and created_at < ${since.today})`.as(
          'yesterday',
        ),
        sql<string>`count(*) filter (where created_at >= ${since.week})`.as('week'),
        sql<string>`count(*) filter (where created_at < ${since.week})`.as('previousWeek'),
      ])
      .where('tenantId', '=', tenantId)
      .where('createdAt', '>=', since.previousWeek)
      .executeTakeFirstOrThrow();
    return {
      today: Number(row.today),
      yesterday: Number(row.yesterday),
      week: Number(row.week),
      previousWeek: Number(row.previousWeek),
    };
  },

  /**
   * The activity rollup (migration 0033) of the days in `[from, to]`, `YYYY-MM-DD`: one primary-key
   * range of at most a row per day, whatever the number of users. Days without activity are absent.
   */
  findActivityCounts: (trx: Trx, from: string, to: string) =>
    trx
      .selectFrom('dailyActiveUserCounts')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'usersByGap', 'signIns'])
      .where('tenantId', '=', tenantId)
      .where('day', '>=', sql<string>`${from}::date`)
      .where('day', '<=', sql<string>`${to}::date`)
      .execute(),
});
