import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';

/** Users' identities at SSO connectors (Kysely only). */
export const createSsoIdentityQueries = (tenantId: string) => ({
  findByUser: (trx: Trx, userId: string, ssoConnectorId: string) =>
    trx
      .selectFrom('userSsoIdentities')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .where('ssoConnectorId', '=', ssoConnectorId)
      .executeTakeFirst(),
  findBySubject: (trx: Trx, ssoConnectorId: string, issuer: string, identityId: string) =>
    trx
      .selectFrom('userSsoIdentities')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('ssoConnectorId', '=', ssoConnectorId)
      .where('issuer', '=', issuer)
      .where('identityId', '=', identityId)
      .executeTakeFirst(),
  insert: (
    trx: Trx,
    row: { id: string; userId: string; ssoConnectorId: string; issuer: string; identityId: string; detail: object },
  ) =>
    trx
      .insertInto('userSsoIdentities')
      .values({ tenantId, ...row, detail: json(row.detail) })
      .returningAll()
      .executeTakeFirstOrThrow(),
  updateDetail: (trx: Trx, id: string, detail: object) =>
    trx
      .updateTable('userSsoIdentities')
      .set({ detail: json(detail), updatedAt: new Date() })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute(),
  delete: async (trx: Trx, userId: string, ssoConnectorId: string) =>
    (
      await trx
        .deleteFrom('userSsoIdentities')
        .where('tenantId', '=', tenantId)
        .where('userId', '=', userId)
        .where('ssoConnectorId', '=', ssoConnectorId)
        .executeTakeFirst()
    ).numDeletedRows > 0n,
});
