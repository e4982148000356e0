import { parseArgs } from 'node:util';
import { defaultLoad, type LoadOptions } from './load';

export type BenchArgs = {
  names: string[];
  load: LoadOptions;
  enforce: boolean;
  cpuProf: boolean;
  /** Runs the token benchmark with a custom JWT script saved first (custom-jwt.ts). */
  customJwt: boolean;
  /** How much data a data benchmark makes: events for `outbox`, users for `dashboard` (each has its default). */
  count: number | undefined;
};

export class UsageError extends Error {}

const positiveInteger = (flag: string, value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new UsageError(`--${flag} must be a positive integer (got '${value}')`);
  return parsed;
};

/** Parses `<name>... [--connections N] [--duration S] [--enforce] [--cpu-prof] [--custom-jwt] [--count N]`; throws UsageError. */
export const parseBenchArgs = (argv: string[]): BenchArgs => {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  return {
    names: positionals,
    load: {
      connections: positiveInteger('connections', values.connections, defaultLoad.connections),
      duration: positiveInteger('duration', values.duration, defaultLoad.duration),
    },
    enforce: values.enforce ?? false,
    cpuProf: values['cpu-prof'] ?? false,
    customJwt: values['custom-jwt'] ?? false,
    count: values.count === undefined ? undefined : positiveInteger('count', values.count, 1),
  };
};

const parse = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: {
      connections: { type: 'string' },
      duration: { type: 'string' },
      enforce: { type: 'boolean' },
      'cpu-prof': { type: 'boolean' },
      'custom-jwt': { type: 'boolean' },
      count: { type: 'string' },
    },
  });
