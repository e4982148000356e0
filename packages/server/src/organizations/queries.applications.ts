import type { Trx } from '../platform/db/database';
import { countAll, type Page } from '../platform/db/paging';
import { addRelations } from '../platform/db/relations';

/** An organization's machine-to-machine applications and their organization roles (Kysely only). */
export const createOrganizationApplicationQueries = (tenantId: string) => ({
  findApplications: (trx: Trx, organizationId: string, page?: Page) => {
    let query = trx
      .selectFrom('organizationApplications as oa')
      .innerJoin('applications as a', (join) =>
        join.onRef('a.tenantId', '=', 'oa.tenantId').onRef('a.id', '=', 'oa.applicationId'),
      )
      .select(['a.id', 'a.name', 'a.description', 'a.type'])
      .where('oa.tenantId', '=', tenantId)
      .where('oa.organizationId', '=', organizationId)
      .orderBy('oa.createdAt', 'desc')
      .orderBy('a.id');
    if (page) query = query.limit(page.limit).offset(page.offset);
    return query.execute();
  },
  countApplications: async (trx: Trx, organizationId: string) =>
    (
      await trx
        .selectFrom('organizationApplications')
        .select(countAll)
        .where('tenantId', '=', tenantId)
        .where('organizationId', '=', organizationId)
        .executeTakeFirstOrThrow()
    ).count,
  findApplicationMemberIds: async (trx: Trx, organizationId: string, applicationIds: string[]) =>
    applicationIds.length === 0
      ? []
      : (
          await trx
            .selectFrom('organizationApplications')
            .select('applicationId')
            .where('tenantId', '=', tenantId)
            .where('organizationId', '=', organizationId)
            .where('applicationId', 'in', applicationIds)
            .execute()
        ).map((row) => row.applicationId),
  insertApplications: (trx: Trx, organizationId: string, applicationIds: string[]) =>
    addRelations(
      trx,
      'organizationApplications',
      applicationIds.map((applicationId) => ({ tenantId, organizationId, applicationId })),
    ),
  deleteApplications: async (
    trx: Trx,
    organizationId: string,
    which: { keep: string[] } | { applicationId: string },
  ) => {
    let query = trx
      .deleteFrom('organizationApplications')
      .where('tenantId', '=', tenantId)
      .where('organizationId', '=', organizationId);
    if ('applicationId' in which) query = query.where('applicationId', '=', which.applicationId);
    else if (which.keep.length > 0) query = query.where('applicationId', 'not in', which.keep);
    return Number((await query.executeTakeFirst()).numDeletedRows);
  },
  findApplicationRoles: (trx: Trx, organizationId: string, applicationIds: string[]) =>
    applicationIds.length === 0
      ? Promise.resolve([])
      : trx
          .selectFrom('organizationApplicationRoles as ar')
          .innerJoin('organizationRoles as r', (join) =>
            join.onRef('r.tenantId', '=', 'ar.tenantId').onRef('r.id', '=', 'ar.organizationRoleId'),
          )
          .select(['ar.applicationId', 'r.id', 'r.name'])
          .where('ar.tenantId', '=', tenantId)
          .where('ar.organizationId', '=', organizationId)
          .where('ar.applicationId', 'in', applicationIds)
          .orderBy('r.name')
          .execute(),
  insertApplicationRoles: (trx: Trx, organizationId: string, applicationId: string, roleIds: string[]) =>
    addRelations(
      trx,
      'organizationApplicationRoles',
      roleIds.map((organizationRoleId) => ({ tenantId, organizationId, applicationId, organizationRoleId })),
    ),
  deleteApplicationRoles: async (trx: Trx, organizationId: string, applicationId: string, roleId?: string) => {
    let query = trx
      .deleteFrom('organizationApplicationRoles')
      .where('tenantId', '=', tenantId)
      .where('organizationId', '=', organizationId)
      .where('applicationId', '=', applicationId);
    if (roleId !== undefined) query = query.where('organizationRoleId', '=', roleId);
    return Number((await query.executeTakeFirst()).numDeletedRows);
  },
});
