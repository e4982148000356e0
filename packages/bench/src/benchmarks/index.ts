import type { SizeBenchmark } from './bundle';
import { code } from './code';
import { consoleBundle } from './console-bundle';
import { dashboard } from './dashboard';
import { jwks } from './jwks';
import type { LatencyBenchmark } from './latency';
import { login } from './login';
import { loginMfa } from './login-mfa';
import { outbox } from './outbox';
import { type StandaloneBenchmark, start } from './start';
import { tenants } from './tenants';
import { token } from './token';
import type { Benchmark } from './types';
import { users } from './users';

/**
 * Every benchmark by name; add one by writing a file beside these and listing
 * it here. Load benchmarks drive a server; latency benchmarks time single requests
 * on data they load first; size benchmarks measure a build.
 */
export type AnyBenchmark = Benchmark | SizeBenchmark | LatencyBenchmark | StandaloneBenchmark;

export const benchmarks: ReadonlyMap<string, AnyBenchmark> = new Map(
  [token, jwks, login, loginMfa, code, users, dashboard, consoleBundle, start, outbox, tenants].map((benchmark) => [
    benchmark.name,
    benchmark,
  ]),
);

export const isSizeBenchmark = (benchmark: AnyBenchmark): benchmark is SizeBenchmark =>
  'kind' in benchmark && benchmark.kind === 'size';

export const isStandaloneBenchmark = (benchmark: AnyBenchmark): benchmark is StandaloneBenchmark =>
  'kind' in benchmark && benchmark.kind === 'standalone';

export const isLatencyBenchmark = (benchmark: AnyBenchmark): benchmark is LatencyBenchmark =>
  'kind' in benchmark && benchmark.kind === 'latency';
