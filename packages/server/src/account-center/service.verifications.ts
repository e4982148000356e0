import type { CodeIdentifier, VerificationRecord } from '@gatehouse/schemas/account-center';
import { generateId } from '@gatehouse/schemas/ids';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import type { User } from '@gatehouse/schemas/users';
import type { Sentinel, SentinelDecision } from '../experience/sentinel';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { assertEmailAllowed } from '../sign-in-experience/public';
import { normalizeIdentifier } from '../users/identifiers';
import type { UserService } from '../users/service';
import type { createVerificationCodeService } from '../verification-codes/public';
import { createVerificationRecordQueries } from './queries';

/** How long a verification record proves something: ten minutes, as Logto's do. */
export const verificationRecordTtlSeconds = 600;

export type VerificationDeps = {
  database: PlatformDeps['database'];
  users: UserService;
  codes: ReturnType<typeof createVerificationCodeService>;
  sentinel: Sentinel;
  /** The tenant's lockout policy (the sign-in experience's `sentinelPolicy`). */
  sentinelPolicy: () => Promise<SignInExperience['sentinelPolicy']>;
  /** The email blocklist (the sign-in experience's `emailBlocklistPolicy`): no code goes to a blocked new address. */
  emailPolicy: () => Promise<SignInExperience['emailBlocklistPolicy']>;
  now?: () => Date;
};

/** The address of a code in stored form (emails lower-cased, phones digits only), or 400 naming the format. */
export const normalizedCodeIdentifier = (identifier: CodeIdentifier): CodeIdentifier => ({
  type: identifier.type,
  value: normalizeIdentifier(identifier.type, identifier.value),
});

/** The user's current address of that type. */
const currentAddress = (user: User, type: CodeIdentifier['type']) =>
  type === 'email' ? user.primaryEmail : user.primaryPhone;

/**
 * Step-up verification records of the Account API (peer-interfaces §3.3 "step-up verifications"):
 * a user proves their password, or receives a code at an address, and gets a record id that proves
 * it for ten minutes. A record proves who the user is (`assertIdentity`: their password, or a code
 * received at their current email or phone), or that a new address is theirs (`takeNewAddress`, used
 * once). Wrong passwords count against the account's lockout, the very one of the sign-in pages
 * (experience/sentinel.ts), so the API gives an attacker no more guesses than the pages do.
 */
export const createAccountVerificationService = (deps: VerificationDeps, tenantId: string) => {
  const { database, users, codes, sentinel } = deps;
  const now = deps.now ?? (() => new Date());
  const queries = createVerificationRecordQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  const purposeOf = (userId: string) => `account:${userId}`;
  const expiry = () => new Date(now().getTime() + verificationRecordTtlSeconds * 1000);
  const answer = (id: string, expiresAt: Date): VerificationRecord => ({
    verificationRecordId: id,
    expiresAt: expiresAt.toISOString(),
  });

  /** The user's record, when it is verified and neither expired nor used up. */
  const usable = async (userId: string, id: string | undefined) => {
    if (!id) return undefined;
    const record = await inTenant((trx) => queries.findOfUser(trx, userId, id));
    if (!record?.verified || record.consumedAt || record.expiresAt.getTime() <= now().getTime()) return undefined;
    return record;
  };

  return {
    /** Checks the user's password under the account lockout; a right one gives a record. */
    verifyPassword: async (userId: string, password: string): Promise<VerificationRecord> => {
      const policy = await deps.sentinelPolicy();
      const outcome = await sentinel.attempt(`${tenantId}:user:${userId}`, policy, () =>
        users.verifyPassword(userId, password),
      );
      if ('retryAfterMs' in outcome) {
        throw new ApiError('session.too_many_attempts', {
          decision: 'Blocked' satisfies SentinelDecision,
          retryAfterSeconds: Math.ceil(outcome.retryAfterMs / 1000),
        });
      }
      if (!outcome.succeeded) throw new ApiError('session.invalid_credentials');
      const id = generateId();
      const expiresAt = expiry();
      await inTenant((trx) => queries.insert(trx, { id, userId, kind: 'password', verified: true, expiresAt }));
      return answer(id, expiresAt);
    },

    /**
     * Sends a code to the address (the user's own, to prove who they are, or a new one they want to
     * add) and gives the record it will verify. Codes keep their own limits (verification-codes/).
     */
    sendCode: async (
      userId: string,
      raw: CodeIdentifier,
      request: { language?: string; clientAddress?: string },
    ): Promise<VerificationRecord> => {
      const identifier = normalizedCodeIdentifier(raw);
      const user = await users.get(userId);
      const own = currentAddress(user, identifier.type) === identifier.value;
      if (!own && identifier.type === 'email') assertEmailAllowed(await deps.emailPolicy(), identifier.value);
      await codes.send({
        identifier,
        purpose: purposeOf(userId),
        messageType: own ? 'UserPermissionValidation' : 'BindNewIdentifier',
        ...request,
      });
      const id = generateId();
      const expiresAt = expiry();
      await inTenant((trx) =>
        queries.insert(trx, {
          id,
          userId,
          kind: 'code',
          identifierType: identifier.type,
          identifier: identifier.value,
          verified: false,
          expiresAt,
        }),
      );
      return answer(id, expiresAt);
    },

    /** Checks the code received for a record; a right one verifies the record for ten minutes. */
    verifyCode: async (
      userId: string,
      raw: CodeIdentifier,
      verificationId: string,
      code: string,
    ): Promise<VerificationRecord> => {
      const identifier = normalizedCodeIdentifier(raw);
      const record = await inTenant((trx) => queries.findOfUser(trx, userId, verificationId));
      if (
        record?.kind !== 'code' ||
        record.consumedAt ||
        record.expiresAt.getTime() <= now().getTime() ||
        record.identifierType !== identifier.type ||
        record.identifier !== identifier.value
      ) {
        throw new ApiError('verification_record.invalid');
      }
      await codes.verify({ identifier, purpose: purposeOf(userId), code });
      const expiresAt = expiry();
      await inTenant((trx) => queries.markVerified(trx, userId, verificationId, expiresAt));
      return answer(verificationId, expiresAt);
    },

    /**
     * 403 `account_center.identity_not_verified` unless the record proves who the user is: their
     * password, or a code received at their current email or phone, within the last ten minutes.
     */
    assertIdentity: async (user: User, verificationId: string | undefined) => {
      const record = await usable(user.id, verificationId);
      const proves =
        record?.kind === 'password' ||
        (record?.kind === 'code' &&
          record.identifierType !== null &&
          record.identifier === currentAddress(user, record.identifierType));
      if (!proves) throw new ApiError('account_center.identity_not_verified');
    },

    /**
     * 400 `verification_record.invalid` unless the record proves the user received a code at this
     * address; returns the function that uses the record up once the address is on the account.
     */
    takeNewAddress: async (userId: string, recordId: string, address: CodeIdentifier) => {
      const record = await usable(userId, recordId);
      if (record?.kind !== 'code' || record.identifierType !== address.type || record.identifier !== address.value) {
        throw new ApiError('verification_record.invalid');
      }
      return () => inTenant((trx) => queries.consume(trx, userId, recordId, now()));
    },
  };
};

export type AccountVerificationService = ReturnType<typeof createAccountVerificationService>;
