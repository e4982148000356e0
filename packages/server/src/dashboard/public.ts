import type { Logger } from 'pino';
import type { Db } from '../platform/db/database';
import { upsertActiveUser } from './queries';
import { utcDay } from './service';

/** Users already recorded as active today on this instance, so a busy client's refreshes cost nothing more. */
const seenToday = { day: '', keys: new Set<string>() };
const maxRemembered = 100_000;

/**
 * Records that a user was active today (UTC): one upsert into `daily_active_users`, in one round trip
 * outside any transaction. A sign-in always counts (its sign-ins column grows); a token refresh only
 * the first time this instance sees the user that day.
 *
 * @example
 * await recordActivity(deps.database.system, tenantId, userId, { signIn: true });
 */
export const recordActivity = async (db: Db, tenantId: string, userId: string, { signIn = false } = {}) => {
  const day = utcDay(Date.now());
  if (seenToday.day !== day) {
    seenToday.day = day;
    seenToday.keys.clear();
  }
  const key = `${tenantId}\u0000${userId}`;
  if (!signIn && seenToday.keys.has(key)) return;
  await upsertActiveUser(db, tenantId, userId, day, signIn);
  if (seenToday.keys.size >= maxRemembered) seenToday.keys.clear();
  seenToday.keys.add(key);
};

/**
 * `recordActivity` for the sign-in and token paths: best-effort, because the dashboard's count is
 * never worth a failed sign-in or grant. A failed write is logged and the promise still resolves.
 *
 * @example
 * await recordActivityBestEffort({ database, logger }, tenantId, userId, { signIn: true });
 */
export const recordActivityBestEffort = async (
  { database, logger }: { database: { system: Db }; logger: Logger },
  tenantId: string,
  userId: string,
  options: { signIn?: boolean } = {},
) => {
  try {
    await recordActivity(database.system, tenantId, userId, options);
  } catch (error) {
    logger.warn({ err: error, tenantId }, 'active user not recorded');
  }
};
