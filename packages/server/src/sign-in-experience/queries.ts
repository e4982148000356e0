import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';

export const createSignInExperienceQueries = (tenantId: string) => ({
  find: (trx: Trx) =>
    trx.selectFrom('signInExperiences').select('settings').where('tenantId', '=', tenantId).executeTakeFirst(),
  /** The settings, with the row locked until the transaction ends (language checks, see custom-phrases/). */
  findForUpdate: (trx: Trx) =>
    trx
      .selectFrom('signInExperiences')
      .select('settings')
      .where('tenantId', '=', tenantId)
      .forUpdate()
      .executeTakeFirst(),
  upsert: (trx: Trx, settings: unknown) =>
    trx
      .insertInto('signInExperiences')
      .values({ tenantId, settings: json(settings) })
      .onConflict((oc) => oc.column('tenantId').doUpdateSet({ settings: json(settings), updatedAt: new Date() }))
      .execute(),
  insertIfMissing: (trx: Trx, settings: unknown) =>
    trx
      .insertInto('signInExperiences')
      .values({ tenantId, settings: json(settings) })
      .onConflict((oc) => oc.column('tenantId').doNothing())
      .execute(),
});
