import { describe, expect, it } from 'vitest';
import {
  findUnstorableText,
  freeFormJsonGuard,
  freeFormJsonLimits,
  hasUnstorableEscape,
  isStorableText,
  jsonDepth,
} from './json';

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < levels; level++) value = { a: value };
  return value;
};

describe('storable text', () => {
  it('refuses U+0000 and surrogates without their pair, and accepts every other character', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('😀 émoji, 中文, \u0001, \t')).toBe(true);
  });

  it('names the path of the first unstorable string or key', () => {
    expect(findUnstorableText({ a: [1, 'ok', { b: 'x\u0000' }] }, 64)).toEqual({ path: ['a', 2, 'b'] });
    expect(findUnstorableText({ 'k\ud800': 1 }, 64)).toEqual({ path: ['k\ud800'] });
    expect(findUnstorableText({ a: ['fine'] }, 64)).toBeUndefined();
  });

  it('stops at the depth limit instead of walking 10,000 levels', () => {
    expect(findUnstorableText(nested(10_000), 64)).toEqual({ path: Array(64).fill('a'), tooDeep: true });
    expect(findUnstorableText(nested(63), 64)).toBeUndefined();
  });
});

describe('free-form JSON', () => {
  it('counts depth without descending past the limit', () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ a: [{ b: 1 }] })).toBe(3);
    expect(jsonDepth(nested(10_000), 32)).toBe(33);
  });

  it(`accepts ${freeFormJsonLimits.maxDepth} levels and refuses one more`, () => {
    expect(freeFormJsonGuard.safeParse(nested(freeFormJsonLimits.maxDepth)).success).toBe(true);
    const refused = freeFormJsonGuard.safeParse(nested(freeFormJsonLimits.maxDepth + 1));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('form_errors.json_too_deep');
    expect(refused.error?.issues[0]).toMatchObject({ params: { count: 32 } });
  });

  it(`refuses more than ${freeFormJsonLimits.maxLength} characters of JSON`, () => {
    expect(freeFormJsonGuard.safeParse({ blob: 'x'.repeat(60_000) }).success).toBe(true);
    expect(freeFormJsonGuard.safeParse({ blob: 'x'.repeat(freeFormJsonLimits.maxLength) }).success).toBe(false);
  });
});

describe('serialized JSON', () => {
  it('finds escaped NUL and lone surrogates, not escaped backslashes or emoji', () => {
    expect(hasUnstorableEscape(JSON.stringify({ a: 'x\u0000' }))).toBe(true);
    expect(hasUnstorableEscape(JSON.stringify({ a: '\ud800' }))).toBe(true);
    expect(hasUnstorableEscape(JSON.stringify({ a: 'x\\\\u0000 and \\\\ud800' }))).toBe(false);
    expect(hasUnstorableEscape(JSON.stringify({ a: '😀', b: '\\' }))).toBe(false);
    expect(hasUnstorableEscape(JSON.stringify({ a: '\\\u0000' }))).toBe(true);
  });
});
