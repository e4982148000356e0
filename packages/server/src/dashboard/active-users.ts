/** A day of the activity rollup (migration 0033): users by days since their previous active day, and sign-ins. */
export type ActivityDay = { usersByGap: readonly number[]; signIns: number };

/**
 * The rollup's last gap: element 30 counts users whose previous active day was 30 or more days
 * before, or who were never active before. So windows are at most 30 days long.
 */
export const maxWindowDays = 30;

/**
 * Distinct users active in the `days` days from `days[0]` (oldest first; `undefined` for a day without
 * activity). A user counts once, on their first active day in the window: the day whose previous active
 * day is before the window, i.e. whose gap exceeds the day's offset in it (migration 0033). It reads
 * `days.length × 30` counters, whatever the number of users.
 *
 * @example
 * const day = (gaps: Record<number, number>) => ({
 *   usersByGap: Array.from({ length: 30 }, (_, i) => gaps[i + 1] ?? 0),
 *   signIns: 0,
 * });
 * // Ada first active on day one (gap 30) and again on day two (gap 1); Bob only on day two (gap 30).
 * distinctActiveUsers([day({ 30: 1 }), day({ 1: 1, 30: 1 })]); // 2: Ada's gap-1 day is not her first
 */
export const distinctActiveUsers = (days: readonly (ActivityDay | undefined)[]) => {
  if (days.length > maxWindowDays) throw new RangeError(`windows are at most ${maxWindowDays} days`);
  let count = 0;
  days.forEach((day, offset) => {
    for (let gap = offset + 1; gap <= maxWindowDays; gap += 1) count += day?.usersByGap[gap - 1] ?? 0;
  });
  return count;
};

/** Every active user of the day, whatever their gap. */
export const activeOnDay = (day: ActivityDay | undefined) => distinctActiveUsers([day]);
