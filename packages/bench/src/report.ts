import type { Result } from 'autocannon';

export type Summary = {
  name: string;
  description: string;
  connections: number;
  /** Seconds. */
  duration: number;
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  /** Milliseconds. */
  p99: number;
  total: number;
  /** Connection errors, timeouts included. */
  errors: number;
  non2xx: number;
  /** The least average requests per second that passes. */
  budget: number;
  /** What one operation is called ("requests" unless the benchmark says otherwise). */
  unit?: string;
};

/** What a run measured, whoever drove it (autocannon, or a flow driver such as `login`). */
export type Measurement = Omit<Summary, 'name' | 'description' | 'budget' | 'unit'>;

/** An autocannon result as a measurement. */
export const fromAutocannon = (result: Result): Measurement => ({
  connections: result.connections,
  duration: result.duration,
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  total: result.requests.total,
  errors: result.errors,
  non2xx: result.non2xx,
});

export const summarize = (
  benchmark: { name: string; description: string; budget: number; unit?: string },
  measurement: Measurement,
): Summary => ({
  name: benchmark.name,
  description: benchmark.description,
  budget: benchmark.budget,
  unit: benchmark.unit,
  ...measurement,
});

export const meetsBudget = (summary: Summary) => summary.requestsPerSecond >= summary.budget;

/** Every response was a 2xx and no connection failed. */
export const isClean = (summary: Summary) => summary.errors === 0 && summary.non2xx === 0;

const number = (value: number, digits = 0, maxDigits = digits) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: maxDigits });

export const budgetVerdict = (summary: Summary) => (meetsBudget(summary) ? 'PASS' : 'FAIL (below budget)');

/**
 * The report for one run.
 *
 * @example
 * console.log(formatSummary(summarize(token, result)));
 */
export const formatSummary = (summary: Summary) => {
  const rows: [string, string][] = [
    ['load', `${summary.connections} connections, ${number(summary.duration, 1)} s`],
    [`${summary.unit ?? 'requests'}/s (avg)`, number(summary.requestsPerSecond, 1)],
    ['latency p50', `${number(summary.p50, 0, 2)} ms`],
    ['latency p99', `${number(summary.p99, 0, 2)} ms`],
    [`${summary.unit ?? 'requests'} (total)`, number(summary.total)],
    ['errors / non-2xx', `${number(summary.errors)} / ${number(summary.non2xx)}${isClean(summary) ? '' : '  FAIL'}`],
    ['budget', `≥ ${number(summary.budget)} ${summary.unit ?? 'req'}/s: ${budgetVerdict(summary)}`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `${summary.name}: ${summary.description}`,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
  ].join('\n');
};

/** 1 if any run had errors or non-2xx responses, or, with `enforce`, fell below its budget; else 0. */
export const exitCodeFor = (summaries: Summary[], enforce: boolean) =>
  summaries.every(isClean) && (!enforce || summaries.every(meetsBudget)) ? 0 : 1;
