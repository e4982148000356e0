import { z } from 'zod';

/**
 * Custom phrases (spec §3 "custom phrase: languageTag, translation"): a tenant's own text for the
 * sign-in pages in one language, laid over the built-in text key by key. Its keys are those of the
 * sign-in pages' text (`@gatehouse/phrases/experience/en`), which the functions below take as
 * `reference` (this package does not depend on the phrases).
 */
export const customPhraseLimits = {
  /** Characters of one phrase. The longest built-in phrase has under 200. */
  maxPhraseLength: 2_000,
  /** Characters of a whole translation as JSON text. */
  maxLength: 65_536,
} as const;

const phraseGuard = z.string().min(1).max(customPhraseLimits.maxPhraseLength);
const keyGuard = z.string().min(1).max(128);

/** What a translation holds: groups of keys, as the sign-in pages' text is laid out (`action.sign_in`). */
export type Translation = { [key: string]: string | { [key: string]: string } };

/** A translation as written: non-empty strings, under the size limits. Its keys are checked by `unknownPhraseKeys`. */
export const translationGuard = z
  .record(keyGuard, z.union([phraseGuard, z.record(keyGuard, phraseGuard)]))
  .superRefine((translation, context) => {
    if (JSON.stringify(translation).length > customPhraseLimits.maxLength) {
      context.addIssue({
        code: 'custom',
        message: `larger than ${customPhraseLimits.maxLength} characters as JSON`,
        params: { count: customPhraseLimits.maxLength },
      });
    }
  });

/** A stored translation, as answered. */
const storedTranslationGuard = z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())]));

export const customPhraseGuard = z.object({
  languageTag: z.string(),
  translation: storedTranslationGuard,
});
export type CustomPhrase = z.infer<typeof customPhraseGuard>;

/** The CLDR plural categories, as i18next suffixes them to a key (`x_one`, `x_few`). */
export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** The dotted paths of a text tree's strings, with their text: `[['action.sign_in', 'Sign in'], …]`. */
export const phraseEntries = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : value !== null && typeof value === 'object'
        ? phraseEntries(value, `${prefix}${key}.`)
        : [],
  );

/** The plural groups of the reference (English): `action.resend_code_in` for its `_one` and `_other` keys. */
export const pluralGroups = (reference: object) => {
  const paths = new Set(phraseEntries(reference).map(([path]) => path));
  return new Set(
    [...paths].flatMap((path) =>
      path.endsWith('_other') && paths.has(`${path.slice(0, -'_other'.length)}_one`)
        ? [path.slice(0, -'_other'.length)]
        : [],
    ),
  );
};

/**
 * Every key a translation may hold: the reference's keys, and for each of its plural groups every
 * CLDR plural category (a language has its own: `_few` and `_many` in Russian), so a form the
 * reference (English) lacks is still a key.
 */
export const allowedPhraseKeys = (reference: object) => {
  const groups = pluralGroups(reference);
  const keys = new Set(phraseEntries(reference).map(([path]) => path));
  for (const group of groups) for (const category of pluralCategories) keys.add(`${group}_${category}`);
  return keys;
};

/** The keys of a translation that the sign-in pages do not have (a string where a group is, too). */
export const unknownPhraseKeys = (translation: Translation, allowed: ReadonlySet<string>) =>
  phraseEntries(translation)
    .map(([path]) => path)
    .filter((path) => !allowed.has(path));

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with each string of `override` in its place, group by group (neither is changed). */
export const mergePhrases = <T extends object>(base: T, override: object | undefined): T => {
  if (!override) return base;
  const merged: Tree = { ...(base as Tree) };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    if (typeof value === 'string') merged[key] = value;
    else if (isTree(value)) merged[key] = mergePhrases(isTree(current) ? current : {}, value);
  }
  return merged as T;
};

const categoriesOf = (language: string): readonly string[] => {
  try {
    return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  } catch {
    return ['one', 'other'];
  }
};

const setPath = (tree: Tree, path: string[], value: string) => {
  const [head = '', ...rest] = path;
  if (rest.length === 0) {
    tree[head] ??= value;
    return;
  }
  const child = isTree(tree[head]) ? (tree[head] as Tree) : {};
  tree[head] = child;
  setPath(child, rest, value);
};

/**
 * The sign-in pages' text in `language`: `base` (a built-in language's text) with the custom
 * phrases laid over it, and every plural form the language's rules ask for (i18next picks them
 * with `Intl.PluralRules`): a form neither has is the group's `_other` text. The custom text of
 * a language that is not built in lays over English, or over the built-in language it is a
 * variant of (`builtInBaseOf` in `language-tags.ts`).
 *
 * @example
 * completePhrases(en, en, { action: { sign_in: 'Inloggen' } }, 'nl').action.sign_in // 'Inloggen'
 */
export const completePhrases = <T extends object>(
  reference: object,
  base: T,
  custom: object | undefined,
  language: string,
): T => {
  const merged = structuredClone(mergePhrases(base, custom)) as Tree;
  const text = new Map(phraseEntries(merged));
  for (const group of pluralGroups(reference)) {
    const other = text.get(`${group}_other`);
    if (other === undefined) continue;
    for (const category of categoriesOf(language)) setPath(merged, `${group}_${category}`.split('.'), other);
  }
  return merged as T;
};
