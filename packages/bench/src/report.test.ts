import type { Result } from 'autocannon';
import { describe, expect, it } from 'vitest';
import { budgetVerdict, exitCodeFor, formatSummary, fromAutocannon, type Summary, summarize } from './report';

const summary = (overrides: Partial<Summary> = {}): Summary => ({
  name: 'token',
  description: 'POST /oidc/token',
  connections: 10,
  duration: 10.01,
  requestsPerSecond: 2345.67,
  p50: 4,
  p99: 12.5,
  total: 23_457,
  errors: 0,
  non2xx: 0,
  budget: 2000,
  ...overrides,
});

describe('budget check', () => {
  it('passes at or above the budget and fails below it', () => {
    expect(budgetVerdict(summary())).toBe('PASS');
    expect(budgetVerdict(summary({ requestsPerSecond: 2000 }))).toBe('PASS');
    expect(budgetVerdict(summary({ requestsPerSecond: 1999.9 }))).toBe('FAIL (below budget)');
  });

  it('exits 1 below budget only when enforced, and always on errors or non-2xx', () => {
    const slow = summary({ requestsPerSecond: 100 });
    expect(exitCodeFor([summary(), slow], false)).toBe(0);
    expect(exitCodeFor([summary(), slow], true)).toBe(1);
    expect(exitCodeFor([summary()], true)).toBe(0);
    expect(exitCodeFor([summary({ non2xx: 3 })], false)).toBe(1);
    expect(exitCodeFor([summary({ errors: 1 })], false)).toBe(1);
  });
});

describe('formatSummary', () => {
  it('prints throughput, latency, totals, errors and the verdict', () => {
    expect(formatSummary(summary())).toBe(
      [
        'token: POST /oidc/token',
        '  load              10 connections, 10.0 s',
        '  requests/s (avg)  2,345.7',
        '  latency p50       4 ms',
        '  latency p99       12.5 ms',
        '  requests (total)  23,457',
        '  errors / non-2xx  0 / 0',
        '  budget            ≥ 2,000 req/s: PASS',
      ].join('\n'),
    );
    expect(formatSummary(summary({ non2xx: 5, requestsPerSecond: 10 }))).toContain('0 / 5  FAIL');
    expect(formatSummary(summary({ requestsPerSecond: 10 }))).toContain('FAIL (below budget)');
  });
});

describe('summarize', () => {
  it('reads requests/s, percentiles and counts from an autocannon result', () => {
    const result = {
      connections: 10,
      duration: 10,
      requests: { average: 2500, total: 25_000 },
      latency: { p50: 3, p99: 9 },
      errors: 0,
      non2xx: 0,
    } as unknown as Result;
    expect(
      summarize({ name: 'jwks', description: 'GET /oidc/jwks', budget: 15_000 }, fromAutocannon(result)),
    ).toMatchObject({
      requestsPerSecond: 2500,
      p50: 3,
      p99: 9,
      total: 25_000,
      budget: 15_000,
    });
  });
});
