import type { Updateable } from 'kysely';
import type { Trx } from '../platform/db/database';
import { countAll, type Page } from '../platform/db/paging';
import type { ResourcesTable, ScopesTable } from '../platform/db/schema';
import { searchPattern } from '../platform/db/search';

/** Kysely only (CONVENTIONS 1). Every query runs in a tenant transaction, so RLS is the second wall. */
export const createResourceQueries = (tenantId: string) => {
  const resources = (trx: Trx, search?: string) => {
    let query = trx.selectFrom('resources').where('tenantId', '=', tenantId);
    if (search) {
      const pattern = searchPattern(search);
      query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('indicator', 'ilike', pattern)]));
    }
    return query;
  };
  const scopes = (trx: Trx, resourceId: string, search?: string) => {
    let query = trx.selectFrom('scopes').where('tenantId', '=', tenantId).where('resourceId', '=', resourceId);
    if (search) {
      const pattern = searchPattern(search);
      query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]));
    }
    return query;
  };

  return {
    findScopeNames: async (trx: Trx, resourceId: string) =>
      (
        await trx
          .selectFrom('scopes')
          .select('name')
          .where('tenantId', '=', tenantId)
          .where('resourceId', '=', resourceId)
          .execute()
      ).map((scope) => scope.name),
    findByIndicator: (trx: Trx, indicator: string) =>
      trx
        .selectFrom('resources')
        .selectAll()
        .where('tenantId', '=', tenantId)
        .where('indicator', '=', indicator)
        .executeTakeFirst(),
    findById: (trx: Trx, id: string) =>
      trx.selectFrom('resources').selectAll().where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst(),
    /** The management API first, then by name. */
    findAll: (trx: Trx, search?: string, page?: Page) => {
      let query = resources(trx, search).selectAll().orderBy('isBuiltIn', 'desc').orderBy('name').orderBy('id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return query.execute();
    },
    count: async (trx: Trx, search?: string) =>
      (await resources(trx, search).select(countAll).executeTakeFirstOrThrow()).count,
    insert: (trx: Trx, row: { id: string; name: string; indicator: string; accessTokenTtl?: number }) =>
      trx
        .insertInto('resources')
        .values({ tenantId, ...row })
        .returningAll()
        .executeTakeFirstOrThrow(),
    update: (trx: Trx, id: string, changes: Updateable<ResourcesTable>) =>
      trx
        .updateTable('resources')
        .set(changes)
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    clearDefault: (trx: Trx) =>
      trx
        .updateTable('resources')
        .set({ isDefault: false })
        .where('tenantId', '=', tenantId)
        .where('isDefault', '=', true)
        .execute(),
    /** Deletes the resource; its permissions and their role grants go with it (foreign keys cascade). */
    delete: (trx: Trx, id: string) =>
      trx.deleteFrom('resources').where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst(),

    findScopes: (trx: Trx, resourceIds: string[]) =>
      resourceIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('scopes')
            .selectAll()
            .where('tenantId', '=', tenantId)
            .where('resourceId', 'in', resourceIds)
            .orderBy('name')
            .execute(),
    findScopesOf: (trx: Trx, resourceId: string, search?: string, page?: Page) => {
      let query = scopes(trx, resourceId, search).selectAll().orderBy('name').orderBy('id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return query.execute();
    },
    countScopesOf: async (trx: Trx, resourceId: string, search?: string) =>
      (await scopes(trx, resourceId, search).select(countAll).executeTakeFirstOrThrow()).count,
    findScope: (trx: Trx, resourceId: string, scopeId: string) =>
      trx
        .selectFrom('scopes')
        .selectAll()
        .where('tenantId', '=', tenantId)
        .where('resourceId', '=', resourceId)
        .where('id', '=', scopeId)
        .executeTakeFirst(),
    findScopeByName: (trx: Trx, resourceId: string, name: string) =>
      trx
        .selectFrom('scopes')
        .selectAll()
        .where('tenantId', '=', tenantId)
        .where('resourceId', '=', resourceId)
        .where('name', '=', name)
        .executeTakeFirst(),
    insertScope: (trx: Trx, row: { id: string; resourceId: string; name: string; description: string | null }) =>
      trx
        .insertInto('scopes')
        .values({ tenantId, ...row })
        .returningAll()
        .executeTakeFirstOrThrow(),
    updateScope: (trx: Trx, scopeId: string, changes: Updateable<ScopesTable>) =>
      trx
        .updateTable('scopes')
        .set(changes)
        .where('tenantId', '=', tenantId)
        .where('id', '=', scopeId)
        .returningAll()
        .executeTakeFirstOrThrow(),
    /** Deletes a permission; the roles that held it lose it (foreign keys cascade). */
    deleteScope: (trx: Trx, scopeId: string) =>
      trx.deleteFrom('scopes').where('tenantId', '=', tenantId).where('id', '=', scopeId).execute(),

    /** Names of the resource's scopes that the application's roles grant. */
    findApplicationScopeNames: async (trx: Trx, applicationId: string, resourceId: string) => {
      const rows = await trx
        .selectFrom('applicationsRoles as ar')
        .innerJoin('rolesScopes as rs', (join) =>
          join.onRef('rs.tenantId', '=', 'ar.tenantId').onRef('rs.roleId', '=', 'ar.roleId'),
        )
        .innerJoin('scopes as s', (join) =>
          join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.scopeId'),
        )
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
        .innerJoin('scopes as s', (join) =>
          join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.scopeId'),
        )
        .select('s.name')
        .distinct()
        .where('ur.tenantId', '=', tenantId)
        .where('ur.userId', '=', userId)
        .where('s.resourceId', '=', resourceId)
        .execute();
      return rows.map((row) => row.name);
    },
  };
};
