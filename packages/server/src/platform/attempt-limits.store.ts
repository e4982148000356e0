import { sql } from 'kysely';
import type { AttemptLimit } from './attempt-limits';
import type { Db } from './db/database';

/** The database's clock, so every instance agrees on windows and blocks. */
const nowSql = '(extract(epoch from statement_timestamp()) * 1000)::bigint';
/** `nowSql` as a fragment of a statement. */
export const now = sql.raw(nowSql);

type Row = { failures: number; leased: number; windowEnds: string; blockedUntil: string | null; now: string };
export type Leased = { token: string; windowMs: number; failures: number } | { blockedMs: number } | { full: true };

/**
 * The shared `attempt_limits` rows (migration 0010) of one limit, each change one statement: lease a
 * failure, spend it, hand leases back, clear failures. `createAttemptLimits` keeps the local side.
 */
export const attemptStore = (db: Db, limit: AttemptLimit) => {
  const windowMs = limit.duration * 1000;
  const blockMs = limit.blockDuration * 1000;
  /** A window that is over and not blocked starts again from nothing. */
  const over = sql.raw(`(a.window_ends <= ${nowSql} and coalesce(a.blocked_until, 0) <= ${nowSql})`);
  return {
    lease: async (key: string): Promise<Leased> => {
      const { rows } = await sql<Row>`
        insert into attempt_limits as a (key, failures, leased, window_ends)
        values (${key}, 0, 1, ${now} + ${windowMs})
        on conflict (key) do update set
          failures = case when ${over} then 0 else a.failures end,
          leased = case when ${over} then 1 else a.leased + 1 end,
          window_ends = case when ${over} then ${now} + ${windowMs} else a.window_ends end,
          blocked_until = case when ${over} then null else a.blocked_until end
        where ${over} or (coalesce(a.blocked_until, 0) <= ${now} and a.failures + a.leased < ${limit.points})
        returning failures, leased, window_ends, blocked_until, ${now} as now`.execute(db);
      const row = rows[0];
      if (row)
        return { token: row.windowEnds, windowMs: Number(row.windowEnds) - Number(row.now), failures: row.failures };
      const state = (
        await sql<Row>`
          select failures, leased, window_ends, blocked_until, ${now} as now
          from attempt_limits where key = ${key}`.execute(db)
      ).rows[0];
      const blockedMs = state?.blockedUntil ? Number(state.blockedUntil) - Number(state.now) : 0;
      return blockedMs > 0 ? { blockedMs } : { full: true };
    },
    /** Spends a lease on a failure; the failure that reaches `points` blocks the key. Answers the block left. */
    fail: async (key: string, token: string): Promise<number> => {
      const { rows } = await sql<Row>`
        update attempt_limits as a set
          failures = a.failures + 1,
          leased = case when a.window_ends = ${token} then greatest(a.leased - 1, 0) else a.leased end,
          blocked_until = case when a.failures + 1 >= ${limit.points} then ${now} + ${blockMs} else a.blocked_until end
        where key = ${key}
        returning failures, leased, window_ends, blocked_until, ${now} as now`.execute(db);
      const row = rows[0];
      return row?.blockedUntil ? Math.max(0, Number(row.blockedUntil) - Number(row.now)) : 0;
    },
    release: async (key: string, token: string, count: number) => {
      await sql`
        update attempt_limits set leased = greatest(leased - ${count}, 0)
        where key = ${key} and window_ends = ${token}`.execute(db);
    },
    clearFailures: async (key: string) => {
      await sql`
        update attempt_limits set failures = 0
        where key = ${key} and failures > 0 and coalesce(blocked_until, 0) <= ${now}`.execute(db);
    },
  };
};
