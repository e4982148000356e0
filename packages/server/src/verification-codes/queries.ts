import { sql } from 'kysely';
import type { Trx } from '../platform/db/database';

export type CodeKey = { purpose: string; identifierType: 'email' | 'phone'; identifier: string };

/** Kysely only (CONVENTIONS 1). Every query runs in a tenant transaction, so RLS is the second wall. */
export const createVerificationCodeQueries = (tenantId: string) => {
  const byKey = (trx: Trx, key: CodeKey) =>
    trx
      .selectFrom('verificationCodes')
      .where('tenantId', '=', tenantId)
      .where('purpose', '=', key.purpose)
      .where('identifierType', '=', key.identifierType)
      .where('identifier', '=', key.identifier);
  return {
    find: (trx: Trx, key: CodeKey) => byKey(trx, key).selectAll().executeTakeFirst(),
    /** When the address was last sent a code that is still unused, whatever its purpose. */
    lastSentTo: async (trx: Trx, identifierType: CodeKey['identifierType'], identifier: string) =>
      (
        await trx
          .selectFrom('verificationCodes')
          .select('createdAt')
          .where('tenantId', '=', tenantId)
          .where('identifierType', '=', identifierType)
          .where('identifier', '=', identifier)
          .where('consumedAt', 'is', null)
          .orderBy('createdAt', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.createdAt,
    /** Writes the key's new code, replacing the previous one (its tries start again). */
    replace: (trx: Trx, row: CodeKey & { id: string; codeHash: string; expiresAt: Date; createdAt: Date }) =>
      trx
        .insertInto('verificationCodes')
        .values({ tenantId, ...row })
        .onConflict((conflict) =>
          conflict.columns(['tenantId', 'purpose', 'identifierType', 'identifier']).doUpdateSet({
            id: row.id,
            codeHash: row.codeHash,
            tryCount: 0,
            consumedAt: null,
            expiresAt: row.expiresAt,
            createdAt: row.createdAt,
          }),
        )
        .execute(),
    /**
     * Takes one try of the code `id`, atomically: the new try count, or undefined when the code is
     * gone, used, or out of tries (so parallel guesses cannot exceed the limit).
     */
    takeTry: async (trx: Trx, id: string, maxTries: number) =>
      (
        await trx
          .updateTable('verificationCodes')
          .set({ tryCount: sql`try_count + 1` })
          .where('tenantId', '=', tenantId)
          .where('id', '=', id)
          .where('consumedAt', 'is', null)
          .where('tryCount', '<', maxTries)
          .returning('tryCount')
          .executeTakeFirst()
      )?.tryCount,
    /** Marks the code used; false when another request used it first. */
    consume: async (trx: Trx, id: string, at: Date) =>
      (
        await trx
          .updateTable('verificationCodes')
          .set({ consumedAt: at })
          .where('tenantId', '=', tenantId)
          .where('id', '=', id)
          .where('consumedAt', 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,
    deleteById: (trx: Trx, id: string) =>
      trx.deleteFrom('verificationCodes').where('tenantId', '=', tenantId).where('id', '=', id).execute(),
  };
};
