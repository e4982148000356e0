import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';

/** Kysely only (CONVENTIONS 1). Every query runs in a tenant transaction, so RLS is the second wall. */
export const createCustomPhraseQueries = (tenantId: string) => ({
  findAll: (trx: Trx) =>
    trx
      .selectFrom('customPhrases')
      .select(['languageTag', 'translation'])
      .where('tenantId', '=', tenantId)
      .orderBy('languageTag')
      .execute(),
  findByLanguageTag: (trx: Trx, languageTag: string) =>
    trx
      .selectFrom('customPhrases')
      .select(['languageTag', 'translation'])
      .where('tenantId', '=', tenantId)
      .where('languageTag', '=', languageTag)
      .executeTakeFirst(),
  upsert: (trx: Trx, languageTag: string, translation: unknown) =>
    trx
      .insertInto('customPhrases')
      .values({ tenantId, languageTag, translation: json(translation) })
      .onConflict((conflict) =>
        conflict.columns(['tenantId', 'languageTag']).doUpdateSet({
          translation: json(translation),
          updatedAt: new Date(),
        }),
      )
      .returning(['languageTag', 'translation'])
      .executeTakeFirstOrThrow(),
  deleteByLanguageTag: async (trx: Trx, languageTag: string) =>
    (
      await trx
        .deleteFrom('customPhrases')
        .where('tenantId', '=', tenantId)
        .where('languageTag', '=', languageTag)
        .executeTakeFirst()
    ).numDeletedRows > 0n,
});
