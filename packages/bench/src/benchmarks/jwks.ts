import { runLoad } from '../load';
import { preflight } from '../preflight';
import { fromAutocannon } from '../report';
import type { Benchmark } from './types';

const keySets = async (load: Parameters<typeof runLoad>[0], url: string) => {
  await preflight<{ keys?: unknown }>('jwks', url, {}, (set) => Array.isArray(set.keys) && set.keys.length > 0);
  return fromAutocannon(await runLoad(load, { url, method: 'GET' }));
};

/** The default tenant's public signing keys, as every resource server fetches them. */
export const jwks: Benchmark = {
  name: 'jwks',
  description: 'GET /oidc/jwks',
  budget: 15_000,
  reference: {
    name: 'bare oidc-provider (same version, in memory)',
    ratioBudget: 2,
    run: async (tools, load) => (await keySets(load, `${(await tools.oidc()).issuer}/jwks`)).requestsPerSecond,
  },
  run: async (server, load) => keySets(load, `${server.userUrl}/oidc/jwks`),
};
