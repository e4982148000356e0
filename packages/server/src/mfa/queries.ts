import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';

export type StoredCode = { digest: string; usedAt: number | null };

/** Users' second factors and trusted devices (migration 0017), in one tenant. */
export const createMfaQueries = (tenantId: string) => ({
  findAllByUserId: (trx: Trx, userId: string) =>
    trx
      .selectFrom('userMfaVerifications')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
  /** The user's factor of one type, locked until the transaction ends (one code check at a time). */
  findByTypeForUpdate: (trx: Trx, userId: string, type: 'Totp' | 'BackupCode') =>
    trx
      .selectFrom('userMfaVerifications')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .where('type', '=', type)
      .forUpdate()
      .executeTakeFirst(),
  insert: (
    trx: Trx,
    row: {
      id: string;
      userId: string;
      type: 'Totp' | 'BackupCode';
      name?: string | null;
      secret?: string;
      codes?: StoredCode[];
      lastTimeStep?: number;
    },
  ) =>
    trx
      .insertInto('userMfaVerifications')
      .values({
        tenantId,
        id: row.id,
        userId: row.userId,
        type: row.type,
        name: row.name ?? null,
        secret: row.secret ?? null,
        codes: row.codes ? json(row.codes) : null,
        lastTimeStep: row.lastTimeStep ?? null,
      })
      .execute(),
  /** The tenant's WebAuthn credential with this id (passkey sign-in finds its user by it). */
  findByCredentialId: (trx: Trx, credentialId: string) =>
    trx
      .selectFrom('userMfaVerifications')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('type', '=', 'WebAuthn')
      .where('credentialId', '=', credentialId)
      .executeTakeFirst(),
  insertWebAuthn: (
    trx: Trx,
    row: { id: string; userId: string; name: string | null; credentialId: string; publicKey: string } & {
      counter: number;
      transports: string[];
    },
  ) =>
    trx
      .insertInto('userMfaVerifications')
      .values({ tenantId, type: 'WebAuthn', ...row, transports: json(row.transports) })
      .execute(),
  /**
   * Records an accepted assertion's counter, only if the stored one is still `previous` (two
   * requests with the same assertion cannot both pass); answers whether it did.
   */
  markWebAuthnUsed: async (trx: Trx, id: string, previous: number, counter: number) =>
    (
      await trx
        .updateTable('userMfaVerifications')
        .set({ counter, lastUsedAt: new Date() })
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .where('counter', '=', previous)
        .executeTakeFirst()
    ).numUpdatedRows > 0n,
  markTotpUsed: (trx: Trx, id: string, timeStep: number) =>
    trx
      .updateTable('userMfaVerifications')
      .set({ lastTimeStep: timeStep, lastUsedAt: new Date() })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute(),
  updateCodes: (trx: Trx, id: string, codes: StoredCode[]) =>
    trx
      .updateTable('userMfaVerifications')
      .set({ codes: json(codes), lastUsedAt: new Date() })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute(),
  deleteById: async (trx: Trx, userId: string, id: string) =>
    (
      await trx
        .deleteFrom('userMfaVerifications')
        .where('tenantId', '=', tenantId)
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst()
    ).numDeletedRows > 0n,
  /** Renames one of the user's factors; answers whether it exists. */
  rename: async (trx: Trx, userId: string, id: string, name: string) =>
    (
      await trx
        .updateTable('userMfaVerifications')
        .set({ name })
        .where('tenantId', '=', tenantId)
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst()
    ).numUpdatedRows > 0n,
  deleteByType: (trx: Trx, userId: string, type: 'Totp' | 'BackupCode') =>
    trx
      .deleteFrom('userMfaVerifications')
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .where('type', '=', type)
      .execute(),
  deleteAllByUserId: (trx: Trx, userId: string) =>
    trx.deleteFrom('userMfaVerifications').where('tenantId', '=', tenantId).where('userId', '=', userId).execute(),

  insertTrustedDevice: (trx: Trx, row: { id: string; userId: string; expiresAt: Date }) =>
    trx
      .insertInto('mfaTrustedDevices')
      .values({ tenantId, ...row })
      .execute(),
  findTrustedDevice: (trx: Trx, id: string, userId: string, now: Date) =>
    trx
      .selectFrom('mfaTrustedDevices')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('userId', '=', userId)
      .where('expiresAt', '>', now)
      .executeTakeFirst(),
  deleteTrustedDevices: (trx: Trx, userId: string) =>
    trx.deleteFrom('mfaTrustedDevices').where('tenantId', '=', tenantId).where('userId', '=', userId).execute(),
});
