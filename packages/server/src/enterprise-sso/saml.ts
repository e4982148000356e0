import { randomBytes } from 'node:crypto';
import type { AuthorizationRequest, AuthorizationStart } from '@gatehouse/connector-kit/social';
import type { SsoSamlConfig } from '@gatehouse/schemas/sso-connectors';
import type { CacheProvider, Profile, ValidateInResponseTo } from '@node-saml/node-saml';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { createSamlQueries } from './queries.saml';
import { samlClaimsOf, samlFailure, samlRecipients } from './saml-assertion';
import { enabledIdpInitiatedConfig, keepUnsolicitedAssertion, takeUnsolicitedAssertion } from './saml-idp-initiated';
import { decryptionKeysOf, type SamlSpKey } from './saml-keys';
import { nodeSaml, type SamlIdentityProvider, serviceProviderUrls } from './saml-metadata';
import { cachedIdentityProvider } from './saml-metadata-cache';

/*
 * Gatehouse as a SAML 2.0 service provider (Web Browser SSO profile, SAML 2.0 profiles §4.1) with
 * node-saml: an SP-initiated AuthnRequest over HTTP-Redirect, the answer posted to the ACS
 * (HTTP-POST). The ACS requires a signed assertion from the IdP's certificate, the audience (our
 * entity id), the recipient and destination (our ACS), the validity window with a small clock
 * skew, an `InResponseTo` naming a request we sent for this connector (kept in
 * `sso_saml_requests`, and in the interaction's verification), and an assertion id not seen
 * before (`sso_saml_assertions`, until it expires).
 */

type Deps = Pick<PlatformDeps, 'database' | 'config'>;
/** A provider's verified answer: its issuer, the claims, and (SAML) the attributes as sent. */
export type SsoAnswer = { issuer: string; claims: Record<string, unknown>; attributes?: Record<string, unknown> };
type Connector = { id: string; config: Record<string, unknown>; spKey?: SamlSpKey };

/** How far the IdP's clock may be from ours. */
export const samlClockSkewMs = 60_000;
/** How long an AuthnRequest waits for its answer. */
const requestTtlMs = 10 * 60_000;
/** The longest an accepted assertion id is remembered, whatever its NotOnOrAfter says. */
const maxReplayWindowMs = 24 * 60 * 60_000;

const samlFor = async (
  deps: Deps,
  tenantId: string,
  connectorId: string,
  idp: SamlIdentityProvider,
  extra: {
    generateUniqueId?: () => string;
    cacheProvider?: CacheProvider;
    decryptionPvk?: string;
    validateInResponseTo?: ValidateInResponseTo;
  },
) => {
  const sp = serviceProviderUrls(deps.config, tenantId, connectorId);
  const { SAML, ValidateInResponseTo } = await nodeSaml();
  return new SAML({
    entryPoint: idp.signInEndpoint,
    idpCert: idp.certificates,
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: samlClockSkewMs,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: requestTtlMs,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    ...extra,
  });
};

/** The request cache node-saml asks: a request this connector sent and that waits for its answer. */
const requestCache = (deps: Deps, tenantId: string, connectorId: string): CacheProvider => {
  const queries = createSamlQueries(tenantId);
  return {
    saveAsync: async (_key, value) => ({ value, createdAt: Date.now() }),
    getAsync: async (key) => {
      const found = await deps.database.withTenant(tenantId, (trx) =>
        queries.findPendingRequest(trx, connectorId, key),
      );
      return found ? found.createdAt.toISOString() : null;
    },
    // A failed answer does not spend the request; a good one is spent by `answerRequest`.
    removeAsync: async (key) => key,
  };
};

/** Starts a sign-in: the IdP's sign-in URL with the AuthnRequest and the page's state as RelayState. */
export const startSamlSignIn = async (
  deps: Deps,
  tenantId: string,
  connector: Connector,
  request: AuthorizationRequest,
  idpInitiatedToken?: string,
): Promise<AuthorizationStart> => {
  // The browser brings an unsolicited assertion the ACS accepted for this connector: the sign-in
  // takes it at once (the page's callback, with its state) instead of asking the IdP again.
  const unsolicited = idpInitiatedToken
    ? await takeUnsolicitedAssertion(deps, tenantId, connector.id, idpInitiatedToken)
    : undefined;
  if (unsolicited) {
    const requestId = `_${randomBytes(20).toString('hex')}`;
    await deps.database.withTenant(tenantId, (trx) =>
      createSamlQueries(tenantId).insertRequest(trx, {
        id: requestId,
        ssoConnectorId: connector.id,
        state: request.state,
        redirectUri: request.redirectUri,
        expiresAt: new Date(Date.now() + requestTtlMs),
        result: unsolicited,
      }),
    );
    const callback = new URL(request.redirectUri);
    callback.searchParams.set('state', request.state);
    return { authorizationUri: callback.href, session: { requestId } };
  }
  const idp = await cachedIdentityProvider(tenantId, connector.id, connector.config as SsoSamlConfig);
  // An xs:ID must not start with a digit.
  const requestId = `_${randomBytes(20).toString('hex')}`;
  const saml = await samlFor(deps, tenantId, connector.id, idp, { generateUniqueId: () => requestId });
  const authorizationUri = await saml.getAuthorizeUrlAsync(request.state, undefined, {});
  await deps.database.withTenant(tenantId, (trx) =>
    createSamlQueries(tenantId).insertRequest(trx, {
      id: requestId,
      ssoConnectorId: connector.id,
      state: request.state,
      redirectUri: request.redirectUri,
      expiresAt: new Date(Date.now() + requestTtlMs),
    }),
  );
  return { authorizationUri, session: { requestId } };
};

/**
 * The ACS: validates the posted `SAMLResponse` and keeps the assertion's subject for the sign-in
 * that sent the request; returns where the browser goes next (the page's callback with its
 * state). When the connector takes IdP-initiated sign-ins, a Response without `InResponseTo` is
 * kept for the browser instead (its cookie's token is returned). A refused answer writes nothing.
 */
export const consumeSamlResponse = async (
  deps: Deps,
  tenantId: string,
  connector: Connector,
  samlResponse: string,
): Promise<{ location: string; idpInitiatedToken?: string }> => {
  const idp = await cachedIdentityProvider(tenantId, connector.id, connector.config as SsoSamlConfig);
  const idpInitiated = await enabledIdpInitiatedConfig(deps, tenantId, connector.id);
  const { ValidateInResponseTo } = await nodeSaml();
  const validate = async (decryptionPvk?: string) =>
    (
      await samlFor(deps, tenantId, connector.id, idp, {
        cacheProvider: requestCache(deps, tenantId, connector.id),
        // An unsolicited Response is refused unless the connector takes IdP-initiated sign-ins.
        validateInResponseTo: idpInitiated ? ValidateInResponseTo.ifPresent : ValidateInResponseTo.always,
        // An assertion encrypted to the connector's certificate is decrypted; a plain one is taken too.
        ...(decryptionPvk && { decryptionPvk }),
      })
    ).validatePostResponseAsync({ SAMLResponse: samlResponse });
  // The current key first; within a rotation's grace period, the previous one (validation writes nothing).
  const [current, previous] = decryptionKeysOf(connector.spKey);
  let profile: Profile | null;
  try {
    ({ profile } = await validate(current));
  } catch (error) {
    if (!previous) throw samlFailure(error);
    ({ profile } = await validate(previous).catch(() => {
      throw samlFailure(error);
    }));
  }
  if (!profile?.nameID) throw new ApiError('sso_connector.saml_invalid_response', { reason: 'no subject' });
  if (profile.issuer !== idp.entityId) {
    throw new ApiError('sso_connector.saml_invalid_response', { reason: 'the assertion names another issuer' });
  }
  const { acsUrl } = serviceProviderUrls(deps.config, tenantId, connector.id);
  const { recipients, destination, assertionId, notOnOrAfter } = await samlRecipients(profile);
  if (!assertionId) throw new ApiError('sso_connector.saml_invalid_response', { reason: 'the assertion has no ID' });
  if (!recipients.includes(acsUrl) || (destination !== undefined && destination !== acsUrl)) {
    throw new ApiError('sso_connector.saml_recipient_mismatch');
  }
  const now = Date.now();
  const expiresAt = new Date(Math.min(Math.max(notOnOrAfter ?? now, now) + samlClockSkewMs, now + maxReplayWindowMs));
  const inResponseTo = String(profile.inResponseTo ?? '');
  const queries = createSamlQueries(tenantId);
  const claims = samlClaimsOf(profile, idp, (connector.config as SsoSamlConfig).attributeMapping);
  return deps.database.withTenant(tenantId, async (trx) => {
    if (!(await queries.rememberAssertion(trx, connector.id, assertionId, expiresAt))) {
      throw new ApiError('sso_connector.saml_assertion_replayed');
    }
    if (!inResponseTo && idpInitiated) {
      const kept = await keepUnsolicitedAssertion(deps, trx, tenantId, connector.id, idpInitiated, claims);
      return { location: kept.location, idpInitiatedToken: kept.token };
    }
    const request = await queries.answerRequest(trx, connector.id, inResponseTo, claims);
    if (!request) throw new ApiError('sso_connector.saml_unknown_request');
    const target = new URL(request.redirectUri);
    target.searchParams.set('state', request.state);
    return { location: target.href };
  });
};

/** The ACS's refusals, which the page's callback may be told of (`error`) to show them. */
const acsRefusals = new Set<string>([
  'sso_connector.saml_invalid_response',
  'sso_connector.saml_invalid_signature',
  'sso_connector.saml_assertion_expired',
  'sso_connector.saml_assertion_replayed',
  'sso_connector.saml_audience_mismatch',
  'sso_connector.saml_recipient_mismatch',
  'sso_connector.saml_unknown_request',
]);

/**
 * Where the browser goes when the ACS refuses an answer: the callback of the page whose request
 * waits under that RelayState (from our own record, never from the answer), with the page's state
 * and the refusal's code as `error`; undefined when no such request waits (the refusal is answered
 * as JSON). Nothing is written: the request still takes a good answer.
 */
export const samlRefusalRedirect = async (
  deps: Deps,
  tenantId: string,
  connectorId: string,
  relayState: string | undefined,
  refusal: unknown,
): Promise<string | undefined> => {
  if (!relayState || !(refusal instanceof ApiError) || !acsRefusals.has(refusal.code)) return undefined;
  const request = await deps.database.withTenant(tenantId, (trx) =>
    createSamlQueries(tenantId).findPendingRedirect(trx, connectorId, relayState),
  );
  if (!request) return undefined;
  const target = new URL(request.redirectUri);
  target.searchParams.set('state', relayState);
  target.searchParams.set('error', refusal.code);
  return target.href;
};

/** The callback page's turn: the subject the ACS kept for the verification's request, taken once. */
export const finishSamlSignIn = async (
  deps: Deps,
  tenantId: string,
  connector: Connector,
  session: Record<string, string>,
  data: Record<string, string> = {},
): Promise<SsoAnswer> => {
  // The ACS refused the answer and sent the browser here to say so: the page shows that refusal.
  if (data.error && acsRefusals.has(data.error)) throw new ApiError(data.error as ApiError['code']);
  const requestId = session.requestId ?? '';
  const result = await deps.database.withTenant(tenantId, (trx) =>
    createSamlQueries(tenantId).takeAnswer(trx, connector.id, requestId),
  );
  if (!result) {
    throw new ApiError('session.verification_not_found', { reason: 'the identity provider has not answered' });
  }
  const { issuer, claims, attributes } = result as SsoAnswer;
  return { issuer, claims, ...(attributes && { attributes }) };
};
