/**
 * The reference the `token` and `jwks` benchmarks are measured against: bare oidc-provider (the
 * version Gatehouse pins), its in-memory adapter, one client allowed `client_credentials`, one
 * resource server with ES256 JWT access tokens (the shape of Gatehouse's management API tokens).
 * Run in its own process, like the Gatehouse under test. Prints one JSON line
 * `{ issuer, client, resource }` once it serves, and stops on SIGTERM.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export type ReferenceReady = { issuer: string; client: { id: string; secret: string }; resource: string };

const resource = 'https://reference.bench/api';
const client = { id: 'reference-m2m', secret: 'reference-secret-0123456789abcdef' };
const { privateKey } = await generateKeyPair('ES256', { extractable: true });
const server = http.createServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: client.id,
      client_secret: client.secret,
      grant_types: ['client_credentials'],
      redirect_uris: [],
      response_types: [],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
    },
  ],
  jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: 'reference' }] },
  features: {
    devInteractions: { enabled: false },
    clientCredentials: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => resource,
      useGrantedResource: () => true,
      getResourceServerInfo: () => ({
        scope: 'all',
        accessTokenFormat: 'jwt',
        accessTokenTTL: 3600,
        jwt: { sign: { alg: 'ES256' } },
      }),
    },
  },
});
server.on('request', provider.callback());

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

const ready: ReferenceReady = { issuer, client, resource };
process.stdout.write(`${JSON.stringify(ready)}\n`);
