import { jwks } from './jwks';
import { login } from './login';
import { token } from './token';
import type { Benchmark } from './types';

/** Every benchmark by name; add one by writing a file beside these and listing it here. */
export const benchmarks: ReadonlyMap<string, Benchmark> = new Map(
  [token, jwks, login].map((benchmark) => [benchmark.name, benchmark]),
);
