import { runLoad } from '../load';
import { preflight } from '../preflight';
import { fromAutocannon } from '../report';
import type { Benchmark } from './types';

/** The default tenant's public signing keys, as every resource server fetches them. */
export const jwks: Benchmark = {
  name: 'jwks',
  description: 'GET /oidc/jwks',
  budget: 15_000,
  run: async (server, load) => {
    const url = `${server.userUrl}/oidc/jwks`;
    await preflight<{ keys?: unknown }>('jwks', url, {}, (set) => Array.isArray(set.keys) && set.keys.length > 0);
    return fromAutocannon(await runLoad(load, { url, method: 'GET' }));
  },
};
