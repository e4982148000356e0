import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import type { Identifier } from '@gatehouse/schemas/users';
import { dummyVerify, hashPassword, verifyPassword } from '../passwords/hashing';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { findUserScoped, userRecords } from '../users/public';
import type { Sentinel, SentinelDecision } from './sentinel';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserScoped>>>;

/**
 * Checks `password` against the account holding `identifier` (already normalized), under the
 * tenant's lockout policy (per account, sentinel.ts): 429 `session.too_many_attempts` while the
 * account is locked, 422 `session.invalid_credentials` for a wrong password and for an unknown
 * account alike (the same time is spent either way). A good password clears the failures and
 * turns an imported hash into Argon2id. `onFailure` learns of each refusal (with the account when
 * there was one), for the caller's audit record.
 *
 * Used wherever a password proves who someone is: the Experience API and invitation acceptance.
 */
export const checkAccountPassword = async (
  { deps, sentinel, tenantId }: { deps: PlatformDeps; sentinel: Sentinel; tenantId: string },
  policy: SignInExperience['sentinelPolicy'],
  identifier: Identifier,
  password: string,
  onFailure: (error: ApiError, userId?: string) => void = () => undefined,
): Promise<UserRow> => {
  const user = await findUserScoped(deps.database.system, tenantId, identifier.type, identifier.value);
  let needsUpgrade = false;
  const outcome = await sentinel.attempt(sentinel.keyOf(tenantId, identifier, user?.id), policy, async () => {
    const result =
      user?.passwordEncrypted && user.passwordEncryptionMethod
        ? await verifyPassword(password, {
            passwordEncrypted: user.passwordEncrypted,
            passwordEncryptionMethod: user.passwordEncryptionMethod,
          })
        : // No such account (or no password): spend the same time, so timing does not tell.
          await dummyVerify();
    needsUpgrade = result.needsUpgrade;
    return Boolean(user) && result.valid;
  });

  if ('retryAfterMs' in outcome) {
    const error = new ApiError('session.too_many_attempts', {
      decision: 'Blocked' satisfies SentinelDecision,
      retryAfterSeconds: Math.ceil(outcome.retryAfterMs / 1000),
    });
    onFailure(error, user?.id);
    throw error;
  }
  if (!user || !outcome.succeeded) {
    const error = new ApiError('session.invalid_credentials');
    onFailure(error, user?.id);
    throw error;
  }
  if (needsUpgrade) {
    // Imported hashes (bcrypt, SHA-*, MD5, older Argon2) become Argon2id at the first good sign-in.
    const upgraded = await hashPassword(password);
    await deps.database.withTenant(tenantId, (trx) => userRecords(tenantId).updateById(trx, user.id, upgraded));
  }
  return user;
};
