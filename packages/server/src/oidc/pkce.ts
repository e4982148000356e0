import { idpInitiatedSessionCookie } from '@gatehouse/schemas/sso-idp-initiated';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { unsolicitedAssertionWaits } from '../enterprise-sso/public';
import type { Database } from '../platform/db/database';

type Required = NonNullable<NonNullable<Configuration['pkce']>['required']>;

/** Where the waiver's check leaves the connector whose kept assertion the cookie names (the request's Koa state). */
const waiverKey = 'gatehouseIdpInitiatedConnector';

/** The connector of `direct_sign_in=sso:{id}`, if the value is one. */
const directSsoConnector = (value: unknown) => {
  const text = typeof value === 'string' ? value : '';
  return text.startsWith('sso:') && text.length <= 64 ? text.slice(4) : undefined;
};

/**
 * Before an authorization request (a provider middleware; oidc-provider asks `pkce.required`
 * synchronously): when it signs in directly through a connector and the browser brings the ACS's
 * IdP-initiated cookie, looks the cookie up. Only a live, untaken unsolicited assertion of this
 * tenant and that connector marks the request; a forged, expired or used cookie marks nothing.
 */
export const idpInitiatedPkceCheck =
  (database: Database, tenantId: string) => async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    const connectorId = ctx.method === 'GET' ? directSsoConnector(ctx.query.direct_sign_in) : undefined;
    const token = connectorId ? ctx.cookies.get(idpInitiatedSessionCookie) : undefined;
    if (connectorId && token && token.length <= 128 && ctx.path.endsWith('/auth')) {
      if (await unsolicitedAssertionWaits(database, tenantId, connectorId, token)) ctx.state[waiverKey] = connectorId;
    }
    await next();
  };

/**
 * PKCE is required of every authorization but one: the authorization an IdP-initiated SAML
 * sign-in's ACS starts for a confidential client (enterprise-sso/saml-idp-initiated.ts), where no
 * browser-held verifier exists. It is recognized by `direct_sign_in=sso:{id}` and the ACS's cookie
 * naming a live, untaken assertion of that connector (checked by `idpInitiatedPkceCheck`); the
 * client still proves itself with its secret to redeem the code, and a client that sends a
 * `code_challenge` anyway has it checked.
 */
export const pkceRequired: Required = (ctx, client) => {
  const confidential = client.tokenEndpointAuthMethod !== 'none';
  const connectorId = directSsoConnector(ctx.oidc.params?.direct_sign_in);
  return !(confidential && connectorId && ctx.state?.[waiverKey] === connectorId);
};
