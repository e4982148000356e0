import { describe, expect, it } from 'vitest';
import { entityIdLength, generateId, generateKey, generateUserId, keyLength, userIdLength } from './ids';

const lowerAlphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
const keyAlphabet = `${lowerAlphabet}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;
const sampleSize = 10_000;

const sample = (generate: () => string) => Array.from({ length: sampleSize }, generate);

/**
 * Pearson's chi-square statistic of the character counts of `values` against a
 * uniform distribution over `alphabet`.
 */
const chiSquare = (values: string[], alphabet: string) => {
  const counts = new Map<string, number>([...alphabet].map((char) => [char, 0]));
  let total = 0;
  for (const value of values) {
    for (const char of value) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
      total += 1;
    }
  }
  const expected = total / alphabet.length;
  return [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
};

/*
 * Thresholds for the chi-square tests: with 35 degrees of freedom (36 characters)
 * P(χ² > 100) ≈ 5e-8, with 61 (62 characters) P(χ² > 150) ≈ 3e-9, so a uniform
 * generator essentially never fails. A plain `byte % 36` without rejection
 * sampling over 210,000 characters scores about 400, and `byte % 62` far more.
 */
const maxChiSquare36 = 100;
const maxChiSquare62 = 150;

describe('generateId', () => {
  const ids = sample(() => generateId());

  it('is 21 characters long by default', () => {
    expect(entityIdLength).toBe(21);
    for (const id of ids) expect(id).toHaveLength(21);
  });

  it('honours a custom length', () => {
    expect(generateId(1)).toHaveLength(1);
    expect(generateId(8)).toHaveLength(8);
    expect(generateId(100)).toHaveLength(100);
  });

  it('uses only digits and lower-case letters', () => {
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{21}$/);
  });

  it('produces no duplicates over 10,000 ids', () => {
    expect(new Set(ids).size).toBe(sampleSize);
  });

  it('draws every character of its alphabet roughly equally often', () => {
    const seen = new Set(ids.join(''));
    expect([...seen].sort().join('')).toBe(lowerAlphabet);
    expect(chiSquare(ids, lowerAlphabet)).toBeLessThan(maxChiSquare36);
  });
});

describe('generateUserId', () => {
  const ids = sample(generateUserId);

  it('is 12 characters long', () => {
    expect(userIdLength).toBe(12);
    for (const id of ids) expect(id).toHaveLength(12);
  });

  it('uses only digits and lower-case letters', () => {
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{12}$/);
  });

  it('produces no duplicates over 10,000 ids', () => {
    expect(new Set(ids).size).toBe(sampleSize);
  });

  it('draws every character of its alphabet roughly equally often', () => {
    expect(chiSquare(ids, lowerAlphabet)).toBeLessThan(maxChiSquare36);
  });
});

describe('generateKey', () => {
  const keys = sample(() => generateKey());

  it('is 32 characters long by default', () => {
    expect(keyLength).toBe(32);
    for (const key of keys) expect(key).toHaveLength(32);
  });

  it('honours a custom length', () => {
    expect(generateKey(64)).toHaveLength(64);
  });

  it('uses only digits and letters of both cases', () => {
    for (const key of keys) expect(key).toMatch(/^[0-9a-zA-Z]{32}$/);
    const seen = new Set(keys.join(''));
    expect([...seen].sort().join('')).toBe([...keyAlphabet].sort().join(''));
  });

  it('produces no duplicates over 10,000 keys', () => {
    expect(new Set(keys).size).toBe(sampleSize);
  });

  it('draws every character of its alphabet roughly equally often', () => {
    expect(chiSquare(keys, keyAlphabet)).toBeLessThan(maxChiSquare62);
  });
});
