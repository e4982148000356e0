import { createHash } from 'node:crypto';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import type { Identifier } from '@gatehouse/schemas/users';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../platform/db/database';
import { ApiError } from '../platform/http/api-error';
import { postgresLimiter } from '../platform/rate-limits';

/** Sentinel decisions of spec §4. */
export type SentinelDecision = 'Undecided' | 'Allowed' | 'Blocked' | 'Challenge';

/**
 * Lockout per identifier (not per IP: an attacker rotating addresses must not
 * get more guesses): after `maxAttempts` failed password checks within
 * `lockoutDuration` minutes the identifier is Blocked for that long. Counters
 * live in Postgres, shared by every instance. The key is a hash, so the table
 * holds no identifier in clear.
 */
export const createSentinel = (database: Database) => {
  const limiters = new Map<string, RateLimiterPostgres>();
  const limiterFor = ({ maxAttempts, lockoutDuration }: SignInExperience['sentinelPolicy']) => {
    const id = `${maxAttempts}:${lockoutDuration}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = postgresLimiter(database, {
        keyPrefix: 'sentinel',
        points: maxAttempts,
        duration: lockoutDuration * 60,
        blockDuration: lockoutDuration * 60,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  const keyOf = (tenantId: string, identifier: Identifier) =>
    `${tenantId}:${identifier.type}:${createHash('sha256').update(identifier.value).digest('base64url')}`;

  return {
    /**
     * Throws 429 `session.too_many_attempts` while the identifier is Blocked;
     * otherwise tells whether failures are on record (so a success clears them).
     */
    assertAllowed: async (tenantId: string, identifier: Identifier, policy: SignInExperience['sentinelPolicy']) => {
      const state = await limiterFor(policy).get(keyOf(tenantId, identifier));
      if (state && state.consumedPoints >= policy.maxAttempts) {
        throw new ApiError('session.too_many_attempts', {
          decision: 'Blocked' satisfies SentinelDecision,
          retryAfterSeconds: Math.ceil(state.msBeforeNext / 1000),
        });
      }
      return { hasFailures: Boolean(state && state.consumedPoints > 0) };
    },
    recordFailure: async (tenantId: string, identifier: Identifier, policy: SignInExperience['sentinelPolicy']) => {
      try {
        await limiterFor(policy).consume(keyOf(tenantId, identifier));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
      }
    },
    recordSuccess: async (tenantId: string, identifier: Identifier, policy: SignInExperience['sentinelPolicy']) => {
      await limiterFor(policy).delete(keyOf(tenantId, identifier));
    },
  };
};

export type Sentinel = ReturnType<typeof createSentinel>;
