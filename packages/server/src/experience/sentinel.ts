import { createHash } from 'node:crypto';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import type { Identifier } from '@gatehouse/schemas/users';
import type { AttemptGate, AttemptLimits } from '../platform/attempt-limits';

/** Sentinel decisions of spec §4. */
export type SentinelDecision = 'Undecided' | 'Allowed' | 'Blocked' | 'Challenge';

type Policy = SignInExperience['sentinelPolicy'];

/** The attempt-limits prefix of the sign-in lockout (cleared by `POST /api/sentinel-activities/delete`). */
export const sentinelPrefix = 'sentinel';

/** The lockout key: the account when there is one, else the identifier (hashed). */
export const sentinelKeyOf = (tenantId: string, identifier: Identifier, userId: string | undefined) =>
  userId
    ? `${tenantId}:user:${userId}`
    : `${tenantId}:${identifier.type}:${createHash('sha256').update(identifier.value).digest('base64url')}`;

/**
 * Lockout per account (not per identifier, and not per address: an attacker switching between
 * an account's username and email, or rotating addresses, gets no more guesses): after
 * `maxAttempts` failed password checks within `lockoutDuration` minutes the account is Blocked
 * for that long; a good password clears the failures. Attempts lease their failure before the
 * password is checked (platform/attempt-limits.ts), so parallel guesses cannot pass the limit.
 * An identifier without an account locks the same way, so a lockout tells nothing about whether
 * an account exists. Keys hold no identifier in clear.
 */
export const createSentinel = (attempts: AttemptLimits) => {
  const gates = new Map<string, AttemptGate>();
  const gateFor = ({ maxAttempts, lockoutDuration }: Policy) => {
    const id = `${maxAttempts}:${lockoutDuration}`;
    let gate = gates.get(id);
    if (!gate) {
      const seconds = lockoutDuration * 60;
      gate = attempts.gate(
        sentinelPrefix,
        { points: maxAttempts, duration: seconds, blockDuration: seconds },
        { resetOnSuccess: true },
      );
      gates.set(id, gate);
    }
    return gate;
  };

  return {
    keyOf: sentinelKeyOf,
    attempt: <T extends boolean>(key: string, policy: Policy, judge: () => Promise<T>) =>
      gateFor(policy).attempt(key, judge),
  };
};

export type Sentinel = ReturnType<typeof createSentinel>;
