import { generateId } from '@gatehouse/schemas/ids';
import type { Trx } from '../platform/db/database';
import { createOrganizationQueries } from './queries';
import { createMembershipQueries } from './queries.membership';

/**
 * What other capabilities may do with organizations, inside the caller's transaction: keep
 * built-in organizations and roles by name (the admin tenant's tenant organizations,
 * tenants/membership.ts), and read or change who is a member with which role.
 */
export const organizationRecords = (tenantId: string) => {
  const membership = createMembershipQueries(tenantId);
  const organizations = createOrganizationQueries(tenantId);
  return {
    /** Creates the organization with this id unless it exists. */
    ensureOrganization: (trx: Trx, row: { id: string; name: string }) =>
      membership.insertOrganizationIfMissing(trx, row),
    rename: (trx: Trx, id: string, name: string) => membership.updateOrganizationName(trx, id, name),
    /** Deletes it with its memberships, roles there and invitations (foreign keys cascade). */
    delete: (trx: Trx, id: string) => organizations.delete(trx, id),
    /**
     * A User-type organization role named `name` holding at least these organization scopes (created
     * by name when missing); idempotent. Returns the role's id.
     */
    ensureRole: async (trx: Trx, role: { name: string; description: string }, scopes: readonly string[]) => {
      const existing = await membership.findScopeIdsByName(trx, scopes);
      for (const name of scopes.filter((scope) => !existing.some((row) => row.name === scope))) {
        await membership.insertScope(trx, { id: generateId(), name, description: name });
      }
      const scopeIds = (await membership.findScopeIdsByName(trx, scopes)).map((row) => row.id);
      let roleId = await membership.findRoleIdByName(trx, role.name);
      if (!roleId) {
        roleId = generateId();
        await membership.insertRole(trx, { id: roleId, ...role });
      }
      await membership.insertRoleScopes(trx, roleId, scopeIds);
      return roleId;
    },
    findRoleIdByName: (trx: Trx, name: string) => membership.findRoleIdByName(trx, name),
    /** Makes the user a member holding exactly `roleId` there. */
    setMember: async (trx: Trx, organizationId: string, userId: string, roleId: string) => {
      await organizations.insertMembers(trx, organizationId, [userId]);
      await organizations.deleteMemberRoles(trx, organizationId, userId);
      await organizations.insertMemberRoles(trx, organizationId, [userId], [roleId]);
    },
    /** Removes a membership with its roles; the number of memberships removed (0 or 1). */
    removeMember: (trx: Trx, organizationId: string, userId: string) =>
      organizations.deleteMembers(trx, organizationId, { userId }),
    findMembers: (trx: Trx, organizationId: string) => membership.findMembersWithRoles(trx, organizationId),
    /** Holders of the role there, locked against concurrent changes until the transaction ends. */
    lockHoldersOf: (trx: Trx, organizationId: string, roleId: string) =>
      membership.lockMembersWithRole(trx, organizationId, roleId),
    /** The names of the organization scopes the user holds there (none for a non-member). */
    findMemberScopeNames: async (trx: Trx, organizationId: string, userId: string) =>
      (await organizations.findMemberScopes(trx, organizationId, userId)).map((scope) => scope.name),
    findMembershipsOfUser: (trx: Trx, userId: string, organizationIds?: string[]) =>
      membership.findMembershipsOfUser(trx, userId, organizationIds),
  };
};

/** Organization invitations (Pending → Accepted | Revoked), which tenant invitations are made of. */
export { createInvitationService } from './service.invitations';
