import type { LoadOptions } from '../load';
import type { Measurement } from '../report';
import type { BenchServer } from '../server';
import { runPasswordFlow } from '../sign-in-flow';
import { argon2Ceiling } from './argon2-ceiling';
import { createSignInTarget, managementClient, measureFlows } from './setup';
import type { Benchmark } from './types';

const password = 'Bench-Tr0ub4dor-9';

/**
 * Full authorization-code sign-ins per second: each "connection" is a user in
 * a loop of complete password sign-ins (Argon2id verification included)
 * through the Experience API, ending with the code exchange.
 */
/** The application and one registered user per connection, made once per server (runs repeat). */
const prepared = new WeakMap<
  BenchServer,
  Promise<{ target: Awaited<ReturnType<typeof createSignInTarget>>; users: string[] }>
>();
const prepare = (server: BenchServer, load: LoadOptions) => {
  const existing = prepared.get(server);
  if (existing) return existing;
  const made = (async () => {
    const target = await createSignInTarget(await managementClient(server.userUrl, server.app), server.userUrl);
    // One registered user per connection; the registration is the preflight.
    const users = Array.from({ length: load.connections }, (_, index) => `bench_user_${index}`);
    for (const [index, username] of users.entries()) {
      await runPasswordFlow(target, 'Register', username, password, `198.51.100.${index + 1}`);
    }
    return { target, users };
  })();
  prepared.set(server, made);
  return made;
};

export const login: Benchmark = {
  name: 'login',
  description: 'complete authorization-code sign-ins through the Experience API (Argon2id password check)',
  budget: 40,
  unit: 'sign-ins',
  reference: {
    name: 'Argon2id verifications/s, same parameters, one in flight per core (the ceiling)',
    ratioBudget: 0.75,
    run: (_tools, load) => argon2Ceiling(load),
  },
  run: async (server, load): Promise<Measurement> => {
    const { target, users } = await prepare(server, load);
    // Spread requests over addresses, as many real clients would be (documentation range, RFC 5737).
    return measureFlows(load, (connection, iteration) =>
      runPasswordFlow(target, 'SignIn', users[connection] ?? '', password, `203.0.113.${(iteration % 250) + 1}`),
    );
  },
};
