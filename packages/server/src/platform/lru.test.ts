import { describe, expect, it } from 'vitest';
import { LruMap } from './lru';

describe('LruMap', () => {
  it('keeps at most its limit, forgetting the least recently used entry', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect([...map.keys()]).toEqual(['a', 'c']);
    expect(map.get('b')).toBeUndefined();
    map.set('a', 4);
    map.set('d', 5);
    expect([...map.entries()]).toEqual([
      ['a', 4],
      ['d', 5],
    ]);
    expect(map.size).toBe(2);
  });
});
