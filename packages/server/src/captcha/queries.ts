import type { Trx } from '../platform/db/database';
import type { CaptchaProvidersTable } from '../platform/db/schema';

type Settings = Pick<CaptchaProvidersTable, 'type' | 'siteKey' | 'secretKey' | 'projectId'>;

export const createCaptchaQueries = (tenantId: string) => ({
  find: (trx: Trx) =>
    trx.selectFrom('captchaProviders').selectAll().where('tenantId', '=', tenantId).executeTakeFirst(),
  upsert: (trx: Trx, settings: Settings) =>
    trx
      .insertInto('captchaProviders')
      .values({ tenantId, ...settings })
      .onConflict((oc) => oc.column('tenantId').doUpdateSet({ ...settings, updatedAt: new Date() }))
      .returningAll()
      .executeTakeFirstOrThrow(),
  delete: async (trx: Trx) =>
    Number(
      (await trx.deleteFrom('captchaProviders').where('tenantId', '=', tenantId).executeTakeFirst()).numDeletedRows,
    ),
});
