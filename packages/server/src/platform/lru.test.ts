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

  it('reads the newest entry again without losing track of the order, also once it is deleted', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    expect(map.get('a')).toBe(1); // already the newest: nothing moves
    map.set('c', 3);
    expect([...map.keys()]).toEqual(['a', 'c']);
    map.delete('c');
    expect(map.get('c')).toBeUndefined();
    expect(map.has('c')).toBe(false);
    map.set('b', 2).set('d', 4);
    expect([...map.keys()]).toEqual(['b', 'd']);
  });
});
