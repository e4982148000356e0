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
  /** The tenant's users: the sum of its rows of the per-day counts (migration 0036), one per day a user was created. */
  countUsers: async (trx: Trx) =>
    Number(
      (
        await trx
          .selectFrom('dailyNewUserCounts')
          .select(sql<string>`coalesce(sum(users), 0)`.as('count'))
          .where('tenantId', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).count,
    ),

  /**
   * Users created on `today`, on `yesterday`, from `week` to `today` and from `previousWeek` to the day
   * before `week` (UTC days, `YYYY-MM-DD`): a primary-key range of 14 rows at most.
   */
  countNewUsers: async (trx: Trx, days: { today: string; yesterday: string; week: string; previousWeek: string }) => {
    const day = (name: keyof typeof days) => sql<string>`${days[name]}::date`;
    const row = await trx
      .selectFrom('dailyNewUserCounts')
      .select([
        sql<string>`coalesce(sum(users) filter (where day = ${day('today')}), 0)`.as('today'),
        sql<string>`coalesce(sum(users) filter (where day = ${day('yesterday')}), 0)`.as('yesterday'),
        sql<string>`coalesce(sum(users) filter (where day >= ${day('week')}), 0)`.as('week'),
        sql<string>`coalesce(sum(users) filter (where day < ${day('week')}), 0)`.as('previousWeek'),
      ])
      .where('tenantId', '=', tenantId)
      .where('day', '>=', day('previousWeek'))
      .where('day', '<=', day('today'))
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
