import { sql } from 'kysely';
import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';
import type { PeriodicJob } from '../platform/jobs';

type ConfigRow = {
  enabled: boolean;
  defaultApplicationId: string;
  redirectUri: string;
  authParameters: Record<string, string>;
  autoSendAuthorizationRequest: boolean;
};

/** IdP-initiated configs and the unsolicited assertions waiting for their browser (Kysely only; tenant-filtered, RLS behind). */
export const createIdpInitiatedQueries = (tenantId: string) => ({
  findConfig: (trx: Trx, ssoConnectorId: string) =>
    trx
      .selectFrom('ssoIdpInitiatedConfigs')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('ssoConnectorId', '=', ssoConnectorId)
      .executeTakeFirst(),

  upsertConfig: (trx: Trx, ssoConnectorId: string, row: ConfigRow) => {
    const values = { ...row, authParameters: json(row.authParameters), updatedAt: sql<Date>`now()` };
    return trx
      .insertInto('ssoIdpInitiatedConfigs')
      .values({ tenantId, ssoConnectorId, ...values })
      .onConflict((conflict) => conflict.columns(['tenantId', 'ssoConnectorId']).doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  deleteConfig: async (trx: Trx, ssoConnectorId: string) =>
    (
      await trx
        .deleteFrom('ssoIdpInitiatedConfigs')
        .where('tenantId', '=', tenantId)
        .where('ssoConnectorId', '=', ssoConnectorId)
        .executeTakeFirst()
    ).numDeletedRows > 0n,

  insertSession: (trx: Trx, row: { id: string; ssoConnectorId: string; result: object; expiresAt: Date }) =>
    trx
      .insertInto('ssoIdpInitiatedSessions')
      .values({ tenantId, ...row, result: json(row.result) })
      .execute(),

  /** Whether a live assertion (not expired, not taken) waits under this id for the connector. */
  hasSession: async (trx: Trx, ssoConnectorId: string, id: string) =>
    Boolean(
      await trx
        .selectFrom('ssoIdpInitiatedSessions')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('ssoConnectorId', '=', ssoConnectorId)
        .where('id', '=', id)
        .where('expiresAt', '>', sql<Date>`now()`)
        .executeTakeFirst(),
    ),

  /** Takes a waiting assertion once: undefined when unknown, another connector's, or expired. */
  takeSession: async (trx: Trx, ssoConnectorId: string, id: string) =>
    (
      await trx
        .deleteFrom('ssoIdpInitiatedSessions')
        .where('tenantId', '=', tenantId)
        .where('ssoConnectorId', '=', ssoConnectorId)
        .where('id', '=', id)
        .where('expiresAt', '>', sql<Date>`now()`)
        .returning('result')
        .executeTakeFirst()
    )?.result,
});

/** Forgets unsolicited assertions no browser came back for, every tenant's (the owner connection). */
export const idpInitiatedPurgeJob: PeriodicJob = {
  name: 'sso-idp-initiated-purge',
  everyMs: 600_000,
  run: async (trx) => {
    await sql`delete from sso_idp_initiated_sessions where expires_at < now()`.execute(trx);
  },
};
