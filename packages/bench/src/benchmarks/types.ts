import type { LoadOptions } from '../load';
import type { Measurement } from '../report';
import type { BenchServer } from '../server';

export type Benchmark = {
  name: string;
  /** What one request does, for the report. */
  description: string;
  /** The least average operations per second that passes. */
  budget: number;
  /** What one operation is called in the report ("req", "sign-ins"). */
  unit?: string;
  /** Checks one operation by hand (throwing if it is wrong), then runs the load. */
  run: (server: BenchServer, load: LoadOptions) => Promise<Measurement>;
};
