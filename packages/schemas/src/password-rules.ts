import type { ErrorCode } from './errors';
import type { PasswordPolicy } from './password-policy';

/*
 * The password rules of spec §5, with no runtime dependency (no zod), so the
 * sign-in pages can check a password as it is typed without loading the
 * schemas. The policy's shape and defaults are in `password-policy.ts`.
 */

export type PasswordIssueCode = Extract<ErrorCode, `password_rejected.${string}`>;
export type PasswordIssue = { code: PasswordIssueCode; interpolation?: Record<string, string | number> };
export type PasswordUserInfo = {
  name?: string | null;
  username?: string | null;
  email?: string | null;
  phone?: string | null;
};

export const characterTypes = ['lowerCase', 'upperCase', 'digits', 'symbols'] as const;
export type CharacterType = (typeof characterTypes)[number];

/**
 * Only printable ASCII (U+0020–U+007E, space included) is allowed, as in Logto's policies: every
 * keyboard can type it, and no Unicode normalisation question arises between sign-up and sign-in.
 */
const isPrintableAscii = (char: string) => {
  const codePoint = char.codePointAt(0) ?? -1;
  return codePoint >= 0x20 && codePoint <= 0x7e;
};

const characterTypeOf = (char: string): CharacterType | undefined => {
  if (char >= 'a' && char <= 'z') return 'lowerCase';
  if (char >= 'A' && char <= 'Z') return 'upperCase';
  if (char >= '0' && char <= '9') return 'digits';
  return isPrintableAscii(char) ? 'symbols' : undefined;
};

/**
 * The character types present in `password`, in the order of `characterTypes`. Characters outside
 * printable ASCII belong to no type.
 *
 * @example
 * characterTypesOf('abc 123'); // ['lowerCase', 'digits', 'symbols']
 */
export const characterTypesOf = (password: string): CharacterType[] => {
  const found = new Set(Array.from(password, characterTypeOf));
  return characterTypes.filter((type) => found.has(type));
};

/** Repetitions and sequences count from three characters in a row (spec §5, "threshold 3"). */
const restrictedRunLength = 3;

/**
 * Sequences, read forwards and backwards: the alphabet, the digits, and the rows of a US QWERTY
 * keyboard (the digit row ends in 0, so "890" counts; "901" does not). No wrap-around, no columns.
 */
const sequences = [
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  '1234567890',
  '!@#$%^&*()',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
];
const sequenceOrders = sequences
  .flatMap((sequence) => [sequence, [...sequence].reverse().join('')])
  .map((sequence) => new Map(Array.from(sequence, (char, index) => [char, index])));

/** Lower-cases each code point on its own, keeping one entry per code point so positions match the password. */
const lowerCodePoints = (text: string): string[] =>
  Array.from(text, (char) => {
    const lower = char.toLowerCase();
    return [...lower].length === 1 ? lower : char;
  });

/** Marks the positions of every run of `restrictedRunLength`+ characters in which each step `continues`. */
const coverRuns = (
  chars: readonly string[],
  covered: boolean[],
  continues: (previous: string, next: string) => boolean,
) => {
  let runStart = 0;
  for (let index = 1; index <= chars.length; index += 1) {
    const previous = chars[index - 1];
    const next = chars[index];
    if (previous !== undefined && next !== undefined && continues(previous, next)) continue;
    if (index - runStart >= restrictedRunLength) covered.fill(true, runStart, index);
    runStart = index;
  }
  return covered;
};

const coverRepetitions = (chars: readonly string[]) =>
  coverRuns(chars, new Array<boolean>(chars.length).fill(false), (previous, next) => previous === next);

const coverSequences = (chars: readonly string[]) => {
  const covered = new Array<boolean>(chars.length).fill(false);
  for (const order of sequenceOrders) {
    coverRuns(chars, covered, (previous, next) => {
      const at = order.get(previous);
      return at !== undefined && order.get(next) === at + 1;
    });
  }
  return covered;
};

/** Marks every position inside an occurrence (overlapping ones too) of any phrase, case-insensitively. */
const coverPhrases = (chars: readonly string[], phrases: Iterable<string>) => {
  const covered = new Array<boolean>(chars.length).fill(false);
  const text = chars.join('');
  // UTF-16 offset → code point position; offsets inside a surrogate pair stay undefined.
  const positionAt: Array<number | undefined> = [];
  let offset = 0;
  chars.forEach((char, position) => {
    positionAt[offset] = position;
    offset += char.length;
  });
  for (const phrase of phrases) {
    const needle = lowerCodePoints(phrase);
    const needleText = needle.join('');
    if (!needleText) continue;
    for (let at = text.indexOf(needleText); at !== -1; at = text.indexOf(needleText, at + 1)) {
      const start = positionAt[at];
      if (start !== undefined) covered.fill(true, start, start + needle.length);
    }
  }
  return covered;
};

/** Name parts are split at spaces and the punctuation names carry ("Jean-Luc", "J.R.R."). */
const nameSeparators = /[\s.,_-]+/;
const minUserInfoLength = 3;
/** A number without its country code is its last 7 or more digits (E.164 numbers are at most 15). */
const minLocalPhoneDigits = 7;

const userInfoPhrases = ({ name, username, email, phone }: PasswordUserInfo): string[] => {
  const phrases: string[] = [];
  if (name) phrases.push(name.trim(), ...name.split(nameSeparators));
  if (username) phrases.push(username);
  if (email) {
    const at = email.lastIndexOf('@');
    phrases.push(at === -1 ? email : email.slice(0, at));
  }
  if (phone) {
    const digits = phone.replace(/\D/g, '');
    phrases.push(digits);
    for (let start = 1; digits.length - start >= minLocalPhoneDigits; start += 1) phrases.push(digits.slice(start));
  }
  return phrases.filter((phrase) => [...phrase].length >= minUserInfoLength);
};

/**
 * Spec §5: "A restricted phrase is rejected when covered characters exceed password length minus 3
 * (minimum 1)". Covered characters are the positions matched by one kind of restriction (repetition,
 * sequence, custom words or user info), each kind counted on its own. So a long password may contain
 * "abc" or the user's name; a password that is mostly a sequence or a name may not.
 */
const coversTooMuch = (covered: readonly boolean[]) =>
  covered.filter(Boolean).length > Math.max(1, covered.length - restrictedRunLength);

/**
 * Every way `password` breaks `policy`, except the breached-password check (see `checkPassword`), in
 * the order of the error catalogue: too_short, too_long, unsupported_characters, character_types,
 * then restricted repetition, sequence, words, user_info. Lengths count Unicode code points; the
 * restricted checks ignore case. An empty list means the password is acceptable.
 *
 * @example
 * checkPasswordPolicy('abcdefgh', defaultPasswordPolicy);
 * // [{ code: 'password_rejected.restricted.sequence' }]
 */
export const checkPasswordPolicy = (
  password: string,
  policy: PasswordPolicy,
  userInfo: PasswordUserInfo = {},
): PasswordIssue[] => {
  const issues: PasswordIssue[] = [];
  const chars = lowerCodePoints(password);
  const { length, rejects } = policy;

  if (chars.length < length.min)
    issues.push({ code: 'password_rejected.too_short', interpolation: { min: length.min } });
  if (chars.length > length.max)
    issues.push({ code: 'password_rejected.too_long', interpolation: { max: length.max } });
  if (!chars.every(isPrintableAscii)) issues.push({ code: 'password_rejected.unsupported_characters' });
  if (characterTypesOf(password).length < policy.characterTypes.min) {
    issues.push({ code: 'password_rejected.character_types', interpolation: { min: policy.characterTypes.min } });
  }
  if (rejects.repetitionAndSequence && coversTooMuch(coverRepetitions(chars))) {
    issues.push({ code: 'password_rejected.restricted.repetition' });
  }
  if (rejects.repetitionAndSequence && coversTooMuch(coverSequences(chars))) {
    issues.push({ code: 'password_rejected.restricted.sequence' });
  }
  if (rejects.words.length > 0 && coversTooMuch(coverPhrases(chars, rejects.words))) {
    issues.push({ code: 'password_rejected.restricted.words' });
  }
  if (rejects.userInfo && coversTooMuch(coverPhrases(chars, userInfoPhrases(userInfo)))) {
    issues.push({ code: 'password_rejected.restricted.user_info' });
  }
  return issues;
};

/**
 * `checkPasswordPolicy` plus the breached-password check: when `rejects.pwned` is on and the length is
 * acceptable, asks `isBreached` (which does the I/O) and appends `password_rejected.pwned` on a hit.
 * A too short or too long password is not sent anywhere.
 *
 * @example
 * const issues = await checkPassword(password, policy, { email }, createBreachedPasswordChecker());
 */
export const checkPassword = async (
  password: string,
  policy: PasswordPolicy,
  userInfo: PasswordUserInfo | undefined,
  isBreached: (password: string) => Promise<boolean>,
): Promise<PasswordIssue[]> => {
  const issues = checkPasswordPolicy(password, policy, userInfo);
  const lengthRejected = issues.some(
    ({ code }) => code === 'password_rejected.too_short' || code === 'password_rejected.too_long',
  );
  if (policy.rejects.pwned && !lengthRejected && (await isBreached(password))) {
    issues.push({ code: 'password_rejected.pwned' });
  }
  return issues;
};
