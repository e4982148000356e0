import type { LoadOptions } from '../load';
import type { ReferenceOidc } from '../reference';
import type { Measurement } from '../report';
import type { BenchServer } from '../server';

/** What a reference run may use; the reference OpenID provider starts at its first use. */
export type ReferenceTools = { oidc: () => Promise<ReferenceOidc> };

/**
 * The same work done by something Gatehouse should keep up with, measured in turns with Gatehouse on
 * the same machine (reference, Gatehouse, reference, …), so the verdict is a ratio that does not
 * swing with the machine as absolute figures do.
 */
export type Reference = {
  /** What the ratio is taken against, for the report. */
  name: string;
  /** The least Gatehouse's figure ÷ the reference's that passes (the median of each). */
  ratioBudget: number;
  /** Measures the reference once: its operations per second. */
  run: (tools: ReferenceTools, load: LoadOptions) => Promise<number>;
};

export type Benchmark = {
  name: string;
  /** What one request does, for the report. */
  description: string;
  /** The least average operations per second that passes, when there is no `reference`. */
  budget: number;
  reference?: Reference;
  /** What one operation is called in the report ("req", "sign-ins"). */
  unit?: string;
  /** Checks one operation by hand (throwing if it is wrong), then runs the load. */
  run: (server: BenchServer, load: LoadOptions) => Promise<Measurement>;
};
