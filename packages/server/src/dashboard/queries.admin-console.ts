import { adminTenantId } from '@gatehouse/schemas/constants';
import { sql } from 'kysely';
import type { Trx } from '../platform/db/database';

const exists = (table: string, tenantId: string) =>
  sql<boolean>`exists (select 1 from ${sql.table(table)} where tenant_id = ${tenantId})`;

/** Kysely only (CONVENTIONS 1): the console's settings row and what the checklist reads. */
export const createAdminConsoleQueries = (tenantId: string) => ({
  find: (trx: Trx) =>
    trx
      .selectFrom('adminConsoleConfigs')
      .select(['checklistHidden'])
      .where('tenantId', '=', tenantId)
      .executeTakeFirst(),
  upsert: (trx: Trx, values: { checklistHidden?: boolean }) =>
    trx
      .insertInto('adminConsoleConfigs')
      .values({ tenantId, ...values })
      .onConflict((conflict) => conflict.column('tenantId').doUpdateSet({ ...values, updatedAt: new Date() }))
      .execute(),
  /** Each a primary-key probe: whether the tenant has any application, connector, user; its sign-in settings. */
  checklistState: (trx: Trx) =>
    trx
      .selectNoFrom([
        exists('applications', tenantId).as('hasApplication'),
        exists('connectors', tenantId).as('hasConnector'),
        exists('users', tenantId).as('hasUser'),
        trx.selectFrom('signInExperiences').select('settings').where('tenantId', '=', tenantId).as('signInSettings'),
      ])
      .executeTakeFirstOrThrow(),
  /**
   * In the admin tenant (its own transaction): up to two members of the tenant's organization, and
   * whether a Pending invitation to it has not expired by `at`.
   */
  teamState: (trx: Trx, organizationId: string, at: Date) =>
    trx
      .selectNoFrom((eb) => [
        eb
          .selectFrom((inner) =>
            inner
              .selectFrom('organizationUsers')
              .select('userId')
              .where('tenantId', '=', adminTenantId)
              .where('organizationId', '=', organizationId)
              .limit(2)
              .as('some'),
          )
          .select((count) => count.fn.countAll<string>().as('n'))
          .as('members'),
        eb
          .exists(
            eb
              .selectFrom('organizationInvitations')
              .select('id')
              .where('tenantId', '=', adminTenantId)
              .where('organizationId', '=', organizationId)
              .where('status', '=', 'Pending')
              .where('expiresAt', '>', at),
          )
          .as('hasPendingInvitation'),
      ])
      .executeTakeFirstOrThrow()
      .then((row) => ({ members: Number(row.members ?? 0), hasPendingInvitation: Boolean(row.hasPendingInvitation) })),
});
