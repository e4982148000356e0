import type { Trx } from '../platform/db/database';

export const createResourceQueries = (tenantId: string) => ({
  findByIndicator: (trx: Trx, indicator: string) =>
    trx
      .selectFrom('resources')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('indicator', '=', indicator)
      .executeTakeFirst(),
  /** Names of the resource's scopes that the application's roles grant. */
  findApplicationScopeNames: async (trx: Trx, applicationId: string, resourceId: string) => {
    const rows = await trx
      .selectFrom('applicationsRoles as ar')
      .innerJoin('rolesScopes as rs', (join) =>
        join.onRef('rs.tenantId', '=', 'ar.tenantId').onRef('rs.roleId', '=', 'ar.roleId'),
      )
      .innerJoin('scopes as s', (join) => join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.scopeId'))
      .select('s.name')
      .distinct()
      .where('ar.tenantId', '=', tenantId)
      .where('ar.applicationId', '=', applicationId)
      .where('s.resourceId', '=', resourceId)
      .execute();
    return rows.map((row) => row.name);
  },
  /** Names of the resource's scopes that the user's roles grant. */
  findUserScopeNames: async (trx: Trx, userId: string, resourceId: string) => {
    const rows = await trx
      .selectFrom('usersRoles as ur')
      .innerJoin('rolesScopes as rs', (join) =>
        join.onRef('rs.tenantId', '=', 'ur.tenantId').onRef('rs.roleId', '=', 'ur.roleId'),
      )
      .innerJoin('scopes as s', (join) => join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.scopeId'))
      .select('s.name')
      .distinct()
      .where('ur.tenantId', '=', tenantId)
      .where('ur.userId', '=', userId)
      .where('s.resourceId', '=', resourceId)
      .execute();
    return rows.map((row) => row.name);
  },
});
