import {
  defineConnector,
  type SocialConnector,
  type SocialConnectorDefinition,
} from '@gatehouse/connector-kit/connector';
import { ConnectorError } from '@gatehouse/connector-kit/errors';
import type { AuthorizationRequest, AuthorizationStart, SocialCallback } from '@gatehouse/connector-kit/social';
import { callbackCode, exchangeCode, fetchProfile, startAuthorization, type TokenAuthMethod } from './oauth2';
import { type OidcIssuer, verifyIdToken } from './oidc';
import { type SocialUser, userFromClaims } from './profile';

/** The client a connector is at an OpenID provider. */
export type OidcClient = {
  clientId: string;
  /** The secret, or how to make one (Apple's is a JWT signed for each exchange). */
  clientSecret: string | (() => Promise<string>);
  authMethod: TokenAuthMethod;
  scope: string;
  /** Extra authorization parameters (`prompt`, `response_mode`). */
  params?: Record<string, string | undefined>;
  /** PKCE S256 on or off; default on unless the metadata lists challenge methods without S256. */
  pkce?: boolean;
  /**
   * Accept an ID token without `nonce` (one with a nonce must still carry this sign-in's), for a
   * provider that does not echo it (LinkedIn). The nonce is always sent.
   */
  nonceOptional?: boolean;
};

/**
 * The authorization request (OIDC Core §3.1.2.1): code flow with the given `state`, a random
 * `nonce`, and PKCE S256 unless the provider's metadata lists challenge methods without S256.
 */
export const startOidc = async (
  issuer: OidcIssuer,
  client: OidcClient,
  request: AuthorizationRequest,
): Promise<AuthorizationStart> => {
  const discovery = await issuer.discover();
  const methods = discovery.code_challenge_methods_supported;
  return startAuthorization({
    endpoint: discovery.authorization_endpoint,
    clientId: client.clientId,
    scope: client.scope,
    request,
    nonce: true,
    pkce: client.pkce ?? (!methods || methods.includes('S256')),
    params: client.params,
  });
};

const defined = (claims: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));

/**
 * The callback's end (OIDC Core §3.1.3): exchanges the code with the session's PKCE verifier,
 * verifies the ID token and its nonce, and returns its claims. When the ID token carries no email
 * (a provider may keep the profile for the userinfo endpoint) the userinfo answer fills it in; it
 * must name the same `sub`.
 */
export const finishOidc = async (
  issuer: OidcIssuer,
  client: OidcClient,
  callback: SocialCallback,
): Promise<Record<string, unknown>> => {
  const code = callbackCode(callback.data);
  const { nonce, codeVerifier } = callback.session;
  if (!nonce) throw new ConnectorError('insufficient_request_parameters', { missing: ['session.nonce'] });
  const discovery = await issuer.discover();
  // RFC 9207: a provider that names itself in the callback must be the one this sign-in went to.
  const returned = callback.data.iss;
  if (returned && !discovery.issuer.includes('{') && returned !== discovery.issuer) {
    throw new ConnectorError('authorization_failed', { error: 'issuer_mismatch', description: returned.slice(0, 300) });
  }
  const clientSecret = typeof client.clientSecret === 'string' ? client.clientSecret : await client.clientSecret();
  const tokens = await exchangeCode({
    tokenEndpoint: discovery.token_endpoint,
    clientId: client.clientId,
    clientSecret,
    authMethod: client.authMethod,
    code,
    redirectUri: callback.redirectUri,
    codeVerifier,
  });
  if (!tokens.id_token) {
    throw new ConnectorError('social_invalid_id_token', { reason: 'the token response has no ID token' });
  }
  const claims = await verifyIdToken(tokens.id_token, {
    issuer,
    discovery,
    clientId: client.clientId,
    nonce,
    nonceOptional: client.nonceOptional,
  });
  if (claims.email !== undefined || !discovery.userinfo_endpoint) return claims;
  const userInfo = await fetchProfile(discovery.userinfo_endpoint, tokens.access_token);
  if (userInfo.sub !== claims.sub) {
    throw new ConnectorError('invalid_response', { message: 'the userinfo endpoint describes another user' });
  }
  return defined({ ...userInfo, ...claims, email: userInfo.email, email_verified: userInfo.email_verified });
};

export type OidcConnectorDefinition<Config> = Omit<
  SocialConnectorDefinition<Config>,
  'getAuthorizationUri' | 'getUserInfo'
> & {
  issuer: (config: Config) => OidcIssuer;
  client: (config: Config) => OidcClient;
  /** The user the claims describe; default the standard claims (`userFromClaims`). */
  toUser?: (claims: Record<string, unknown>, callback: SocialCallback) => SocialUser;
};

/** A social connector that is an OpenID Connect relying party: only its issuer, client and user differ. */
export const defineOidcConnector = <Config>({
  issuer,
  client,
  toUser = userFromClaims,
  ...definition
}: OidcConnectorDefinition<Config>): SocialConnector<Config> =>
  defineConnector<Config>({
    ...definition,
    getAuthorizationUri: async (request, config) => startOidc(issuer(config), client(config), request),
    getUserInfo: async (callback, config) =>
      toUser(await finishOidc(issuer(config), client(config), callback), callback),
  });
