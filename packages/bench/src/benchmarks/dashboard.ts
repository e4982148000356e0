import { performance } from 'node:perf_hooks';
import { connectPostgres } from '@gatehouse/server/platform/db/database';
import { managementToken } from '../management';
import type { BenchServer } from '../server';
import { type LatencyBenchmark, type LatencyCase, sampleLatency } from './latency';

/** The default is a quick run; the budgets are for 1,000,000 users (`--count 1000000`). */
const defaultCount = 10_000;
const activeDays = 60;
/** One user in ten is active on a given day: 100,000 a day at a million users. */
const activeShare = 10;

/** The per-day new-user counts (migration 0036) equal `count(*)` of the users, per tenant and day. */
const expectNewUserCountsExact = async (database: ReturnType<typeof connectPostgres>) => {
  const { rows } = await database.pool.query(`
    select count(*) as wrong from (
      select tenant_id, day, users from daily_new_user_counts where users <> 0
      union all
      select tenant_id, (created_at at time zone 'UTC')::date, -count(*) from users group by 1, 2
    ) both_sides group by tenant_id, day having sum(users) <> 0`);
  if (rows.length > 0) throw new Error('daily_new_user_counts differs from count(*) of users after the load');
};

/**
 * Loads `count` users signed up over the last 90 days, and 60 days of activity with one user in
 * ten active each day (a different tenth each day), in two statements as the owner, then VACUUM
 * ANALYZE as autovacuum would. The users' insert is counted by the triggers of migration 0036 (one
 * aggregate of the statement's rows): checked against `count(*)`, then the upgrade's recount is timed.
 */
const loadData = async (databaseUrl: string, count: number) => {
  const database = connectPostgres(databaseUrl, 1);
  try {
    const started = performance.now();
    await database.pool.query(`
      insert into users (tenant_id, id, username, created_at, updated_at)
      select 'default', 'dash' || g, 'dash_user_' || g,
             now() - (g % 90) * interval '1 day' - (g % 86400) * interval '1 second', now()
      from generate_series(1, ${count}) g`);
    const usersMs = performance.now() - started;
    await expectNewUserCountsExact(database);
    const activity = await database.pool.query(`
      insert into daily_active_users (tenant_id, day, user_id, sign_ins)
      select 'default', current_date - d, 'dash' || g, 1 + g % 3
      from generate_series(0, ${activeDays - 1}) d, generate_series(1, ${count}) g
      where (g + d * 7) % ${activeShare} = 0`);
    const loadedMs = performance.now() - started;
    // Loaded around gatehouse_user_active, so its rollup is rebuilt as the upgrade's migration does (0033).
    await database.pool.query('select gatehouse_recount_active_users()');
    const recountMs = performance.now() - started - loadedMs;
    const newUsersRecount = performance.now();
    await database.pool.query('select gatehouse_recount_new_users()');
    const newUsersRecountMs = performance.now() - newUsersRecount;
    await database.pool.query('vacuum analyze users');
    await database.pool.query('vacuum analyze daily_active_users');
    await database.pool.query('vacuum analyze daily_active_user_counts');
    await database.pool.query('vacuum analyze daily_new_user_counts');
    return {
      activityRows: activity.rowCount ?? 0,
      usersMs,
      loadedMs,
      recountMs,
      newUsersRecountMs,
      vacuumMs: performance.now() - started - loadedMs - recountMs - newUsersRecountMs,
    };
  } finally {
    await database.close();
  }
};

/**
 * The write side of the rollup at this size: a user's first activity of the day through
 * `gatehouse_user_active`, as a sign-in records it (one round trip: the upsert, 29 + 29 primary-key
 * probes for the user's previous and next active days, the day's counter row). Users active yesterday,
 * not yet today. Our budget: p95 ≤ 20 ms.
 */
const timeFirstActivities = async (databaseUrl: string): Promise<LatencyCase> => {
  const database = connectPostgres(databaseUrl, 1);
  let next = 0;
  try {
    const samples = await sampleLatency(async () => {
      const userId = `dash${10 * next++ + 3}`;
      const started = performance.now();
      await database.pool.query("select gatehouse_user_active('default', $1, current_date, true)", [userId]);
      return performance.now() - started;
    });
    return {
      name: 'first activity of the day (gatehouse_user_active)',
      request: 'select gatehouse_user_active(…)',
      samples,
      budgetP95: 20,
    };
  } finally {
    await database.close();
  }
};

const cases = [
  { name: 'total users', path: '/api/dashboard/users/total', budgetP95: 100 },
  { name: 'new users (today, 7 days, with the periods before)', path: '/api/dashboard/users/new', budgetP95: 100 },
  { name: 'DAU / WAU / MAU and 30 days of activity', path: '/api/dashboard/users/active', budgetP95: 300 },
];

/**
 * The dashboard's endpoints (issue 19) with many users and 60 days of activity, one request at a
 * time, each against its p95 budget for a million users.
 */
export const dashboard: LatencyBenchmark = {
  kind: 'latency',
  name: 'dashboard',
  description: 'GET /api/dashboard/users/* with many users (budgets for 1,000,000) and 60 days of activity',
  run: async (server: BenchServer, { count = defaultCount }) => {
    console.error(`  loading ${count.toLocaleString('en-US')} users and ${activeDays} days of activity...`);
    const loaded = await loadData(server.databaseUrl, count);
    const token = await managementToken(server);
    const measured: LatencyCase[] = [];
    for (const spec of cases) {
      console.error(`  timing ${spec.name}...`);
      const once = async () => {
        const started = performance.now();
        const response = await fetch(`${server.userUrl}${spec.path}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = await response.text();
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`${spec.name}: ${response.status} ${body.slice(0, 300)}`);
        return elapsed;
      };
      const samples = await sampleLatency(once);
      measured.push({ name: spec.name, request: `GET ${spec.path}`, samples, budgetP95: spec.budgetP95 });
    }
    console.error('  timing first activities of the day...');
    measured.push(await timeFirstActivities(server.databaseUrl));
    const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
    return {
      setup: [
        `${count.toLocaleString('en-US')} users and ${loaded.activityRows.toLocaleString('en-US')} daily-active rows (1 in ${activeShare} users a day, ${activeDays} days) loaded in ${seconds(loaded.loadedMs)} (users ${seconds(loaded.usersMs)}, new-user counts checked exact), rollup recounted (migration 0033's backfill) in ${seconds(loaded.recountMs)}, new-user counts recounted (migration 0036's backfill) in ${seconds(loaded.newUsersRecountMs)}, VACUUM ANALYZE ${seconds(loaded.vacuumMs)}`,
        count < 1_000_000 ? 'the budgets are for 1,000,000 users: run with --count 1000000 for a verdict' : '',
        '10 warm-up requests, then 200 timed, per case; one management token',
      ].filter(Boolean),
      cases: measured,
    };
  },
};
