import type { Result } from 'autocannon';
import type { LoadOptions } from '../load';
import type { BenchServer } from '../server';

export type Benchmark = {
  name: string;
  /** What one request does, for the report. */
  description: string;
  /** The least average requests per second that passes. */
  budget: number;
  /** Checks one request by hand (throwing if it is wrong), then runs the load. */
  run: (server: BenchServer, load: LoadOptions) => Promise<Result>;
};
