import { sql } from 'kysely';
import type { Logger } from 'pino';
import { attemptStore, now } from './attempt-limits.store';
import type { Database } from './db/database';
import type { PeriodicJob } from './jobs';

/** A limit on failed attempts of one kind of credential check. */
export type AttemptLimit = {
  /** Failures allowed in the window. */
  points: number;
  /** Window, in seconds, from its first attempt. */
  duration: number;
  /** How long a key stays blocked once its failures reach `points`, in seconds. */
  blockDuration: number;
};

/** Why an attempt was not judged, and when to come back. */
export type AttemptRefusal = { retryAfterMs: number };

/**
 * Failed-attempt limits that hold to the attempt under concurrency and across instances
 * (issue 13): an attempt is judged only after it has *leased* one of the key's remaining
 * failures from the shared `attempt_limits` row (migration 0010), atomically. A failure spends
 * its lease; a success hands it back to the instance, which keeps it for the key's next attempt
 * and returns it to the database after two idle seconds. So at most `points` attempts can ever
 * fail in a window, however many arrive at once and on however many instances, and the success
 * path of a busy client costs no database round trip once its first lease is held.
 *
 * An attempt that finds every remaining failure leased waits for one to be settled (here, or on
 * another instance) for up to five seconds, then is refused for a second. A key whose failures
 * reach `points` is blocked for `blockDuration`; an instance that dies holding leases leaves
 * them counted until the window ends.
 *
 * @example
 * const gate = attempts.gate('client-auth', { points: 20, duration: 300, blockDuration: 900 });
 * const outcome = await gate.attempt(`${tenantId}:${ip}`, () => verifySecret(secret));
 * if ('retryAfterMs' in outcome) return tooManyRequests(outcome.retryAfterMs);
 */
export const createAttemptLimits = (database: Database, logger: Logger) => {
  const idleMs = 2_000;
  const maxWaitMs = 5_000;
  const pollMs = 25;
  const gates = new Set<ReturnType<typeof createGate>>();

  type Local = {
    /** The window the free leases belong to (its end, as the database wrote it). */
    token: string | undefined;
    /** When that window ends, on this instance's clock. */
    expiresAt: number;
    free: number;
    /**
     * Failures the key had when this instance last leased, plus its own since: a success clears
     * failures in the database only when there may be some (another instance's failure after that
     * lease stays counted until the window ends: stricter, never looser).
     */
    failures: number;
    inFlight: number;
    blockedUntil: number;
    lastUsed: number;
    waiters: (() => void)[];
  };

  const createGate = (prefix: string, limit: AttemptLimit, { resetOnSuccess = false } = {}) => {
    const counter = attemptStore(database.system, limit);
    const locals = new Map<string, Local>();
    const localOf = (key: string) => {
      let local = locals.get(key);
      if (!local) {
        local = {
          token: undefined,
          expiresAt: 0,
          free: 0,
          failures: 0,
          inFlight: 0,
          blockedUntil: 0,
          lastUsed: 0,
          waiters: [],
        };
        locals.set(key, local);
      }
      return local;
    };
    const wait = (local: Local, ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        local.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });

    /** A lease for one attempt on `key`, or the refusal. */
    const acquire = async (key: string, local: Local): Promise<{ token: string } | AttemptRefusal> => {
      const deadline = Date.now() + maxWaitMs;
      for (;;) {
        const at = Date.now();
        if (local.blockedUntil > at) return { retryAfterMs: local.blockedUntil - at };
        if (local.token !== undefined && at >= local.expiresAt) {
          // The window is over: its leases count no more in the database, so none are kept.
          local.token = undefined;
          local.free = 0;
        }
        if (local.token !== undefined && local.free > 0) {
          local.free--;
          local.inFlight++;
          return { token: local.token };
        }
        const leased = await counter.lease(`${prefix}:${key}`);
        if ('token' in leased) {
          if (local.token !== leased.token) local.free = 0;
          local.token = leased.token;
          local.failures = leased.failures;
          local.expiresAt = Date.now() + leased.windowMs;
          local.inFlight++;
          return { token: leased.token };
        }
        if ('blockedMs' in leased) {
          local.blockedUntil = Date.now() + leased.blockedMs;
          return { retryAfterMs: leased.blockedMs };
        }
        const left = deadline - Date.now();
        if (left <= 0) return { retryAfterMs: 1_000 };
        // Every remaining failure is leased: wait for an attempt here to settle, or for another instance's.
        await wait(local, local.inFlight > 0 ? left : Math.min(left, pollMs));
      }
    };

    const settle = async (key: string, local: Local, token: string, failed: boolean) => {
      try {
        if (failed) {
          local.failures++;
          const blockedMs = await counter.fail(`${prefix}:${key}`, token);
          if (blockedMs > 0) local.blockedUntil = Date.now() + blockedMs;
        } else {
          if (local.token === token) local.free++;
          if (resetOnSuccess && local.failures > 0) {
            local.failures = 0;
            await counter.clearFailures(`${prefix}:${key}`);
          }
        }
      } finally {
        local.inFlight--;
        local.lastUsed = Date.now();
        for (const waiter of local.waiters.splice(0)) waiter();
      }
    };

    const gate = {
      prefix,
      /** Drops what this instance holds for the keys `matches` picks (their shared rows were deleted). */
      forget: (matches: (key: string, blocked: boolean) => boolean) => {
        for (const [key, local] of locals) {
          if (!matches(key, local.blockedUntil > Date.now())) continue;
          locals.delete(key);
          for (const waiter of local.waiters.splice(0)) waiter();
        }
      },
      /**
       * Runs `judge` (true for a good credential) once a failure is leased for `key`, and counts
       * its outcome; or refuses without judging while the key is blocked.
       */
      attempt: async <T extends boolean>(
        key: string,
        judge: () => Promise<T>,
      ): Promise<{ succeeded: T } | AttemptRefusal> => {
        const local = localOf(key);
        const lease = await acquire(key, local);
        if ('retryAfterMs' in lease) return lease;
        let succeeded = false as T;
        try {
          succeeded = await judge();
          return { succeeded };
        } finally {
          await settle(key, local, lease.token, !succeeded);
        }
      },
      /** Returns the idle leases and forgets idle keys (every few seconds, and at shutdown). */
      sweep: async (all = false) => {
        const at = Date.now();
        for (const [key, local] of locals) {
          if (local.inFlight > 0 || local.waiters.length > 0 || (!all && at - local.lastUsed < idleMs)) continue;
          if (local.blockedUntil > at && !all) continue;
          locals.delete(key);
          if (local.token !== undefined && local.free > 0 && at < local.expiresAt) {
            await counter.release(`${prefix}:${key}`, local.token, local.free);
          }
        }
      },
    };
    return gate;
  };

  const sweepAll = (all: boolean) =>
    Promise.all([...gates].map((gate) => gate.sweep(all))).then(
      () => undefined,
      (error: unknown) => logger.error({ err: error }, 'could not return idle attempt leases'),
    );
  const byDefinition = new Map<string, ReturnType<typeof createGate>>();
  const timer = setInterval(() => void sweepAll(false), idleMs);
  timer.unref();

  return {
    /** A gate for one kind of credential check; keys are scoped by `prefix`. */
    gate: (prefix: string, limit: AttemptLimit, options?: { resetOnSuccess?: boolean }) => {
      // One gate per definition: two callers asking for the same one (the sign-in pages and the
      // Account API both lock accounts) share its leases, so a lease kept after a success serves both.
      const id = JSON.stringify([prefix, limit, options?.resetOnSuccess ?? false]);
      const existing = byDefinition.get(id);
      if (existing) return existing;
      const gate = createGate(prefix, limit, options);
      gates.add(gate);
      byDefinition.set(id, gate);
      return gate;
    },
    /** Unlocks `keys` under `prefix`: deletes their shared rows; this instance forgets them (others: `forget`). */
    clear: async (prefix: string, keys: readonly string[]) => {
      if (keys.length === 0) return;
      const stored = keys.map((key) => `${prefix}:${key}`);
      await sql`delete from attempt_limits where key in (${sql.join(stored)})`.execute(database.system);
      const set = new Set(keys);
      for (const gate of gates) if (gate.prefix === prefix) gate.forget((key) => set.has(key));
    },
    /** Drops this instance's blocks of keys under `prefix` starting `keyPrefix`: they read the shared row again. */
    forget: (prefix: string, keyPrefix: string) => {
      for (const gate of gates) {
        if (gate.prefix === prefix) gate.forget((key, blocked) => blocked && key.startsWith(keyPrefix));
      }
    },
    /** Stops the sweeper and returns every idle lease, so a restart leaves nothing counted. */
    close: async () => {
      clearInterval(timer);
      await sweepAll(true);
    },
  };
};

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
export type AttemptGate = ReturnType<AttemptLimits['gate']>;

/**
 * Hourly: forgets counters whose window ended a day ago and that block nothing (attempt limits),
 * and request counters past their window (rate-limits.ts), so neither table grows with every
 * address that ever knocked.
 */
export const limitCountersPurgeJob: PeriodicJob = {
  name: 'limit-counters-purge',
  everyMs: 3_600_000,
  run: async (trx) => {
    await sql`
      delete from attempt_limits
      where window_ends < ${now} - 86400000 and coalesce(blocked_until, 0) < ${now}`.execute(trx);
    await sql`delete from rate_limits where expire < ${now}`.execute(trx);
  },
};
