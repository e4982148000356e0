import { type UiLanguage, uiLanguages } from '@gatehouse/schemas/languages';
import { expect, it } from 'vitest';
import { countPlaceholder, expectedPaths, isSingleNumber, pluralBases, pluralGroupOf } from '../plurals';

/** Every leaf of a phrase tree as `[dotted.path, value]`; nested objects are walked, anything else is a leaf. */
export const leaves = (tree: object, prefix = ''): Array<[string, unknown]> =>
  Object.entries(tree).flatMap(
    ([key, value]): Array<[string, unknown]> =>
      value !== null && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );

/** The sorted, distinct names of the `{{placeholders}}` in a phrase. */
const placeholders = (phrase: string) =>
  [...new Set([...phrase.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name))].sort();

/** Whether a phrase has letters to translate outside its placeholders (' or ' does, '{{a}}: {{b}}' does not). */
const hasWords = (phrase: string) => /\p{L}/u.test(phrase.replaceAll(/\{\{\w+\}\}/g, ''));

/** Whether a phrase ends with a full stop, a question mark or neither, in any language's marks. */
const ending = (phrase: string) => (/[.。]$/.test(phrase) ? 'stop' : /[?？؟]$/.test(phrase) ? 'question' : 'none');

export type TranslationOptions = {
  /** Phrases that hold a number alone (after a colon or “at least”), with no word agreeing with it: not plurals. */
  bareNumbers?: ReadonlySet<string>;
  /** Phrases that read the same in every language (a product's name). */
  sameEverywhere?: ReadonlySet<string>;
  /** Words a language writes exactly as English does (checked by a native reader, not an oversight). */
  sameAsEnglish?: Partial<Record<UiLanguage, readonly string[]>>;
};

/**
 * A phrase table in the 16 languages, measured against its English: `sourceOf(path)` is the English phrase a
 * language's phrase translates (the same path, or for a plural form like `in_days_few` the English group's
 * `other` form).
 */
export const translationTable = (tables: Record<UiLanguage, object>) => {
  const english = new Map(leaves(tables.en));
  const plurals = pluralBases([...english.keys()]);
  const sourceOf = (path: string) => {
    const group = pluralGroupOf(path, plurals);
    return english.get(group ? `${group.base}_other` : path);
  };
  /** Each pair of a language's phrase and the English one it translates (strings only). */
  const pairs = function* (language: UiLanguage) {
    for (const [path, value] of leaves(tables[language])) {
      const source = sourceOf(path);
      if (typeof source === 'string' && typeof value === 'string') yield { path, value, source };
    }
  };
  return { english, plurals, sourceOf, pairs };
};

/**
 * The checks every translated phrase table passes (call inside a `describe`): English's key paths in every language
 * with each language's own plural categories, counts as plural groups, no empty phrase, English's placeholders and no
 * others, the same ending, and a real translation outside English.
 */
export const checkTranslations = (tables: Record<UiLanguage, object>, options: TranslationOptions = {}) => {
  const { english, plurals, pairs } = translationTable(tables);
  const englishFormsOf = (path: string) => {
    const group = pluralGroupOf(path, plurals);
    return group ? [english.get(`${group.base}_one`), english.get(`${group.base}_other`)] : [english.get(path)];
  };

  it('has exactly the key paths of English, in every one of the 16 languages, plurals in its own categories', () => {
    for (const language of uiLanguages) {
      const paths = leaves(tables[language]).map(([path]) => path);
      expect(paths.sort(), language).toEqual(expectedPaths([...english.keys()], language));
    }
  });

  it('makes every phrase that counts something a plural group, counted by {{count}}', () => {
    const notPlural = [...english]
      .filter(
        ([path, value]) => typeof value === 'string' && countPlaceholder.test(value) && !options.bareNumbers?.has(path),
      )
      .map(([path]) => path)
      .filter((path) => {
        const group = pluralGroupOf(path, plurals);
        const other = group && english.get(`${group.base}_other`);
        return typeof other !== 'string' || !other.includes('{{count}}');
      });
    expect(notPlural).toEqual([]);
  });

  it('has a non-empty string for every phrase', () => {
    for (const language of uiLanguages) {
      for (const [path, value] of leaves(tables[language])) {
        expect(typeof value, `${language} ${path}`).toBe('string');
        expect((value as string).trim(), `${language} ${path}`).not.toBe('');
      }
    }
  });

  it('keeps the placeholders of English, and no others, with well-formed braces', () => {
    for (const language of uiLanguages) {
      for (const { path, value, source } of pairs(language)) {
        // A plural form of one number only may say it in words ("the new member"); any other says {{count}}.
        const group = pluralGroupOf(path, plurals);
        const wordsForCount = group !== undefined && isSingleNumber(language, group.category);
        const expected = placeholders(source).filter((name) => !(wordsForCount && name === 'count'));
        const found = placeholders(value).filter((name) => !(wordsForCount && name === 'count'));
        expect(found, `${language} ${path}`).toEqual(expected);
        expect(value.replaceAll(/\{\{\w+\}\}/g, ''), `${language} ${path}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('ends as English does: with a full stop, a question mark or neither, in the language’s own marks', () => {
    for (const language of uiLanguages) {
      for (const { path, value, source } of pairs(language))
        expect(ending(value), `${language} ${path}: ${value}`).toBe(ending(source));
    }
  });

  it('is translated, not copied from English, outside English', () => {
    for (const language of uiLanguages.filter((lang) => lang !== 'en')) {
      const same = leaves(tables[language])
        .filter(([path, value]) => {
          if (options.sameEverywhere?.has(path) || options.sameAsEnglish?.[language]?.includes(path)) return false;
          return englishFormsOf(path).some(
            (source) => typeof source === 'string' && value === source && hasWords(source),
          );
        })
        .map(([path]) => path);
      expect(same, language).toEqual([]);
    }
  });
};
