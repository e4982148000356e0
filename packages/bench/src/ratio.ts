import type { Benchmark, Reference, ReferenceTools } from './benchmarks/types';
import type { LoadOptions } from './load';
import type { Measurement, ReferenceResult } from './report';
import type { BenchServer } from './server';

/** Runs of each side: three, so one disturbed run cannot decide the verdict. */
export const referenceRounds = 3;

/** The middle value (the upper middle of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Measures `benchmark` against its reference in turns — reference, Gatehouse, reference, … —
 * on the same machine in the same minutes, and returns Gatehouse's median run with the ratio of
 * the medians. Whatever else the machine does weighs on both sides alike.
 */
export const measureAgainstReference = async (
  benchmark: Benchmark & { reference: Reference },
  server: BenchServer,
  load: LoadOptions,
  tools: ReferenceTools,
  rounds = referenceRounds,
): Promise<{ measurement: Measurement; reference: ReferenceResult }> => {
  const ours: Measurement[] = [];
  const theirs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    theirs.push(await benchmark.reference.run(tools, load));
    ours.push(await benchmark.run(server, load));
  }
  const middle = median(ours.map((run) => run.requestsPerSecond));
  const measurement = ours.find((run) => run.requestsPerSecond === middle) as Measurement;
  const perSecond = median(theirs);
  return {
    measurement: {
      ...measurement,
      // Every run's failures count, not only the median's.
      errors: ours.reduce((sum, run) => sum + run.errors, 0),
      non2xx: ours.reduce((sum, run) => sum + run.non2xx, 0),
    },
    reference: {
      name: benchmark.reference.name,
      perSecond,
      ratio: perSecond > 0 ? middle / perSecond : 0,
      ratioBudget: benchmark.reference.ratioBudget,
      rounds: ours.map((run, index) => ({ gatehouse: run.requestsPerSecond, reference: theirs[index] ?? 0 })),
    },
  };
};
