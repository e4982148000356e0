import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { pkceChallenge } from '../shared/oauth2';
import { type FakeRequest, type FakeServer, queryOf, startFakeServer } from './fake-server';

/*
 * A fake OpenID provider speaking the protocol as Google, Microsoft, LinkedIn, GitLab and Apple do:
 * discovery, a JWKS, a token endpoint that checks the client, the code, the redirect URI and the
 * PKCE verifier and answers an ID token signed with its own generated key, and a userinfo endpoint.
 * `approve` plays the user consenting at the authorization endpoint.
 */

export type FakeIssuerOptions = {
  clientId: string;
  clientSecret?: string;
  authMethod?: 'client_secret_basic' | 'client_secret_post';
  /** Checks the client in place of the secret (Apple's client-secret JWT): a refusal reason, or nothing. */
  checkClient?: (request: FakeRequest) => Promise<string | undefined>;
  /** Where the issuer lives under the server (`/gitlab`, `/common/v2.0`). */
  basePath?: string;
  /** The issuer the metadata and ID tokens name; default the base URL. */
  issuerOf?: (base: string, origin: string) => string;
  paths?: { authorize: string; token: string; jwks: string; userinfo: string };
  alg?: 'RS256' | 'ES256';
  discoveryExtras?: Record<string, unknown>;
};

export type FakeIssuer = FakeServer & {
  base: string;
  issuer: string;
  /** The user consents to this authorization URL: a code bound to it, returned as the callback's data. */
  approve: (
    authorizationUri: string,
    claims: Record<string, unknown>,
    idTokenClaims?: Record<string, unknown>,
  ) => Record<string, string>;
};

type Grant = { query: Record<string, string>; claims: Record<string, unknown>; idTokenClaims: Record<string, unknown> };

const refuse = (status: number, error: string, description: string) => ({
  status,
  json: { error, error_description: description },
});

export const startFakeIssuer = async (options: FakeIssuerOptions): Promise<FakeIssuer> => {
  const alg = options.alg ?? 'RS256';
  const paths = options.paths ?? { authorize: '/authorize', token: '/token', jwks: '/jwks', userinfo: '/userinfo' };
  const basePath = options.basePath ?? '';
  const { privateKey, publicKey } = await generateKeyPair(alg);
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-key', alg, use: 'sig' };
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Record<string, unknown>>();
  const at = { base: '', issuer: '' };

  const checkClient = async (request: FakeRequest) => {
    if (options.checkClient) return options.checkClient(request);
    const given =
      options.authMethod === 'client_secret_post'
        ? { id: request.form.get('client_id'), secret: request.form.get('client_secret') }
        : request.basic;
    if (given?.id !== options.clientId || given.secret !== options.clientSecret) return 'client authentication failed';
    return undefined;
  };

  const token = async (request: FakeRequest) => {
    const refusal = await checkClient(request);
    if (refusal) return refuse(401, 'invalid_client', refusal);
    const { form } = request;
    if (form.get('grant_type') !== 'authorization_code') return refuse(400, 'unsupported_grant_type', 'code only');
    const grant = grants.get(form.get('code') ?? '');
    grants.delete(form.get('code') ?? '');
    if (!grant) return refuse(400, 'invalid_grant', 'unknown or used code');
    if (grant.query.redirect_uri !== form.get('redirect_uri')) return refuse(400, 'invalid_grant', 'redirect_uri');
    const challenge = grant.query.code_challenge;
    if (challenge && pkceChallenge(form.get('code_verifier') ?? '') !== challenge) {
      return refuse(400, 'invalid_grant', 'PKCE verification failed');
    }
    const accessToken = randomUUID();
    accessTokens.set(accessToken, grant.claims);
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({
      iss: at.issuer,
      aud: options.clientId,
      iat: now,
      exp: now + 300,
      nonce: grant.query.nonce,
      ...grant.claims,
      ...grant.idTokenClaims,
    })
      .setProtectedHeader({ alg, kid: jwk.kid })
      .sign(privateKey);
    return { json: { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, id_token: idToken } };
  };

  const server = await startFakeServer({
    [`GET ${basePath}/.well-known/openid-configuration`]: () => ({
      json: {
        issuer: at.issuer,
        authorization_endpoint: `${at.base}${paths.authorize}`,
        token_endpoint: `${at.base}${paths.token}`,
        jwks_uri: `${at.base}${paths.jwks}`,
        userinfo_endpoint: `${at.base}${paths.userinfo}`,
        id_token_signing_alg_values_supported: [alg],
        response_types_supported: ['code'],
        ...options.discoveryExtras,
      },
    }),
    [`GET ${basePath}${paths.jwks}`]: () => ({ json: { keys: [jwk] } }),
    [`POST ${basePath}${paths.token}`]: token,
    [`GET ${basePath}${paths.userinfo}`]: (request) => {
      const claims = accessTokens.get(request.bearer ?? '');
      return claims ? { json: claims } : refuse(401, 'invalid_token', 'unknown access token');
    },
  });
  at.base = `${server.url}${basePath}`;
  at.issuer = options.issuerOf ? options.issuerOf(at.base, server.url) : at.base;

  const approve: FakeIssuer['approve'] = (authorizationUri, claims, idTokenClaims = {}) => {
    const query = queryOf(authorizationUri);
    if (query.client_id !== options.clientId) throw new Error(`unknown client ${query.client_id}`);
    const code = randomUUID();
    grants.set(code, { query, claims, idTokenClaims });
    return { code, state: query.state ?? '' };
  };

  return { ...server, base: at.base, issuer: at.issuer, approve };
};
