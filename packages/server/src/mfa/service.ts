import { randomBytes, randomInt } from 'node:crypto';
import { generateId } from '@gatehouse/schemas/ids';
import {
  backupCodeCount,
  derivedCodeFactors,
  isCodeFactor,
  type MfaFactor,
  type MfaVerification,
} from '@gatehouse/schemas/mfa';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { userRecords } from '../users/public';
import { createMfaQueries, type StoredCode } from './queries';
import { checkTotp, newTotpSecret, totpUri } from './totp';

type Row = Awaited<ReturnType<ReturnType<typeof createMfaQueries>['findAllByUserId']>>[number];

const toVerification = (row: Row): MfaVerification => ({
  id: row.id,
  type: row.type,
  name: row.name,
  createdAt: row.createdAt.getTime(),
  lastUsedAt: row.lastUsedAt?.getTime() ?? null,
  ...(row.type === 'BackupCode' && { remainCodes: (row.codes ?? []).filter((code) => code.usedAt === null).length }),
});

const codeAlphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
/** Ten codes of ten characters from an alphabet without look-alikes (about 50 bits each). */
export const newBackupCodes = () =>
  Array.from({ length: backupCodeCount }, () =>
    Array.from({ length: 10 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join(''),
  );

/**
 * Users' second factors (issue 18): TOTP (secret sealed at rest, last accepted step kept against
 * replay) and backup codes (kept as keyed digests, each usable once), and trusted devices.
 * Every method works in the caller's transaction or opens one in the tenant.
 */
export const createMfaService = (deps: Pick<PlatformDeps, 'database' | 'box'>, tenantId: string) => {
  const queries = createMfaQueries(tenantId);
  const users = userRecords(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => deps.database.withTenant(tenantId, work);
  const codeDigest = (userId: string, code: string) =>
    deps.box.digest(`mfa-backup:${userId}:${code.trim().toLowerCase()}`);
  /** Runs in the caller's transaction when there is one, else in a new one in the tenant. */
  const within = <T>(trx: Trx | undefined, work: (t: Trx) => Promise<T>) => (trx ? work(trx) : inTenant(work));
  const deviceDigest = (token: string) => deps.box.digest(`mfa-device:${token}`);

  const assertUser = async (trx: Trx, userId: string) => {
    const user = await users.findById(trx, userId);
    if (!user) throw new ApiError('user.not_found', { id: userId });
    return user;
  };

  const insertTotp = async (trx: Trx, userId: string, secret: string, lastTimeStep?: number) => {
    const existing = await queries.findByTypeForUpdate(trx, userId, 'Totp');
    assertThat(!existing, 'user.totp_already_in_use');
    const id = generateId();
    await queries.insert(trx, { id, userId, type: 'Totp', secret: deps.box.encrypt(secret), lastTimeStep });
    return id;
  };

  /** Replaces the user's backup codes with `codes`. */
  const replaceBackupCodes = async (trx: Trx, userId: string, codes: string[]) => {
    await queries.deleteByType(trx, userId, 'BackupCode');
    const stored: StoredCode[] = codes.map((code) => ({ digest: codeDigest(userId, code), usedAt: null }));
    const id = generateId();
    await queries.insert(trx, { id, userId, type: 'BackupCode', codes: stored });
    return id;
  };

  return {
    newTotpSecret,
    totpUri,
    /** Seals a secret being enrolled, for the interaction's state until it is bound. */
    sealPending: (value: string) => deps.box.encrypt(value),
    /** Opens what `sealPending` sealed (to show it once, or to bind it). */
    openPending: (sealed: string) => deps.box.decrypt(sealed),
    /**
     * The user's factors; with the tenant's `enabled` factors, also the code factors the user has
     * by their primary email / phone (marked `derived`).
     */
    list: (userId: string, enabled: readonly MfaFactor[] = [], trx?: Trx) =>
      within(trx, async (t) => {
        const user = await assertUser(t, userId);
        const stored = (await queries.findAllByUserId(t, userId)).map(toVerification);
        return [...stored, ...derivedCodeFactors(user, enabled)];
      }),
    /** The types of factors the user has (for the sign-in gate), without checking the user exists. */
    factorsOf: (trx: Trx, userId: string) =>
      queries.findAllByUserId(trx, userId).then((rows) => rows.map(toVerification)),

    /**
     * Adds a TOTP factor with `secret` (422 `user.totp_already_in_use` when the user has one);
     * `lastTimeStep`: the step of the code that proved the enrollment, so it is not accepted again.
     */
    addTotp: (userId: string, secret: string, trx?: Trx, lastTimeStep?: number) =>
      within(trx, async (t) => {
        await assertUser(t, userId);
        return insertTotp(t, userId, secret, lastTimeStep);
      }),
    /** Replaces the user's backup codes; answers the id of the new set. */
    replaceBackupCodes: (userId: string, codes: string[], trx?: Trx) =>
      within(trx, async (t) => {
        await assertUser(t, userId);
        return replaceBackupCodes(t, userId, codes);
      }),
    remove: (userId: string, verificationId: string) =>
      inTenant(async (trx) => {
        await assertUser(trx, userId);
        // A code factor comes and goes with the primary email / phone: nothing to remove by itself.
        if (isCodeFactor(verificationId)) throw new ApiError('user.mfa_verification_derived', { verificationId });
        if (!(await queries.deleteById(trx, userId, verificationId))) {
          throw new ApiError('user.mfa_verification_not_found', { verificationId });
        }
      }),
    /** Renames one of the user's stored factors (a derived code factor has the address as its name: 422). */
    rename: (userId: string, verificationId: string, name: string) =>
      inTenant(async (trx) => {
        await assertUser(trx, userId);
        if (isCodeFactor(verificationId)) throw new ApiError('user.mfa_verification_derived', { verificationId });
        if (!(await queries.rename(trx, userId, verificationId, name))) {
          throw new ApiError('user.mfa_verification_not_found', { verificationId });
        }
        const rows = (await queries.findAllByUserId(trx, userId)).map(toVerification);
        const renamed = rows.find((row) => row.id === verificationId);
        assertThat(renamed, 'user.mfa_verification_not_found', { verificationId });
        return renamed;
      }),
    /** Removes every factor and trusted device of the user ("reset MFA"). */
    reset: (userId: string) =>
      inTenant(async (trx) => {
        await assertUser(trx, userId);
        await queries.deleteAllByUserId(trx, userId);
        await queries.deleteTrustedDevices(trx, userId);
      }),

    /**
     * Checks a TOTP code of the user's factor (±1 step, never the same step twice) and records
     * the step; answers whether it was accepted. The row is locked, so two requests with the same
     * code cannot both pass.
     */
    verifyTotp: (userId: string, code: string, now = Date.now()) =>
      inTenant(async (trx) => {
        const row = await queries.findByTypeForUpdate(trx, userId, 'Totp');
        if (!row?.secret) return false;
        const last = row.lastTimeStep === null ? undefined : Number(row.lastTimeStep);
        const step = checkTotp(deps.box.decrypt(row.secret), code, last, now);
        if (step === undefined) return false;
        await queries.markTotpUsed(trx, row.id, step);
        return true;
      }),
    /** Checks a secret being enrolled (not stored yet) against a code; answers the code's time step. */
    checkNewTotp: (secret: string, code: string, now = Date.now()) => checkTotp(secret, code, undefined, now),

    /** Uses one of the user's backup codes; answers whether it was an unused one. */
    useBackupCode: (userId: string, code: string) =>
      inTenant(async (trx) => {
        const row = await queries.findByTypeForUpdate(trx, userId, 'BackupCode');
        if (!row?.codes) return false;
        const digest = codeDigest(userId, code);
        const index = row.codes.findIndex((stored) => stored.digest === digest && stored.usedAt === null);
        if (index < 0) return false;
        const codes = row.codes.map((stored, at) => (at === index ? { ...stored, usedAt: Date.now() } : stored));
        await queries.updateCodes(trx, row.id, codes);
        return true;
      }),

    /** Trusts this device for `days`: answers the token for its cookie (only its digest is stored). */
    trustDevice: (userId: string, days: number) =>
      inTenant(async (trx) => {
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + days * 86_400_000);
        await queries.insertTrustedDevice(trx, { id: deviceDigest(token), userId, expiresAt });
        return { token, expiresAt };
      }),
    isTrustedDevice: (userId: string, token: string) =>
      inTenant(async (trx) => Boolean(await queries.findTrustedDevice(trx, deviceDigest(token), userId, new Date()))),
  };
};

export type MfaService = ReturnType<typeof createMfaService>;
