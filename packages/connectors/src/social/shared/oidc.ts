import { ConnectorError } from '@gatehouse/connector-kit/errors';
import { createRemoteJWKSet, decodeJwt, errors, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import { hostOf, isSecureUrl, readJson, requestTimeoutMs, send } from './http';

const secureUrl = z.string().refine(isSecureUrl, 'https, or http on a loopback host');

/** The part of a provider's metadata (OIDC Discovery §3) a connector uses. */
const discoveryGuard = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: secureUrl,
  token_endpoint: secureUrl,
  jwks_uri: secureUrl,
  userinfo_endpoint: secureUrl.optional(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
});
export type Discovery = z.infer<typeof discoveryGuard>;

/** An OpenID provider as a connector trusts it. */
export type OidcIssuer = {
  /** The provider's metadata: discovered (`discoveredIssuer`), or fixed (Apple publishes its endpoints). */
  discover: () => Promise<Discovery>;
  /**
   * The issuer an ID token must carry, from the metadata and the token's claims before they are
   * verified (Microsoft's multi-tenant endpoints name the user's tenant in it); default the
   * metadata's issuer. `undefined` refuses the token. The result is then checked with the signature.
   */
  tokenIssuer?: (discovery: Discovery, claims: JWTPayload) => string | string[] | undefined;
};

const cacheMs = 10 * 60_000;
const cacheSize = 100;
const discoveries = new Map<string, { at: number; discovery: Discovery }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

const remember = <V>(cache: Map<string, V>, key: string, value: V) => {
  cache.delete(key);
  if (cache.size >= cacheSize) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, value);
};

/** Reads a discovery document (kept ten minutes per URL; a failure is not kept). */
export const fetchDiscovery = async (url: string): Promise<Discovery> => {
  const cached = discoveries.get(url);
  if (cached && Date.now() - cached.at < cacheMs) return cached.discovery;
  const response = await send(url, { headers: { accept: 'application/json' } });
  const parsed = discoveryGuard.safeParse(await readJson(response, url));
  if (!response.ok || !parsed.success) {
    throw new ConnectorError('invalid_response', {
      status: response.status,
      message: 'no usable OpenID Connect discovery document',
      host: hostOf(url),
      fields: parsed.success ? undefined : parsed.error.issues.map((issue) => issue.path.join('.')),
    });
  }
  remember(discoveries, url, { at: Date.now(), discovery: parsed.data });
  return parsed.data;
};

/** Where OIDC Discovery §4.1 puts an issuer's metadata. */
export const discoveryUrlOf = (issuer: string): string =>
  `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;

/**
 * An issuer found by discovery, whose document must name exactly that issuer (OIDC Discovery §4.3);
 * another one is `invalid_config` on the issuer field.
 */
export const discoveredIssuer = (issuer: string): OidcIssuer => ({
  discover: async () => {
    const discovery = await fetchDiscovery(discoveryUrlOf(issuer));
    if (discovery.issuer !== issuer) {
      throw new ConnectorError('invalid_config', {
        field: 'issuer',
        message: 'the discovery document names another issuer',
        expected: issuer,
        discovered: discovery.issuer,
      });
    }
    return discovery;
  },
});

const keySetOf = (jwksUri: string) => {
  const known = keySets.get(jwksUri);
  if (known) return known;
  const keySet = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: requestTimeoutMs });
  remember(keySets, jwksUri, keySet);
  return keySet;
};

const invalidIdToken = (reason: string) => new ConnectorError('social_invalid_id_token', { reason });

/** A jose failure as a connector error: a token that fails a check, or keys that could not be read. */
const joseFailure = (error: unknown): ConnectorError => {
  if (error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired) {
    return invalidIdToken(`claim ${error.claim}: ${error.reason}`);
  }
  if (error instanceof errors.JWKSTimeout) {
    return new ConnectorError('general', { message: "the provider's signing keys did not load in time" });
  }
  if (error instanceof errors.JWKSInvalid || (error instanceof errors.JOSEError && error.code === 'ERR_JOSE_GENERIC')) {
    return new ConnectorError('invalid_response', { message: "the provider's signing keys could not be read" });
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return invalidIdToken('the signature is not valid');
  if (error instanceof errors.JWKSNoMatchingKey) return invalidIdToken("no key of the provider's key set signed it");
  if (error instanceof errors.JOSEError) return invalidIdToken(error.code);
  return new ConnectorError('general', { message: "the provider's signing keys could not be loaded" });
};

export type IdTokenCheck = {
  issuer: OidcIssuer;
  discovery: Discovery;
  clientId: string;
  nonce: string;
  /** A token without `nonce` passes (a provider that does not echo it); a different one never does. */
  nonceOptional?: boolean;
};

/** Clock difference allowed between Gatehouse and the provider on `exp`, `iat` and `nbf`. */
const clockToleranceSeconds = 30;

/**
 * Verifies an ID token (OIDC Core §3.1.3.7): signed with one of the provider's keys in an algorithm
 * its metadata lists (never `none` or a shared-secret HS*), its issuer, audience the client (and
 * `azp` the client when there are several), not expired, and the nonce of this sign-in. Any
 * failure is `social_invalid_id_token` with the reason.
 */
export const verifyIdToken = async (idToken: string, check: IdTokenCheck): Promise<JWTPayload> => {
  const { discovery, clientId } = check;
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(idToken);
  } catch {
    throw invalidIdToken('the ID token is not a JWT');
  }
  const issuer = check.issuer.tokenIssuer ? check.issuer.tokenIssuer(discovery, unverified) : discovery.issuer;
  if (!issuer || issuer.length === 0)
    throw invalidIdToken('the ID token names an issuer this connector does not accept');
  const algorithms = (discovery.id_token_signing_alg_values_supported ?? ['RS256']).filter(
    (alg) => alg !== 'none' && !alg.startsWith('HS'),
  );
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(discovery.jwks_uri), {
      issuer,
      audience: clientId,
      algorithms,
      clockTolerance: clockToleranceSeconds,
      requiredClaims: ['sub', 'iat', 'exp'],
    }));
  } catch (error) {
    throw joseFailure(error);
  }
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== clientId) {
    throw invalidIdToken('the ID token was issued to another party (azp)');
  }
  const nonceMissingAllowed = check.nonceOptional && payload.nonce === undefined;
  if (!nonceMissingAllowed && payload.nonce !== check.nonce) {
    throw invalidIdToken('the ID token nonce is not the one of this sign-in');
  }
  return payload;
};
