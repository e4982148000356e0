import type { SizeBenchmark } from './bundle';
import { consoleBundle } from './console-bundle';
import { jwks } from './jwks';
import { login } from './login';
import { token } from './token';
import type { Benchmark } from './types';

/**
 * Every benchmark by name; add one by writing a file beside these and listing
 * it here. Load benchmarks run against a server; size benchmarks measure a build.
 */
export const benchmarks: ReadonlyMap<string, Benchmark | SizeBenchmark> = new Map(
  [token, jwks, login, consoleBundle].map((benchmark) => [benchmark.name, benchmark]),
);

export const isSizeBenchmark = (benchmark: Benchmark | SizeBenchmark): benchmark is SizeBenchmark =>
  'kind' in benchmark && benchmark.kind === 'size';
