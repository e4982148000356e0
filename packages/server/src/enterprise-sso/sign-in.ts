import type { AuthorizationRequest, AuthorizationStart, SocialCallback } from '@gatehouse/connector-kit/social';
import type { SsoSamlConfig } from '@gatehouse/schemas/sso-connectors';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { checkDiscovery, finishOidcSignIn, startOidcSignIn } from './oidc';
import { isConfigComplete, providerOf } from './providers';
import { finishSamlSignIn, type SsoAnswer, startSamlSignIn } from './saml';
import { resolveIdentityProvider } from './saml-metadata';

/*
 * Signing in through a connector, whatever its protocol: OpenID Connect (oidc.ts) or SAML
 * (saml.ts). Both end with the provider's issuer and OIDC-named claims, which one identification
 * (experience/verifications/enterprise-sso.ts) turns into a user.
 */

type Deps = Pick<PlatformDeps, 'database' | 'config'>;
type Connector = { id: string; providerName: string; config: Record<string, unknown> };

/**
 * Checks a config against its provider before it is saved: an OIDC issuer's discovery document,
 * a SAML IdP's metadata (read from its URL, or parsed) and certificate.
 */
export const checkConnectorConfig = async (providerName: string, config: Record<string, unknown>) => {
  if (providerOf(providerName).providerType === 'saml') {
    await resolveIdentityProvider(config as SsoSamlConfig);
    return;
  }
  await checkDiscovery(providerName, config);
};

/** A connector created by its name alone signs no one in until its config is given (422 `not_configured`). */
export const assertConfigured = (connector: Connector) => {
  if (!isConfigComplete(connector.providerName, connector.config))
    throw new ApiError('sso_connector.not_configured', { id: connector.id });
};

/** Where the browser goes to sign in, and what the answer needs kept (nonce and verifier, or the request id). */
export const startSsoSignIn = async (
  deps: Deps,
  tenantId: string,
  connector: Connector,
  request: AuthorizationRequest,
  /** The browser's IdP-initiated SAML cookie, if any (saml-idp-initiated.ts). */
  idpInitiatedToken?: string,
): Promise<AuthorizationStart> => {
  assertConfigured(connector);
  return providerOf(connector.providerName).providerType === 'saml'
    ? startSamlSignIn(deps, tenantId, connector, request, idpInitiatedToken)
    : startOidcSignIn(connector.providerName, connector.config, request);
};

/** The provider's verified answer: its issuer and the claims it vouched for. */
export const finishSsoSignIn = async (
  deps: Deps,
  tenantId: string,
  connector: Connector,
  callback: SocialCallback,
): Promise<SsoAnswer> => {
  assertConfigured(connector);
  return providerOf(connector.providerName).providerType === 'saml'
    ? finishSamlSignIn(deps, tenantId, connector, callback.session ?? {}, callback.data)
    : finishOidcSignIn(connector.providerName, connector.config, callback);
};
