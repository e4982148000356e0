import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';
import { createTestDatabase } from '../test/harness';
import { upsertActiveUser } from './queries';
import { createDashboardService, utcDay } from './service';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrate(database);
  await sql`insert into tenants (id, name) values ('rollup', 'Rollup'), ('other', 'Other'), ('bulk', 'Bulk')`.execute(
    database.system,
  );
});
afterAll(async () => {
  await database.close();
  await drop();
});

const dayMs = 24 * 60 * 60 * 1000;
const start = Date.parse('2040-01-01T00:00:00Z');
const dayAt = (index: number) => utcDay(start + index * dayMs);

/** A small deterministic generator, so a failure replays the same activity. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

/** Activity of `users` users over `days` days, each active on about one day in `share`, in shuffled order. */
const activity = (next: () => number, { users, days, share }: { users: number; days: number; share: number }) => {
  const writes: { userId: string; day: string; signIn: boolean }[] = [];
  for (let user = 0; user < users; user += 1)
    for (let day = 0; day < days; day += 1)
      if (next() < 1 / share) {
        writes.push({ userId: `u${user}`, day: dayAt(day), signIn: next() < 0.5 });
        if (next() < 0.3) writes.push({ userId: `u${user}`, day: dayAt(day), signIn: next() < 0.5 });
      }
  return writes.sort(() => next() - 0.5);
};

/** The definition, straight from `daily_active_users`: distinct users active in `[from, to]`. */
const exactDistinct = async (tenantId: string, from: string, to: string) =>
  Number(
    (
      await sql<{ n: string }>`select count(distinct user_id) as n from daily_active_users
        where tenant_id = ${tenantId} and day between ${from}::date and ${to}::date`.execute(database.system)
    ).rows[0]?.n,
  );

const shift = (day: string, days: number) => utcDay(Date.parse(`${day}T00:00:00Z`) + days * dayMs);

/** Every figure of `GET /api/dashboard/users/active?date=` against the definition. */
const expectExact = async (tenantId: string, date: string) => {
  const answer = await createDashboardService({ database }, tenantId).activeUsers(date);
  for (const [name, days] of [
    ['dau', 1],
    ['wau', 7],
    ['mau', 30],
  ] as const) {
    const count = await exactDistinct(tenantId, shift(date, 1 - days), date);
    const before = await exactDistinct(tenantId, shift(date, 1 - 2 * days), shift(date, -days));
    expect(answer[name], `${name} on ${date}`).toEqual({ count, delta: count - before });
  }
  const perDay = await sql<{ day: string; active: string; signIns: string }>`
    select to_char(day, 'YYYY-MM-DD') as day, count(*) as active, sum(sign_ins) as "signIns" from daily_active_users
    where tenant_id = ${tenantId} and day between ${shift(date, -29)}::date and ${date}::date group by day`.execute(
    database.system,
  );
  const expected = new Map(perDay.rows.map((row) => [row.day, row]));
  expect(answer.dauCurve, `curve up to ${date}`).toEqual(
    answer.dauCurve.map(({ date: day }) => ({
      date: day,
      count: Number(expected.get(day)?.active ?? 0),
      signIns: Number(expected.get(day)?.signIns ?? 0),
    })),
  );
};

/** The rollup as `gatehouse_recount_active_users()` rebuilds it from `daily_active_users`, and as it was. */
const rollupAndRecount = async () => {
  const read = async () =>
    (
      await sql<{ tenantId: string; day: string; usersByGap: number[]; signIns: number }>`
        select tenant_id as "tenantId", to_char(day, 'YYYY-MM-DD') as day, users_by_gap as "usersByGap",
               sign_ins as "signIns"
        from daily_active_user_counts order by tenant_id, day`.execute(database.system)
    ).rows;
  const kept = await read();
  await sql`select gatehouse_recount_active_users()`.execute(database.system);
  return { kept, recounted: await read() };
};

describe('active users rollup (migration 0033)', () => {
  it('matches the distinct count of every window, the periods before and the curve, whatever order activity arrives in', async () => {
    const writes = activity(random(19), { users: 40, days: 90, share: 6 });
    for (const { userId, day, signIn } of writes)
      await upsertActiveUser(database.system, 'rollup', userId, day, signIn);
    // Another tenant's activity on the same days and user ids counts only there.
    for (const { userId, day } of writes.slice(0, 50))
      await upsertActiveUser(database.system, 'other', userId, day, true);

    for (let day = 0; day < 100; day += 3) await expectExact('rollup', dayAt(day));
    await expectExact('other', dayAt(45));
    const { kept, recounted } = await rollupAndRecount();
    expect(kept.length).toBeGreaterThan(80);
    expect(kept).toEqual(recounted);
  });

  it('moves a later day to a shorter gap when an earlier day is recorded after it, across day boundaries', async () => {
    const at = (day: number) => upsertActiveUser(database.system, 'rollup', 'late', dayAt(day), false);
    const gapsOn = async (day: number) =>
      (
        await sql<{ usersByGap: number[] }>`select users_by_gap as "usersByGap" from daily_active_user_counts
          where tenant_id = 'rollup' and day = ${dayAt(day)}::date`.execute(database.system)
      ).rows[0]?.usersByGap;
    const before = (await gapsOn(150)) ?? Array(30).fill(0);
    await at(150); // first time: gap 30
    await at(120); // 30 days before: day 150's gap stays 30
    await at(140); // day 150's gap becomes 10, day 140's is 20
    await at(149); // day 150's gap becomes 1
    const after = (await gapsOn(150)) as number[];
    expect(after[0]).toBe((before[0] ?? 0) + 1);
    expect(after[29]).toBe(before[29]);
    expect(after.reduce((sum, n) => sum + n, 0)).toBe(before.reduce((sum, n) => sum + n, 0) + 1);
    for (const day of [149, 150, 151, 155, 169, 170, 179]) await expectExact('rollup', dayAt(day));
  });

  it('keeps counts exact under concurrent activity, the same users on different days at once', async () => {
    const writes = activity(random(7), { users: 12, days: 40, share: 2 }).map((write) => ({
      ...write,
      day: shift(write.day, 200),
    }));
    await Promise.all(
      writes.map(({ userId, day, signIn }) => upsertActiveUser(database.system, 'rollup', `c${userId}`, day, signIn)),
    );
    for (let day = 200; day < 245; day += 2) await expectExact('rollup', dayAt(day));
    const { kept, recounted } = await rollupAndRecount();
    expect(kept).toEqual(recounted);
  });

  it('counts activity loaded around the function once recounted, as the migration backfills an upgrade', async () => {
    await sql`insert into daily_active_users (tenant_id, day, user_id, sign_ins)
      select 'bulk', ${dayAt(0)}::date + d, 'b' || g, g % 3
      from generate_series(0, 59) d, generate_series(1, 300) g where (g + d * 7) % 10 = 0`.execute(database.system);
    expect((await createDashboardService({ database }, 'bulk').activeUsers(dayAt(59))).mau.count).toBe(0);
    await sql`select gatehouse_recount_active_users()`.execute(database.system);
    for (const day of [0, 6, 29, 30, 59, 60, 75]) await expectExact('bulk', dayAt(day));
    expect((await createDashboardService({ database }, 'bulk').activeUsers(dayAt(59))).mau.count).toBe(300);
  });

  it('writes the rollup only inside its tenant (row-level security on daily_active_user_counts)', async () => {
    const leak = sql`update daily_active_user_counts set sign_ins = 0`;
    const changed = await database.withTenant('other', (trx) => leak.execute(trx));
    expect(Number(changed.numAffectedRows)).toBeGreaterThan(0);
    await expectExact('rollup', dayAt(45));
    const visible = await database.withTenant('other', (trx) =>
      sql<{ n: string }>`select count(*) as n from daily_active_user_counts where tenant_id <> 'other'`.execute(trx),
    );
    expect(Number(visible.rows[0]?.n)).toBe(0);
  });
});
