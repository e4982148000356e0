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
  /** Set when the verdict is a ratio to a reference measured in turns (`ratio.ts`). */
  reference?: ReferenceResult;
};

export type ReferenceResult = {
  name: string;
  /** The median of the reference's runs, operations per second. */
  perSecond: number;
  /** Gatehouse's median ÷ the reference's median. */
  ratio: number;
  ratioBudget: number;
  /** Every run, in the order they ran: Gatehouse's and the reference's figures. */
  rounds: { gatehouse: number; reference: number }[];
};

/** What a run measured, whoever drove it (autocannon, or a flow driver such as `login`). */
export type Measurement = Omit<Summary, 'name' | 'description' | 'budget' | 'unit' | 'reference'>;

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
  reference?: ReferenceResult,
): Summary => ({
  name: benchmark.name,
  description: benchmark.description,
  budget: benchmark.budget,
  unit: benchmark.unit,
  ...measurement,
  ...(reference && { reference }),
});

export const meetsBudget = (summary: Summary) =>
  summary.reference
    ? summary.reference.ratio >= summary.reference.ratioBudget
    : summary.requestsPerSecond >= summary.budget;

/** Every response was a 2xx and no connection failed. */
export const isClean = (summary: Summary) => summary.errors === 0 && summary.non2xx === 0;

const number = (value: number, digits = 0, maxDigits = digits) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: maxDigits });

export const budgetVerdict = (summary: Summary) => (meetsBudget(summary) ? 'PASS' : 'FAIL (below budget)');

const absoluteBudgetRow = (summary: Summary): [string, string][] => [
  ['budget', `≥ ${number(summary.budget)} ${summary.unit ?? 'req'}/s: ${budgetVerdict(summary)}`],
];

const referenceRows = (summary: Summary, reference: ReferenceResult): [string, string][] => [
  ['reference', `${reference.name}: ${number(reference.perSecond, 1)} ${summary.unit ?? 'req'}/s (median)`],
  [
    'rounds (ours / ref)',
    reference.rounds.map((round) => `${number(round.gatehouse)} / ${number(round.reference)}`).join(', '),
  ],
  ['ratio', `${number(reference.ratio, 2, 2)}×`],
  ['budget', `≥ ${number(reference.ratioBudget, 2, 2)}× the reference: ${budgetVerdict(summary)}`],
];

/**
 * The report for one run (with a reference: the median run, and the ratio).
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
    ...(summary.reference ? referenceRows(summary, summary.reference) : absoluteBudgetRow(summary)),
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
