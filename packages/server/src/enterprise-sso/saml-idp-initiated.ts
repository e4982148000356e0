import { createHash, randomBytes } from 'node:crypto';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { tenantBaseUrl } from '../platform/tenancy';
import { createIdpInitiatedQueries } from './queries.idp-initiated';

/*
 * IdP-initiated SAML sign-in (SAML 2.0 profiles §4.1.5, an unsolicited Response): the ACS checks
 * the assertion as usual, keeps its subject under a random token it gives the browser as a cookie,
 * and sends the browser into a sign-in through the connector (experience `direct_sign_in=sso:{id}`).
 * Starting that sign-in with the cookie takes the kept subject instead of asking the IdP again.
 */

export { idpInitiatedSessionCookie as idpInitiatedCookie } from '@gatehouse/schemas/sso-idp-initiated';
/** How long an accepted unsolicited assertion waits for its browser. */
export const idpInitiatedSessionTtlMs = 10 * 60_000;

type Deps = Pick<PlatformDeps, 'database' | 'config'>;
type ConfigRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createIdpInitiatedQueries>['findConfig']>>>;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The connector's IdP-initiated config when it is enabled. */
export const enabledIdpInitiatedConfig = async (deps: Deps, tenantId: string, connectorId: string) => {
  const row = await deps.database.withTenant(tenantId, (trx) =>
    createIdpInitiatedQueries(tenantId).findConfig(trx, connectorId),
  );
  return row?.enabled ? row : undefined;
};

/** Where the browser goes after an unsolicited assertion: an authorization for the app, or the app itself. */
const landingOf = (deps: Deps, tenantId: string, connectorId: string, config: ConfigRow) => {
  if (!config.autoSendAuthorizationRequest) {
    const target = new URL(config.redirectUri);
    target.searchParams.set('ssoConnectorId', connectorId);
    return target.href;
  }
  const target = new URL(`${tenantBaseUrl(deps.config, tenantId)}/oidc/auth`);
  const { scope = 'openid', ...extra } = config.authParameters;
  for (const [name, value] of Object.entries(extra)) target.searchParams.set(name, value);
  target.searchParams.set('client_id', config.defaultApplicationId);
  target.searchParams.set('redirect_uri', config.redirectUri);
  target.searchParams.set('response_type', 'code');
  target.searchParams.set('scope', scope.split(' ').includes('openid') ? scope : `openid ${scope}`);
  target.searchParams.set('prompt', 'login');
  target.searchParams.set('direct_sign_in', `sso:${connectorId}`);
  return target.href;
};

/**
 * Keeps an accepted unsolicited assertion's subject (inside the ACS's transaction, after the
 * replay check): the token for the browser's cookie and where the browser goes next.
 */
export const keepUnsolicitedAssertion = async (
  deps: Deps,
  trx: Trx,
  tenantId: string,
  connectorId: string,
  config: ConfigRow,
  result: Record<string, unknown>,
) => {
  const token = randomBytes(32).toString('base64url');
  await createIdpInitiatedQueries(tenantId).insertSession(trx, {
    id: digest(token),
    ssoConnectorId: connectorId,
    result,
    expiresAt: new Date(Date.now() + idpInitiatedSessionTtlMs),
  });
  return { token, location: landingOf(deps, tenantId, connectorId, config) };
};

/** Takes the browser's unsolicited assertion for this connector, once: its issuer and claims, or undefined. */
export const takeUnsolicitedAssertion = async (deps: Deps, tenantId: string, connectorId: string, token: string) =>
  deps.database.withTenant(tenantId, (trx) =>
    createIdpInitiatedQueries(tenantId).takeSession(trx, connectorId, digest(token)),
  );

/**
 * Whether the browser's cookie names a live, untaken unsolicited assertion of this tenant and
 * connector (the PKCE exception of the authorization the ACS starts, oidc/pkce.ts), without taking it.
 */
export const unsolicitedAssertionWaits = (
  database: Deps['database'],
  tenantId: string,
  connectorId: string,
  token: string,
) =>
  database.withTenant(tenantId, (trx) =>
    createIdpInitiatedQueries(tenantId).hasSession(trx, connectorId, digest(token)),
  );
