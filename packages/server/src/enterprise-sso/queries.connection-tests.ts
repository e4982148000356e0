import { sql } from 'kysely';
import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';
import type { PeriodicJob } from '../platform/jobs';

/** Connection tests of SSO connectors (Kysely only; tenant-filtered, RLS behind). Expired ones are never found. */
export const createConnectionTestQueries = (tenantId: string) => {
  const live = (trx: Trx) =>
    trx
      .selectFrom('ssoConnectionTests')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('expiresAt', '>', sql<Date>`now()`);
  return {
    insert: (trx: Trx, row: { id: string; ssoConnectorId: string; state: string; expiresAt: Date }) =>
      trx
        .insertInto('ssoConnectionTests')
        .values({ tenantId, status: 'pending', ...row })
        .returningAll()
        .executeTakeFirstOrThrow(),

    find: (trx: Trx, ssoConnectorId: string, id: string) =>
      live(trx).where('ssoConnectorId', '=', ssoConnectorId).where('id', '=', id).executeTakeFirst(),

    findPending: (trx: Trx, id: string) =>
      live(trx).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst(),

    findStarted: (trx: Trx, ssoConnectorId: string, state: string) =>
      live(trx)
        .where('ssoConnectorId', '=', ssoConnectorId)
        .where('state', '=', state)
        .where('status', '=', 'started')
        .executeTakeFirst(),

    /** pending → started, once: false when another request opened it first (or it expired). */
    markStarted: async (trx: Trx, id: string, flow: Record<string, string>) =>
      (
        await trx
          .updateTable('ssoConnectionTests')
          .set({ status: 'started', flow: json(flow) })
          .where('tenantId', '=', tenantId)
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .where('expiresAt', '>', sql<Date>`now()`)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,

    /** started → succeeded or failed, once (the flow is spent): false when already finished. */
    finish: async (
      trx: Trx,
      id: string,
      outcome: { status: 'succeeded'; result: object } | { status: 'failed'; error: { code: string }; result?: object },
    ) =>
      (
        await trx
          .updateTable('ssoConnectionTests')
          .set({
            status: outcome.status,
            flow: null,
            result: outcome.result ? json(outcome.result) : null,
            error: outcome.status === 'failed' ? json(outcome.error) : null,
          })
          .where('tenantId', '=', tenantId)
          .where('id', '=', id)
          .where('status', '=', 'started')
          .executeTakeFirst()
      ).numUpdatedRows > 0n,
  };
};

/** Forgets expired connection tests, every tenant's (the owner connection). */
export const connectionTestPurgeJob: PeriodicJob = {
  name: 'sso-connection-tests-purge',
  everyMs: 600_000,
  run: async (trx) => {
    await sql`delete from sso_connection_tests where expires_at < now()`.execute(trx);
  },
};
