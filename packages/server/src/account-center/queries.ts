import type { AccountCenter } from '@gatehouse/schemas/account-center';
import { sql } from 'kysely';
import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';
import type { PeriodicJob } from '../platform/jobs';

/** The tenant's account center settings: one row, absent until first saved. */
export const createAccountCenterQueries = (tenantId: string) => ({
  find: (trx: Trx) =>
    trx.selectFrom('accountCenters').select(['enabled', 'fields']).where('tenantId', '=', tenantId).executeTakeFirst(),
  /** Locks the row (when there is one) so concurrent changes apply one after the other. */
  findForUpdate: (trx: Trx) =>
    trx
      .selectFrom('accountCenters')
      .select(['enabled', 'fields'])
      .where('tenantId', '=', tenantId)
      .forUpdate()
      .executeTakeFirst(),
  upsert: (trx: Trx, settings: AccountCenter) =>
    trx
      .insertInto('accountCenters')
      .values({ tenantId, enabled: settings.enabled, fields: json(settings.fields) })
      .onConflict((oc) =>
        oc
          .column('tenantId')
          .doUpdateSet({ enabled: settings.enabled, fields: json(settings.fields), updatedAt: new Date() }),
      )
      .execute(),
});

export type NewVerificationRecord = {
  id: string;
  userId: string;
  kind: 'password' | 'code' | 'webauthn';
  identifierType?: 'email' | 'phone';
  identifier?: string;
  /** `webauthn`: the registration's open challenge (migration 0031). */
  webauthn?: Record<string, unknown>;
  verified: boolean;
  expiresAt: Date;
};

/** A user's verification records (what they proved, for a few minutes). */
export const createVerificationRecordQueries = (tenantId: string) => ({
  insert: (trx: Trx, record: NewVerificationRecord) =>
    trx
      .insertInto('accountVerificationRecords')
      .values({
        tenantId,
        id: record.id,
        userId: record.userId,
        kind: record.kind,
        identifierType: record.identifierType ?? null,
        identifier: record.identifier ?? null,
        webauthn: record.webauthn ? json(record.webauthn) : null,
        verified: record.verified,
        expiresAt: record.expiresAt,
      })
      .execute(),
  /** The user's record by id; another user's is never found. */
  findOfUser: (trx: Trx, userId: string, id: string) =>
    trx
      .selectFrom('accountVerificationRecords')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst(),
  markVerified: (trx: Trx, userId: string, id: string, expiresAt: Date) =>
    trx
      .updateTable('accountVerificationRecords')
      .set({ verified: true, expiresAt })
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .where('id', '=', id)
      .execute(),
  /**
   * A WebAuthn registration's response verified: the credential replaces the challenge, once (false
   * when another request answered it first).
   */
  answerWebAuthn: async (trx: Trx, userId: string, id: string, webauthn: Record<string, unknown>, expiresAt: Date) => {
    const result = await trx
      .updateTable('accountVerificationRecords')
      .set({ verified: true, webauthn: json(webauthn), expiresAt })
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .where('id', '=', id)
      .where('kind', '=', 'webauthn')
      .where('verified', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  /** Uses the record up; false when it already was. */
  consume: async (trx: Trx, userId: string, id: string, at: Date) => {
    const result = await trx
      .updateTable('accountVerificationRecords')
      .set({ consumedAt: at })
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .where('id', '=', id)
      .where('consumedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});

/** Forgets verification records a day after they expired (they prove nothing from their expiry on). */
export const verificationRecordsPurgeJob: PeriodicJob = {
  name: 'account-verification-records-purge',
  everyMs: 3_600_000,
  run: async (trx) => {
    await sql`delete from account_verification_records where expires_at < now() - interval '1 day'`.execute(trx);
  },
};
