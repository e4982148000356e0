import { createHash, randomBytes } from 'node:crypto';
import { ConnectorError } from '@gatehouse/connector-kit/errors';
import type { AuthorizationRequest, AuthorizationStart, ConnectorSession } from '@gatehouse/connector-kit/social';
import { z } from 'zod';
import { isRecord, providerError, readJson, send } from './http';

/** How the client proves itself at the token endpoint (RFC 6749 §2.3.1). */
export const tokenAuthMethods = ['client_secret_basic', 'client_secret_post'] as const;
export type TokenAuthMethod = (typeof tokenAuthMethods)[number];

/** A random URL-safe value: a PKCE verifier (43 characters, RFC 7636 §4.1) or a nonce. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** The PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
export const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** Parameters the connector sets itself; an admin's extra parameters may not name them. */
export const reservedAuthorizationParams = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'scope',
  'nonce',
  'code_challenge',
  'code_challenge_method',
] as const;

export type AuthorizationOptions = {
  endpoint: string;
  clientId: string;
  scope: string;
  request: AuthorizationRequest;
  /** Send a PKCE S256 challenge and keep its verifier in the session. */
  pkce?: boolean;
  /** Send a random nonce and keep it in the session (OpenID Connect). */
  nonce?: boolean;
  /** Extra parameters (`prompt`, `response_mode`); the ones above win over them. */
  params?: Record<string, string | undefined>;
};

/**
 * The provider's authorization URL for a code request, keeping any query the endpoint already has,
 * and the session to hand back to `getUserInfo`.
 */
export const startAuthorization = (options: AuthorizationOptions): AuthorizationStart => {
  const { endpoint, clientId, scope, request } = options;
  const url = new URL(endpoint);
  const session: ConnectorSession = {};
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '') url.searchParams.set(name, value);
  };
  for (const [name, value] of Object.entries(options.params ?? {})) set(name, value);
  set('response_type', 'code');
  set('client_id', clientId);
  set('redirect_uri', request.redirectUri);
  set('state', request.state);
  set('scope', scope);
  if (options.nonce) {
    session.nonce = randomToken();
    set('nonce', session.nonce);
  }
  if (options.pkce) {
    session.codeVerifier = randomToken();
    set('code_challenge', pkceChallenge(session.codeVerifier));
    set('code_challenge_method', 'S256');
  }
  return { authorizationUri: url.toString(), session };
};

/**
 * The authorization code from the provider's callback. A callback carrying `error` (the user said
 * no, the request was refused) is `authorization_failed` with the provider's words; one without a
 * code is `insufficient_request_parameters`.
 */
export const callbackCode = (data: Record<string, string>): string => {
  const error = data.error ?? data.error_code;
  if (error) {
    const { description } = providerError({ error_description: data.error_description ?? data.error_message });
    throw new ConnectorError('authorization_failed', { error: error.slice(0, 300), description });
  }
  if (!data.code) throw new ConnectorError('insufficient_request_parameters', { missing: ['code'] });
  return data.code;
};

export type CodeExchange = {
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  authMethod: TokenAuthMethod;
  code: string;
  redirectUri: string;
  codeVerifier?: string;
  /** `GET` sends the parameters in the query (the Graph API's documented form); default `POST`. */
  method?: 'GET' | 'POST';
};

const tokenResponseGuard = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  id_token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseGuard>;

/** RFC 6749 §2.3.1: the client id and secret are form-encoded before they are joined and encoded. */
const basicAuth = (clientId: string, clientSecret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;

/**
 * Exchanges an authorization code at the token endpoint. The provider refusing it (a 400 or 401,
 * or an `error` in a 200 as GitHub answers) is `social_auth_code_invalid` with the provider's error; an
 * answer that is not a token response is `invalid_response`. Neither error carries a token or secret.
 */
export const exchangeCode = async (exchange: CodeExchange): Promise<TokenResponse> => {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
  });
  if (exchange.codeVerifier) form.set('code_verifier', exchange.codeVerifier);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (exchange.authMethod === 'client_secret_basic') {
    headers.authorization = basicAuth(exchange.clientId, exchange.clientSecret);
  } else {
    form.set('client_id', exchange.clientId);
    form.set('client_secret', exchange.clientSecret);
  }
  const url = new URL(exchange.tokenEndpoint);
  let init: RequestInit = {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  };
  if (exchange.method === 'GET') {
    for (const [name, value] of form) url.searchParams.set(name, value);
    init = { method: 'GET', headers };
  } else {
    init.body = form;
  }
  const response = await send(url.toString(), init);
  const body = await readJson(response, exchange.tokenEndpoint);
  // RFC 6749 §5.2 answers 400 (401 for the client); GitHub answers 200 with the error.
  const refused =
    response.status === 400 || response.status === 401 || (response.ok && providerError(body).error !== undefined);
  if (refused) {
    throw new ConnectorError('social_auth_code_invalid', { status: response.status, ...providerError(body) });
  }
  const tokens = tokenResponseGuard.safeParse(body);
  if (!response.ok || !tokens.success) {
    throw new ConnectorError('invalid_response', {
      status: response.status,
      message: 'no token response',
      ...providerError(body),
    });
  }
  return tokens.data;
};

/**
 * GETs a JSON resource with the access token. A 401 is `social_invalid_access_token`; any other
 * failure or an answer that is not JSON is `invalid_response`.
 */
export const fetchWithToken = async (
  url: string,
  accessToken: string,
  headers: Record<string, string> = {},
): Promise<unknown> => {
  const response = await send(url, {
    headers: { accept: 'application/json', ...headers, authorization: `Bearer ${accessToken}` },
  });
  const body = await readJson(response, url);
  if (response.status === 401) {
    throw new ConnectorError('social_invalid_access_token', { status: 401, ...providerError(body) });
  }
  if (!response.ok || body === undefined) {
    throw new ConnectorError('invalid_response', { status: response.status, ...providerError(body) });
  }
  return body;
};

/** A user's profile: `fetchWithToken` whose answer must be a JSON object. */
export const fetchProfile = async (
  url: string,
  accessToken: string,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> => {
  const body = await fetchWithToken(url, accessToken, headers);
  if (!isRecord(body)) throw new ConnectorError('invalid_response', { message: 'the profile is not a JSON object' });
  return body;
};
