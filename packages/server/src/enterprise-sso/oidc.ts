import { ConnectorError } from '@gatehouse/connector-kit/errors';
import type { AuthorizationRequest, AuthorizationStart, SocialCallback } from '@gatehouse/connector-kit/social';
import { hostOf } from '@gatehouse/connectors/social/shared/http';
import { discoveredIssuer } from '@gatehouse/connectors/social/shared/oidc';
import { finishOidc, type OidcClient, startOidc } from '@gatehouse/connectors/social/shared/oidc-connector';
import { callConnector } from '../connectors/public';
import { ApiError } from '../platform/http/api-error';
import { oidcSettingsOf } from './providers';

/*
 * The OpenID Connect relying party of an OIDC-based SSO connector: the same discovery, authorization
 * request (state, nonce, PKCE S256), code exchange and ID token checks (issuer, audience, nonce,
 * signature by the provider's JWKS, expiry) as the OIDC social connectors
 * (`@gatehouse/connectors/social/shared/oidc*`). Every request goes out through `fetch`, which the
 * server's outbound policy governs (platform/outbound.ts).
 */

const clientOf = (settings: ReturnType<typeof oidcSettingsOf>): OidcClient => ({
  clientId: settings.clientId,
  clientSecret: settings.clientSecret,
  authMethod: 'client_secret_basic',
  scope: settings.scope,
});

/**
 * Reads the issuer's discovery document, which must name that issuer: one that does not answer,
 * answers something else, or names another issuer is 422 `sso_connector.discovery_failed`.
 */
export const checkDiscovery = async (providerName: string, config: Record<string, unknown>) => {
  const { issuer } = oidcSettingsOf(providerName, config);
  try {
    await discoveredIssuer(issuer).discover();
  } catch (error) {
    const data = error instanceof ConnectorError ? (error.data as Record<string, unknown> | undefined) : undefined;
    throw new ApiError('sso_connector.discovery_failed', {
      host: hostOf(issuer),
      reason: typeof data?.message === 'string' ? data.message : 'the discovery document could not be read',
    });
  }
};

/** The authorization URL for the browser, and what the callback needs kept (nonce, PKCE verifier). */
export const startOidcSignIn = (
  providerName: string,
  config: Record<string, unknown>,
  request: AuthorizationRequest,
): Promise<AuthorizationStart> => {
  const settings = oidcSettingsOf(providerName, config);
  return callConnector(() => startOidc(discoveredIssuer(settings.issuer), clientOf(settings), request));
};

/** The provider's callback: exchanges the code and returns the verified ID token's claims, and the issuer. */
export const finishOidcSignIn = async (
  providerName: string,
  config: Record<string, unknown>,
  callback: SocialCallback,
): Promise<{ issuer: string; claims: Record<string, unknown> }> => {
  const settings = oidcSettingsOf(providerName, config);
  const claims = await callConnector(() => finishOidc(discoveredIssuer(settings.issuer), clientOf(settings), callback));
  return { issuer: settings.issuer, claims };
};
