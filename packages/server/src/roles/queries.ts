import type { Trx } from '../platform/db/database';
import { countAll } from '../platform/db/paging';
import { addRelations } from '../platform/db/relations';
import { searchPattern } from '../platform/db/search';

export type RoleFilters = {
  type?: 'User' | 'MachineToMachine';
  search?: string;
  excludeUserId?: string;
  excludeApplicationId?: string;
};

/** Roles themselves and their permissions, users and applications (Kysely only). */
export const createRoleAdminQueries = (tenantId: string) => {
  const filtered = (trx: Trx, filters: RoleFilters) => {
    let query = trx.selectFrom('roles').where('tenantId', '=', tenantId);
    if (filters.type) query = query.where('type', '=', filters.type);
    if (filters.search) {
      const pattern = searchPattern(filters.search);
      query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]));
    }
    if (filters.excludeUserId) {
      const userId = filters.excludeUserId;
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('usersRoles')
              .select('usersRoles.roleId')
              .whereRef('usersRoles.tenantId', '=', 'roles.tenantId')
              .whereRef('usersRoles.roleId', '=', 'roles.id')
              .where('usersRoles.userId', '=', userId),
          ),
        ),
      );
    }
    if (filters.excludeApplicationId) {
      const applicationId = filters.excludeApplicationId;
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('applicationsRoles')
              .select('applicationsRoles.roleId')
              .whereRef('applicationsRoles.tenantId', '=', 'roles.tenantId')
              .whereRef('applicationsRoles.roleId', '=', 'roles.id')
              .where('applicationsRoles.applicationId', '=', applicationId),
          ),
        ),
      );
    }
    return query;
  };

  return {
    findAll: (trx: Trx, filters: RoleFilters, page?: { limit: number; offset: number }) => {
      let query = filtered(trx, filters).selectAll().orderBy('createdAt', 'desc').orderBy('id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return query.execute();
    },
    count: async (trx: Trx, filters: RoleFilters) =>
      (await filtered(trx, filters).select(countAll).executeTakeFirstOrThrow()).count,
    findById: (trx: Trx, id: string) =>
      trx.selectFrom('roles').selectAll().where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst(),
    findByName: (trx: Trx, name: string) =>
      trx.selectFrom('roles').selectAll().where('tenantId', '=', tenantId).where('name', '=', name).executeTakeFirst(),
    insert: (
      trx: Trx,
      row: { id: string; name: string; description: string; type: 'User' | 'MachineToMachine'; isDefault: boolean },
    ) =>
      trx
        .insertInto('roles')
        .values({ tenantId, ...row })
        .returningAll()
        .executeTakeFirstOrThrow(),
    update: (trx: Trx, id: string, changes: { name?: string; description?: string; isDefault?: boolean }) =>
      trx
        .updateTable('roles')
        .set(changes)
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    /** Deletes the role; its grants and assignments go with it (foreign keys cascade). */
    delete: (trx: Trx, id: string) =>
      trx.deleteFrom('roles').where('tenantId', '=', tenantId).where('id', '=', id).execute(),

    findScopes: (trx: Trx, roleId: string, search?: string) => {
      let query = trx
        .selectFrom('rolesScopes as rs')
        .innerJoin('scopes as s', (join) =>
          join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.scopeId'),
        )
        .innerJoin('resources as r', (join) =>
          join.onRef('r.tenantId', '=', 's.tenantId').onRef('r.id', '=', 's.resourceId'),
        )
        .select([
          's.id',
          's.resourceId',
          's.name',
          's.description',
          's.createdAt',
          'r.name as resourceName',
          'r.indicator as resourceIndicator',
          'r.isDefault as resourceIsDefault',
          'r.accessTokenTtl as resourceAccessTokenTtl',
          'r.isBuiltIn as resourceIsBuiltIn',
        ])
        .where('rs.tenantId', '=', tenantId)
        .where('rs.roleId', '=', roleId);
      if (search) {
        const pattern = searchPattern(search);
        query = query.where((eb) => eb.or([eb('s.name', 'ilike', pattern), eb('r.name', 'ilike', pattern)]));
      }
      return query.orderBy('r.name').orderBy('s.name').execute();
    },
    /** The roles holding any of `scopeIds`, in id order. */
    findRoleIdsHoldingScopes: async (trx: Trx, scopeIds: string[]) =>
      scopeIds.length === 0
        ? []
        : (
            await trx
              .selectFrom('rolesScopes')
              .select('roleId')
              .distinct()
              .where('tenantId', '=', tenantId)
              .where('scopeId', 'in', scopeIds)
              .orderBy('roleId')
              .execute()
          ).map((row) => row.roleId),
    countExistingScopes: async (trx: Trx, scopeIds: string[]) =>
      (
        await trx
          .selectFrom('scopes')
          .select(countAll)
          .where('tenantId', '=', tenantId)
          .where('id', 'in', scopeIds)
          .executeTakeFirstOrThrow()
      ).count,
    insertScopes: (trx: Trx, roleId: string, scopeIds: string[]) =>
      addRelations(
        trx,
        'rolesScopes',
        scopeIds.map((scopeId) => ({ tenantId, roleId, scopeId })),
      ),
    deleteScope: async (trx: Trx, roleId: string, scopeId: string) =>
      Number(
        (
          await trx
            .deleteFrom('rolesScopes')
            .where('tenantId', '=', tenantId)
            .where('roleId', '=', roleId)
            .where('scopeId', '=', scopeId)
            .executeTakeFirst()
        ).numDeletedRows,
      ),

    findUsers: (trx: Trx, roleId: string, page?: { limit: number; offset: number }) => {
      let query = trx
        .selectFrom('usersRoles as ur')
        .innerJoin('users as u', (join) => join.onRef('u.tenantId', '=', 'ur.tenantId').onRef('u.id', '=', 'ur.userId'))
        .select(['u.id', 'u.username', 'u.primaryEmail', 'u.primaryPhone', 'u.name', 'u.avatar'])
        .where('ur.tenantId', '=', tenantId)
        .where('ur.roleId', '=', roleId)
        .orderBy('u.createdAt', 'desc')
        .orderBy('u.id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return query.execute();
    },
    countUsers: async (trx: Trx, roleId: string) =>
      (
        await trx
          .selectFrom('usersRoles')
          .select(countAll)
          .where('tenantId', '=', tenantId)
          .where('roleId', '=', roleId)
          .executeTakeFirstOrThrow()
      ).count,
    countExistingUsers: async (trx: Trx, userIds: string[]) =>
      (
        await trx
          .selectFrom('users')
          .select(countAll)
          .where('tenantId', '=', tenantId)
          .where('id', 'in', userIds)
          .executeTakeFirstOrThrow()
      ).count,
    insertUsers: (trx: Trx, roleId: string, userIds: string[]) =>
      addRelations(
        trx,
        'usersRoles',
        userIds.map((userId) => ({ tenantId, userId, roleId })),
      ),
    deleteUser: async (trx: Trx, roleId: string, userId: string) =>
      Number(
        (
          await trx
            .deleteFrom('usersRoles')
            .where('tenantId', '=', tenantId)
            .where('roleId', '=', roleId)
            .where('userId', '=', userId)
            .executeTakeFirst()
        ).numDeletedRows,
      ),

    findApplications: (trx: Trx, roleId: string, page?: { limit: number; offset: number }) => {
      let query = trx
        .selectFrom('applicationsRoles as ar')
        .innerJoin('applications as a', (join) =>
          join.onRef('a.tenantId', '=', 'ar.tenantId').onRef('a.id', '=', 'ar.applicationId'),
        )
        .select(['a.id', 'a.name', 'a.description', 'a.type'])
        .where('ar.tenantId', '=', tenantId)
        .where('ar.roleId', '=', roleId)
        .where('a.isBuiltIn', '=', false)
        .orderBy('a.createdAt', 'desc')
        .orderBy('a.id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return query.execute();
    },
    countApplications: async (trx: Trx, roleId: string) =>
      (
        await trx
          .selectFrom('applicationsRoles')
          .select(countAll)
          .where('tenantId', '=', tenantId)
          .where('roleId', '=', roleId)
          .executeTakeFirstOrThrow()
      ).count,
  };
};
