import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness';
import { createAttemptLimits, limitCountersPurgeJob } from './attempt-limits';
import type { Database } from './db/database';
import { migrate } from './db/migrate';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrate(database);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const row = (key: string) =>
  database.system.selectFrom('attemptLimits').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

describe('attempt limits', () => {
  it('keeps one lease for a run of good attempts and returns it at close, so the success path stays in memory', async () => {
    const attempts = createAttemptLimits(database, pino({ level: 'silent' }));
    const gate = attempts.gate('unit', { points: 3, duration: 60, blockDuration: 60 });
    for (let i = 0; i < 50; i++) expect(await gate.attempt('busy', async () => true)).toEqual({ succeeded: true });
    expect(await row('unit:busy')).toMatchObject({ failures: 0, leased: 1 });
    await attempts.close();
    expect(await row('unit:busy')).toMatchObject({ failures: 0, leased: 0 });
  });

  it('gives two callers of one definition the same gate, so a lease kept after a success serves both', async () => {
    const attempts = createAttemptLimits(database, pino({ level: 'silent' }));
    const limit = { points: 3, duration: 60, blockDuration: 60 };
    const pages = attempts.gate('shared', limit, { resetOnSuccess: true });
    const accountApi = attempts.gate('shared', limit, { resetOnSuccess: true });
    expect(accountApi).toBe(pages);
    expect(attempts.gate('shared', { ...limit, points: 4 }, { resetOnSuccess: true })).not.toBe(pages);
    await pages.attempt('lin', async () => true);
    // The lease the success kept is used by the other caller: every failure of the limit is there.
    const failures = await Promise.all(Array.from({ length: 4 }, () => accountApi.attempt('lin', async () => false)));
    expect(failures.filter((result) => 'succeeded' in result)).toHaveLength(3);
    await attempts.close();
  });

  it('lets as many attempts run at once as failures are left, and the rest wait for them', async () => {
    const attempts = createAttemptLimits(database, pino({ level: 'silent' }));
    const gate = attempts.gate('unit', { points: 3, duration: 60, blockDuration: 60 });
    let running = 0;
    let most = 0;
    const judge = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return true;
    };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => gate.attempt('parallel', judge)));
    expect(outcomes.every((outcome) => 'succeeded' in outcome && outcome.succeeded)).toBe(true);
    expect(most).toBe(3);
    await attempts.close();
  });

  it('clears the failures on success only when asked (account lockout), never for client authentication', async () => {
    const attempts = createAttemptLimits(database, pino({ level: 'silent' }));
    const limit = { points: 5, duration: 60, blockDuration: 60 };
    const lockout = attempts.gate('lockout', limit, { resetOnSuccess: true });
    const clients = attempts.gate('clients', limit);
    for (const gate of [lockout, clients]) {
      await gate.attempt('k', async () => false);
      await gate.attempt('k', async () => false);
      await gate.attempt('k', async () => true);
    }
    expect((await row('lockout:k')).failures).toBe(0);
    expect((await row('clients:k')).failures).toBe(2);
    await attempts.close();
  });

  it('clears failures another instance counted before this one leased (a success with none known writes nothing)', async () => {
    const limit = { points: 5, duration: 60, blockDuration: 60 };
    const first = createAttemptLimits(database, pino({ level: 'silent' }));
    const second = createAttemptLimits(database, pino({ level: 'silent' }));
    await first.gate('spread', limit, { resetOnSuccess: true }).attempt('k', async () => false);
    await first.gate('spread', limit, { resetOnSuccess: true }).attempt('k', async () => false);
    await first.close();
    expect((await row('spread:k')).failures).toBe(2);
    await second.gate('spread', limit, { resetOnSuccess: true }).attempt('k', async () => true);
    expect((await row('spread:k')).failures).toBe(0);
    await second.close();
  });

  it('counts a judge that throws as a failure, and passes the error on', async () => {
    const attempts = createAttemptLimits(database, pino({ level: 'silent' }));
    const gate = attempts.gate('throws', { points: 1, duration: 60, blockDuration: 60 });
    await expect(gate.attempt('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const refused = await gate.attempt('k', async () => true);
    expect(refused).toMatchObject({ retryAfterMs: expect.any(Number) });
    await attempts.close();
  });

  it('purges counters a day past their window, and keeps blocks and live windows', async () => {
    const now = Date.now();
    await database.system
      .insertInto('attemptLimits')
      .values([
        { key: 'purge:old', failures: 1, leased: 0, windowEnds: String(now - 2 * 86_400_000), blockedUntil: null },
        {
          key: 'purge:blocked',
          failures: 5,
          leased: 0,
          windowEnds: String(now - 2 * 86_400_000),
          blockedUntil: String(now + 60_000),
        },
        { key: 'purge:live', failures: 1, leased: 0, windowEnds: String(now + 60_000), blockedUntil: null },
      ])
      .execute();
    await database.system.transaction().execute((trx) => limitCountersPurgeJob.run(trx));
    const keys = await database.system
      .selectFrom('attemptLimits')
      .select('key')
      .where('key', 'like', 'purge:%')
      .execute();
    expect(keys.map((row) => row.key).sort()).toEqual(['purge:blocked', 'purge:live']);
  });
});
