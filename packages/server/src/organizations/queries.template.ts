import type { Trx } from '../platform/db/database';
import { countAll, type Page } from '../platform/db/paging';
import { addRelations } from '../platform/db/relations';
import { searchPattern } from '../platform/db/search';

/** `q` as a case-insensitive substring: LIKE wildcards in it are taken literally. */

export type RoleType = 'User' | 'MachineToMachine';

/** The organization template: organization scopes, organization roles and what they grant (Kysely only). */
export const createOrganizationTemplateQueries = (tenantId: string) => {
  const scopesMatching = (trx: Trx, q?: string) => {
    let query = trx.selectFrom('organizationScopes').where('tenantId', '=', tenantId);
    if (q) query = query.where('name', 'ilike', searchPattern(q));
    return query;
  };
  const rolesMatching = (trx: Trx, filters: { q?: string; type?: RoleType }) => {
    let query = trx.selectFrom('organizationRoles').where('tenantId', '=', tenantId);
    if (filters.q) query = query.where('name', 'ilike', searchPattern(filters.q));
    if (filters.type) query = query.where('type', '=', filters.type);
    return query;
  };

  return {
    findScopes: (trx: Trx, q?: string, page?: Page) => {
      let query = scopesMatching(trx, q).select(['id', 'name', 'description']).orderBy('name').orderBy('id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return query.execute();
    },
    countScopes: async (trx: Trx, q?: string) =>
      (await scopesMatching(trx, q).select(countAll).executeTakeFirstOrThrow()).count,
    findScopeById: (trx: Trx, id: string) =>
      trx
        .selectFrom('organizationScopes')
        .select(['id', 'name', 'description'])
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),
    findScopeIds: async (trx: Trx, ids: string[]) =>
      ids.length === 0
        ? []
        : (
            await trx
              .selectFrom('organizationScopes')
              .select('id')
              .where('tenantId', '=', tenantId)
              .where('id', 'in', ids)
              .execute()
          ).map((row) => row.id),
    insertScope: (trx: Trx, row: { id: string; name: string; description: string | null }) =>
      trx
        .insertInto('organizationScopes')
        .values({ tenantId, ...row })
        .returning(['id', 'name', 'description'])
        .executeTakeFirstOrThrow(),
    updateScope: (trx: Trx, id: string, changes: { name?: string; description?: string | null }) =>
      trx
        .updateTable('organizationScopes')
        .set(changes)
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .returning(['id', 'name', 'description'])
        .executeTakeFirst(),
    deleteScope: async (trx: Trx, id: string) =>
      Number(
        (
          await trx
            .deleteFrom('organizationScopes')
            .where('tenantId', '=', tenantId)
            .where('id', '=', id)
            .executeTakeFirst()
        ).numDeletedRows,
      ),

    findRoles: (trx: Trx, filters: { q?: string; type?: RoleType }, page?: Page) => {
      let query = rolesMatching(trx, filters)
        .select(['id', 'name', 'description', 'type'])
        .orderBy('name')
        .orderBy('id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return query.execute();
    },
    countRoles: async (trx: Trx, filters: { q?: string; type?: RoleType }) =>
      (await rolesMatching(trx, filters).select(countAll).executeTakeFirstOrThrow()).count,
    findRoleById: (trx: Trx, id: string) =>
      trx
        .selectFrom('organizationRoles')
        .select(['id', 'name', 'description', 'type'])
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),
    findRolesByIds: (trx: Trx, ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('organizationRoles')
            .select(['id', 'name', 'type'])
            .where('tenantId', '=', tenantId)
            .where('id', 'in', ids)
            .execute(),
    insertRole: (trx: Trx, row: { id: string; name: string; description: string | null; type: RoleType }) =>
      trx
        .insertInto('organizationRoles')
        .values({ tenantId, ...row })
        .returning(['id', 'name', 'description', 'type'])
        .executeTakeFirstOrThrow(),
    updateRole: (trx: Trx, id: string, changes: { name?: string; description?: string | null }) =>
      trx
        .updateTable('organizationRoles')
        .set(changes)
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .returning(['id', 'name', 'description', 'type'])
        .executeTakeFirst(),
    deleteRole: async (trx: Trx, id: string) =>
      Number(
        (
          await trx
            .deleteFrom('organizationRoles')
            .where('tenantId', '=', tenantId)
            .where('id', '=', id)
            .executeTakeFirst()
        ).numDeletedRows,
      ),

    /** The organization scopes of each role in `roleIds`. */
    findScopesOfRoles: (trx: Trx, roleIds: string[]) =>
      roleIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('organizationRoleScopes as rs')
            .innerJoin('organizationScopes as s', (join) =>
              join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.organizationScopeId'),
            )
            .select(['rs.organizationRoleId as roleId', 's.id', 's.name', 's.description'])
            .where('rs.tenantId', '=', tenantId)
            .where('rs.organizationRoleId', 'in', roleIds)
            .orderBy('s.name')
            .execute(),
    /** The API-resource permissions of each role in `roleIds`, with their resources. */
    findResourceScopesOfRoles: (trx: Trx, roleIds: string[]) =>
      roleIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('organizationRoleResourceScopes as rs')
            .innerJoin('scopes as s', (join) =>
              join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.scopeId'),
            )
            .innerJoin('resources as r', (join) =>
              join.onRef('r.tenantId', '=', 's.tenantId').onRef('r.id', '=', 's.resourceId'),
            )
            .select([
              'rs.organizationRoleId as roleId',
              's.id',
              's.name',
              's.description',
              'r.id as resourceId',
              'r.name as resourceName',
              'r.indicator as resourceIndicator',
            ])
            .where('rs.tenantId', '=', tenantId)
            .where('rs.organizationRoleId', 'in', roleIds)
            .orderBy('r.name')
            .orderBy('s.name')
            .execute(),
    insertRoleScopes: (trx: Trx, roleId: string, scopeIds: string[]) =>
      addRelations(
        trx,
        'organizationRoleScopes',
        scopeIds.map((organizationScopeId) => ({ tenantId, organizationRoleId: roleId, organizationScopeId })),
      ),
    deleteRoleScopes: async (trx: Trx, roleId: string, scopeId?: string) => {
      let query = trx
        .deleteFrom('organizationRoleScopes')
        .where('tenantId', '=', tenantId)
        .where('organizationRoleId', '=', roleId);
      if (scopeId !== undefined) query = query.where('organizationScopeId', '=', scopeId);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },
    findResourceScopeIds: async (trx: Trx, ids: string[]) =>
      ids.length === 0
        ? []
        : (
            await trx
              .selectFrom('scopes')
              .select('id')
              .where('tenantId', '=', tenantId)
              .where('id', 'in', ids)
              .execute()
          ).map((row) => row.id),
    insertRoleResourceScopes: (trx: Trx, roleId: string, scopeIds: string[]) =>
      addRelations(
        trx,
        'organizationRoleResourceScopes',
        scopeIds.map((scopeId) => ({ tenantId, organizationRoleId: roleId, scopeId })),
      ),
    deleteRoleResourceScopes: async (trx: Trx, roleId: string, scopeId?: string) => {
      let query = trx
        .deleteFrom('organizationRoleResourceScopes')
        .where('tenantId', '=', tenantId)
        .where('organizationRoleId', '=', roleId);
      if (scopeId !== undefined) query = query.where('scopeId', '=', scopeId);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },
  };
};
