import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { lazyModule } from '../platform/lazy';

/** Native Argon2 and bcrypt load at the first password check, not at start (platform/lazy.ts). */
const argon2 = lazyModule(() => import('@node-rs/argon2'));
const bcryptjs = lazyModule(async () => (await import('bcryptjs')).default);

/** Stored `users.passwordEncryptionMethod` values: Argon2id for new hashes, the rest for imported users. */
export const passwordEncryptionMethods = ['Argon2i', 'Argon2id', 'Argon2d', 'SHA1', 'SHA256', 'MD5', 'Bcrypt'] as const;
export type PasswordEncryptionMethod = (typeof passwordEncryptionMethods)[number];

export type StoredPassword = {
  passwordEncrypted: string | null | undefined;
  passwordEncryptionMethod: string | null | undefined;
};
export type PasswordVerification = { valid: boolean; needsUpgrade: boolean };

/**
 * Argon2id with OWASP's first recommended configuration: 19 MiB, 2 passes, 1 lane
 * (https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id).
 * Measured with @node-rs/argon2 2.2.1 on Node 20, x86_64, 2 cores: about 13 ms per hash or verify,
 * on libuv's threads, off the event loop. 32 MiB/t=3 took 31 ms and held the full sign-in flow to
 * about 20 sign-ins/s on such a machine, under the budget of 40 (packages/bench, `login`).
 * Changing these makes every older hash report `needsUpgrade`, and the next sign-in rehashes it.
 */
export const argon2idOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Every hash made with the current options begins so (PHC string format, Argon2 version 0x13). */
const currentArgon2idPrefix = `$argon2id$v=19$m=${argon2idOptions.memoryCost},t=${argon2idOptions.timeCost},p=${argon2idOptions.parallelism}$`;

/**
 * Hashes a new password with Argon2id and the current options.
 *
 * @example
 * const { passwordEncrypted, passwordEncryptionMethod } = await hashPassword(password);
 */
export const hashPassword = async (
  password: string,
): Promise<{ passwordEncrypted: string; passwordEncryptionMethod: 'Argon2id' }> => ({
  passwordEncrypted: await (await argon2()).hash(password, argon2idOptions),
  passwordEncryptionMethod: 'Argon2id',
});

const argon2Prefixes: Record<string, string> = { Argon2i: '$argon2i$', Argon2id: '$argon2id$', Argon2d: '$argon2d$' };
const digestAlgorithms: Record<string, { name: string; hexLength: number }> = {
  SHA1: { name: 'sha1', hexLength: 40 },
  SHA256: { name: 'sha256', hexLength: 64 },
  MD5: { name: 'md5', hexLength: 32 },
};

/** Legacy unsalted digests, stored as hex; compared as bytes in constant time. */
const verifyDigest = (password: string, stored: string, { name, hexLength }: { name: string; hexLength: number }) => {
  if (stored.length !== hexLength || !/^[0-9a-f]+$/i.test(stored)) return false;
  return timingSafeEqual(createHash(name).update(password, 'utf8').digest(), Buffer.from(stored, 'hex'));
};

const verifyWithMethod = async (password: string, stored: string, method: string): Promise<boolean> => {
  const argon2Prefix = argon2Prefixes[method];
  // A hash whose variant disagrees with its stored method is treated as corrupt, not trusted either way.
  if (argon2Prefix) return stored.startsWith(argon2Prefix) && (await (await argon2()).verify(stored, password));
  if (method === 'Bcrypt') return (await bcryptjs()).compare(password, stored);
  const digest = digestAlgorithms[method];
  return digest ? verifyDigest(password, stored, digest) : false;
};

/**
 * Checks a password against a stored hash of any supported method. `needsUpgrade` is true when the
 * password is valid but was not hashed with Argon2id and the current options, so the caller should
 * store `hashPassword(password)`. Never throws: an unknown method, a missing or malformed hash all
 * answer `{ valid: false, needsUpgrade: false }`. When there is no user at all, call `dummyVerify`.
 *
 * @example
 * const { valid, needsUpgrade } = await verifyPassword(password, user);
 * if (valid && needsUpgrade) await updateUserPassword(user.id, await hashPassword(password));
 */
export const verifyPassword = async (
  password: string,
  { passwordEncrypted, passwordEncryptionMethod }: StoredPassword,
): Promise<PasswordVerification> => {
  if (!passwordEncrypted || !passwordEncryptionMethod) return { valid: false, needsUpgrade: false };
  try {
    const valid = await verifyWithMethod(password, passwordEncrypted, passwordEncryptionMethod);
    const current = passwordEncryptionMethod === 'Argon2id' && passwordEncrypted.startsWith(currentArgon2idPrefix);
    return { valid, needsUpgrade: valid && !current };
  } catch {
    return { valid: false, needsUpgrade: false };
  }
};

let dummyHash: Promise<string> | undefined;

/**
 * Spends about the time of a real Argon2id verify and answers invalid, for sign-ins naming an unknown
 * user, so the response time does not tell whether an account exists. The first call also hashes once.
 *
 * @example
 * const result = user ? await verifyPassword(password, user) : await dummyVerify();
 */
export const dummyVerify = async (): Promise<PasswordVerification> => {
  try {
    const { hash, verify } = await argon2();
    dummyHash ??= hash(randomBytes(16), argon2idOptions);
    await verify(await dummyHash, 'not the password');
  } catch {
    dummyHash = undefined; // try again next time rather than keep a rejected promise
  }
  return { valid: false, needsUpgrade: false };
};
