import type { ActiveUsers, NewUsers } from '@gatehouse/schemas/dashboard';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { activeOnDay, distinctActiveUsers, maxWindowDays } from './active-users';
import { createDashboardQueries } from './queries';

const dayMs = 24 * 60 * 60 * 1000;
/** `YYYY-MM-DD` of an instant, in UTC. */
export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const shift = (day: string, days: number) => utcDay(Date.parse(`${day}T00:00:00Z`) + days * dayMs);

/**
 * The dashboard (spec §2 `dashboard`; peer reference `/api/dashboard/users/*`): user totals from the
 * per-day counts of created users (migration 0036), activity from the rollup of `daily_active_users`
 * (dashboard/public.ts, migration 0033), never from the users table itself nor the audit log.
 * Days are UTC days; "today" is the server's clock.
 */
export const createDashboardService = (deps: Pick<PlatformDeps, 'database'>, tenantId: string) => {
  const queries = createDashboardQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => deps.database.withTenant(tenantId, work);

  return {
    totalUsers: async () => ({ totalUserCount: await inTenant((trx) => queries.countUsers(trx)) }),

    newUsers: async (): Promise<NewUsers> => {
      const today = utcDay(Date.now());
      const days = { today, yesterday: shift(today, -1), week: shift(today, -6), previousWeek: shift(today, -13) };
      const counts = await inTenant((trx) => queries.countNewUsers(trx, days));
      return {
        today: { count: counts.today, delta: counts.today - counts.yesterday },
        last7Days: { count: counts.week, delta: counts.week - counts.previousWeek },
      };
    },

    /**
     * DAU, WAU and MAU ending on `date` (today by default), each against the period before, and 30 days
     * of it: all from the rollup's 60 days (at most 60 rows), exact for any `date` (active-users.ts).
     */
    activeUsers: async (date = utcDay(Date.now())): Promise<ActiveUsers> => {
      const rows = await inTenant((trx) =>
        queries.findActivityCounts(trx, shift(date, -(2 * maxWindowDays - 1)), date),
      );
      const byDay = new Map(rows.map((row) => [row.day, row]));
      /** The `days` days up to `before` periods of `days` before `date`, oldest first. */
      const window = (days: number, before = 0) =>
        Array.from({ length: days }, (_, index) => byDay.get(shift(date, index - days * (before + 1) + 1)));
      const withDelta = (days: number) => {
        const count = distinctActiveUsers(window(days));
        return { count, delta: count - distinctActiveUsers(window(days, 1)) };
      };
      return {
        dau: withDelta(1),
        wau: withDelta(7),
        mau: withDelta(30),
        dauCurve: window(30).map((row, index) => ({
          date: shift(date, index - 29),
          count: activeOnDay(row),
          signIns: row?.signIns ?? 0,
        })),
      };
    },
  };
};
