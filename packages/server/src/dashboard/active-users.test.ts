import { describe, expect, it } from 'vitest';
import { activeOnDay, distinctActiveUsers } from './active-users';

const day = (gaps: Record<number, number>) => ({
  usersByGap: Array.from({ length: 30 }, (_, index) => gaps[index + 1] ?? 0),
  signIns: 0,
});

describe('distinctActiveUsers', () => {
  it('counts a user once, on the first day of the window whose previous active day is before it', () => {
    // Day 1: Ada (first time). Day 2: Ada (gap 1), Bob (gap 5: active 4 days before the window).
    // Day 3: Bob (gap 1), Cy (gap 2: active on day 1 too, whom day 1 counts among its first-timers).
    const window = [day({ 30: 2 }), day({ 1: 1, 5: 1 }), day({ 1: 1, 2: 1 })];
    expect(distinctActiveUsers(window)).toBe(3);
    expect(distinctActiveUsers(window.slice(1))).toBe(3); // Ada, Bob, Cy: day 3's Cy was last seen before day 2
    expect(distinctActiveUsers(window.slice(2))).toBe(2);
  });

  it('treats a day without activity as no one and every gap on a single day as active', () => {
    expect(distinctActiveUsers([undefined, day({ 1: 4, 29: 1, 30: 2 })])).toBe(3);
    expect(activeOnDay(day({ 1: 4, 29: 1, 30: 2 }))).toBe(7);
    expect(activeOnDay(undefined)).toBe(0);
  });

  it('refuses windows longer than the rollup tells apart (30 days)', () => {
    expect(distinctActiveUsers(Array(30).fill(day({ 30: 1 })))).toBe(30);
    expect(() => distinctActiveUsers(Array(31).fill(undefined))).toThrow(RangeError);
  });
});
