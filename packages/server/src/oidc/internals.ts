/// <reference path="./oidc-provider-internals.d.ts" />
/**
 * The one file that reaches into oidc-provider's internals. Each function below names the
 * oidc-provider file it relies on (as of the pinned 9.13.3) and why no public API does the job;
 * internals.test.ts exercises every one of them against the installed version, so an upgrade that
 * moves one fails there, by name, and not somewhere deep in a sign-in flow.
 */

import { isStorableText } from '@gatehouse/schemas/json';
import Provider, {
  type Client,
  type Configuration,
  type KoaContextWithOIDC,
  type RefreshToken,
  type TokenEndpointGrantContext,
} from 'oidc-provider';
import requestStorage from 'oidc-provider/lib/helpers/als.js';
import providerInternals from 'oidc-provider/lib/helpers/weak_cache.js';

export type GrantHandler = (ctx: TokenEndpointGrantContext) => Promise<void>;

/** Thrown when an internal this file relies on is not where it was: the message says which. */
export class OidcProviderInternalsChanged extends Error {
  constructor(what: string) {
    super(
      `oidc-provider internals changed (Gatehouse relies on 9.13.3): ${what}; see packages/server/src/oidc/internals.ts`,
    );
  }
}

/**
 * The handler oidc-provider registered for a built-in grant type, to be wrapped by a
 * `registerGrantType` of the same name (organization-tokens.ts).
 *
 * Relies on lib/helpers/weak_cache.js returning the provider's private `#int` record, whose
 * `grantTypeHandlers` map lib/helpers/initialize_app.js fills at construction and
 * lib/actions/token.js dispatches on. No public API returns a registered handler, and
 * `registerGrantType` only replaces one.
 *
 * @example
 * const refreshToken = builtInGrantHandler(provider, 'refresh_token');
 * provider.registerGrantType('refresh_token', async (ctx) => refreshToken(ctx), [...]);
 */
export const builtInGrantHandler = (
  provider: Provider,
  grantType: 'refresh_token' | 'client_credentials',
): GrantHandler => {
  const handlers = providerInternals(provider)?.grantTypeHandlers;
  if (!(handlers instanceof Map)) {
    throw new OidcProviderInternalsChanged('weak_cache(provider).grantTypeHandlers is not a Map');
  }
  const handler = handlers.get(grantType);
  if (typeof handler !== 'function') throw new OidcProviderInternalsChanged(`no built-in ${grantType} grant handler`);
  return handler;
};

/**
 * The Koa context of the request being handled, for code oidc-provider calls without one
 * (`Client#compareClientSecret`). Relies on lib/helpers/initialize_app.js running every request
 * inside the AsyncLocalStorage of lib/helpers/als.js, which `Provider.ctx` reads (typed, but not
 * described in oidc-provider's documentation).
 */
export const currentRequest = (): KoaContextWithOIDC | undefined => Provider.ctx;

/**
 * Replaces how this provider's clients judge a presented `client_secret` (client_secret_basic and
 * client_secret_post, at the token, introspection and revocation endpoints alike). `judge` gets the
 * request's context, since the method is called without one.
 *
 * Relies on lib/shared/client_auth.js calling `ctx.oidc.client.compareClientSecret(secret)` as the
 * only secret comparison, and on `provider.Client` being a class of this provider alone
 * (lib/models/client.js), so patching its prototype touches no other tenant. There is no
 * configuration option for it: oidc-provider compares with the one `client_secret` in the metadata.
 */
export const replaceClientSecretCheck = (
  provider: Provider,
  judge: (ctx: KoaContextWithOIDC, client: Client, secret: string) => Promise<boolean>,
) => {
  const { prototype } = provider.Client;
  if (typeof prototype.compareClientSecret !== 'function') {
    throw new OidcProviderInternalsChanged('Client.prototype.compareClientSecret is gone');
  }
  // Not async: the judge's promise is handed on as is, so the token endpoint pays no extra promise for it.
  prototype.compareClientSecret = function compareClientSecret(this: Client, secret: string) {
    const ctx = currentRequest();
    if (!ctx) {
      return Promise.reject(new OidcProviderInternalsChanged('compareClientSecret was called outside a request'));
    }
    return judge(ctx, this, secret);
  };
};

/**
 * Sets the `resource` parameter of a token request before a built-in grant handler resolves it to
 * a resource server (through `getResourceServerInfo`): how a client_credentials request with
 * `organization_id` alone gets its organization audience. Relies on the handlers of
 * lib/actions/grants/*.js reading `ctx.oidc.params.resource` when they run
 * (resolveRequestedResources in lib/shared/check_resource.js). The public alternative is
 * `resourceIndicators.defaultResource`, which that same function consults when `resource` is
 * absent; it also runs for every other grant and authorization request, so moving the rule there
 * is a change of behaviour, not part of isolating this one.
 */
export const presetResourceParameter = (ctx: TokenEndpointGrantContext, indicator: string) => {
  ctx.oidc.params.resource = indicator;
};

/**
 * The `rotations` count the built-in refresh grant gives the token that replaces `token` when it
 * rotates it: the grace of refresh-grace.ts finds that replacement by it. Relies on
 * lib/actions/grants/refresh_token.js (`rotations: rotations + 1`, or 1 on the first rotation);
 * oidc-provider has no public way to find the token a rotation issued.
 */
export const replacementRotations = (token: RefreshToken) =>
  (typeof token.rotations === 'number' ? token.rotations : 0) + 1;

/**
 * Reuses the `Client` oidc-provider built from a client's metadata for as long as `metadataOf`
 * answers that same metadata object (the runtime's client cache, dropped on change), so finding
 * a client costs a map lookup. Without it, lib/models/client.js `Client.find` hashes the
 * metadata's JSON (SHA-256) on every call to find its cached client, a fifth of the Gatehouse
 * code's time on a client_credentials grant. Relies on every endpoint finding its client through
 * `provider.Client.find` (lib/shared/client_auth.js, lib/actions/*.js), and on `provider.Client`
 * being a class of this provider alone. Anything `metadataOf` does not know (an unknown id, text
 * no row can hold) goes to the provider's own `find`, unchanged.
 */
export const reuseFoundClients = (provider: Provider, metadataOf: (id: string) => Promise<object | undefined>) => {
  const { Client } = provider;
  if (typeof Client.find !== 'function') throw new OidcProviderInternalsChanged('Client.find is gone');
  const find = Client.find.bind(Client);
  const built = new WeakMap<object, Promise<Client | undefined>>();
  Client.find = async (id: string) => {
    const metadata = typeof id === 'string' && isStorableText(id) ? await metadataOf(id) : undefined;
    if (!metadata) return find(id);
    let client = built.get(metadata);
    if (!client) {
      client = find(id);
      built.set(metadata, client);
      client.catch(() => built.delete(metadata));
    }
    return client;
  };
};

type ResourceIndicators = NonNullable<NonNullable<Configuration['features']>['resourceIndicators']>;
export type GetResourceServerInfo = NonNullable<ResourceIndicators['getResourceServerInfo']>;

/**
 * The `getResourceServerInfo` the provider resolves a token request's `resource` with
 * (resource-indicators.ts, as configured), so the client_credentials fast path resolves it with the
 * very same function. Relies on lib/helpers/weak_cache.js keeping the resolved
 * `features.resourceIndicators` that lib/shared/check_resource.js reads; the configuration object
 * is not kept anywhere public.
 */
export const configuredResourceServerInfo = (provider: Provider): GetResourceServerInfo => {
  const found = providerInternals(provider)?.features?.resourceIndicators?.getResourceServerInfo;
  if (typeof found !== 'function') {
    throw new OidcProviderInternalsChanged('weak_cache(provider).features.resourceIndicators.getResourceServerInfo');
  }
  return found as GetResourceServerInfo;
};

/**
 * Runs `work` as if inside a request of the provider: what the provider calls without a context
 * (`ttl`, `extraTokenClaims` from a token's `save`, `compareClientSecret`) finds `ctx` as it would
 * find Koa's. Relies on lib/helpers/als.js being the AsyncLocalStorage that
 * lib/helpers/initialize_app.js runs every request in and lib/models/formats/opaque.js and
 * lib/models/base_token.js read (`als.getStore()`); `Provider.ctx` reads it too.
 */
export const runInProviderRequest = <T>(ctx: KoaContextWithOIDC, work: () => Promise<T>): Promise<T> =>
  requestStorage.run(ctx, work);
