import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import type Provider from 'oidc-provider';
import type { Account, KoaContextWithOIDC } from 'oidc-provider';
import { createApplicationService } from '../applications/service';
import type { PlatformDeps } from '../platform/deps';
import { clientAuthFailureLimit, clientIp, createFailureLimiter } from '../platform/rate-limits';
import { issuerFor, managementIndicator } from '../platform/tenancy';
import { createResourceQueries } from '../resources/queries';
import { findAccountClaims } from '../users/account';
import { toClientMetadata } from './client-metadata';
import { createKeyQueries, toPublicJwk } from './keys';
import { createTenantProvider, type ProviderSources, type ResourceInfo } from './provider';

/** Everything cached for one tenant on this instance, dropped on invalidation. */
export type TenantRuntime = {
  tenantId: string;
  issuer: string;
  provider: Provider;
  /** oidc-provider's Node request handler. */
  callback: ReturnType<Provider['callback']>;
  managementIndicator: string;
  /** Verifies JWTs this tenant issued (management API auth). */
  verificationKeys: JWTVerifyGetKey;
  /** The JWKS document, serialized once: served without going through the provider. */
  jwksBody: Buffer;
};

type Caches = {
  clients: Map<string, ReturnType<ProviderSources['findClient']>>;
  resources: Map<string, Promise<ResourceInfo | undefined>>;
  clientScopes: Map<string, Promise<string[]>>;
};

/**
 * Per-tenant runtimes, created lazily and cached (DESIGN §4). Changes
 * published on the invalidation bus drop the affected caches on every instance.
 */
export const createRuntimeRegistry = (deps: PlatformDeps) => {
  const runtimes = new Map<string, Promise<TenantRuntime>>();
  const caches = new Map<string, Caches>();
  const keyQueries = createKeyQueries(deps.box);
  const clientAuthLimiter = createFailureLimiter(deps.database, 'client-auth', clientAuthFailureLimit);

  const cachesOf = (tenantId: string) => {
    let entry = caches.get(tenantId);
    if (!entry) {
      entry = { clients: new Map(), resources: new Map(), clientScopes: new Map() };
      caches.set(tenantId, entry);
    }
    return entry;
  };

  /** Caches a promise, forgetting it if it rejects so the next call retries. */
  const memo = <T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> => {
    const hit = map.get(key);
    if (hit) return hit;
    const promise = load();
    map.set(key, promise);
    promise.catch(() => map.delete(key));
    return promise;
  };

  const sourcesFor = (tenantId: string): ProviderSources => {
    const applications = createApplicationService(deps, tenantId);
    const resources = createResourceQueries(tenantId);
    const cache = cachesOf(tenantId);
    return {
      findClient: (id) =>
        memo(cache.clients, id, async () => {
          const found = await applications.findClient(id);
          return found && { metadata: toClientMetadata(found.row), verifySecret: found.verifySecret };
        }),
      findResource: (indicator) =>
        memo(cache.resources, indicator, () =>
          deps.database.withTenant(tenantId, async (trx) => {
            const resource = await resources.findByIndicator(trx, indicator);
            if (!resource) return undefined;
            const scopes = await trx
              .selectFrom('scopes')
              .select('name')
              .where('tenantId', '=', tenantId)
              .where('resourceId', '=', resource.id)
              .execute();
            return {
              id: resource.id,
              indicator: resource.indicator,
              accessTokenTtl: resource.accessTokenTtl,
              scopes: scopes.map((scope) => scope.name),
            };
          }),
        ),
      findClientScopes: (clientId, resource) =>
        memo(cache.clientScopes, `${clientId} ${resource.id}`, () =>
          deps.database.withTenant(tenantId, (trx) => resources.findApplicationScopeNames(trx, clientId, resource.id)),
        ),
      findUserScopes: (userId, resource) =>
        deps.database.withTenant(tenantId, (trx) => resources.findUserScopeNames(trx, userId, resource.id)),
      findAccount: async (accountId): Promise<Account | undefined> => {
        const claims = await findAccountClaims(deps.database, tenantId, accountId);
        return claims && { accountId, claims: async () => claims };
      },
    };
  };

  const build = async (tenantId: string): Promise<TenantRuntime> => {
    const { privateKeys, cookieKeys } = await deps.database.withTenant(tenantId, async (trx) => ({
      privateKeys: await keyQueries.findPrivateKeys(trx),
      cookieKeys: await keyQueries.findCookieKeys(trx),
    }));
    const issuer = issuerFor(deps.config, tenantId);
    const provider = createTenantProvider({
      database: deps.database,
      tenantId,
      issuer,
      privateKeys,
      cookieKeys,
      trustProxy: deps.config.trustProxy,
      sources: sourcesFor(tenantId),
    });
    provider.on('server_error', (_ctx, error) => deps.logger.error({ err: error, tenantId }, 'oidc server error'));
    // Failed client authentication counts against the caller's address (see platform/rate-limits.ts).
    const countFailedClientAuth = (ctx: KoaContextWithOIDC, error: Error) => {
      if ((error as { error?: string }).error !== 'invalid_client') return;
      const key = `${tenantId}:${clientIp(ctx.req, deps.config.trustProxy)}`;
      clientAuthLimiter.recordFailure(key).catch((failure: unknown) => {
        deps.logger.error({ err: failure, tenantId }, 'could not count a failed client authentication');
      });
    };
    provider.on('grant.error', countFailedClientAuth);
    provider.on('introspection.error', countFailedClientAuth);
    provider.on('revocation.error', countFailedClientAuth);
    return {
      tenantId,
      issuer,
      provider,
      callback: provider.callback(),
      managementIndicator: managementIndicator(deps.config, tenantId),
      verificationKeys: createLocalJWKSet({ keys: privateKeys.map(toPublicJwk) }),
      jwksBody: Buffer.from(JSON.stringify({ keys: privateKeys.map(toPublicJwk) })),
    };
  };

  deps.bus.subscribe(({ tenantId, topic }) => {
    const cache = caches.get(tenantId);
    if (topic === 'keys' || topic === 'tenant') {
      runtimes.delete(tenantId);
      caches.delete(tenantId);
      return;
    }
    if (!cache) return;
    if (topic === 'applications') {
      cache.clients.clear();
      cache.clientScopes.clear();
    }
    if (topic === 'resources') {
      cache.resources.clear();
      cache.clientScopes.clear();
    }
  });

  return {
    get: (tenantId: string) => memo(runtimes, tenantId, () => build(tenantId)),
    clientAuthLimiter,
  };
};

export type RuntimeRegistry = ReturnType<typeof createRuntimeRegistry>;
