import type { IncomingMessage } from 'node:http';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from './db/database';

export type FailureLimit = {
  /** Failures allowed in the window. */
  points: number;
  /** Window, in seconds. */
  duration: number;
  /** How long a key stays blocked once over the limit, in seconds. */
  blockDuration: number;
};

/**
 * A rate-limiter-flexible counter in the shared `rate_limits` table (migration
 * 0002), so every instance counts together.
 */
export const postgresLimiter = (
  database: Database,
  options: { keyPrefix: string; points: number; duration: number; blockDuration?: number },
) =>
  new RateLimiterPostgres({
    storeClient: database.pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    ...options,
  });

/** Failed client authentications at the token, introspection and revocation endpoints, per tenant and IP. */
export const clientAuthFailureLimit: FailureLimit = { points: 20, duration: 300, blockDuration: 900 };

/**
 * Counts failures of a credential check in Postgres (shared by every instance,
 * DESIGN §8) and blocks a key once it is over the limit. Only failures touch
 * the database: the check on the success path is a lookup in this instance's
 * blocked set, so a busy token endpoint pays nothing for it. Another instance
 * learns of the block at the key's next failure there.
 *
 * @example
 * const limiter = createFailureLimiter(database, 'client-auth', clientAuthFailureLimit);
 * if (limiter.blockedForMs(key) > 0) return tooManyRequests();
 */
export const createFailureLimiter = (database: Database, keyPrefix: string, limit: FailureLimit) => {
  const counter = postgresLimiter(database, { keyPrefix, ...limit });
  const blockedUntil = new Map<string, number>();

  return {
    blockedForMs: (key: string): number => {
      const until = blockedUntil.get(key);
      if (until === undefined) return 0;
      const remaining = until - Date.now();
      if (remaining <= 0) blockedUntil.delete(key);
      return Math.max(0, remaining);
    },
    recordFailure: async (key: string) => {
      try {
        const state = await counter.consume(key);
        // The failure that uses the last point blocks at once.
        if (state.remainingPoints <= 0) blockedUntil.set(key, Date.now() + limit.blockDuration * 1000);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        blockedUntil.set(key, Date.now() + rejection.msBeforeNext);
      }
    },
  };
};

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;

/** The client's address: the first X-Forwarded-For hop when the proxy is trusted, else the socket's. */
export const clientIp = (req: IncomingMessage, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
};
