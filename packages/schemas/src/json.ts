import { z } from 'zod';

/**
 * Limits of free-form JSON (custom data, connector configs, message payloads): deep nesting and
 * huge documents cost every later read and write of the record, so both are bounded when written.
 */
export const freeFormJsonLimits = {
  /** Levels of objects and arrays inside the field's value (the value itself is level 1). */
  maxDepth: 32,
  /** Characters of the field's value as JSON text. */
  maxLength: 65_536,
} as const;

/** Levels of nesting of a JSON value: 0 for a scalar, 1 for `{}` or `[]`; never looks deeper than `limit` + 1. */
export const jsonDepth = (value: unknown, limit = Number.POSITIVE_INFINITY): number => {
  if (typeof value !== 'object' || value === null) return 0;
  if (limit <= 0) return 1;
  let deepest = 0;
  for (const child of Object.values(value)) {
    deepest = Math.max(deepest, jsonDepth(child, limit - 1));
    if (deepest >= limit) break;
  }
  return deepest + 1;
};

/** Text Postgres cannot store (U+0000) or that is not Unicode at all (a surrogate without its pair). */
const unstorable = /[\0\p{Cs}]/u;
export const isStorableText = (text: string) => !unstorable.test(text);

/**
 * The first string or key in a parsed JSON value that is not storable text, as a path, or
 * undefined. Deeper than `maxDepth` levels it answers the path where it stopped, with `tooDeep`.
 *
 * @example
 * findUnstorableText({ name: 'a\u0000b' }) // { path: ['name'] }
 */
export const findUnstorableText = (
  value: unknown,
  maxDepth: number,
  path: (string | number)[] = [],
): { path: (string | number)[]; tooDeep?: true } | undefined => {
  if (typeof value === 'string') return isStorableText(value) ? undefined : { path };
  if (typeof value !== 'object' || value === null) return undefined;
  if (path.length >= maxDepth) return { path, tooDeep: true };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnstorableText(value[index], maxDepth, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    if (!isStorableText(key)) return { path: [...path, key] };
    const found = findUnstorableText(child, maxDepth, [...path, key]);
    if (found) return found;
  }
  return undefined;
};

/**
 * A free-form JSON object (custom data and the like), bounded in depth and size
 * (`freeFormJsonLimits`), so every later edit of the record stays cheap and storable.
 */
export const freeFormJsonGuard = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  if (jsonDepth(value, freeFormJsonLimits.maxDepth) > freeFormJsonLimits.maxDepth) {
    ctx.addIssue({
      code: 'custom',
      message: 'form_errors.json_too_deep',
      params: { count: freeFormJsonLimits.maxDepth },
    });
    return;
  }
  if (JSON.stringify(value).length > freeFormJsonLimits.maxLength) {
    ctx.addIssue({
      code: 'custom',
      message: 'form_errors.json_too_long',
      params: { count: freeFormJsonLimits.maxLength },
    });
  }
});

/**
 * A free-form JSON object edited as text (the console's custom data fields): blank is `{}`;
 * anything but a JSON object is refused, and the object is then held to `freeFormJsonGuard`.
 */
export const freeFormJsonTextGuard = z
  .string()
  .transform((text, ctx): Record<string, unknown> => {
    try {
      const value: unknown = JSON.parse(text.trim() || '{}');
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { ...value };
    } catch {
      // Not JSON: said below, as for a JSON value that is not an object.
    }
    ctx.addIssue({ code: 'custom', message: 'form_errors.json_object' });
    return z.NEVER;
  })
  .pipe(freeFormJsonGuard);

/**
 * Whether JSON text (as `JSON.stringify` writes it) holds an escape of U+0000 or of a surrogate:
 * `JSON.stringify` escapes exactly the lone ones, never a well-formed pair, so this finds
 * unstorable strings in a serialized document without parsing it again.
 */
export const hasUnstorableEscape = (jsonText: string) =>
  /(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/i.test(jsonText);
