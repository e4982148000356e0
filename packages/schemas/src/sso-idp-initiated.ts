import { z } from 'zod';

/** Authorization parameters the IdP-initiated flow sets itself: extra ones may not replace them. */
export const reservedAuthParameters = [
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'prompt',
  'direct_sign_in',
  'request',
  'request_uri',
] as const;

const parameterName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'a lower-case parameter name')
  .refine((name) => !(reservedAuthParameters as readonly string[]).includes(name), 'a parameter the flow sets itself');

/**
 * A SAML connector's IdP-initiated sign-in (spec tab `idp-initiated-auth`): when `enabled`, the ACS
 * takes a Response no request of ours asked for, signs the person in and sends them to
 * `defaultApplicationId` at `redirectUri` (one of its redirect URIs): through an authorization the
 * ACS starts (`autoSendAuthorizationRequest`, a Traditional web application, which gets a normal
 * code), or back to the application, which starts its own with `direct_sign_in=sso:{connectorId}`.
 */
export const idpInitiatedAuthConfigGuard = z
  .object({
    enabled: z.boolean(),
    defaultApplicationId: z.string().min(1).max(21),
    redirectUri: z.url().max(2048),
    /** Extra authorization parameters, `scope` first of all (`openid` is added when missing). */
    authParameters: z
      .record(parameterName, z.string().max(1024))
      .refine((value) => Object.keys(value).length <= 20, 'at most 20 parameters')
      .default({}),
    autoSendAuthorizationRequest: z.boolean().default(true),
  })
  .strict();
export type IdpInitiatedAuthConfigInput = z.input<typeof idpInitiatedAuthConfigGuard>;
export type IdpInitiatedAuthConfig = z.output<typeof idpInitiatedAuthConfigGuard>;

export const idpInitiatedAuthConfigViewGuard = idpInitiatedAuthConfigGuard.extend({
  ssoConnectorId: z.string(),
  updatedAt: z.number(),
});
export type IdpInitiatedAuthConfigView = z.infer<typeof idpInitiatedAuthConfigViewGuard>;

/** The cookie naming a browser's unsolicited SAML assertion the ACS accepted (HttpOnly, Lax, ten minutes). */
export const idpInitiatedSessionCookie = 'gatehouse_sso_idp_session';
