import { describe, expect, it } from 'vitest';
import { formatLatencyReport, type LatencyBenchmark, meetsLatencyBudget, percentile } from './latency';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('latency budget', () => {
  it('passes when p95 is at or under the budget', () => {
    const samples = [...Array.from({ length: 95 }, () => 10), 500, 500, 500, 500, 500];
    expect(meetsLatencyBudget({ name: 'a', request: 'GET /', samples, budgetP95: 10 })).toBe(true);
    expect(meetsLatencyBudget({ name: 'a', request: 'GET /', samples, budgetP95: 9.9 })).toBe(false);
  });

  it('prints p50, p95, max and the verdict of each case', () => {
    const benchmark: LatencyBenchmark = {
      kind: 'latency',
      name: 'users',
      description: 'GET /api/users',
      run: async () => ({ setup: [], cases: [] }),
    };
    const text = formatLatencyReport(benchmark, {
      setup: ['1,000,000 users loaded'],
      cases: [
        {
          name: 'first page',
          request: 'GET /api/users?page=1',
          samples: [1, 2, 3, 40],
          budgetP95: 50,
          note: 'Total-Number 10000 (capped)',
        },
        { name: 'deep page', request: 'GET /api/users?page=5000', samples: [300], budgetP95: 200 },
      ],
    });
    expect(text).toContain('users: GET /api/users');
    expect(text).toContain('  1,000,000 users loaded');
    expect(text).toContain('p50 2 ms  p95 40 ms  max 40 ms  (4 requests)');
    expect(text).toContain('budget p95 ≤ 50 ms: PASS  Total-Number 10000 (capped)');
    expect(text).toContain('budget p95 ≤ 200 ms: FAIL (over budget)');
  });
});
