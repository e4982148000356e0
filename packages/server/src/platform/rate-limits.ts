import type { IncomingMessage } from 'node:http';
import type { AttemptLimit } from './attempt-limits';
import type { Database } from './db/database';
import { lazyModule } from './lazy';

// Loaded at the first request counted, not at start.
const rateLimiterFlexible = lazyModule(() => import('rate-limiter-flexible'));

/** A request-rate counter: `consume` rejects with a refusal (`refusalOf`) once the key has no points left. */
export type PostgresLimiter = { consume: (key: string) => Promise<unknown> };

/**
 * A plain request-rate counter (rate-limiter-flexible) in the shared `rate_limits` table
 * (migration 0002): its `consume` is one atomic upsert, so it holds under concurrency and across
 * instances. Failed credential checks are limited by attempt-limits.ts instead, which must
 * also count the attempts still being judged.
 */
export const postgresLimiter = (
  database: Database,
  options: { keyPrefix: string; points: number; duration: number; blockDuration?: number },
): PostgresLimiter => {
  const limiter = lazyModule(
    async () =>
      new (await rateLimiterFlexible()).RateLimiterPostgres({
        storeClient: database.pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        ...options,
      }),
  );
  return { consume: async (key) => (await limiter()).consume(key) };
};

/** The refusal a `consume` rejected with (the wait before the next point), undefined for any other error. */
export const refusalOf = async (rejection: unknown): Promise<{ msBeforeNext: number } | undefined> => {
  const { RateLimiterRes } = await rateLimiterFlexible();
  return rejection instanceof RateLimiterRes ? rejection : undefined;
};

/** Failed client authentications (token, introspection, revocation, …), per tenant and address. */
export const clientAuthFailureLimit: AttemptLimit = { points: 20, duration: 300, blockDuration: 900 };

/** The client's address: the first X-Forwarded-For hop when the proxy is trusted, else the socket's. */
export const clientIp = (req: IncomingMessage, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
};
