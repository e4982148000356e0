import type { Database } from '../platform/db/database';
import { createOrganizationTokenQueries, type OrganizationTokenSubject } from './queries.tokens';

export type { OrganizationTokenSubject };

/**
 * What an organization token for `subject` in `organizationId` carries: the organization scopes of
 * its organization roles there or, for an API resource, the permissions of that resource those
 * roles grant. Undefined when the subject is not in the organization.
 */
export const findOrganizationTokenScopes = (
  database: Database,
  tenantId: string,
  subject: OrganizationTokenSubject,
  organizationId: string,
  resourceId?: string,
) =>
  database.withTenant(tenantId, async (trx): Promise<string[] | undefined> => {
    const queries = createOrganizationTokenQueries(tenantId);
    if (!(await queries.isMember(trx, organizationId, subject))) return undefined;
    return resourceId
      ? queries.findResourceScopes(trx, organizationId, subject, resourceId)
      : queries.findOrganizationScopes(trx, organizationId, subject);
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
