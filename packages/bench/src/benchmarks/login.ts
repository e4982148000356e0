import type { Measurement } from '../report';
import { runPasswordFlow } from '../sign-in-flow';
import { createSignInTarget, managementClient, measureFlows } from './setup';
import type { Benchmark } from './types';

const password = 'Bench-Tr0ub4dor-9';

/**
 * Full authorization-code sign-ins per second: each "connection" is a user in
 * a loop of complete password sign-ins (Argon2id verification included)
 * through the Experience API, ending with the code exchange.
 */
export const login: Benchmark = {
  name: 'login',
  description: 'complete authorization-code sign-ins through the Experience API (Argon2id password check)',
  budget: 40,
  unit: 'sign-ins',
  run: async (server, load): Promise<Measurement> => {
    const target = await createSignInTarget(await managementClient(server.userUrl, server.app), server.userUrl);

    // One registered user per connection; the registration is the preflight.
    const users = Array.from({ length: load.connections }, (_, index) => `bench_user_${index}`);
    for (const [index, username] of users.entries()) {
      await runPasswordFlow(target, 'Register', username, password, `198.51.100.${index + 1}`);
    }

    // Spread requests over addresses, as many real clients would be (documentation range, RFC 5737).
    return measureFlows(load, (connection, iteration) =>
      runPasswordFlow(target, 'SignIn', users[connection] ?? '', password, `203.0.113.${(iteration % 250) + 1}`),
    );
  },
};
