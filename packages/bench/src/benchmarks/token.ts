import { runLoad } from '../load';
import { preflight } from '../preflight';
import { fromAutocannon } from '../report';
import type { Benchmark } from './types';

/** A client_credentials grant with HTTP Basic client authentication, checked once, then the load. */
const grants = async (
  load: Parameters<typeof runLoad>[0],
  tokenUrl: string,
  client: { id: string; secret: string },
  resource: string,
) => {
  const headers = {
    authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
    'content-type': 'application/x-www-form-urlencoded',
  };
  const body = new URLSearchParams({ grant_type: 'client_credentials', resource, scope: 'all' }).toString();
  await preflight<{ access_token?: unknown }>(
    'token',
    tokenUrl,
    { method: 'POST', headers, body },
    (grant) => typeof grant.access_token === 'string' && grant.access_token.split('.').length === 3,
  );
  return fromAutocannon(await runLoad(load, { url: tokenUrl, method: 'POST', headers, body }));
};

/** Management API access tokens: the client_credentials grant with HTTP Basic client authentication. */
export const token: Benchmark = {
  name: 'token',
  description: 'POST /oidc/token (client_credentials, client_secret_basic, management API resource)',
  budget: 2000,
  reference: {
    name: 'bare oidc-provider (same version, in memory, ES256 JWT access tokens)',
    ratioBudget: 1,
    run: async (tools, load) => {
      const reference = await tools.oidc();
      const url = `${reference.issuer}/token`;
      return (await grants(load, url, reference.client, reference.resource)).requestsPerSecond;
    },
  },
  run: async (server, load) =>
    grants(load, `${server.userUrl}/oidc/token`, { id: server.app.id, secret: server.app.secret }, server.app.resource),
};
