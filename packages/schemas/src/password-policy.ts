import { z } from 'zod';

/**
 * The password policy of a sign-in experience and the checks it implies (spec §5, "Password policy").
 * Pure and synchronous so the sign-in pages give the same feedback as the server; the one check that
 * needs I/O — known-breached passwords — is passed in as a function (`checkPassword`).
 */

const lengthBound = z.number().int().min(1).max(256);
const characterTypeCount = z.number().int().min(1).max(4);
const restrictedWords = z.array(z.string().min(1).max(256)).max(1000);

const lengthGuard = z.object({ min: lengthBound, max: lengthBound });
const characterTypesGuard = z.object({ min: characterTypeCount });
const rejectsGuard = z.object({
  pwned: z.boolean(),
  repetitionAndSequence: z.boolean(),
  userInfo: z.boolean(),
  words: restrictedWords,
});

/** Holds when min ≤ max, or when a partial update leaves one of them out (the merged policy is checked again). */
const minNotAboveMax = ({ min, max }: { min?: number; max?: number }) =>
  min === undefined || max === undefined || min <= max;
const minAboveMaxIssue = { message: 'length.min must not be greater than length.max' };

/**
 * A complete password policy; missing fields take the spec's defaults.
 *
 * @example
 * passwordPolicyGuard.parse({ length: { min: 12 } }); // max 256, one character type, every reject on
 */
export const passwordPolicyGuard = z.object({
  length: z
    .object({ min: lengthBound.default(8), max: lengthBound.default(256) })
    .refine(minNotAboveMax, minAboveMaxIssue)
    .prefault({}),
  characterTypes: z.object({ min: characterTypeCount.default(1) }).prefault({}),
  rejects: z
    .object({
      pwned: z.boolean().default(true),
      repetitionAndSequence: z.boolean().default(true),
      userInfo: z.boolean().default(true),
      words: restrictedWords.default(() => []),
    })
    .prefault({}),
});
export type PasswordPolicy = z.infer<typeof passwordPolicyGuard>;

/**
 * A PATCH body: every nested field optional and no defaults, so absent fields keep their stored values.
 * Apply it with `mergePasswordPolicy`, then parse the result with `passwordPolicyGuard` (min ≤ max
 * may only fail once merged).
 */
export const partialPasswordPolicyGuard = z.object({
  length: lengthGuard.partial().refine(minNotAboveMax, minAboveMaxIssue).optional(),
  characterTypes: characterTypesGuard.partial().optional(),
  rejects: rejectsGuard.partial().optional(),
});
export type PartialPasswordPolicy = z.infer<typeof partialPasswordPolicyGuard>;

export const defaultPasswordPolicy: PasswordPolicy = passwordPolicyGuard.parse({});

/**
 * Applies a partial policy over `base` field by field and returns a new policy; `words`, when given,
 * replaces the whole list. Neither argument is changed.
 *
 * @example
 * mergePasswordPolicy(defaultPasswordPolicy, { length: { min: 12 } }).length; // { min: 12, max: 256 }
 */
export const mergePasswordPolicy = (base: PasswordPolicy, partial: PartialPasswordPolicy): PasswordPolicy => ({
  length: {
    min: partial.length?.min ?? base.length.min,
    max: partial.length?.max ?? base.length.max,
  },
  characterTypes: { min: partial.characterTypes?.min ?? base.characterTypes.min },
  rejects: {
    pwned: partial.rejects?.pwned ?? base.rejects.pwned,
    repetitionAndSequence: partial.rejects?.repetitionAndSequence ?? base.rejects.repetitionAndSequence,
    userInfo: partial.rejects?.userInfo ?? base.rejects.userInfo,
    words: [...(partial.rejects?.words ?? base.rejects.words)],
  },
});
