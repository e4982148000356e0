import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';
import { createTestDatabase } from '../test/harness';
import { createDashboardService } from './service';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrate(database);
  await sql`insert into tenants (id, name) values ('alpha', 'Alpha'), ('beta', 'Beta'), ('gone', 'Gone')`.execute(
    database.system,
  );
});
afterAll(async () => {
  await database.close();
  await drop();
});
afterEach(() => {
  vi.useRealTimers();
});

const dayMs = 24 * 60 * 60 * 1000;
/** Noon of a fixed UTC day, far from the real clock: "today" of the figures below. */
const now = Date.parse('2041-03-10T12:00:00Z');
const midnight = Date.parse('2041-03-10T00:00:00Z');
const at = (time: number) => new Date(time).toISOString();

/** The counts kept by the triggers, and the same grouped straight from `users`: they must be equal. */
const expectCountsMatchUsers = async () => {
  const kept = await sql<{ tenant: string; day: string; users: number }>`
    select tenant_id as tenant, to_char(day, 'YYYY-MM-DD') as day, users from daily_new_user_counts
    where users <> 0 order by 1, 2`.execute(database.system);
  const truth = await sql<{ tenant: string; day: string; users: number }>`
    select tenant_id as tenant, to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
           count(*)::integer as users
    from users group by 1, 2 order by 1, 2`.execute(database.system);
  expect(kept.rows).toEqual(truth.rows);
};

/** `total` and `new` of the dashboard at `now`, against `count(*)` of `users` (the old queries). */
const expectFiguresExact = async (tenantId: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  const service = createDashboardService({ database }, tenantId);
  const count = async (from: number, to: number) =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from users where tenant_id = ${tenantId}
          and created_at >= ${at(from)}::timestamptz and created_at < ${at(to)}::timestamptz`.execute(database.system)
      ).rows[0]?.n,
    );
  const total = Number(
    (await sql<{ n: string }>`select count(*) as n from users where tenant_id = ${tenantId}`.execute(database.system))
      .rows[0]?.n,
  );
  const today = await count(midnight, midnight + dayMs);
  const week = await count(midnight - 6 * dayMs, midnight + dayMs);
  expect(await service.totalUsers()).toEqual({ totalUserCount: total });
  expect(await service.newUsers()).toEqual({
    today: { count: today, delta: today - (await count(midnight - dayMs, midnight)) },
    last7Days: { count: week, delta: week - (await count(midnight - 13 * dayMs, midnight - 6 * dayMs)) },
  });
  vi.useRealTimers();
  return { total, today, week };
};

/** One registration as the API makes it: the tenant role, under row-level security. */
const register = (tenantId: string, id: string, createdAt: number) =>
  database.withTenant(tenantId, (trx) =>
    sql`insert into users (tenant_id, id, created_at) values (${tenantId}, ${id}, ${at(createdAt)}::timestamptz)`.execute(
      trx,
    ),
  );

/** `count` users of `tenantId` in one statement as the owner (an import, the bench load), over `days` days. */
const bulkInsert = (tenantId: string, prefix: string, count: number, days: number) =>
  sql`insert into users (tenant_id, id, created_at)
    select ${tenantId}, ${prefix} || g, ${at(now)}::timestamptz - (g % ${days}) * interval '1 day' - (g % 997) * interval '1 minute'
    from generate_series(1, ${count}::integer) g`.execute(database.system);

describe('new-user counts (migration 0036)', () => {
  it('counts each registration on its UTC day, either side of midnight, per tenant', async () => {
    await register('alpha', 'a-last-of-yesterday', midnight - 1);
    await register('alpha', 'a-first-of-today', midnight);
    await register('alpha', 'a-noon', now);
    await register('alpha', 'a-two-weeks-ago', midnight - 13 * dayMs);
    await register('alpha', 'a-older', midnight - 14 * dayMs);
    await register('beta', 'b-today', now);
    await expectCountsMatchUsers();
    expect(await expectFiguresExact('alpha')).toEqual({ total: 5, today: 2, week: 3 });
    expect(await expectFiguresExact('beta')).toEqual({ total: 1, today: 1, week: 1 });
  });

  it('stays exact through bulk inserts, deletes one by one and in bulk, and moved users', async () => {
    await bulkInsert('alpha', 'bulk-a', 3000, 30);
    await bulkInsert('beta', 'bulk-b', 500, 3);
    await expectCountsMatchUsers();
    await database.withTenant('alpha', (trx) => trx.deleteFrom('users').where('id', '=', 'a-noon').execute());
    await database.withTenant('alpha', (trx) => trx.deleteFrom('users').where('id', 'like', 'bulk-a1%').execute());
    await expectCountsMatchUsers();
    await sql`update users set created_at = created_at - interval '3 days' where tenant_id = 'alpha' and id like 'bulk-a2%'`.execute(
      database.system,
    );
    await sql`update users set tenant_id = 'beta', id = 'moved-' || id where tenant_id = 'alpha' and id like 'bulk-a3%'`.execute(
      database.system,
    );
    // Updates of other columns leave the counts alone.
    await sql`update users set name = 'renamed' where tenant_id = 'beta'`.execute(database.system);
    await expectCountsMatchUsers();
    await expectFiguresExact('alpha');
    await expectFiguresExact('beta');
  });

  it('a tenant sees and writes only its own counts (row-level security)', async () => {
    const seen = await database.withTenant('beta', (trx) =>
      trx.selectFrom('dailyNewUserCounts').select('tenantId').distinct().execute(),
    );
    expect(seen).toEqual([{ tenantId: 'beta' }]);
    await expect(
      database.withTenant('beta', (trx) =>
        trx.insertInto('dailyNewUserCounts').values({ tenantId: 'alpha', day: '2041-03-10', users: 1 }).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    await expectCountsMatchUsers();
  });

  it('stays exact and deadlock-free under concurrent registrations and bulk statements in one tenant', async () => {
    const registrations = Array.from({ length: 40 }, (_, index) =>
      register('alpha', `concurrent-${index}`, now - (index % 3) * dayMs),
    );
    // Multi-day statements at once, in opposite orders of days: the triggers lock days in one order.
    const statements = [0, 1, 2, 3].map((index) =>
      sql`insert into users (tenant_id, id, created_at)
        select 'alpha', ${`stmt${index}-`} || g, ${at(now)}::timestamptz - ${index % 2 === 0 ? sql`g` : sql`(20 - g)`} * interval '1 day'
        from generate_series(1, 20) g`.execute(database.system),
    );
    await Promise.all([...registrations, ...statements]);
    await expectCountsMatchUsers();
    await expectFiguresExact('alpha');
  });

  it('matches the recount (the migration backfill) and goes with a deleted tenant', async () => {
    await bulkInsert('gone', 'g', 200, 10);
    const before = await sql`select * from daily_new_user_counts where users <> 0 order by tenant_id, day`.execute(
      database.system,
    );
    await sql`select gatehouse_recount_new_users()`.execute(database.system);
    const after = await sql`select * from daily_new_user_counts order by tenant_id, day`.execute(database.system);
    expect(after.rows).toEqual(before.rows);

    await sql`delete from tenants where id = 'gone'`.execute(database.system);
    const left = await sql`select count(*)::integer as n from daily_new_user_counts where tenant_id = 'gone'`.execute(
      database.system,
    );
    expect(left.rows).toEqual([{ n: 0 }]);
    await expectCountsMatchUsers();
  });

  it('empties with a truncated users table', async () => {
    await sql`truncate users cascade`.execute(database.system);
    await expectCountsMatchUsers();
    expect(await expectFiguresExact('alpha')).toEqual({ total: 0, today: 0, week: 0 });
  });
});
