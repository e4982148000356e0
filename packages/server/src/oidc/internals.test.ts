import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, errors } from 'oidc-provider';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  builtInGrantHandler,
  configuredResourceServerInfo,
  currentRequest,
  OidcProviderInternalsChanged,
  presetResourceParameter,
  replaceClientSecretCheck,
  replacementRotations,
  reuseFoundClients,
  runInProviderRequest,
} from './internals';
import { generateSigningKey, type PrivateSigningKey } from './keys';

/*
 * The contract between Gatehouse and the oidc-provider it pins (9.13.3): every internal that
 * internals.ts reaches is exercised here against a bare provider (its in-memory adapter, no
 * database), through real HTTP requests. When an upgrade moves one, this file fails and names it.
 */

const clientId = 'contract-client';
const postClientId = 'contract-post-client';
const registeredSecret = 'registered-secret';
const api = 'https://api.contract.example';

const basic = (secret: string) => `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;

let signingKey: PrivateSigningKey;
beforeAll(async () => {
  signingKey = await generateSigningKey('EC');
});

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A provider with one confidential client, client credentials, refresh tokens and resource indicators. */
const startProvider = async (resourceRequests: string[] = []) => {
  const configuration: Configuration = {
    jwks: { keys: [signingKey] },
    clientDefaults: { id_token_signed_response_alg: 'ES256' },
    clients: [
      {
        client_id: clientId,
        client_secret: registeredSecret,
        grant_types: ['authorization_code', 'refresh_token', 'client_credentials'],
        response_types: ['code'],
        redirect_uris: ['https://rp.contract.example/callback'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      {
        client_id: postClientId,
        client_secret: registeredSecret,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    scopes: ['offline_access', 'read'],
    findAccount: async (_ctx, accountId) => ({ accountId, claims: async () => ({ sub: accountId }) }),
    rotateRefreshToken: true,
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => undefined,
        getResourceServerInfo: (_ctx, indicator) => {
          resourceRequests.push(indicator);
          return { scope: 'read', audience: indicator };
        },
      },
    },
  };
  const provider = new Provider('http://127.0.0.1', configuration);
  const server = createServer(provider.callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo; // listen() on a TCP port gives an AddressInfo
  const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form),
    });
  return { provider, post };
};

describe('oidc-provider internals (internals.ts) against the pinned version', () => {
  it('builtInGrantHandler returns the built-in grant handlers, which still work when wrapped under their own name', async () => {
    const resourceRequests: string[] = [];
    const { provider, post } = await startProvider(resourceRequests);
    const clientCredentials = builtInGrantHandler(provider, 'client_credentials');
    expect(clientCredentials).toBeTypeOf('function');
    expect(builtInGrantHandler(provider, 'refresh_token')).toBeTypeOf('function');

    const wrapped: string[] = [];
    provider.registerGrantType(
      'client_credentials',
      async (ctx) => {
        wrapped.push(String(ctx.oidc.params.grant_type));
        await clientCredentials(ctx);
      },
      ['scope', 'resource'],
      ['resource'],
    );
    const response = await post(
      '/token',
      { grant_type: 'client_credentials', resource: api, scope: 'read' },
      { authorization: basic(registeredSecret) },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: 'Bearer', scope: 'read' });
    expect(wrapped).toEqual(['client_credentials']);
    expect(resourceRequests).toEqual([api]);
  });

  it('builtInGrantHandler fails with OidcProviderInternalsChanged on anything that is not a provider', () => {
    const notAProvider = {} as Provider; // what an upgrade that moved the handler map looks like from here
    expect(() => builtInGrantHandler(notAProvider, 'refresh_token')).toThrow(OidcProviderInternalsChanged);
  });

  it('presetResourceParameter, set before a wrapped built-in handler runs, is the resource it resolves', async () => {
    const resourceRequests: string[] = [];
    const { provider, post } = await startProvider(resourceRequests);
    const clientCredentials = builtInGrantHandler(provider, 'client_credentials');
    provider.registerGrantType(
      'client_credentials',
      async (ctx) => {
        presetResourceParameter(ctx, api);
        await clientCredentials(ctx);
      },
      ['scope', 'resource'],
      ['resource'],
    );
    const response = await post(
      '/token',
      { grant_type: 'client_credentials', scope: 'read' },
      { authorization: basic(registeredSecret) },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ scope: 'read' });
    expect(resourceRequests).toEqual([api]);
  });

  it('replaceClientSecretCheck judges every presented secret (basic and post, token and introspection), with the request context, and only for its provider', async () => {
    const { provider, post } = await startProvider();
    const judged: { route: string; client: string; secret: string; sameContext: boolean }[] = [];
    replaceClientSecretCheck(provider, async (ctx, client, secret) => {
      judged.push({ route: ctx.oidc.route, client: client.clientId, secret, sameContext: currentRequest() === ctx });
      return secret === 'judged-secret';
    });

    const token = await post('/token', { grant_type: 'client_credentials' }, { authorization: basic('judged-secret') });
    expect(token.status).toBe(200);
    const posted = await post('/token', {
      grant_type: 'client_credentials',
      client_id: postClientId,
      client_secret: 'judged-secret',
    });
    expect(posted.status).toBe(200);
    const introspectionBasic = await post(
      '/token/introspection',
      { token: 'anything' },
      { authorization: basic('judged-secret') },
    );
    expect(introspectionBasic.status).toBe(200);
    const registered = await post(
      '/token',
      { grant_type: 'client_credentials' },
      { authorization: basic(registeredSecret) },
    );
    expect(registered.status).toBe(401);
    expect(await registered.json()).toMatchObject({ error: 'invalid_client' });

    expect(judged).toEqual([
      { route: 'token', client: clientId, secret: 'judged-secret', sameContext: true },
      { route: 'token', client: postClientId, secret: 'judged-secret', sameContext: true },
      { route: 'introspection', client: clientId, secret: 'judged-secret', sameContext: true },
      { route: 'token', client: clientId, secret: registeredSecret, sameContext: true },
    ]);

    // Another provider's clients still compare with their registered secret.
    const other = await startProvider();
    const untouched = await other.post(
      '/token',
      { grant_type: 'client_credentials' },
      { authorization: basic(registeredSecret) },
    );
    expect(untouched.status).toBe(200);
    expect(judged).toHaveLength(4);
  });

  it('replaceClientSecretCheck lets an error thrown by the judge through as the answer (the 429 of client-authentication.ts)', async () => {
    const { provider, post } = await startProvider();
    class TooMany extends errors.OIDCProviderError {
      constructor() {
        super(429, 'invalid_request');
      }
    }
    replaceClientSecretCheck(provider, async (ctx) => {
      ctx.set('Retry-After', '7');
      throw new TooMany();
    });
    const response = await post(
      '/token',
      { grant_type: 'client_credentials' },
      { authorization: basic(registeredSecret) },
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('currentRequest is undefined outside a request, where a replaced secret check refuses to judge', async () => {
    expect(currentRequest()).toBeUndefined();
    const { provider } = await startProvider();
    replaceClientSecretCheck(provider, async () => true);
    const client = await provider.Client.find(clientId);
    await expect(client?.compareClientSecret(registeredSecret)).rejects.toThrow(OidcProviderInternalsChanged);
  });

  it('configuredResourceServerInfo is the configured resolver; runInProviderRequest is the request the provider sees', async () => {
    const [requests, ctx] = [[] as string[], { oidc: { params: {} } } as never]; // a stand-in context
    const { provider } = await startProvider(requests);
    const client = (await provider.Client.find(clientId)) as never; // found above, typed as the resolver wants
    const resolve = async () => currentRequest() === ctx && configuredResourceServerInfo(provider)(ctx, api, client);
    expect([await runInProviderRequest(ctx, resolve), requests]).toEqual([{ scope: 'read', audience: api }, [api]]);
  });

  it('replacementRotations is the rotations count the built-in refresh grant gives the token it rotates to', async () => {
    const { provider, post } = await startProvider();
    const grant = new provider.Grant({ clientId, accountId: 'contract-user' });
    grant.addOIDCScope('offline_access');
    const grantId = await grant.save();
    const client = await provider.Client.find(clientId);
    if (!client) throw new Error('client not found');
    let value = await new provider.RefreshToken({
      client,
      accountId: 'contract-user',
      grantId,
      scope: 'offline_access',
      gty: 'authorization_code',
    }).save();

    for (const expected of [1, 2]) {
      const presented = await provider.RefreshToken.find(value);
      if (!presented) throw new Error('refresh token not stored');
      const response = await post(
        '/token',
        { grant_type: 'refresh_token', refresh_token: value },
        { authorization: basic(registeredSecret) },
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { refresh_token?: string };
      expect(body.refresh_token).toBeTypeOf('string');
      value = String(body.refresh_token);
      const replacement = await provider.RefreshToken.find(value);
      expect(replacement?.grantId).toBe(grantId);
      expect(replacement?.rotations).toBe(expected);
      expect(replacementRotations(presented)).toBe(expected);
    }
  });

  it('reuseFoundClients answers the same Client while the metadata object is the same, and a new one once it changes', async () => {
    const { provider, post } = await startProvider();
    let current: object = { client_id: clientId };
    const asked: string[] = [];
    reuseFoundClients(provider, async (id) => {
      asked.push(id);
      return id === clientId ? current : undefined;
    });
    const first = await provider.Client.find(clientId);
    expect(first?.clientId).toBe(clientId);
    expect(await provider.Client.find(clientId)).toBe(first);
    current = { client_id: clientId }; // the runtime's cache was dropped: a new metadata object
    const afterChange = await provider.Client.find(clientId);
    expect(afterChange?.clientId).toBe(clientId);
    expect(await provider.Client.find(postClientId)).toMatchObject({ clientId: postClientId });
    expect(await provider.Client.find('unknown-client')).toBeUndefined();
    expect(asked).toEqual([clientId, clientId, clientId, postClientId, 'unknown-client']);
    // The token endpoint finds its client through it.
    const response = await post(
      '/token',
      { grant_type: 'client_credentials', resource: api, scope: 'read' },
      {
        authorization: basic(registeredSecret),
      },
    );
    expect(response.status).toBe(200);
    expect(asked.at(-1)).toBe(clientId);
  });
});
