import type { Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Trx } from '../platform/db/database';
import { countAll, type Page } from '../platform/db/paging';
import type { ApplicationsTable, NewApplicationRow } from '../platform/db/schema';
import { searchPattern } from '../platform/db/search';

export type ApplicationFilters = {
  types?: ApplicationsTable['type'][];
  isThirdParty?: boolean;
  excludeRoleId?: string;
  excludeOrganizationId?: string;
  search?: string;
};

export const managementRoleExists = sql<boolean>`exists (
  select 1 from applications_roles ar join roles r on r.tenant_id = ar.tenant_id and r.id = ar.role_id
  where ar.tenant_id = applications.tenant_id and ar.application_id = applications.id and r.is_built_in
)`;

/** Kysely only (CONVENTIONS 1). Every query runs in a tenant transaction, so RLS is the second wall. */
export const createApplicationQueries = (tenantId: string) => {
  const filtered = (trx: Trx, filters: ApplicationFilters) => {
    let query = trx.selectFrom('applications').where('tenantId', '=', tenantId).where('isBuiltIn', '=', false);
    if (filters.types?.length) query = query.where('type', 'in', filters.types);
    if (filters.isThirdParty !== undefined) query = query.where('isThirdParty', '=', filters.isThirdParty);
    if (filters.excludeRoleId) {
      const roleId = filters.excludeRoleId;
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('applicationsRoles')
              .select('applicationsRoles.roleId')
              .whereRef('applicationsRoles.tenantId', '=', 'applications.tenantId')
              .whereRef('applicationsRoles.applicationId', '=', 'applications.id')
              .where('applicationsRoles.roleId', '=', roleId),
          ),
        ),
      );
    }
    if (filters.excludeOrganizationId) {
      const organizationId = filters.excludeOrganizationId;
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('organizationApplications')
              .select('organizationApplications.applicationId')
              .whereRef('organizationApplications.tenantId', '=', 'applications.tenantId')
              .whereRef('organizationApplications.applicationId', '=', 'applications.id')
              .where('organizationApplications.organizationId', '=', organizationId),
          ),
        ),
      );
    }
    if (filters.search) {
      const pattern = searchPattern(filters.search);
      query = query.where((eb) =>
        eb.or([eb('name', 'ilike', pattern), eb('id', 'ilike', pattern), eb('description', 'ilike', pattern)]),
      );
    }
    return query;
  };

  return {
    count: async (trx: Trx, filters: ApplicationFilters) => {
      const row = await filtered(trx, filters).select(countAll).executeTakeFirstOrThrow();
      return row.count;
    },
    findAll: (trx: Trx, filters: ApplicationFilters, page?: Page) => {
      let query = filtered(trx, filters)
        .selectAll()
        .select(managementRoleExists.as('isAdmin'))
        .orderBy('createdAt', 'desc')
        .orderBy('id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return query.execute();
    },
    findById: (trx: Trx, id: string) =>
      trx
        .selectFrom('applications')
        .selectAll()
        .select(managementRoleExists.as('isAdmin'))
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),
    /** The id and type of each of these applications that exists and is the tenant's own (not built in). */
    findTypesByIds: (trx: Trx, ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('applications')
            .select(['id', 'type'])
            .where('tenantId', '=', tenantId)
            .where('id', 'in', ids)
            .where('isBuiltIn', '=', false)
            .execute(),
    insert: (trx: Trx, row: NewApplicationRow) => trx.insertInto('applications').values(row).execute(),
    updateById: (trx: Trx, id: string, set: Updateable<ApplicationsTable>) =>
      trx.updateTable('applications').set(set).where('tenantId', '=', tenantId).where('id', '=', id).execute(),
    deleteById: async (trx: Trx, id: string) => {
      const result = await trx
        .deleteFrom('applications')
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    findSecrets: (trx: Trx, applicationId: string) =>
      trx
        .selectFrom('applicationSecrets')
        .selectAll()
        .where('tenantId', '=', tenantId)
        .where('applicationId', '=', applicationId)
        .orderBy('createdAt')
        .execute(),
    insertSecret: (trx: Trx, row: { applicationId: string; name: string; value: string; expiresAt: Date | null }) =>
      trx
        .insertInto('applicationSecrets')
        .values({ tenantId, ...row })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst(),
    renameSecret: (trx: Trx, applicationId: string, name: string, newName: string) =>
      trx
        .updateTable('applicationSecrets')
        .set({ name: newName })
        .where('tenantId', '=', tenantId)
        .where('applicationId', '=', applicationId)
        .where('name', '=', name)
        .returningAll()
        .executeTakeFirst(),
    deleteSecret: async (trx: Trx, applicationId: string, name: string) => {
      const result = await trx
        .deleteFrom('applicationSecrets')
        .where('tenantId', '=', tenantId)
        .where('applicationId', '=', applicationId)
        .where('name', '=', name)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
};
