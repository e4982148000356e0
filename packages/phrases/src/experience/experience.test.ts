import { uiLanguages } from '@gatehouse/schemas/languages';
import { describe, expect, it } from 'vitest';
import { countPlaceholder, expectedPaths, isSingleNumber, pluralBases, pluralGroupOf } from '../plurals';
import { experiencePhrases } from './index';

/** Every leaf of a phrase tree as `[dotted.path, value]`; nested objects are walked, anything else is a leaf. */
const leaves = (tree: object, prefix = ''): Array<[string, unknown]> =>
  Object.entries(tree).flatMap(
    ([key, value]): Array<[string, unknown]> =>
      value !== null && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );

/** The sorted, distinct names of the `{{placeholders}}` in a phrase. */
const placeholders = (phrase: string) =>
  [...new Set([...phrase.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name))].sort();

/** Whether a phrase has letters to translate outside its placeholders (' or ' does, '{{a}}: {{b}}' does not). */
const hasWords = (phrase: string) => /\p{L}/u.test(phrase.replaceAll(/\{\{\w+\}\}/g, ''));

const english = new Map(leaves(experiencePhrases.en));
/** English's plural groups (`password_rule.min_length` for `min_length_one` and `min_length_other`). */
const plurals = pluralBases([...english.keys()]);

/** The English phrase a language's phrase translates: the same path, or for a plural form the group's `other`. */
const sourceOf = (path: string) => {
  const group = pluralGroupOf(path, plurals);
  return english.get(group ? `${group.base}_other` : path);
};

/** The English forms of the group a path belongs to, or its one English phrase. */
const englishFormsOf = (path: string) => {
  const group = pluralGroupOf(path, plurals);
  return group ? [english.get(`${group.base}_one`), english.get(`${group.base}_other`)] : [english.get(path)];
};

describe('Sign-in page text', () => {
  it('has exactly the key paths of English, in every one of the 16 languages, plurals in its own categories', () => {
    for (const language of uiLanguages) {
      const paths = leaves(experiencePhrases[language]).map(([path]) => path);
      expect(paths.sort(), language).toEqual(expectedPaths([...english.keys()], language));
    }
  });

  it('makes every phrase that counts something a plural group, counted by {{count}}', () => {
    const notPlural = [...english]
      .filter(([, value]) => typeof value === 'string' && countPlaceholder.test(value))
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
      for (const [path, value] of leaves(experiencePhrases[language])) {
        expect(typeof value, `${language} ${path}`).toBe('string');
        expect((value as string).trim(), `${language} ${path}`).not.toBe('');
      }
    }
  });

  it('keeps the placeholders of English, and no others, with well-formed braces', () => {
    for (const language of uiLanguages) {
      for (const [path, value] of leaves(experiencePhrases[language])) {
        const source = sourceOf(path);
        if (typeof source !== 'string' || typeof value !== 'string') continue;
        // A plural form of one number only may say it in words; any other says {{count}}.
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
    const ending = (phrase: string) => (/[.。]$/.test(phrase) ? 'stop' : /[?？؟]$/.test(phrase) ? 'question' : 'none');
    for (const language of uiLanguages) {
      for (const [path, value] of leaves(experiencePhrases[language])) {
        const source = sourceOf(path);
        if (typeof source !== 'string' || typeof value !== 'string') continue;
        expect(ending(value), `${language} ${path}: ${value}`).toBe(ending(source));
      }
    }
  });

  it('is translated, not copied from English, outside English', () => {
    for (const language of uiLanguages.filter((lang) => lang !== 'en')) {
      const same = leaves(experiencePhrases[language])
        .filter(([path, value]) => {
          return englishFormsOf(path).some(
            (source) => typeof source === 'string' && value === source && hasWords(source),
          );
        })
        .map(([path]) => path);
      expect(same, language).toEqual([]);
    }
  });
});
