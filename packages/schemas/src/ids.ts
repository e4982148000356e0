/**
 * Random, URL-safe identifiers (spec §9: entity ids 21 characters, user ids 12,
 * a 32-character key generator for signing keys and secrets).
 *
 * Uses the Web Crypto API so it runs unchanged in Node, the console and the
 * sign-in pages. Rejection sampling keeps every character equally likely.
 *
 * @example
 * generateId() // 'k3x9q0w8e7r6t5y4u3i2o' (21 chars)
 * generateUserId() // '0a1b2c3d4e5f' (12 chars)
 */
const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
const keyAlphabet = `${alphabet}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;

export const entityIdLength = 21;
export const userIdLength = 12;
export const keyLength = 32;

/**
 * Random bytes drawn from a pool refilled 4 KiB at a time (as nanoid does): one `getRandomValues`
 * call per few hundred ids instead of one per id, which costs more than the id itself on a busy
 * token endpoint (an audit record's id per grant). Each byte is used once.
 */
const pool = new Uint8Array(4096);
let poolAt = pool.length;
const randomByte = (): number => {
  if (poolAt >= pool.length) {
    crypto.getRandomValues(pool);
    poolAt = 0;
  }
  return pool[poolAt++] as number;
};

const randomString = (length: number, chars: string): string => {
  // Largest multiple of chars.length below 256, so `byte % length` is unbiased.
  const limit = 256 - (256 % chars.length);
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < limit) out += chars[byte % chars.length];
  }
  return out;
};

export const generateId = (length = entityIdLength): string => randomString(length, alphabet);
export const generateUserId = (): string => randomString(userIdLength, alphabet);
export const generateKey = (length = keyLength): string => randomString(length, keyAlphabet);
