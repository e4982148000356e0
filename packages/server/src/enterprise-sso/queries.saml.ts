import { sql } from 'kysely';
import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';
import type { PeriodicJob } from '../platform/jobs';

/** SAML requests sent and assertions accepted (Kysely only); every query filters by tenant, RLS behind it. */
export const createSamlQueries = (tenantId: string) => ({
  insertRequest: (
    trx: Trx,
    row: {
      id: string;
      ssoConnectorId: string;
      state: string;
      redirectUri: string;
      expiresAt: Date;
      /** Answered already (an IdP-initiated sign-in's assertion). */
      result?: Record<string, unknown>;
    },
  ) =>
    trx
      .insertInto('ssoSamlRequests')
      .values({ tenantId, ...row, result: row.result ? json(row.result) : undefined })
      .execute(),

  /** A request still waiting for its answer: when it was sent. */
  findPendingRequest: (trx: Trx, ssoConnectorId: string, id: string) =>
    trx
      .selectFrom('ssoSamlRequests')
      .select('createdAt')
      .where('tenantId', '=', tenantId)
      .where('ssoConnectorId', '=', ssoConnectorId)
      .where('id', '=', id)
      .where('result', 'is', null)
      .where('expiresAt', '>', sql<Date>`now()`)
      .executeTakeFirst(),

  /** Where the page that sent a request still waiting for its answer wants the browser back (the latest with that state). */
  findPendingRedirect: (trx: Trx, ssoConnectorId: string, state: string) =>
    trx
      .selectFrom('ssoSamlRequests')
      .select('redirectUri')
      .where('tenantId', '=', tenantId)
      .where('ssoConnectorId', '=', ssoConnectorId)
      .where('state', '=', state)
      .where('result', 'is', null)
      .where('expiresAt', '>', sql<Date>`now()`)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /** Writes the answer once: undefined when the request is unknown, expired or answered already. */
  answerRequest: (trx: Trx, ssoConnectorId: string, id: string, result: Record<string, unknown>) =>
    trx
      .updateTable('ssoSamlRequests')
      .set({ result: json(result) })
      .where('tenantId', '=', tenantId)
      .where('ssoConnectorId', '=', ssoConnectorId)
      .where('id', '=', id)
      .where('result', 'is', null)
      .where('expiresAt', '>', sql<Date>`now()`)
      .returning(['state', 'redirectUri'])
      .executeTakeFirst(),

  /** Takes an answered request's result, once. */
  takeAnswer: async (trx: Trx, ssoConnectorId: string, id: string) =>
    (
      await trx
        .deleteFrom('ssoSamlRequests')
        .where('tenantId', '=', tenantId)
        .where('ssoConnectorId', '=', ssoConnectorId)
        .where('id', '=', id)
        .where('result', 'is not', null)
        .returning('result')
        .executeTakeFirst()
    )?.result ?? undefined,

  /** Remembers an assertion id: false when it was seen before (a replay). */
  rememberAssertion: async (trx: Trx, ssoConnectorId: string, id: string, expiresAt: Date) =>
    (await trx
      .insertInto('ssoSamlAssertions')
      .values({ tenantId, ssoConnectorId, id, expiresAt })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst()) !== undefined,
});

/** Forgets SAML requests and accepted assertion ids once expired, every tenant's (the owner connection). */
export const samlPurgeJob: PeriodicJob = {
  name: 'sso-saml-purge',
  everyMs: 600_000,
  run: async (trx) => {
    await sql`delete from sso_saml_requests where expires_at < now()`.execute(trx);
    await sql`delete from sso_saml_assertions where expires_at < now()`.execute(trx);
  },
};
