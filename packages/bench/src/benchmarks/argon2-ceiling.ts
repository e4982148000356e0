import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { argon2idOptions } from '@gatehouse/server/passwords/hashing';
import { hash, verify } from '@node-rs/argon2';
import type { LoadOptions } from '../load';

/**
 * How many Argon2id verifications per second this machine does with Gatehouse's parameters, with as
 * many in flight as it has cores, for `load.duration` seconds: the ceiling of password sign-ins,
 * since each one verifies a password once.
 */
export const argon2Ceiling = async (load: LoadOptions): Promise<number> => {
  const password = 'Bench-Tr0ub4dor-9';
  const stored = await hash(password, argon2idOptions);
  const deadline = performance.now() + load.duration * 1000;
  const started = performance.now();
  let verified = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      if (!(await verify(stored, password))) throw new Error('Argon2id verification failed');
      verified += 1;
    }
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, loop));
  return verified / ((performance.now() - started) / 1000);
};
