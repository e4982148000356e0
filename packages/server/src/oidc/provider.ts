import { defaultAccessTokenTtlSeconds } from '@gatehouse/schemas/constants';
import { extraAuthParams } from '@gatehouse/schemas/oidc';
import Provider, { type Configuration } from 'oidc-provider';
import type { Database } from '../platform/db/database';
import { createAdapterFactory } from './adapter';
import { judgeClientSecrets, type LimitClientAuth } from './client-authentication';
import { customMetadataProperty, thirdPartyProperty } from './client-metadata';
import { cookiesFor } from './cookies';
import { clientBasedCors } from './cors';
import { extraTokenClaims } from './custom-claims';
import { renderErrorPage } from './error-page';
import { loadExistingGrant } from './grants';
import { interactionsAt } from './interactions';
import { reuseFoundClients } from './internals';
import { jwsAlgorithmFor, type PrivateSigningKey, type SigningAlgorithm } from './keys';
import { logoutSource } from './logout-page';
import { enableOrganizationTokens } from './organization-tokens';
import { oidcPageSecurity } from './page-security';
import { idpInitiatedPkceCheck, pkceRequired } from './pkce';
import { createRotationRecovery } from './refresh-grace';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens';
import { resourceIndicators } from './resource-indicators';
import { claims, oidcScopes } from './scopes-and-claims';
import { providerSigningKey } from './signing-key';
import type { ProviderSources } from './sources';
import { ttl } from './ttl';

type ProviderOptions = {
  database: Database;
  tenantId: string;
  issuer: string;
  privateKeys: PrivateSigningKey[];
  cookieKeys: string[];
  trustProxy: boolean;
  sources: ProviderSources;
  limitClientAuth: LimitClientAuth;
  /** The tenant's reserved Account API resource (platform/tenancy.ts). */
  accountIndicator: string;
};

/**
 * One oidc-provider instance for one tenant (DESIGN §4), composed from one file per concern:
 * cookies, scopes and claims, resource indicators (access tokens for APIs), organization tokens,
 * grants, interactions, TTLs, refresh tokens, CORS and client authentication.
 */
export const createTenantProvider = (options: ProviderOptions): Provider => {
  const { sources, issuer } = options;
  const newest = options.privateKeys[0];
  if (!newest) throw new Error(`Tenant ${options.tenantId} has no signing key`);
  const alg = jwsAlgorithmFor(newest.kty === 'EC' ? 'EC' : ('RSA' satisfies SigningAlgorithm));
  const basePath = new URL(issuer).pathname.replace(/\/oidc$/, '');

  const clientMetadata = async (id: string) => (await sources.findClient(id))?.metadata;
  const Adapter = createAdapterFactory(options.database, options.tenantId, clientMetadata);

  const configuration: Configuration = {
    adapter: Adapter,
    // Signed through node:crypto rather than WebCrypto (signing-key.ts).
    jwks: { keys: options.privateKeys.map(providerSigningKey) },
    cookies: cookiesFor({ keys: options.cookieKeys, issuer, basePath, trustProxy: options.trustProxy }),
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
    claims: claims(),
    extraTokenClaims: extraTokenClaims(sources.findCustomClaims),
    features: {
      // ExternalSigningKey (signing-key.ts): its API is marked experimental in oidc-provider, pinned at 9.13.3.
      externalSigningSupport: { enabled: true, ack: 'experimental-01' },
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource },
      resourceIndicators: resourceIndicators({
        sources,
        alg,
        // Bound once the provider exists (below); only called while it answers a request.
        organizationResourceServer: (...args) => organizationTokens.resourceServerFor(...args),
        accountIndicator: options.accountIndicator,
      }),
    },
    pkce: { required: pkceRequired },
    clientBasedCORS: clientBasedCors,
    findAccount: async (_ctx, sub) => sources.findAccount(sub),
    loadExistingGrant,
    interactions: interactionsAt(basePath),
    ttl: ttl(),
    rotateRefreshToken,
    issueRefreshToken,
    allowOmittingSingleRegisteredRedirectUri: true,
    renderError: renderErrorPage(() => sources.findSignInExperience()),
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = options.trustProxy;
  // Its HTML answers (logout pages, form_post) get a strict CSP and nosniff, as the sign-in pages do.
  provider.use(oidcPageSecurity);
  // Before `pkce.required` is asked (synchronously): the IdP-initiated cookie looked up.
  provider.use(idpInitiatedPkceCheck(options.database, options.tenantId));
  const organizationTokens = enableOrganizationTokens(provider, {
    sources,
    alg,
    accessTokenTtl: defaultAccessTokenTtlSeconds,
    beforeRefresh: createRotationRecovery(provider, options.database, options.tenantId),
  });
  reuseFoundClients(provider, clientMetadata);
  judgeClientSecrets(provider, { findClient: sources.findClient, limitClientAuth: options.limitClientAuth });

  return provider;
};
