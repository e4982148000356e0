import type { Database } from '../platform/db/database';
import { createOrganizationTokenQueries, type OrganizationTokenSubject } from './queries.tokens';

export type { OrganizationTokenSubject };

/** Why no organization token is issued: not a member, or a user without MFA in an organization requiring it. */
export type OrganizationTokenRefusal = 'not_member' | 'mfa_required';

/**
 * What an organization token for `subject` in `organizationId` carries: the organization scopes of
 * its organization roles there or, for an API resource, the permissions of that resource those
 * roles grant; or why there is none.
 */
export const findOrganizationTokenScopes = (
  database: Database,
  tenantId: string,
  subject: OrganizationTokenSubject,
  organizationId: string,
  resourceId?: string,
) =>
  database.withTenant(tenantId, async (trx): Promise<{ scopes: string[] } | { refusal: OrganizationTokenRefusal }> => {
    const queries = createOrganizationTokenQueries(tenantId);
    const membership = await queries.findMembership(trx, organizationId, subject);
    if (!membership) return { refusal: 'not_member' };
    if (membership.mfaRequired && !membership.hasMfa) return { refusal: 'mfa_required' };
    return {
      scopes: resourceId
        ? await queries.findResourceScopes(trx, organizationId, subject, resourceId)
        : await queries.findOrganizationScopes(trx, organizationId, subject),
    };
  });

/**
 * The `organizations` and `organization_roles` claims of a user: their organization ids, and
 * `{organizationId}:{roleName}` for each organization role they hold.
 *
 * @example
 * await findOrganizationClaims(database, 'default', userId)
 * // { organizations: ['org1'], organization_roles: ['org1:admin'] }
 */
export const findOrganizationClaims = (database: Database, tenantId: string, userId: string) =>
  database.withTenant(tenantId, async (trx) => {
    const rows = await createOrganizationTokenQueries(tenantId).findUserMemberships(trx, userId);
    return {
      organizations: [...new Set(rows.map((row) => row.organizationId))],
      organization_roles: rows.flatMap((row) => (row.roleName ? [`${row.organizationId}:${row.roleName}`] : [])),
    };
  });
