import type { JwtTokenType } from '@gatehouse/schemas/jwt-customizer';
import { findOrganizationClaims } from '../organizations/service.tokens';
import type { PlatformDeps } from '../platform/deps';
import { roleAssignments } from '../roles/public';
import { userRecords } from '../users/public';
import { createJwtCustomizerService } from './service';

export { JwtScriptError } from './sandbox';

/** The token a script sees, as oidc-provider describes it (the same fields as the console's sample). */
export type ScriptToken = {
  kind: string;
  jti?: string;
  aud?: string | string[];
  scope?: string;
  clientId?: string;
  accountId?: string;
  gty?: string;
  grantId?: string;
  expiresWithSession?: boolean;
};

/** What the token request knows: its application, and the organization when the token is for one. */
export type TokenRequestFacts = {
  application: { id: string; name?: string };
  organizationId?: string;
};

/** The user part of a script's context: profile, custom data, social identities, roles and organizations. */
const userContext = async (deps: Pick<PlatformDeps, 'database'>, tenantId: string, userId: string) => {
  const found = await deps.database.withTenant(tenantId, async (trx) => {
    const user = await userRecords(tenantId).findById(trx, userId);
    if (!user) return undefined;
    const roles = await roleAssignments(tenantId).findUserRoles(trx, userId);
    return { user, roles };
  });
  if (!found) return undefined;
  const { user, roles } = found;
  const { organizations, organization_roles } = await findOrganizationClaims(deps.database, tenantId, userId);
  return {
    id: user.id,
    username: user.username,
    primaryEmail: user.primaryEmail,
    primaryPhone: user.primaryPhone,
    name: user.name,
    avatar: user.avatar,
    profile: user.profile,
    customData: user.customData,
    identities: user.identities,
    isSuspended: user.isSuspended,
    lastSignInAt: user.lastSignInAt?.getTime() ?? null,
    createdAt: user.createdAt.getTime(),
    updatedAt: user.updatedAt.getTime(),
    roles: roles.map((role) => ({ id: role.id, name: role.name, description: role.description })),
    organizations: organizations.map((id) => ({ id })),
    organizationRoles: organization_roles.map((entry) => {
      const at = entry.indexOf(':');
      return { organizationId: entry.slice(0, at), roleName: entry.slice(at + 1) };
    }),
  };
};

/**
 * The extra claims of a token from the tenant's custom JWT script of its type (issue 19), or
 * undefined when the type has no script — then it costs one lookup in a cached map, nothing more
 * (the service is made once per tenant runtime, not per token).
 * Throws JwtScriptError when the script refuses the token or fails.
 *
 * @example
 * const customTokenClaims = createCustomTokenClaims(deps, tenantId);
 * await customTokenClaims('client-credentials', token, { application: { id: clientId } })
 */
export const createCustomTokenClaims = (
  deps: Pick<PlatformDeps, 'database' | 'bus' | 'box' | 'config'>,
  tenantId: string,
) => {
  const service = createJwtCustomizerService(deps, tenantId);
  return async (
    tokenType: JwtTokenType,
    token: ScriptToken,
    facts: TokenRequestFacts,
  ): Promise<Record<string, unknown> | undefined> => {
    const customizer = (await service.loaded()).get(tokenType);
    if (!customizer) return undefined;
    const user = token.accountId ? await userContext(deps, tenantId, token.accountId) : undefined;
    const context = {
      ...(user && { user }),
      application: facts.application,
      ...(token.gty && { grant: { type: token.gty } }),
      ...(facts.organizationId && { organization: { id: facts.organizationId } }),
    };
    return service.run(tokenType, customizer, { token, context });
  };
};
