import { idpInitiatedSessionCookie } from '@gatehouse/schemas/sso-idp-initiated';
import type { Configuration } from 'oidc-provider';

type Required = NonNullable<NonNullable<Configuration['pkce']>['required']>;

/**
 * PKCE is required of every authorization but one: the authorization an IdP-initiated SAML
 * sign-in's ACS starts for a confidential client (enterprise-sso/saml-idp-initiated.ts), where no
 * browser-held verifier exists. It is recognized by `direct_sign_in=sso:…` and the ACS's cookie;
 * the client still proves itself with its secret to redeem the code, and a client that sends a
 * `code_challenge` anyway has it checked.
 */
export const pkceRequired: Required = (ctx, client) => {
  const confidential = client.tokenEndpointAuthMethod !== 'none';
  const directSso = String(ctx.oidc.params?.direct_sign_in ?? '').startsWith('sso:');
  return !(confidential && directSso && ctx.cookies.get(idpInitiatedSessionCookie));
};
