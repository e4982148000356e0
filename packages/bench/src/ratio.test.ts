import { describe, expect, it } from 'vitest';
import type { Benchmark, Reference } from './benchmarks/types';
import { measureAgainstReference, median } from './ratio';
import { budgetVerdict, formatSummary, summarize } from './report';
import type { BenchServer } from './server';

const run = (requestsPerSecond: number, errors = 0) => ({
  connections: 10,
  duration: 1,
  requestsPerSecond,
  p50: 1,
  p99: 2,
  total: requestsPerSecond,
  errors,
  non2xx: 0,
});

describe('measuring against a reference', () => {
  it('takes the middle value', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([10, 40, 20, 30])).toBe(30);
  });

  it('runs the reference and Gatehouse in turns, and judges the ratio of the medians', async () => {
    const order: string[] = [];
    const ours = [900, 1200, 1000];
    const theirs = [1100, 1000, 2000];
    const reference: Reference = {
      name: 'bare provider',
      ratioBudget: 1,
      run: async () => {
        order.push('reference');
        return theirs.shift() ?? 0;
      },
    };
    const benchmark: Benchmark & { reference: Reference } = {
      name: 'token',
      description: 'POST /oidc/token',
      budget: 2000,
      reference,
      run: async () => {
        order.push('gatehouse');
        return run(ours.shift() ?? 0, 1);
      },
    };
    const tools = { oidc: () => Promise.reject(new Error('not used')) };
    const measured = await measureAgainstReference(
      benchmark,
      {} as BenchServer,
      { connections: 10, duration: 1 },
      tools,
    );
    expect(order).toEqual(['reference', 'gatehouse', 'reference', 'gatehouse', 'reference', 'gatehouse']);
    expect(measured.measurement.requestsPerSecond).toBe(1000);
    expect(measured.measurement.errors).toBe(3);
    expect(measured.reference).toMatchObject({ perSecond: 1100, ratioBudget: 1 });
    expect(measured.reference.ratio).toBeCloseTo(1000 / 1100);

    const summary = summarize(benchmark, measured.measurement, measured.reference);
    expect(budgetVerdict(summary)).toBe('FAIL (below budget)');
    expect(budgetVerdict({ ...summary, reference: { ...measured.reference, ratio: 1 } })).toBe('PASS');
    const report = formatSummary(summary);
    expect(report).toContain('0.91×');
    expect(report).toContain('≥ 1.00× the reference: FAIL');
    expect(report).toContain('900 / 1,100, 1,200 / 1,000, 1,000 / 2,000');
    // The absolute budget is not the verdict when there is a reference.
    expect(report).not.toContain('2,000 req/s');
  });
});
