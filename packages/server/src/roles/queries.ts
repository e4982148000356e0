import { sql } from 'kysely';
import type { Trx } from '../platform/db/database';

export const createRoleQueries = (tenantId: string) => ({
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
      .select(sql<number>`count(*)::int`.as('count'))
      .where('tenantId', '=', tenantId)
      .where('applicationId', '=', applicationId)
      .executeTakeFirstOrThrow();
    return row.count;
  },
  findApplicationRoles: (trx: Trx, applicationId: string, page?: { limit: number; offset: number }) => {
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
    trx
      .insertInto('applicationsRoles')
      .values(roleIds.map((roleId) => ({ tenantId, applicationId, roleId })))
      .onConflict((oc) => oc.doNothing())
      .execute(),
  deleteApplicationRole: async (trx: Trx, applicationId: string, roleId: string) => {
    const result = await trx
      .deleteFrom('applicationsRoles')
      .where('tenantId', '=', tenantId)
      .where('applicationId', '=', applicationId)
      .where('roleId', '=', roleId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
});
