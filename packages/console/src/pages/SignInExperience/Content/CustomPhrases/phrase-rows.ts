import {
  completePhrases,
  phraseEntries,
  pluralCategories,
  pluralGroups,
  type Translation,
} from '@gatehouse/schemas/custom-phrases';

/** One line of the editor: a key of the sign-in pages' text and its built-in text in the language. */
export type PhraseRow = { key: string; builtIn: string };

/** The text an admin has typed, by key (`action.sign_in`); an empty one means "the built-in text". */
export type Draft = Readonly<Record<string, string>>;

/** The language's plural categories in CLDR order (`one few many other` in Russian). */
const categoriesOf = (language: string) => {
  let categories: readonly string[];
  try {
    categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  } catch {
    categories = ['one', 'other'];
  }
  return pluralCategories.filter((category) => categories.includes(category));
};

/**
 * The editor's lines for a language, in the order of the reference (English): every key of the
 * sign-in pages, each count in the plural forms of the language (`_one`, `_few`, `_many`, `_other`
 * in Russian; `_other` alone in Japanese), then any stored key not among them, so none is lost on
 * save. `builtIn` is the text of the language's built-in base (English for a language that is not
 * built in); a plural form the base lacks shows its `_other` text, as the pages do.
 */
export const phraseRows = (reference: object, base: object, language: string, stored?: Translation): PhraseRow[] => {
  const groups = pluralGroups(reference);
  const builtIn = new Map(phraseEntries(completePhrases(reference, base, undefined, language)));
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const [path] of phraseEntries(reference)) {
    const base = path.replace(/_(zero|one|two|few|many|other)$/, '');
    const group = base !== path && groups.has(base) ? base : undefined;
    if (!group) keys.push(path);
    else if (!seen.has(group)) {
      seen.add(group);
      keys.push(...categoriesOf(language).map((category) => `${group}_${category}`));
    }
  }
  const shown = new Set(keys);
  const extra = phraseEntries(stored ?? {})
    .map(([path]) => path)
    .filter((path) => !shown.has(path));
  const otherForm = (key: string) => key.replace(/_(zero|one|two|few|many)$/, '_other');
  return [...keys, ...extra].map((key) => ({ key, builtIn: builtIn.get(key) ?? builtIn.get(otherForm(key)) ?? '' }));
};

/** A stored translation as the editor's draft: text by dotted key. */
export const draftOf = (translation: Translation | undefined): Draft =>
  Object.fromEntries(phraseEntries(translation ?? {}));

/** The translation a draft saves: its non-blank texts, grouped as the pages' text is (`{ action: { sign_in } }`). */
export const translationOf = (draft: Draft): Translation => {
  const translation: Record<string, string | Record<string, string>> = {};
  for (const [key, text] of Object.entries(draft)) {
    if (!text.trim()) continue;
    const [group = '', ...rest] = key.split('.');
    if (rest.length === 0) {
      translation[group] = text;
      continue;
    }
    const existing = translation[group];
    const groupTexts = typeof existing === 'object' ? existing : {};
    groupTexts[rest.join('.')] = text;
    translation[group] = groupTexts;
  }
  return translation;
};

const canonical = (draft: Draft) =>
  JSON.stringify(
    Object.entries(draft)
      .filter(([, text]) => text.trim())
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** Whether the draft would save something other than what is stored (blank and missing are the same). */
export const isChanged = (draft: Draft, stored: Translation | undefined) =>
  canonical(draft) !== canonical(draftOf(stored));

/**
 * The lines matching a search in the key, the built-in text or the custom text (any case), and
 * with `onlyCustomized`, only those with custom text.
 */
export const filterRows = (rows: readonly PhraseRow[], draft: Draft, search: string, onlyCustomized: boolean) => {
  const needle = search.trim().toLocaleLowerCase();
  return rows.filter((row) => {
    const custom = draft[row.key] ?? '';
    if (onlyCustomized && !custom.trim()) return false;
    return (
      !needle ||
      row.key.toLocaleLowerCase().includes(needle) ||
      row.builtIn.toLocaleLowerCase().includes(needle) ||
      custom.toLocaleLowerCase().includes(needle)
    );
  });
};
