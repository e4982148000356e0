import type { ActiveUsers, NewUsers } from '@gatehouse/schemas/dashboard';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { createDashboardQueries } from './queries';

const dayMs = 24 * 60 * 60 * 1000;
/** `YYYY-MM-DD` of an instant, in UTC. */
export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const startOfUtcDay = (time: number) => time - (time % dayMs);
const shift = (day: string, days: number) => utcDay(Date.parse(`${day}T00:00:00Z`) + days * dayMs);

/**
 * The dashboard (spec §2 `dashboard`; peer reference `/api/dashboard/users/*`): user totals from the
 * users table, activity from `daily_active_users` (dashboard/public.ts), never from the audit log.
 * Days are UTC days; "today" is the server's clock.
 */
export const createDashboardService = (deps: Pick<PlatformDeps, 'database'>, tenantId: string) => {
  const queries = createDashboardQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => deps.database.withTenant(tenantId, work);

  return {
    totalUsers: async () => ({ totalUserCount: await inTenant((trx) => queries.countUsers(trx)) }),

    newUsers: async (): Promise<NewUsers> => {
      const today = startOfUtcDay(Date.now());
      const counts = await inTenant((trx) =>
        queries.countNewUsers(trx, {
          today: new Date(today),
          yesterday: new Date(today - dayMs),
          week: new Date(today - 6 * dayMs),
          previousWeek: new Date(today - 13 * dayMs),
        }),
      );
      return {
        today: { count: counts.today, delta: counts.today - counts.yesterday },
        last7Days: { count: counts.week, delta: counts.week - counts.previousWeek },
      };
    },

    /** DAU, WAU and MAU ending on `date` (today by default), each against the period before, and 30 days of it. */
    activeUsers: async (date = utcDay(Date.now())): Promise<ActiveUsers> => {
      const window = (days: number, before = 0) => ({
        from: shift(date, -(days * (before + 1)) + 1),
        to: shift(date, -days * before),
      });
      const { counts, days } = await inTenant(async (trx) => ({
        counts: await queries.countActive(
          trx,
          {
            dau: window(1),
            previousDau: window(1, 1),
            wau: window(7),
            previousWau: window(7, 1),
            mau: window(30),
            previousMau: window(30, 1),
          },
          shift(date, -59),
        ),
        days: await queries.perDay(trx, shift(date, -29), date),
      }));
      const byDay = new Map(days.map((row) => [row.day, row]));
      const delta = (name: 'dau' | 'wau' | 'mau') => {
        const now = counts[name] ?? 0;
        const previousName = `previous${name[0]?.toUpperCase()}${name.slice(1)}`;
        return { count: now, delta: now - (counts[previousName] ?? 0) };
      };
      return {
        dau: delta('dau'),
        wau: delta('wau'),
        mau: delta('mau'),
        dauCurve: Array.from({ length: 30 }, (_, index) => {
          const day = shift(date, index - 29);
          const row = byDay.get(day);
          return { date: day, count: Number(row?.active ?? 0), signIns: Number(row?.signIns ?? 0) };
        }),
      };
    },
  };
};
