import type { Trx } from '../platform/db/database';
import { countAll, type Page } from '../platform/db/paging';
import { addRelations } from '../platform/db/relations';
import { searchPattern } from '../platform/db/search';

/**
 * Role assignments: the `users_roles` and `applications_roles` relations, which the roles
 * capability owns and nothing else writes. Other capabilities reach them through roles/public.ts.
 */
export const createRoleAssignmentQueries = (tenantId: string) => ({
  findByIds: (trx: Trx, ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : trx.selectFrom('roles').selectAll().where('tenantId', '=', tenantId).where('id', 'in', ids).execute(),
  findBuiltInManagementRole: (trx: Trx) =>
    trx
      .selectFrom('roles')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('isBuiltIn', '=', true)
      .where('type', '=', 'MachineToMachine')
      .executeTakeFirst(),
  countApplicationRoles: async (trx: Trx, applicationId: string) => {
    const row = await trx
      .selectFrom('applicationsRoles')
      .select(countAll)
      .where('tenantId', '=', tenantId)
      .where('applicationId', '=', applicationId)
      .executeTakeFirstOrThrow();
    return row.count;
  },
  findApplicationRoles: (trx: Trx, applicationId: string, page?: Page) => {
    let query = trx
      .selectFrom('applicationsRoles')
      .innerJoin('roles', (join) =>
        join
          .onRef('roles.tenantId', '=', 'applicationsRoles.tenantId')
          .onRef('roles.id', '=', 'applicationsRoles.roleId'),
      )
      .selectAll('roles')
      .where('applicationsRoles.tenantId', '=', tenantId)
      .where('applicationsRoles.applicationId', '=', applicationId)
      .orderBy('roles.name');
    if (page) query = query.limit(page.limit).offset(page.offset);
    return query.execute();
  },
  insertApplicationRoles: (trx: Trx, applicationId: string, roleIds: string[]) =>
    addRelations(
      trx,
      'applicationsRoles',
      roleIds.map((roleId) => ({ tenantId, applicationId, roleId })),
    ),
  deleteApplicationRole: async (trx: Trx, applicationId: string, roleId: string) => {
    const result = await trx
      .deleteFrom('applicationsRoles')
      .where('tenantId', '=', tenantId)
      .where('applicationId', '=', applicationId)
      .where('roleId', '=', roleId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Assigns `roleId` to each application (an existing assignment stays). */
  insertRoleApplications: (trx: Trx, roleId: string, applicationIds: string[]) =>
    addRelations(
      trx,
      'applicationsRoles',
      applicationIds.map((applicationId) => ({ tenantId, applicationId, roleId })),
    ),
  insertUserRoles: (trx: Trx, userId: string, roleIds: string[]) =>
    addRelations(
      trx,
      'usersRoles',
      roleIds.map((roleId) => ({ tenantId, userId, roleId })),
    ),
  findDefaultRoleIds: async (trx: Trx) =>
    (
      await trx
        .selectFrom('roles')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('isDefault', '=', true)
        .where('type', '=', 'User')
        .execute()
    ).map((row) => row.id),
  findIdByName: async (trx: Trx, name: string) =>
    (
      await trx
        .selectFrom('roles')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('name', '=', name)
        .executeTakeFirst()
    )?.id,
  /** The users holding the role. */
  findUserIdsWithRole: async (trx: Trx, roleId: string) =>
    (
      await trx
        .selectFrom('usersRoles')
        .select('userId')
        .where('tenantId', '=', tenantId)
        .where('roleId', '=', roleId)
        .execute()
    ).map((row) => row.userId),
  findUserRoles: (trx: Trx, userId: string, search?: string, page?: Page) => {
    let query = trx
      .selectFrom('usersRoles as ur')
      .innerJoin('roles as r', (join) => join.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
      .selectAll('r')
      .where('ur.tenantId', '=', tenantId)
      .where('ur.userId', '=', userId);
    if (search) {
      const pattern = searchPattern(search);
      query = query.where((eb) => eb.or([eb('r.name', 'ilike', pattern), eb('r.description', 'ilike', pattern)]));
    }
    query = query.orderBy('r.name').orderBy('r.id');
    if (page) query = query.limit(page.limit).offset(page.offset);
    return query.execute();
  },
  countUserRoles: async (trx: Trx, userId: string, search?: string) => {
    let query = trx
      .selectFrom('usersRoles as ur')
      .innerJoin('roles as r', (join) => join.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
      .select(countAll)
      .where('ur.tenantId', '=', tenantId)
      .where('ur.userId', '=', userId);
    if (search) {
      const pattern = searchPattern(search);
      query = query.where((eb) => eb.or([eb('r.name', 'ilike', pattern), eb('r.description', 'ilike', pattern)]));
    }
    return (await query.executeTakeFirstOrThrow()).count;
  },
  findTypes: (trx: Trx, roleIds: string[]) =>
    roleIds.length === 0
      ? Promise.resolve([])
      : trx
          .selectFrom('roles')
          .select(['id', 'type'])
          .where('tenantId', '=', tenantId)
          .where('id', 'in', roleIds)
          .execute(),
  deleteUserRole: async (trx: Trx, userId: string, roleId: string) =>
    Number(
      (
        await trx
          .deleteFrom('usersRoles')
          .where('tenantId', '=', tenantId)
          .where('userId', '=', userId)
          .where('roleId', '=', roleId)
          .executeTakeFirst()
      ).numDeletedRows,
    ),
});
