import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';
import { addRelations } from '../platform/db/relations';

/**
 * Organizations as built-in records by name — the admin tenant's tenant organizations and their
 * roles (tenants/membership.ts) — and the lookups their members need (Kysely only).
 */
export const createMembershipQueries = (tenantId: string) => ({
  insertOrganizationIfMissing: (trx: Trx, row: { id: string; name: string }) =>
    trx
      .insertInto('organizations')
      .values({ tenantId, id: row.id, name: row.name, customData: json({}), branding: json({}), isMfaRequired: false })
      .onConflict((oc) => oc.columns(['tenantId', 'id']).doNothing())
      .execute(),
  updateOrganizationName: (trx: Trx, id: string, name: string) =>
    trx.updateTable('organizations').set({ name }).where('tenantId', '=', tenantId).where('id', '=', id).execute(),
  findScopeIdsByName: (trx: Trx, names: readonly string[]) =>
    trx
      .selectFrom('organizationScopes')
      .select(['id', 'name'])
      .where('tenantId', '=', tenantId)
      .where('name', 'in', [...names])
      .execute(),
  insertScope: (trx: Trx, row: { id: string; name: string; description: string }) =>
    trx
      .insertInto('organizationScopes')
      .values({ tenantId, ...row })
      .execute(),
  findRoleIdByName: async (trx: Trx, name: string) =>
    (
      await trx
        .selectFrom('organizationRoles')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('name', '=', name)
        .executeTakeFirst()
    )?.id,
  insertRole: (trx: Trx, row: { id: string; name: string; description: string }) =>
    trx
      .insertInto('organizationRoles')
      .values({ tenantId, ...row, type: 'User' })
      .execute(),
  insertRoleScopes: (trx: Trx, roleId: string, scopeIds: string[]) =>
    addRelations(
      trx,
      'organizationRoleScopes',
      scopeIds.map((organizationScopeId) => ({ tenantId, organizationRoleId: roleId, organizationScopeId })),
    ),
  /** Members of the organization with their role names there. */
  findMembersWithRoles: (trx: Trx, organizationId: string) =>
    trx
      .selectFrom('organizationUsers as ou')
      .innerJoin('users as u', (join) => join.onRef('u.tenantId', '=', 'ou.tenantId').onRef('u.id', '=', 'ou.userId'))
      .leftJoin('organizationUserRoles as ur', (join) =>
        join
          .onRef('ur.tenantId', '=', 'ou.tenantId')
          .onRef('ur.organizationId', '=', 'ou.organizationId')
          .onRef('ur.userId', '=', 'ou.userId'),
      )
      .leftJoin('organizationRoles as r', (join) =>
        join.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.organizationRoleId'),
      )
      .select(['u.id', 'u.username', 'u.primaryEmail', 'u.name', 'u.avatar', 'r.name as roleName'])
      .where('ou.tenantId', '=', tenantId)
      .where('ou.organizationId', '=', organizationId)
      .orderBy('ou.createdAt')
      .orderBy('u.id')
      .execute(),
  /** The users holding `roleId` in the organization, locked until the transaction ends. */
  lockMembersWithRole: async (trx: Trx, organizationId: string, roleId: string) =>
    (
      await trx
        .selectFrom('organizationUserRoles')
        .select('userId')
        .where('tenantId', '=', tenantId)
        .where('organizationId', '=', organizationId)
        .where('organizationRoleId', '=', roleId)
        .forUpdate()
        .execute()
    ).map((row) => row.userId),
  /** Organizations (among `organizationIds` when given) the user is a member of, with the user's role names. */
  findMembershipsOfUser: (trx: Trx, userId: string, organizationIds?: string[]) => {
    let query = trx
      .selectFrom('organizationUsers as ou')
      .leftJoin('organizationUserRoles as ur', (join) =>
        join
          .onRef('ur.tenantId', '=', 'ou.tenantId')
          .onRef('ur.organizationId', '=', 'ou.organizationId')
          .onRef('ur.userId', '=', 'ou.userId'),
      )
      .leftJoin('organizationRoles as r', (join) =>
        join.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.organizationRoleId'),
      )
      .select(['ou.organizationId', 'r.name as roleName'])
      .where('ou.tenantId', '=', tenantId)
      .where('ou.userId', '=', userId);
    if (organizationIds) query = query.where('ou.organizationId', 'in', organizationIds);
    return query.execute();
  },
});
