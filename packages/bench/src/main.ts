import { fileURLToPath } from 'node:url';
import { parseBenchArgs, UsageError } from './args';
import { formatBundleReport, meetsSizeBudget } from './benchmarks/bundle';
import {
  type AnyBenchmark,
  benchmarks,
  isLatencyBenchmark,
  isSizeBenchmark,
  isStandaloneBenchmark,
} from './benchmarks/index';
import { formatLatencyReport, meetsLatencyBudget } from './benchmarks/latency';
import type { Benchmark, ReferenceTools } from './benchmarks/types';
import { enableCustomJwt, withCustomJwt } from './custom-jwt';
import { measureAgainstReference, referenceRounds } from './ratio';
import { type ReferenceOidc, startReferenceOidc } from './reference';
import { exitCodeFor, formatSummary, type Summary, summarize } from './report';
import { type BenchServer, startBenchServer } from './server';

const usage = () =>
  [
    'Usage: npm run bench -- <name>... [--connections N] [--duration S] [--enforce] [--cpu-prof] [--custom-jwt] [--count N]',
    '',
    'Benchmarks:',
    ...[...benchmarks.values()].map((benchmark) =>
      isStandaloneBenchmark(benchmark)
        ? `  ${benchmark.name.padEnd(8)} ${benchmark.description} (budget ${benchmark.budgetText})`
        : isSizeBenchmark(benchmark)
          ? `  ${benchmark.name.padEnd(8)} ${benchmark.description} (budget ${benchmark.budgetBytes / 1024} KB gzip)`
          : isLatencyBenchmark(benchmark)
            ? `  ${benchmark.name.padEnd(8)} ${benchmark.description} (p95 budget per request kind)`
            : benchmark.reference
              ? `  ${benchmark.name.padEnd(8)} ${benchmark.description} (budget ≥ ${benchmark.reference.ratioBudget}× ${benchmark.reference.name})`
              : `  ${benchmark.name.padEnd(8)} ${benchmark.description} (budget ${benchmark.budget} ${benchmark.unit ?? 'req'}/s)`,
    ),
    '',
    'Options:',
    '  --connections N  concurrent connections (default 10)',
    '  --duration S     seconds per run (default 10)',
    '  --enforce        exit 1 when a run is below its budget (default: report only)',
    '  --cpu-prof       write CPU profiles of the server process (and the reference provider) to packages/bench/.bench/profiles',
    '  --custom-jwt     save a small custom JWT script first: token runs it on every grant (budget 1,000/s)',
    '  --count N        how much data: events for outbox (default 2,000), users for dashboard (default 10,000), tenants for tenants (default 10,000)',
  ].join('\n');

const selected = (names: string[]): AnyBenchmark[] | undefined => {
  const chosen = names.map((name) => benchmarks.get(name));
  return chosen.length > 0 && chosen.every((benchmark) => benchmark !== undefined) ? chosen : undefined;
};

const main = async (): Promise<number> => {
  let args: ReturnType<typeof parseBenchArgs>;
  try {
    args = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage()}`);
    return 2;
  }
  const chosen = selected(args.names);
  if (!chosen) {
    const unknown = args.names.filter((name) => !benchmarks.has(name));
    console.error(`${unknown.length > 0 ? `Unknown benchmark: ${unknown.join(', ')}\n\n` : ''}${usage()}`);
    return 2;
  }

  // Size benchmarks measure a build: no server needed.
  let sizeFailed = false;
  for (const benchmark of chosen.filter(isSizeBenchmark)) {
    console.error(`Running ${benchmark.name}...`);
    const report = await benchmark.run();
    console.log(`${formatBundleReport(benchmark, report)}\n`);
    if (!meetsSizeBudget(benchmark, report)) sizeFailed = true;
  }
  // Standalone benchmarks start their own processes.
  for (const benchmark of chosen.filter(isStandaloneBenchmark)) {
    console.error(`Running ${benchmark.name}...`);
    const { report, ok } = await benchmark.run({ count: args.count, load: args.load });
    console.log(`${report}\n`);
    if (!ok) sizeFailed = true;
  }
  const loads = chosen
    .filter(
      (benchmark): benchmark is Benchmark =>
        !isSizeBenchmark(benchmark) && !isLatencyBenchmark(benchmark) && !isStandaloneBenchmark(benchmark),
    )
    .map((benchmark) => (args.customJwt ? withCustomJwt(benchmark) : benchmark));
  const latencies = chosen.filter(isLatencyBenchmark);
  if (loads.length === 0 && latencies.length === 0) return sizeFailed && args.enforce ? 1 : 0;

  const cpuProfileDir = args.cpuProf ? fileURLToPath(new URL('../.bench/profiles', import.meta.url)) : undefined;
  // Ctrl-C stops the server and drops the database before exiting, also during the start.
  let server: BenchServer | undefined;
  let interrupted = false;
  const interrupt = () => {
    if (interrupted) return;
    interrupted = true;
    console.error('Interrupted; stopping the server and dropping the database...');
    void server?.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  console.error('Starting Gatehouse on a fresh PostgreSQL database...');
  server = await startBenchServer({ cpuProfileDir });
  if (interrupted) {
    await server.stop();
    return 130;
  }

  if (args.customJwt) await enableCustomJwt(server);
  const summaries: Summary[] = [];
  let referenceOidc: Promise<ReferenceOidc> | undefined;
  const tools: ReferenceTools = { oidc: () => (referenceOidc ??= startReferenceOidc({ cpuProfileDir })) };
  let latencyFailed = false;
  try {
    for (const benchmark of latencies) {
      console.error(`Running ${benchmark.name}...`);
      const report = await benchmark.run(server, { count: args.count });
      console.log(`${formatLatencyReport(benchmark, report)}\n`);
      if (!report.cases.every(meetsLatencyBudget)) latencyFailed = true;
    }
    for (const benchmark of loads) {
      const { load } = args;
      const { reference } = benchmark;
      if (reference) {
        console.error(
          `Running ${benchmark.name} against ${reference.name}, in turns (${referenceRounds} runs each): ${load.connections} connections, ${load.duration} s each...`,
        );
        const measured = await measureAgainstReference({ ...benchmark, reference }, server, load, tools);
        summaries.push(summarize(benchmark, measured.measurement, measured.reference));
      } else {
        console.error(`Running ${benchmark.name}: ${load.connections} connections, ${load.duration} s...`);
        summaries.push(summarize(benchmark, await benchmark.run(server, load)));
      }
      console.log(`${formatSummary(summaries.at(-1) as Summary)}\n`);
    }
  } finally {
    await referenceOidc?.then((oidc) => oidc.stop());
    await server.stop();
    if (cpuProfileDir) console.error(`CPU profile written to ${cpuProfileDir}`);
  }
  return Math.max(exitCodeFor(summaries, args.enforce), (sizeFailed || latencyFailed) && args.enforce ? 1 : 0);
};

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
}
