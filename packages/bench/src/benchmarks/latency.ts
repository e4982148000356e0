import type { BenchServer } from '../server';

/** One kind of request measured one at a time: its latencies against a p95 budget. */
export type LatencyCase = {
  name: string;
  /** What was requested, for the report. */
  request: string;
  /** Milliseconds, in the order measured. */
  samples: number[];
  /** The largest p95 that passes, in milliseconds. */
  budgetP95: number;
  /** Anything worth printing beside the numbers (the Total-Number answered, say). */
  note?: string;
};

/** What a latency benchmark reports: its cases, and how its data was prepared. */
export type LatencyReport = { setup: string[]; cases: LatencyCase[] };

/** A benchmark that times single requests on prepared data instead of driving a load. */
export type LatencyBenchmark = {
  kind: 'latency';
  name: string;
  description: string;
  /** `count`: how much data to load (`--count`), where the benchmark takes it. */
  run: (server: BenchServer, options: { count?: number }) => Promise<LatencyReport>;
};

/**
 * Runs `once` (answering its milliseconds) `warmUp` times, then `samples` times one after another:
 * the timed samples.
 *
 * @example
 * const samples = await sampleLatency(() => timeOneRequest(), { warmUp: 10, samples: 200 });
 */
export const sampleLatency = async (once: () => Promise<number>, { warmUp = 10, samples = 200 } = {}) => {
  for (let index = 0; index < warmUp; index++) await once();
  const timed: number[] = [];
  for (let index = 0; index < samples; index++) timed.push(await once());
  return timed;
};

/**
 * The nearest-rank percentile (`p` in 0..100) of `samples`; NaN when there are none.
 *
 * @example
 * percentile([5, 1, 3, 2, 4], 50); // 3
 */
export const percentile = (samples: readonly number[], p: number) => {
  if (samples.length === 0) return Number.NaN;
  const sorted = samples.toSorted((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
};

export const meetsLatencyBudget = (latencyCase: LatencyCase) =>
  percentile(latencyCase.samples, 95) <= latencyCase.budgetP95;

const ms = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ms`;

/**
 * The report of a latency benchmark: per case p50, p95 and max against the p95 budget.
 *
 * @example
 * console.log(formatLatencyReport(users, await users.run(server)));
 */
export const formatLatencyReport = (benchmark: LatencyBenchmark, report: LatencyReport) => {
  const lines = [`${benchmark.name}: ${benchmark.description}`, ...report.setup.map((line) => `  ${line}`)];
  for (const latencyCase of report.cases) {
    const { samples, budgetP95 } = latencyCase;
    lines.push(
      `  ${latencyCase.name}: ${latencyCase.request}`,
      `    p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}  max ${ms(Math.max(...samples))}  (${samples.length} requests)`,
      `    budget p95 ≤ ${ms(budgetP95)}: ${meetsLatencyBudget(latencyCase) ? 'PASS' : 'FAIL (over budget)'}${latencyCase.note ? `  ${latencyCase.note}` : ''}`,
    );
  }
  return lines.join('\n');
};
