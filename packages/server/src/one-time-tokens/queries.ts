import type { Trx } from '../platform/db/database';

type Filters = { email?: string; status?: 'active' | 'consumed' | 'revoked' | 'expired' };

/** Kysely only (CONVENTIONS 1). Every query runs in a tenant transaction, so RLS is the second wall. */
export const createOneTimeTokenQueries = (tenantId: string) => ({
  findAll: (trx: Trx, filters: Filters, now: Date) => {
    let query = trx.selectFrom('oneTimeTokens').selectAll().where('tenantId', '=', tenantId);
    if (filters.email) query = query.where('email', '=', filters.email);
    if (filters.status === 'expired') query = query.where('status', '=', 'active').where('expiresAt', '<=', now);
    else if (filters.status === 'active') query = query.where('status', '=', 'active').where('expiresAt', '>', now);
    else if (filters.status) query = query.where('status', '=', filters.status);
    return query.orderBy('createdAt', 'desc').orderBy('id').limit(200).execute();
  },
  findById: (trx: Trx, id: string) =>
    trx
      .selectFrom('oneTimeTokens')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst(),
  findByDigest: (trx: Trx, tokenDigest: string) =>
    trx
      .selectFrom('oneTimeTokens')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('tokenDigest', '=', tokenDigest)
      .executeTakeFirst(),
  insert: (
    trx: Trx,
    row: { id: string; email: string; tokenDigest: string; context: unknown; expiresAt: Date; createdAt: Date },
  ) =>
    trx
      .insertInto('oneTimeTokens')
      .values({ tenantId, ...row, context: JSON.stringify(row.context) })
      .returningAll()
      .executeTakeFirstOrThrow(),
  /** Moves an active token to `status`; false when it was not active any more (a race lost). */
  leaveActive: async (trx: Trx, id: string, status: 'consumed' | 'revoked') =>
    (
      await trx
        .updateTable('oneTimeTokens')
        .set({ status })
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .where('status', '=', 'active')
        .executeTakeFirst()
    ).numUpdatedRows > 0n,
  delete: async (trx: Trx, id: string) =>
    (await trx.deleteFrom('oneTimeTokens').where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst())
      .numDeletedRows > 0n,
});
