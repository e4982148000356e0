import type { Trx } from '../platform/db/database';
import { addRelations } from '../platform/db/relations';

/** Just-in-time provisioning settings of organizations (Kysely only). */
export const createJitQueries = (tenantId: string) => ({
  findEmailDomains: (trx: Trx, organizationId: string) =>
    trx
      .selectFrom('organizationJitEmailDomains')
      .select(['organizationId', 'emailDomain'])
      .where('tenantId', '=', tenantId)
      .where('organizationId', '=', organizationId)
      .orderBy('emailDomain')
      .execute(),
  insertEmailDomains: (trx: Trx, organizationId: string, emailDomains: string[]) =>
    addRelations(
      trx,
      'organizationJitEmailDomains',
      emailDomains.map((emailDomain) => ({ tenantId, organizationId, emailDomain })),
    ),
  deleteEmailDomains: async (trx: Trx, organizationId: string, emailDomain?: string) => {
    let query = trx
      .deleteFrom('organizationJitEmailDomains')
      .where('tenantId', '=', tenantId)
      .where('organizationId', '=', organizationId);
    if (emailDomain !== undefined) query = query.where('emailDomain', '=', emailDomain);
    return Number((await query.executeTakeFirst()).numDeletedRows);
  },
  findRoles: (trx: Trx, organizationId: string) =>
    trx
      .selectFrom('organizationJitRoles as j')
      .innerJoin('organizationRoles as r', (join) =>
        join.onRef('r.tenantId', '=', 'j.tenantId').onRef('r.id', '=', 'j.organizationRoleId'),
      )
      .select(['r.id', 'r.name'])
      .where('j.tenantId', '=', tenantId)
      .where('j.organizationId', '=', organizationId)
      .orderBy('r.name')
      .execute(),
  insertRoles: (trx: Trx, organizationId: string, roleIds: string[]) =>
    addRelations(
      trx,
      'organizationJitRoles',
      roleIds.map((organizationRoleId) => ({ tenantId, organizationId, organizationRoleId })),
    ),
  deleteRoles: async (trx: Trx, organizationId: string, roleId?: string) => {
    let query = trx
      .deleteFrom('organizationJitRoles')
      .where('tenantId', '=', tenantId)
      .where('organizationId', '=', organizationId);
    if (roleId !== undefined) query = query.where('organizationRoleId', '=', roleId);
    return Number((await query.executeTakeFirst()).numDeletedRows);
  },

  findSsoConnectorIds: async (trx: Trx, organizationId: string) =>
    (
      await trx
        .selectFrom('organizationJitSsoConnectors')
        .select('ssoConnectorId')
        .where('tenantId', '=', tenantId)
        .where('organizationId', '=', organizationId)
        .orderBy('ssoConnectorId')
        .execute()
    ).map((row) => row.ssoConnectorId),
  insertSsoConnectors: (trx: Trx, organizationId: string, ssoConnectorIds: string[]) =>
    addRelations(
      trx,
      'organizationJitSsoConnectors',
      ssoConnectorIds.map((ssoConnectorId) => ({ tenantId, organizationId, ssoConnectorId })),
    ),
  deleteSsoConnectors: async (trx: Trx, organizationId: string, ssoConnectorId?: string) => {
    let query = trx
      .deleteFrom('organizationJitSsoConnectors')
      .where('tenantId', '=', tenantId)
      .where('organizationId', '=', organizationId);
    if (ssoConnectorId !== undefined) query = query.where('ssoConnectorId', '=', ssoConnectorId);
    return Number((await query.executeTakeFirst()).numDeletedRows);
  },
  /** Makes the user a member of every organization listing the SSO connector; returns those organizations. */
  insertMembershipsBySsoConnector: async (trx: Trx, userId: string, ssoConnectorId: string) =>
    (
      await trx
        .insertInto('organizationUsers')
        .columns(['tenantId', 'organizationId', 'userId'])
        .expression((eb) =>
          eb
            .selectFrom('organizationJitSsoConnectors')
            .select(['tenantId', 'organizationId', eb.val(userId).as('userId')])
            .where('tenantId', '=', tenantId)
            .where('ssoConnectorId', '=', ssoConnectorId),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('organizationId')
        .execute()
    ).map((row) => row.organizationId),

  /** Makes the user a member of every organization listing `emailDomain`; returns those organizations. */
  insertMembershipsByDomain: async (trx: Trx, userId: string, emailDomain: string) =>
    (
      await trx
        .insertInto('organizationUsers')
        .columns(['tenantId', 'organizationId', 'userId'])
        .expression((eb) =>
          eb
            .selectFrom('organizationJitEmailDomains')
            .select(['tenantId', 'organizationId', eb.val(userId).as('userId')])
            .where('tenantId', '=', tenantId)
            .where('emailDomain', '=', emailDomain),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('organizationId')
        .execute()
    ).map((row) => row.organizationId),
  /** Gives the user the JIT roles of those organizations. */
  insertJitRolesOf: (trx: Trx, userId: string, organizationIds: string[]) =>
    organizationIds.length === 0
      ? Promise.resolve()
      : trx
          .insertInto('organizationUserRoles')
          .columns(['tenantId', 'organizationId', 'userId', 'organizationRoleId'])
          .expression((eb) =>
            eb
              .selectFrom('organizationJitRoles')
              .select(['tenantId', 'organizationId', eb.val(userId).as('userId'), 'organizationRoleId'])
              .where('tenantId', '=', tenantId)
              .where('organizationId', 'in', organizationIds),
          )
          .onConflict((oc) => oc.doNothing())
          .execute()
          .then(() => undefined),
});
