import { identifierTypes, normalizeIdentifierInput } from '@gatehouse/schemas/identifiers';
import { sentinelKeyOf, sentinelPrefix } from '../experience/sentinel';
import type { PlatformDeps } from '../platform/deps';
import { findUserScoped } from '../users/public';

type Deps = Pick<PlatformDeps, 'database' | 'attempts' | 'bus'>;

const subscribed = new WeakSet<PlatformDeps['bus']>();

/**
 * Makes every instance drop its copy of an unlock (one NOTIFY per unlock, through the invalidation
 * bus): a lockout an instance remembers in memory must not outlive the shared row it came from.
 */
export const followUnlocks = (deps: Deps) => {
  if (subscribed.has(deps.bus)) return;
  subscribed.add(deps.bus);
  deps.bus.subscribe(({ tenantId, topic }) => {
    if (topic === 'sentinel') deps.attempts.forget(sentinelPrefix, `${tenantId}:`);
  });
};

/**
 * Unlocking identifiers (peer-interfaces §3.2 `POST /api/sentinel-activities/delete`): forgets the
 * failed sign-in attempts and the lockout of each target, a username, email or phone number as a
 * person types it. The sign-in lockout counts per account (experience/sentinel.ts), so a target
 * that names an account unlocks the account, whichever of its identifiers was used; one that
 * names none unlocks the identifier itself.
 */
export const createSentinelActivityService = (deps: Deps, tenantId: string) => ({
  unlock: async (targets: readonly string[]) => {
    const keys = new Set<string>();
    for (const target of targets) {
      for (const type of identifierTypes) {
        const value = normalizeIdentifierInput(type, target);
        if (value === undefined) continue;
        const user = await findUserScoped(deps.database.system, tenantId, type, value);
        keys.add(sentinelKeyOf(tenantId, { type, value }, user?.id));
        keys.add(sentinelKeyOf(tenantId, { type, value }, undefined));
        if (value !== target) keys.add(sentinelKeyOf(tenantId, { type, value: target }, undefined));
      }
    }
    await deps.attempts.clear(sentinelPrefix, [...keys]);
    await deps.bus.publish(tenantId, 'sentinel');
  },
});
