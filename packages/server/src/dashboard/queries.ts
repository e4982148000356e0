import { sql } from 'kysely';
import type { Db, Trx } from '../platform/db/database';

/** One round trip, outside any transaction (migration 0019's function applies row-level security). */
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

  /** Distinct active users in each window of days, `[from, to]` inclusive, `YYYY-MM-DD`. */
  countActive: async (trx: Trx, windows: Record<string, { from: string; to: string }>, earliest: string) => {
    const names = Object.keys(windows);
    const row = await trx
      .selectFrom('dailyActiveUsers')
      .select(
        names.map((name) => {
          const { from, to } = windows[name] as { from: string; to: string };
          return sql<string>`count(distinct user_id) filter (where day between ${from}::date and ${to}::date)`.as(name);
        }),
      )
      .where('tenantId', '=', tenantId)
      .where('day', '>=', sql<string>`${earliest}::date`)
      .executeTakeFirstOrThrow();
    return Object.fromEntries(names.map((name) => [name, Number((row as Record<string, string>)[name])]));
  },

  /** Active users and sign-ins per day in `[from, to]`; days without any are absent. */
  perDay: (trx: Trx, from: string, to: string) =>
    trx
      .selectFrom('dailyActiveUsers')
      .select([
        sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
        sql<string>`count(*)`.as('active'),
        sql<string>`sum(sign_ins)`.as('signIns'),
      ])
      .where('tenantId', '=', tenantId)
      .where('day', '>=', sql<string>`${from}::date`)
      .where('day', '<=', sql<string>`${to}::date`)
      .groupBy('day')
      .execute(),
});
