import { runLoad } from '../load';
import { preflight } from '../preflight';
import { fromAutocannon } from '../report';
import type { Benchmark } from './types';

/** Management API access tokens: the client_credentials grant with HTTP Basic client authentication. */
export const token: Benchmark = {
  name: 'token',
  description: 'POST /oidc/token (client_credentials, client_secret_basic, management API resource)',
  budget: 2000,
  run: async (server, load) => {
    const url = `${server.userUrl}/oidc/token`;
    const { id, secret, resource } = server.app;
    const headers = {
      authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    };
    const body = new URLSearchParams({ grant_type: 'client_credentials', resource, scope: 'all' }).toString();
    await preflight<{ access_token?: unknown }>(
      'token',
      url,
      { method: 'POST', headers, body },
      (grant) => typeof grant.access_token === 'string',
    );
    return fromAutocannon(await runLoad(load, { url, method: 'POST', headers, body }));
  },
};
