import { uiLanguages } from '@gatehouse/schemas/languages';
import { describe, expect, it } from 'vitest';
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

describe('Sign-in page text', () => {
  it('has exactly the key paths of English, in every one of the 16 languages', () => {
    for (const language of uiLanguages) {
      const paths = leaves(experiencePhrases[language]).map(([path]) => path);
      expect(paths.sort(), language).toEqual([...english.keys()].sort());
    }
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
        const source = english.get(path);
        if (typeof source !== 'string' || typeof value !== 'string') continue;
        expect(placeholders(value), `${language} ${path}`).toEqual(placeholders(source));
        expect(value.replaceAll(/\{\{\w+\}\}/g, ''), `${language} ${path}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('is translated, not copied from English, outside English', () => {
    for (const language of uiLanguages.filter((lang) => lang !== 'en')) {
      const same = leaves(experiencePhrases[language])
        .filter(([path, value]) => {
          const source = english.get(path);
          return typeof source === 'string' && value === source && hasWords(source);
        })
        .map(([path]) => path);
      expect(same, language).toEqual([]);
    }
  });
});
