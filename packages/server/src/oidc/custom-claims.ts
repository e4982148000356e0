import { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { JwtScriptError, ScriptToken, TokenRequestFacts } from '../jwt-customizer/public';
import { organizationTokenClaims } from './organization-tokens';

type ExtraTokenClaims = NonNullable<Configuration['extraTokenClaims']>;
type Token = Parameters<ExtraTokenClaims>[1];

/** The custom JWT scripts as the provider asks for them (jwt-customizer/public.ts `createCustomTokenClaims`). */
export type FindCustomClaims = (
  tokenType: 'access-token' | 'client-credentials',
  token: ScriptToken,
  facts: TokenRequestFacts,
) => Promise<Record<string, unknown> | undefined>;

const scriptToken = (token: Token): ScriptToken => ({
  kind: token.kind,
  jti: token.jti,
  aud: token.resourceServer?.audience,
  scope: token.scope,
  clientId: token.clientId,
  ...('accountId' in token && {
    accountId: token.accountId,
    grantId: token.grantId,
    expiresWithSession: token.expiresWithSession,
    gty: token.gty,
  }),
  ...(token.kind === 'ClientCredentials' && { gty: 'client_credentials' }),
});

/**
 * A script's failure as a token error (spec §8 custom token errors): `api.denyAccess` is the
 * OAuth `access_denied`; anything else (a throw, the time or memory limit) is `custom_jwt_error`,
 * both with the script's message, so the client sees why and the server keeps serving.
 */
const tokenError = (error: JwtScriptError) =>
  error.kind === 'AccessDenied'
    ? new errors.AccessDenied(`custom JWT script denied access: ${error.message}`)
    : new errors.CustomOIDCProviderError('custom_jwt_error', `custom JWT script failed: ${error.message}`);

/**
 * oidc-provider's `extraTokenClaims`: a JWT access token's claims from the tenant's custom JWT
 * script of its type (user access tokens, client-credentials tokens), then the organization
 * claims, which a script cannot override. Opaque tokens (no resource server) get no script run.
 */
export const extraTokenClaims =
  (findCustomClaims: FindCustomClaims): ExtraTokenClaims =>
  async (ctx: KoaContextWithOIDC, token) => {
    const organization = await organizationTokenClaims?.(ctx, token);
    if (!token.resourceServer) return organization;
    const tokenType = token.kind === 'ClientCredentials' ? 'client-credentials' : 'access-token';
    let custom: Record<string, unknown> | undefined;
    try {
      custom = await findCustomClaims(tokenType, scriptToken(token), {
        // `clientName` is the client's `client_name`; `metadata()` would rebuild every field to read it.
        application: { id: token.clientId ?? '', name: ctx.oidc.client?.clientName },
        organizationId: typeof organization?.organization_id === 'string' ? organization.organization_id : undefined,
      });
    } catch (error) {
      if (error instanceof Error && 'kind' in error) throw tokenError(error as JwtScriptError);
      throw error;
    }
    return custom ? { ...custom, ...organization } : organization;
  };
