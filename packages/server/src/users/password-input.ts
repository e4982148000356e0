import type { PasswordPolicy } from '@gatehouse/schemas/password-policy';
import type { PasswordAlgorithm } from '@gatehouse/schemas/users';
import { hashPassword, type PasswordEncryptionMethod } from '../passwords/hashing';
import { validatePassword } from '../passwords/policy';
import { assertThat } from '../platform/http/api-error';

// The algorithms the API accepts are exactly those the hashing module verifies.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const algorithmsMatch: Same<PasswordAlgorithm, PasswordEncryptionMethod> = true;
void algorithmsMatch;

/** What an imported digest must look like for its algorithm, so a typo fails now and not at sign-in. */
const digestFormats: Record<PasswordAlgorithm, RegExp> = {
  Argon2i: /^\$argon2i\$/,
  Argon2id: /^\$argon2id\$/,
  Argon2d: /^\$argon2d\$/,
  Bcrypt: /^\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}$/,
  SHA1: /^[0-9a-f]{40}$/i,
  SHA256: /^[0-9a-f]{64}$/i,
  MD5: /^[0-9a-f]{32}$/i,
};

export type PasswordInput = { password?: string; passwordDigest?: string; passwordAlgorithm?: PasswordAlgorithm };
export type PasswordUserInfo = {
  name?: string | null;
  username?: string | null;
  email?: string | null;
  phone?: string | null;
};

/**
 * The password columns of a user from a request: a plain password checked by the tenant's policy
 * (read only when one is sent) and hashed, or an imported digest checked for its algorithm's
 * format; undefined when neither was sent.
 */
export const passwordColumnsOf = async (
  input: PasswordInput,
  userInfo: PasswordUserInfo,
  policy: () => Promise<PasswordPolicy>,
  isBreached: (password: string) => Promise<boolean>,
) => {
  if (input.password !== undefined) {
    await validatePassword(input.password, await policy(), userInfo, isBreached);
    return hashPassword(input.password);
  }
  if (input.passwordDigest !== undefined && input.passwordAlgorithm !== undefined) {
    assertThat(digestFormats[input.passwordAlgorithm].test(input.passwordDigest), 'user.invalid_password_digest', {
      algorithm: input.passwordAlgorithm,
    });
    return { passwordEncrypted: input.passwordDigest, passwordEncryptionMethod: input.passwordAlgorithm };
  }
  return undefined;
};
