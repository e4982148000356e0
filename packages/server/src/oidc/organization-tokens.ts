import type Provider from 'oidc-provider';
import { type Configuration, errors, type KoaContextWithOIDC, type TokenEndpointGrantContext } from 'oidc-provider';
import type { OrganizationTokenRefusal, OrganizationTokenSubject } from '../organizations/service.tokens';
import { builtInGrantHandler, presetResourceParameter } from './internals';
import type { jwsAlgorithmFor } from './keys';
import { organizationAudience, organizationIdOfAudience, organizationScopes } from './organization-scopes';
import type { ResourceInfo } from './sources';

/** The `organization_id` of a token request, when there is one. */
export const requestedOrganizationId = (ctx: KoaContextWithOIDC): string | undefined => {
  const value = ctx.oidc.params?.organization_id;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/** oidc-provider's `extraTokenClaims`: an organization token names its organization (`organization_id`). */
export const organizationTokenClaims: Configuration['extraTokenClaims'] = (ctx, token) => {
  const audience = token.resourceServer?.audience;
  const organizationId =
    requestedOrganizationId(ctx) ?? (typeof audience === 'string' ? organizationIdOfAudience(audience) : undefined);
  return organizationId ? { organization_id: organizationId } : undefined;
};

export type OrganizationTokenSources = {
  findAccount: (accountId: string) => Promise<unknown>;
  findResource: (indicator: string) => Promise<ResourceInfo | undefined>;
  /** The scopes of the subject's organization token, or why it gets none. */
  findOrganizationScopes: (
    subject: OrganizationTokenSubject,
    organizationId: string,
    resource?: ResourceInfo,
  ) => Promise<{ scopes: string[] } | { refusal: OrganizationTokenRefusal }>;
};

type Options = {
  sources: OrganizationTokenSources;
  alg: ReturnType<typeof jwsAlgorithmFor>;
  /** Lifetime of an organization token without an API resource, in seconds. */
  accessTokenTtl: number;
  /** Runs before the provider's own refresh grant (the rotation grace, refresh-grace.ts). */
  beforeRefresh?: (ctx: KoaContextWithOIDC) => Promise<void>;
};

/**
 * Organization tokens (DESIGN §4, issue 7): `organization_id` at the token endpoint.
 *
 * - `refresh_token` + `organization_id`: a JWT access token for the organization
 *   (`aud` `urn:logto:organization:{id}`, the organization scopes of the user's organization roles
 *   there) or, with `resource`, for that API resource (the permissions those roles grant). The
 *   refresh token must hold the organizations scope; a non-member is refused (`invalid_grant`), and
 *   so is a member without an MFA factor when the organization requires MFA (`access_denied`).
 *   The refresh token is neither consumed nor rotated: it stays the user's token for the app.
 * - `client_credentials` + `organization_id`: the same for a machine-to-machine application
 *   through its organization roles; the audience defaults to the organization.
 *
 * oidc-provider's own refresh-token grant only issues tokens for resources granted at
 * authorization, so the organization case is handled here and everything else goes to the
 * provider's own handlers, wrapped (there is no public way to extend a built-in grant's parameters;
 * internals.ts `builtInGrantHandler`).
 */
export const enableOrganizationTokens = (
  provider: Provider,
  { sources, alg, accessTokenTtl, beforeRefresh }: Options,
) => {
  const refreshToken = builtInGrantHandler(provider, 'refresh_token');
  const clientCredentials = builtInGrantHandler(provider, 'client_credentials');

  const resourceServerFor = async (
    subject: OrganizationTokenSubject,
    organizationId: string,
    indicator: string | undefined,
  ) => {
    const resource = indicator ? await sources.findResource(indicator) : undefined;
    if (indicator && !resource) throw new errors.InvalidTarget(`resource indicator ${indicator} is unknown`);
    const found = await sources.findOrganizationScopes(subject, organizationId, resource);
    if ('refusal' in found) {
      throw found.refusal === 'mfa_required'
        ? new errors.AccessDenied(
            'the organization requires multi-factor authentication, which the user has not set up',
          )
        : new errors.InvalidGrant('not a member of the organization');
    }
    const { scopes } = found;
    const audience = indicator ?? organizationAudience(organizationId);
    return new provider.ResourceServer(audience, {
      scope: scopes.join(' '),
      audience,
      accessTokenTTL: resource?.accessTokenTtl ?? accessTokenTtl,
      accessTokenFormat: 'jwt',
      jwt: { sign: { alg } },
    });
  };

  const issueUserOrganizationToken = async (ctx: TokenEndpointGrantContext, organizationId: string) => {
    const { client, params } = ctx.oidc;
    if (Array.isArray(params.resource)) throw new errors.InvalidTarget('only one resource indicator is supported');
    const token = await provider.RefreshToken.find(String(params.refresh_token ?? ''), { ignoreExpiration: true });
    if (!token || token.clientId !== client.clientId) throw new errors.InvalidGrant('refresh token not found');
    if (token.isExpired) throw new errors.InvalidGrant('refresh token is expired');
    if (token.consumed) throw new errors.InvalidGrant('refresh token already used');
    const { grantId } = token;
    const grant = grantId ? await provider.Grant.find(grantId) : undefined;
    if (!grantId || !grant || grant.clientId !== client.clientId || grant.accountId !== token.accountId) {
      throw new errors.InvalidGrant('grant not found');
    }
    if (!organizationScopes.some((scope) => token.scopes.has(scope))) {
      throw new errors.InvalidGrant('the refresh token was not granted the organizations scope');
    }
    // A deleted or suspended user has no account: their refresh token gets nothing more.
    if (!(await sources.findAccount(token.accountId))) {
      throw new errors.InvalidGrant('refresh token invalid (referenced account not found)');
    }
    ctx.oidc.entity('RefreshToken', token);
    ctx.oidc.entity('Grant', grant);

    const resourceServer = await resourceServerFor({ userId: token.accountId }, organizationId, params.resource);
    const requested = params.scope ? ctx.oidc.requestParamScopes : undefined;
    const scope = [...resourceServer.scopes].filter((name) => !requested || requested.has(name)).join(' ');
    const accessToken = new provider.AccessToken({
      accountId: token.accountId,
      client,
      grantId,
      gty: 'refresh_token',
      scope,
      sessionUid: token.sessionUid,
      sid: token.sid,
      expiresWithSession: token.expiresWithSession,
    });
    accessToken.resourceServer = resourceServer;
    ctx.oidc.entity('AccessToken', accessToken);
    const value = await accessToken.save();
    ctx.body = { access_token: value, expires_in: accessToken.expiration, token_type: 'Bearer', scope };
  };

  provider.registerGrantType(
    'refresh_token',
    async (ctx) => {
      const organizationId = requestedOrganizationId(ctx);
      if (organizationId) return issueUserOrganizationToken(ctx, organizationId);
      await beforeRefresh?.(ctx);
      return refreshToken(ctx);
    },
    ['refresh_token', 'scope', 'resource', 'organization_id'],
    ['resource'],
  );
  provider.registerGrantType(
    'client_credentials',
    async (ctx) => {
      const organizationId = requestedOrganizationId(ctx);
      // The provider resolves `resource` to a resource server through getResourceServerInfo.
      if (organizationId && !ctx.oidc.params.resource) {
        presetResourceParameter(ctx, organizationAudience(organizationId));
      }
      return clientCredentials(ctx);
    },
    ['scope', 'resource', 'organization_id'],
    ['resource'],
  );

  return { resourceServerFor };
};

export type OrganizationTokens = ReturnType<typeof enableOrganizationTokens>;
