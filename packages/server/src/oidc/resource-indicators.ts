import { defaultAccessTokenTtlSeconds } from '@gatehouse/schemas/constants';
import { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import { isThirdParty } from './client-metadata';
import type { jwsAlgorithmFor } from './keys';
import { organizationIdOfAudience } from './organization-scopes';
import { type OrganizationTokens, requestedOrganizationId } from './organization-tokens';
import type { ProviderSources } from './sources';

type ResourceIndicators = NonNullable<Configuration['features']>['resourceIndicators'];

type Options = {
  sources: ProviderSources;
  alg: ReturnType<typeof jwsAlgorithmFor>;
  /** The resource server of an organization token (organization-tokens.ts). */
  organizationResourceServer: OrganizationTokens['resourceServerFor'];
  /** The tenant's reserved Account API resource (platform/tenancy.ts `accountApiIndicator`). */
  accountIndicator: string;
};

/** How long an Account API access token lives: an hour, as Logto's opaque tokens do. */
export const accountTokenTtlSeconds = 3600;

const accountIdOf = (ctx: KoaContextWithOIDC): string | undefined =>
  ctx.oidc.session?.accountId ??
  ctx.oidc.entities.RefreshToken?.accountId ??
  ctx.oidc.entities.AuthorizationCode?.accountId ??
  ctx.oidc.entities.Grant?.accountId;

/**
 * Access tokens for API resources (RFC 8707 resource indicators, DESIGN §4): a JWT signed with the
 * tenant's newest key, for the resource's lifetime, carrying the permissions the user's roles (or
 * the machine-to-machine app's roles) grant for that resource; a third-party application gets only
 * those on its consent list. Without `resource`, the access token is the provider's opaque one for userinfo.
 * The tenant's reserved Account API resource (`accountIndicator`) is no row of `resources`: its
 * tokens carry no permissions, only the user as subject, and go to first-party sign-ins alone.
 *
 * @example
 * features: { resourceIndicators: resourceIndicators({ sources, alg, organizationResourceServer, accountIndicator }) },
 */
export const resourceIndicators = ({
  sources,
  alg,
  organizationResourceServer,
  accountIndicator,
}: Options): ResourceIndicators => ({
  enabled: true,
  defaultResource: () => undefined,
  useGrantedResource: () => true,
  getResourceServerInfo: async (ctx, indicator, client) => {
    // The Account API acts for a person on their own account, so only a first-party application
    // signed in as that person gets a token for it: never a client on its own (client_credentials),
    // never a third-party application (which could otherwise change a password it was never shown).
    if (indicator === accountIndicator) {
      if (ctx.oidc.params?.grant_type === 'client_credentials' || isThirdParty(client)) {
        throw new errors.InvalidTarget('the Account API takes tokens of signed-in users of first-party applications');
      }
      return {
        scope: '',
        audience: indicator,
        accessTokenTTL: accountTokenTtlSeconds,
        accessTokenFormat: 'jwt',
        jwt: { sign: { alg } },
      };
    }
    // client_credentials + organization_id (organization-tokens.ts): the app's organization roles decide.
    const organizationId = organizationIdOfAudience(indicator) ?? requestedOrganizationId(ctx);
    if (organizationId && ctx.oidc.params?.grant_type === 'client_credentials') {
      const requested = requestedOrganizationId(ctx);
      if (requested && requested !== organizationId) throw new errors.InvalidTarget('organization mismatch');
      const server = await organizationResourceServer(
        { applicationId: client.clientId },
        organizationId,
        organizationIdOfAudience(indicator) ? undefined : indicator,
      );
      return {
        scope: [...server.scopes].join(' '),
        audience: indicator,
        accessTokenTTL: server.accessTokenTTL ?? defaultAccessTokenTtlSeconds,
        accessTokenFormat: 'jwt',
        jwt: { sign: { alg } },
      };
    }
    const resource = await sources.findResource(indicator);
    if (!resource) throw new errors.InvalidTarget(`resource indicator ${indicator} is unknown`);
    const accountId = accountIdOf(ctx);
    const isClientCredentials = ctx.oidc.params?.grant_type === 'client_credentials';
    let scopes = isClientCredentials
      ? await sources.findClientScopes(client.clientId, resource)
      : accountId
        ? await sources.findUserScopes(accountId, resource)
        : resource.scopes;
    // A third-party application gets only the permissions on its consent list.
    if (!isClientCredentials && isThirdParty(client)) {
      const allowed = (await sources.findConsentAllowList(client.clientId))?.resourceScopes.get(indicator);
      scopes = scopes.filter((scope) => allowed?.has(scope));
    }
    return {
      scope: scopes.join(' '),
      audience: indicator,
      accessTokenTTL: resource.accessTokenTtl,
      accessTokenFormat: 'jwt',
      jwt: { sign: { alg } },
    };
  },
});
