import type { IncomingMessage } from 'node:http';
import {
  defaultAccessTokenTtlSeconds,
  defaultIdTokenTtlSeconds,
  defaultRefreshTokenTtlDays,
  seconds,
} from '@gatehouse/schemas/constants';
import { extraAuthParams, firstScreenPath, forwardedAuthParams } from '@gatehouse/schemas/oidc';
import Provider, {
  type Account,
  type AdapterPayload,
  type ClientMetadata,
  type Configuration,
  errors,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { ConsentAllowList } from '../applications/service.third-party';
import type { AttemptRefusal } from '../platform/attempt-limits';
import type { Database } from '../platform/db/database';
import { createAdapterFactory } from './adapter';
import { customMetadataOf, customMetadataProperty, isThirdParty, thirdPartyProperty } from './client-metadata';
import { replaceClientSecretCheck } from './internals';
import { jwsAlgorithmFor, type PrivateSigningKey, type SigningAlgorithm } from './keys';
import { logoutSource } from './logout-page';
import {
  enableOrganizationTokens,
  type OrganizationTokenSources,
  organizationIdOfAudience,
  organizationRoleScopes,
  organizationScopes,
  requestedOrganizationId,
} from './organization-tokens';
import { oidcPageSecurity } from './page-security';
import { createRotationRecovery } from './refresh-grace';

export type ResourceInfo = { id: string; indicator: string; accessTokenTtl: number; scopes: string[] };

/** What a tenant's provider asks of the rest of the server; all of it cached by the runtime. */
export type ProviderSources = {
  findClient: (
    id: string,
  ) => Promise<{ metadata: ClientMetadata; verifySecret: (secret: string) => boolean } | undefined>;
  findResource: (indicator: string) => Promise<ResourceInfo | undefined>;
  findClientScopes: (clientId: string, resource: ResourceInfo) => Promise<string[]>;
  findUserScopes: (userId: string, resource: ResourceInfo) => Promise<string[]>;
  findAccount: (accountId: string) => Promise<Account | undefined>;
  /** What a third-party client may ask for; undefined for first-party clients. */
  findConsentAllowList: (clientId: string) => Promise<ConsentAllowList | undefined>;
  /** Scopes of an organization token (organization scopes, or a resource's permissions), or why there is none. */
  findOrganizationScopes: OrganizationTokenSources['findOrganizationScopes'];
};

type ProviderOptions = {
  database: Database;
  tenantId: string;
  issuer: string;
  privateKeys: PrivateSigningKey[];
  cookieKeys: string[];
  trustProxy: boolean;
  sources: ProviderSources;
  /** Judges a client secret under the failed-attempt limit of the request's address (platform/attempt-limits.ts). */
  limitClientAuth: (
    req: IncomingMessage,
    judge: () => Promise<boolean>,
  ) => Promise<{ succeeded: boolean } | AttemptRefusal>;
};

/** 429 from inside the provider: too many failed client authentications from this address. */
class TooManyClientAuthFailures extends errors.OIDCProviderError {
  constructor(retryAfterSeconds: number) {
    super(429, 'invalid_request');
    this.error_description = `too many failed client authentications from this address; retry in ${retryAfterSeconds} s`;
  }
}

const oidcScopes = new Set([
  'openid',
  'offline_access',
  'profile',
  'email',
  'phone',
  'custom_data',
  'identities',
  'roles',
  ...organizationScopes,
  ...organizationRoleScopes,
]);

const accountIdOf = (ctx: KoaContextWithOIDC): string | undefined =>
  ctx.oidc.session?.accountId ??
  ctx.oidc.entities.RefreshToken?.accountId ??
  ctx.oidc.entities.AuthorizationCode?.accountId ??
  ctx.oidc.entities.Grant?.accountId;

/**
 * One oidc-provider instance for one tenant (DESIGN §4). Access tokens for an
 * API resource are JWTs signed with the tenant's newest key, carrying the
 * scopes the user's or machine-to-machine app's roles grant for that resource.
 */
export const createTenantProvider = (options: ProviderOptions): Provider => {
  const { sources, issuer } = options;
  const newest = options.privateKeys[0];
  if (!newest) throw new Error(`Tenant ${options.tenantId} has no signing key`);
  const alg = jwsAlgorithmFor(newest.kty === 'EC' ? 'EC' : ('RSA' satisfies SigningAlgorithm));
  const basePath = new URL(issuer).pathname.replace(/\/oidc$/, '');
  const secureCookies = issuer.startsWith('https:') && options.trustProxy;

  const Adapter = createAdapterFactory(options.database, options.tenantId, async (id) => {
    const client = await sources.findClient(id);
    return client?.metadata as AdapterPayload | undefined;
  });

  const configuration: Configuration = {
    adapter: Adapter,
    jwks: { keys: options.privateKeys },
    // Signed, HttpOnly, SameSite=Lax; Secure whenever the issuer is https. Node serves plain http,
    // so https means a TLS proxy in front, which must be trusted (TRUST_PROXY) for Koa to see https.
    cookies: {
      keys: options.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax', secure: secureCookies, path: basePath || '/' },
      short: { signed: true, httpOnly: true, sameSite: 'lax', secure: secureCookies, path: basePath || '/' },
    },
    // Authorization code only: no implicit or hybrid flows (OAuth 2.0 Security BCP, RFC 9700 §2.1.2).
    responseTypes: ['code'],
    extraParams: [...extraAuthParams],
    extraClientMetadata: { properties: [customMetadataProperty, thirdPartyProperty] },
    clientDefaults: {
      id_token_signed_response_alg: alg,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    },
    enabledJWA: {
      idTokenSigningAlgValues: ['ES256', 'RS256'],
    },
    scopes: [...oidcScopes],
    claims: {
      // Profile claims come from userinfo (conformIdTokenClaims), but the organization claims belong in the
      // ID token too (the console and Logto's SDKs read `organization_roles` there): masked with `openid`, they
      // appear when the account has them, which it does only when an organization scope was granted
      // (runtime.ts findAccount).
      openid: ['sub', 'organizations', 'organization_roles'],
      profile: ['name', 'username', 'picture', 'created_at', 'updated_at'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
      custom_data: ['custom_data'],
      identities: ['identities'],
      ...Object.fromEntries(organizationScopes.map((scope) => [scope, ['organizations']])),
      ...Object.fromEntries(organizationRoleScopes.map((scope) => [scope, ['organization_roles']])),
    },
    // An organization token names its organization.
    extraTokenClaims: (ctx, token) => {
      const audience = token.resourceServer?.audience;
      const organizationId =
        requestedOrganizationId(ctx) ?? (typeof audience === 'string' ? organizationIdOfAudience(audience) : undefined);
      return organizationId ? { organization_id: organizationId } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => undefined as unknown as string,
        useGrantedResource: () => true,
        getResourceServerInfo: async (ctx, indicator, client) => {
          // client_credentials + organization_id (organization-tokens.ts): the app's organization roles decide.
          const organizationId = organizationIdOfAudience(indicator) ?? requestedOrganizationId(ctx);
          if (organizationId && ctx.oidc.params?.grant_type === 'client_credentials') {
            const requested = requestedOrganizationId(ctx);
            if (requested && requested !== organizationId) throw new errors.InvalidTarget('organization mismatch');
            const server = await organizationTokens.resourceServerFor(
              { applicationId: client.clientId },
              organizationId,
              organizationIdOfAudience(indicator) ? undefined : indicator,
            );
            return {
              scope: [...server.scopes].join(' '),
              audience: indicator,
              accessTokenTTL: server.accessTokenTTL ?? defaultAccessTokenTtlSeconds,
              accessTokenFormat: 'jwt',
              jwt: { sign: { alg } },
            };
          }
          const resource = await sources.findResource(indicator);
          if (!resource) throw new errors.InvalidTarget(`resource indicator ${indicator} is unknown`);
          const accountId = accountIdOf(ctx);
          const isClientCredentials = ctx.oidc.params?.grant_type === 'client_credentials';
          let scopes = isClientCredentials
            ? await sources.findClientScopes(client.clientId, resource)
            : accountId
              ? await sources.findUserScopes(accountId, resource)
              : resource.scopes;
          // A third-party application gets only the permissions on its consent list.
          if (!isClientCredentials && isThirdParty(client)) {
            const allowed = (await sources.findConsentAllowList(client.clientId))?.resourceScopes.get(indicator);
            scopes = scopes.filter((scope) => allowed?.has(scope));
          }
          return {
            scope: scopes.join(' '),
            audience: indicator,
            accessTokenTTL: resource.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg } },
          };
        },
      },
    },
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin, client) => {
      const allowed = customMetadataOf(client).corsAllowedOrigins ?? [];
      const redirectOrigins = (client.redirectUris ?? []).flatMap((uri) => {
        try {
          return [new URL(uri).origin];
        } catch {
          return [];
        }
      });
      return allowed.includes(origin) || redirectOrigins.includes(origin);
    },
    findAccount: async (_ctx, sub) => sources.findAccount(sub),
    // First-party applications never ask for consent: their grant grows with what they request.
    loadExistingGrant: async (ctx) => {
      const { client, session, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (isThirdParty(client)) return existing;
      const grant =
        existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      const requested = (typeof params?.scope === 'string' ? params.scope : 'openid').split(' ');
      const resources = params?.resource === undefined ? [] : [params.resource].flat().map(String);
      const snapshot = () =>
        [grant.getOIDCScope(), ...resources.map((resource) => grant.getResourceScope(resource))].join('|');
      const before = existing ? snapshot() : undefined;
      grant.addOIDCScope(requested.filter((scope) => oidcScopes.has(scope)).join(' '));
      // Other requested scopes are API permissions; the token gets those the user's roles hold.
      for (const resource of resources) grant.addResourceScope(resource, requested.join(' '));
      // Saving an unchanged grant would cost a write on every sign-in.
      if (snapshot() !== before) await grant.save();
      return grant;
    },
    interactions: {
      url: (ctx, interaction) => {
        const params = interaction.params as Record<string, unknown>;
        const query = new URLSearchParams();
        for (const name of forwardedAuthParams) {
          const value = params[name];
          if (typeof value === 'string' && value) query.set(name, value);
        }
        // A third-party application's pages carry its own branding (see GET /api/.well-known/sign-in-exp).
        if (isThirdParty(ctx.oidc.client) && ctx.oidc.client) query.set('app_id', ctx.oidc.client.clientId);
        const search = query.toString();
        if (interaction.prompt.name === 'consent') return `${basePath}/consent`;
        return `${basePath}${firstScreenPath(params)}${search ? `?${search}` : ''}`;
      },
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? defaultAccessTokenTtlSeconds,
      ClientCredentials: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? defaultAccessTokenTtlSeconds,
      AuthorizationCode: () => seconds.minute,
      IdToken: (_ctx, _token, client) => customMetadataOf(client).idTokenTtl ?? defaultIdTokenTtlSeconds,
      RefreshToken: (_ctx, _token, client) => {
        const custom = customMetadataOf(client);
        return custom.refreshTokenTtl ?? (custom.refreshTokenTtlInDays ?? defaultRefreshTokenTtlDays) * seconds.day;
      },
      Grant: (ctx) => {
        const custom = customMetadataOf(ctx?.oidc?.client);
        return custom.refreshTokenTtl ?? (custom.refreshTokenTtlInDays ?? defaultRefreshTokenTtlDays) * seconds.day;
      },
      Interaction: () => seconds.hour,
      Session: () => 14 * seconds.day,
      BackchannelAuthenticationRequest: () => 10 * seconds.minute,
      DeviceCode: () => 10 * seconds.minute,
    },
    rotateRefreshToken: (ctx) => customMetadataOf(ctx.oidc.client).rotateRefreshToken ?? true,
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (code.scopes.has('offline_access') || Boolean(customMetadataOf(client).alwaysIssueRefreshToken)),
    allowOmittingSingleRegisteredRedirectUri: true,
    renderError: async (ctx, out) => {
      ctx.type = 'json';
      ctx.body = out;
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = options.trustProxy;
  // Its HTML answers (logout pages, form_post) get a strict CSP and nosniff, as the sign-in pages do.
  provider.use(oidcPageSecurity);
  const organizationTokens = enableOrganizationTokens(provider, {
    sources,
    alg,
    accessTokenTtl: defaultAccessTokenTtlSeconds,
    beforeRefresh: createRotationRecovery(provider, options.database, options.tenantId),
  });

  // Several named secrets may be valid at once (spec §3 application secrets), so
  // secrets are verified against the application's encrypted secrets instead of
  // the single placeholder `client_secret`. This is the one place a secret is judged, for the
  // token, introspection and revocation endpoints alike, so the limit sits here and not on paths.
  replaceClientSecretCheck(provider, async (ctx, { clientId }, actual) => {
    const outcome = await options.limitClientAuth(ctx.req, async () => {
      const client = await sources.findClient(clientId);
      return client?.verifySecret(actual) ?? false;
    });
    if ('succeeded' in outcome) return outcome.succeeded;
    const retryAfter = Math.ceil(outcome.retryAfterMs / 1000);
    ctx.set('Retry-After', String(retryAfter));
    throw new TooManyClientAuthFailures(retryAfter);
  });

  return provider;
};
