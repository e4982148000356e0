import { isStorableText } from '@gatehouse/schemas/json';
import type { LogKey } from '@gatehouse/schemas/logs';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import type Provider from 'oidc-provider';
import type { Account, KoaContextWithOIDC } from 'oidc-provider';
import { createApplicationService } from '../applications/service';
import { type ConsentAllowList, createThirdPartyService } from '../applications/service.third-party';
import { recordActivityBestEffort } from '../dashboard/public';
import { createCustomTokenClaims } from '../jwt-customizer/public';
import { findOrganizationClaims, findOrganizationTokenScopes } from '../organizations/service.tokens';
import type { PlatformDeps } from '../platform/deps';
import { lazyModule } from '../platform/lazy';
import { LruMap } from '../platform/lru';
import { clientAuthFailureLimit, clientIp } from '../platform/rate-limits';
import { accountApiIndicator, issuerFor, managementIndicator } from '../platform/tenancy';
import { tokenResources } from '../resources/public';
import { createSignInExperienceService } from '../sign-in-experience/service';
import { findAccountClaims } from '../users/account';
import type { LimitClientAuth } from './client-authentication';
import type { ClientCredentialsFastPath } from './client-credentials-fast-path';
import { toClientMetadata } from './client-metadata';
import { createKeyQueries, toPublicJwk } from './keys';
import { organizationRoleScopes, organizationScopes } from './organization-scopes';
import type { ProviderSources, ResourceInfo } from './sources';

// oidc-provider (with Koa) loads when the first tenant's provider is built, not at start.
const providerModule = lazyModule(() => import('./provider'));
/** The token endpoint's fast path is built from the provider's pieces: it loads with them. */
const fastPathModule = lazyModule(() => import('./client-credentials-fast-path'));

/** Tenants whose OIDC provider and caches stay in memory (least recently used ones are rebuilt when needed). */
const runtimeLimit = 1000;
/** Entries per tenant cache (clients, resources, client scopes, consent lists). */
const entryLimit = 2000;

const exchangeLogKeys: Record<string, LogKey> = {
  authorization_code: 'ExchangeTokenBy.AuthorizationCode',
  client_credentials: 'ExchangeTokenBy.ClientCredentials',
  refresh_token: 'ExchangeTokenBy.RefreshToken',
  'urn:ietf:params:oauth:grant-type:token-exchange': 'ExchangeTokenBy.TokenExchange',
};

/** Everything cached for one tenant on this instance, dropped on invalidation. */
export type TenantRuntime = {
  tenantId: string;
  issuer: string;
  /** The issuer's host: the provider builds every URL from it, never from what a request's Host says. */
  issuerHost: string;
  provider: Provider;
  /** oidc-provider's Node request handler. */
  callback: ReturnType<Provider['callback']>;
  /** Answers a plain client_credentials grant without the provider's Koa stack, or returns false. */
  clientCredentialsFastPath: ClientCredentialsFastPath;
  managementIndicator: string;
  /** The audience of the tenant's end users' Account API tokens. */
  accountIndicator: string;
  /** Verifies JWTs this tenant issued (management API auth). */
  verificationKeys: JWTVerifyGetKey;
  /** The JWKS document, serialized once: served without going through the provider. */
  jwksBody: Buffer;
  /** Cached: what a third-party client may ask for (undefined for first-party ones). */
  findConsentAllowList: ProviderSources['findConsentAllowList'];
  /** Cached: whether the application still exists (a deleted one's tokens stop at once on the management API). */
  clientExists: (clientId: string) => Promise<boolean>;
};

type Caches = {
  clients: Map<string, ReturnType<ProviderSources['findClient']>>;
  resources: Map<string, Promise<ResourceInfo | undefined>>;
  clientScopes: Map<string, Promise<string[]>>;
  consentAllowLists: Map<string, Promise<ConsentAllowList | undefined>>;
};

/**
 * Per-tenant runtimes, created lazily and cached (DESIGN §4). Changes
 * published on the invalidation bus drop the affected caches on every instance.
 */
export const createRuntimeRegistry = (deps: PlatformDeps) => {
  // Bounded (platform/lru.ts): with thousands of tenants, only the recently active keep a provider.
  const runtimes = new LruMap<string, Promise<TenantRuntime>>(runtimeLimit);
  const caches = new LruMap<string, Caches>(runtimeLimit);
  const keyQueries = createKeyQueries(deps.box);
  const clientAuth = deps.attempts.gate('client-auth', clientAuthFailureLimit);

  const cachesOf = (tenantId: string) => {
    let entry = caches.get(tenantId);
    if (!entry) {
      // Bounded too: a lookup of a made-up client id is cached like a real one.
      entry = {
        clients: new LruMap(entryLimit),
        resources: new LruMap(entryLimit),
        clientScopes: new LruMap(entryLimit),
        consentAllowLists: new LruMap(entryLimit),
      };
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
    const thirdParty = createThirdPartyService(deps, tenantId);
    const resources = tokenResources(tenantId);
    const cache = cachesOf(tenantId);
    const customTokenClaims = createCustomTokenClaims(deps, tenantId);
    return {
      findClient: (id) =>
        memo(cache.clients, id, async () => {
          const found = await applications.findClient(id);
          return found && { metadata: toClientMetadata(found.row), verifySecret: found.verifySecret };
        }),
      // Request parameters may hold text no row can (a NUL): nothing is found by it (oidc/adapter.ts).
      findResource: (indicator) =>
        !isStorableText(indicator)
          ? Promise.resolve(undefined)
          : memo(cache.resources, indicator, () =>
              deps.database.withTenant(tenantId, (trx) => resources.findWithScopeNames(trx, indicator)),
            ),
      findClientScopes: (clientId, resource) =>
        memo(cache.clientScopes, `${clientId} ${resource.id}`, () =>
          deps.database.withTenant(tenantId, (trx) => resources.findApplicationScopeNames(trx, clientId, resource.id)),
        ),
      findUserScopes: (userId, resource) =>
        deps.database.withTenant(tenantId, (trx) => resources.findUserScopeNames(trx, userId, resource.id)),
      findConsentAllowList: (clientId) =>
        memo(cache.consentAllowLists, clientId, () => thirdParty.findConsentAllowList(clientId)),
      // Cached by its service and dropped on change (sign-in-experience/service.ts).
      findSignInExperience: () => createSignInExperienceService(deps, tenantId).get(),
      findCustomClaims: customTokenClaims,
      findOrganizationScopes: async (subject, organizationId, resource) =>
        isStorableText(organizationId)
          ? findOrganizationTokenScopes(deps.database, tenantId, subject, organizationId, resource?.id)
          : { refusal: 'not_member' },
      findAccount: async (accountId): Promise<Account | undefined> => {
        const claims = await findAccountClaims(deps.database, tenantId, accountId);
        if (!claims) return undefined;
        return {
          accountId,
          // Organization claims cost a query: read only when a granted scope asks for them (provider.ts `openid` claims).
          claims: async (_use, scope) => {
            const granted = new Set(scope.split(' '));
            const withOrganizations = organizationScopes.some((name) => granted.has(name));
            const withRoles = organizationRoleScopes.some((name) => granted.has(name));
            if (!withOrganizations && !withRoles) return claims;
            const { organizations, organization_roles } = await findOrganizationClaims(
              deps.database,
              tenantId,
              accountId,
            );
            return {
              ...claims,
              ...(withOrganizations && { organizations }),
              ...(withRoles && { organization_roles }),
            };
          },
        };
      },
    };
  };

  const stringParam = (value: unknown) => (typeof value === 'string' ? value : undefined);

  /** One audit record per token exchange (spec §8 `ExchangeTokenBy.*`); written in batches, off the response path. */
  const logExchange = (tenantId: string, ctx: KoaContextWithOIDC, error?: Error) => {
    const grantType = String(ctx.oidc.params?.grant_type ?? '');
    const key = exchangeLogKeys[grantType];
    if (!key) return;
    const { entities } = ctx.oidc;
    const oauthError = error as { error?: string; error_description?: string } | undefined;
    deps.logs.record(tenantId, key, {
      result: error ? 'Error' : 'Success',
      ...(oauthError && {
        error: { code: oauthError.error ?? 'server_error', message: oauthError.error_description ?? '' },
      }),
      ip: clientIp(ctx.req, deps.config.trustProxy),
      userAgent: ctx.get('user-agent') || undefined,
      applicationId: ctx.oidc.client?.clientId,
      userId:
        entities.AccessToken?.accountId ?? entities.RefreshToken?.accountId ?? entities.AuthorizationCode?.accountId,
      grantType,
      // What was granted (the answer's `scope`, absent when nothing was), else what was asked for.
      scope: error
        ? stringParam(ctx.oidc.params?.scope)
        : stringParam((ctx.body as { scope?: unknown } | undefined)?.scope),
      resource: stringParam(ctx.oidc.params?.resource),
    });
  };

  /** A token refresh makes its user active today (dashboard/public.ts: at most one upsert per user and day here). */
  const countRefresh = (tenantId: string, ctx: KoaContextWithOIDC) => {
    const userId = ctx.oidc.params?.grant_type === 'refresh_token' && ctx.oidc.entities.RefreshToken?.accountId;
    if (!userId) return;
    void recordActivityBestEffort(deps, tenantId, userId);
  };

  const build = async (tenantId: string): Promise<TenantRuntime> => {
    const { privateKeys, cookieKeys } = await deps.database.withTenant(tenantId, async (trx) => ({
      privateKeys: await keyQueries.findPrivateKeys(trx),
      cookieKeys: await keyQueries.findCookieKeys(trx),
    }));
    const issuer = issuerFor(deps.config, tenantId);
    const sources = sourcesFor(tenantId);
    // Every secret comparison, whatever endpoint or spelling led to it, counts against the caller's address.
    const limitClientAuth: LimitClientAuth = (req, judge) =>
      clientAuth.attempt(`${tenantId}:${clientIp(req, deps.config.trustProxy)}`, judge);
    const [{ createTenantProvider }, { createClientCredentialsFastPath }] = await Promise.all([
      providerModule(),
      fastPathModule(),
    ]);
    const provider = createTenantProvider({
      database: deps.database,
      tenantId,
      issuer,
      privateKeys,
      cookieKeys,
      trustProxy: deps.config.trustProxy,
      sources,
      limitClientAuth,
      accountIndicator: accountApiIndicator(deps.config, tenantId),
    });
    provider.on('server_error', (_ctx, error) => deps.logger.error({ err: error, tenantId }, 'oidc server error'));
    provider.on('grant.success', (ctx) => {
      deps.tokenUsage.record(tenantId);
      logExchange(tenantId, ctx);
      countRefresh(tenantId, ctx);
    });
    provider.on('grant.error', (ctx, error) => logExchange(tenantId, ctx, error));
    return {
      tenantId,
      issuer,
      issuerHost: new URL(issuer).host,
      provider,
      callback: provider.callback(),
      clientCredentialsFastPath: createClientCredentialsFastPath(provider, { sources, limitClientAuth }),
      managementIndicator: managementIndicator(deps.config, tenantId),
      accountIndicator: accountApiIndicator(deps.config, tenantId),
      verificationKeys: createLocalJWKSet({ keys: privateKeys.map(toPublicJwk) }),
      jwksBody: Buffer.from(JSON.stringify({ keys: privateKeys.map(toPublicJwk) })),
      findConsentAllowList: sources.findConsentAllowList,
      clientExists: async (clientId) => Boolean(await sources.findClient(clientId)),
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
      cache.consentAllowLists.clear();
    }
    if (topic === 'resources') {
      cache.resources.clear();
      cache.clientScopes.clear();
      cache.consentAllowLists.clear();
    }
  });

  /** Runtimes whose build has finished, by the promise `runtimes` holds for them. */
  const built = new WeakMap<Promise<TenantRuntime>, TenantRuntime>();

  return {
    get: (tenantId: string) =>
      memo(runtimes, tenantId, () => {
        const promise = build(tenantId);
        promise.then((runtime) => built.set(promise, runtime)).catch(() => {});
        return promise;
      }),
    /** The tenant's runtime if it is built and current, without waiting (else `get`): the request path's fast answer. */
    ready: (tenantId: string): TenantRuntime | undefined => {
      const promise = runtimes.get(tenantId);
      return promise && built.get(promise);
    },
  };
};

export type RuntimeRegistry = ReturnType<typeof createRuntimeRegistry>;
