import type { ErrorCode } from '@gatehouse/schemas/errors';
import type { Context, MiddlewareHandler } from 'hono';
import type { AttemptGate, AttemptRefusal } from '../attempt-limits';
import { clientIp, type PostgresLimiter, refusalOf } from '../rate-limits';
import { ApiError } from './api-error';
import type { AppEnv } from './context';

/** Throws the 429 of a refused attempt or request, with `Retry-After` in seconds. */
export const refuseTooMany = (
  c: Context,
  { retryAfterMs }: AttemptRefusal,
  code: ErrorCode = 'request.too_many_requests',
  data?: Record<string, unknown>,
): never => {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  c.header('Retry-After', String(retryAfterSeconds));
  throw new ApiError(code, data && { ...data, retryAfterSeconds });
};

/** The tenant and client address of a request: the key of per-address limits. */
export const addressKey = (c: Context<AppEnv>, trustProxy: boolean) =>
  `${c.get('tenantId')}:${clientIp(c.env.incoming, trustProxy)}`;

/**
 * A plain request limit: each request consumes a point before it runs (one atomic upsert), and is
 * refused with 429 once the key has none left in the window.
 */
export const requestLimit =
  (limiter: PostgresLimiter, keyOf: (c: Context<AppEnv>) => string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    try {
      await limiter.consume(keyOf(c));
    } catch (rejection) {
      const refusal = await refusalOf(rejection);
      if (!refusal) throw rejection;
      refuseTooMany(c, { retryAfterMs: refusal.msBeforeNext });
    }
    await next();
  };

/**
 * A failed-attempt limit around a whole route: the route runs once an attempt is leased
 * (platform/attempt-limits.ts), and an answer of 400 or more counts as a failure.
 */
export const attemptLimit =
  (gate: AttemptGate, keyOf: (c: Context<AppEnv>) => string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const outcome = await gate.attempt(keyOf(c), async () => {
      await next();
      return c.res.status < 400;
    });
    if ('retryAfterMs' in outcome) refuseTooMany(c, outcome);
  };
