import type { Trx } from '../platform/db/database';

type Filters = { languageTag?: string; templateType?: string };

/** Kysely only (CONVENTIONS 1). Every query runs in a tenant transaction, so RLS is the second wall. */
export const createEmailTemplateQueries = (tenantId: string) => {
  const filtered = (trx: Trx, filters: Filters) => {
    let query = trx.selectFrom('emailTemplates').where('tenantId', '=', tenantId);
    if (filters.languageTag) query = query.where('languageTag', '=', filters.languageTag);
    if (filters.templateType) query = query.where('templateType', '=', filters.templateType);
    return query;
  };
  return {
    findAll: (trx: Trx, filters: Filters) =>
      filtered(trx, filters).selectAll().orderBy('languageTag').orderBy('templateType').execute(),
    findById: (trx: Trx, id: string) =>
      trx
        .selectFrom('emailTemplates')
        .selectAll()
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),
    /** The template for the type in the first of `languages` that has one. */
    findFor: async (trx: Trx, templateType: string, languages: string[]) => {
      const rows = await trx
        .selectFrom('emailTemplates')
        .selectAll()
        .where('tenantId', '=', tenantId)
        .where('templateType', '=', templateType)
        .where('languageTag', 'in', languages)
        .execute();
      return languages.map((language) => rows.find((row) => row.languageTag === language)).find(Boolean);
    },
    upsert: (trx: Trx, row: { id: string; languageTag: string; templateType: string; details: unknown }) =>
      trx
        .insertInto('emailTemplates')
        .values({ tenantId, ...row, details: JSON.stringify(row.details) })
        .onConflict((conflict) =>
          conflict
            .columns(['tenantId', 'languageTag', 'templateType'])
            .doUpdateSet({ details: JSON.stringify(row.details) }),
        )
        .returningAll()
        .executeTakeFirstOrThrow(),
    updateDetails: (trx: Trx, id: string, details: unknown) =>
      trx
        .updateTable('emailTemplates')
        .set({ details: JSON.stringify(details) })
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    deleteMany: async (trx: Trx, filters: Filters) => {
      let query = trx.deleteFrom('emailTemplates').where('tenantId', '=', tenantId);
      if (filters.languageTag) query = query.where('languageTag', '=', filters.languageTag);
      if (filters.templateType) query = query.where('templateType', '=', filters.templateType);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },
    deleteById: async (trx: Trx, id: string) =>
      (await trx.deleteFrom('emailTemplates').where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst())
        .numDeletedRows > 0n,
  };
};
