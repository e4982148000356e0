import { uiLanguages } from '@gatehouse/schemas/languages';
import { describe, expect, it } from 'vitest';
import { expectedPaths, isSingleNumber, pluralBases, pluralCategories, type Translated } from './plurals';

/** A small English text with one plural group, to check the `Translated` type and the paths. */
const english = { title: 'Secrets', expiry: { in_days_one: 'In {{count}} day', in_days_other: 'In {{count}} days' } };

describe('plural categories', () => {
  it('are those of Intl.PluralRules for every language', () => {
    for (const language of uiLanguages) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      expect([...pluralCategories[language]].sort(), language).toEqual([...categories].sort());
    }
  });

  it('name the numbers one form may write in words', () => {
    expect(isSingleNumber('en', 'one')).toBe(true);
    expect(isSingleNumber('ar', 'two')).toBe(true);
    expect(isSingleNumber('ru', 'one')).toBe(false); // also 21, 31 …
    expect(isSingleNumber('fr', 'one')).toBe(false); // 0 and 1
    expect(isSingleNumber('ja', 'other')).toBe(false);
  });
});

describe('the paths of a language', () => {
  it('turn each plural group of English into the language’s own categories', () => {
    const paths = ['title', 'expiry.in_days_one', 'expiry.in_days_other', 'errors.other'];
    expect([...pluralBases(paths)]).toEqual(['expiry.in_days']);
    expect(expectedPaths(paths, 'ru')).toEqual([
      'errors.other',
      'expiry.in_days_few',
      'expiry.in_days_many',
      'expiry.in_days_one',
      'expiry.in_days_other',
      'title',
    ]);
    expect(expectedPaths(paths, 'ja')).toEqual(['errors.other', 'expiry.in_days_other', 'title']);
  });
});

describe('the Translated type', () => {
  it('takes the forms of the language’s categories and refuses a missing or an extra one', () => {
    const ru = {
      title: 'Секреты',
      expiry: {
        in_days_one: 'Через {{count}} день',
        in_days_few: 'Через {{count}} дня',
        in_days_many: 'Через {{count}} дней',
        in_days_other: 'Через {{count}} дня',
      },
    } satisfies Translated<typeof english, 'ru'>;
    const ja = { title: 'シークレット', expiry: { in_days_other: '{{count}} 日後' } } satisfies Translated<
      typeof english,
      'ja'
    >;
    const forgotten = {
      title: 'Секреты',
      // @ts-expect-error Russian needs its `few` form too.
      expiry: { in_days_one: '', in_days_many: '', in_days_other: '' },
    } satisfies Translated<typeof english, 'ru'>;
    const extra = {
      title: 'シークレット',
      // @ts-expect-error Japanese has no `one` form.
      expiry: { in_days_one: '', in_days_other: '' },
    } satisfies Translated<typeof english, 'ja'>;
    // @ts-expect-error A plain key is still required.
    const untitled = { expiry: { in_days_other: '' } } satisfies Translated<typeof english, 'ja'>;
    expect([ru, ja, forgotten, extra, untitled].map((text) => Object.keys(text.expiry).length)).toEqual([
      4, 1, 3, 2, 1,
    ]);
  });
});
