import type { UiLanguage } from '@gatehouse/schemas/languages';

/**
 * Plurals, as i18next resolves them: a phrase that counts something is a plural group, one key
 * per CLDR plural category of the language (`in_days_one`, `in_days_other` in English;
 * `in_days_one`, `in_days_few`, `in_days_many`, `in_days_other` in Russian; `in_days_other` alone
 * in Japanese), and the code calls it by its base key with `count`:
 * `t('applications.in_days', { count })`. English names the groups: every language has exactly its
 * own categories for each base key that English pluralizes.
 */

/** The CLDR plural categories, as i18next suffixes them to a key. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Each language's plural categories: `new Intl.PluralRules(language).resolvedOptions().pluralCategories`, in CLDR order (checked by `plurals.test.ts`). */
export const pluralCategories = {
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
  de: ['one', 'other'],
  en: ['one', 'other'],
  es: ['one', 'many', 'other'],
  fr: ['one', 'many', 'other'],
  it: ['one', 'many', 'other'],
  ja: ['other'],
  ko: ['other'],
  'pl-PL': ['one', 'few', 'many', 'other'],
  'pt-BR': ['one', 'many', 'other'],
  'pt-PT': ['one', 'many', 'other'],
  ru: ['one', 'few', 'many', 'other'],
  'tr-TR': ['one', 'other'],
  'zh-CN': ['other'],
  'zh-HK': ['other'],
  'zh-TW': ['other'],
} as const satisfies Record<UiLanguage, readonly PluralCategory[]>;

type CategoryOf<Language extends UiLanguage> = (typeof pluralCategories)[Language][number];

/** The base keys of English's plural groups in one object: `in_days` for `in_days_one` with `in_days_other`. */
type PluralBase<T> = {
  [Key in keyof T & string]: Key extends `${infer Base}_one` ? (`${Base}_other` extends keyof T ? Base : never) : never;
}[keyof T & string];

/**
 * A language's text in the shape of English's `T`: the same keys, except that each plural group of
 * English (`x_one`, `x_other`) has one key per plural category of the language (`x_one`, `x_few`,
 * `x_many`, `x_other` in Russian; `x_other` alone in Japanese). A missing key or an extra one is a
 * type error (`satisfies Translated<typeof en, 'ru'>`).
 */
export type Translated<T, Language extends UiLanguage> = {
  [Key in
    | Exclude<keyof T, `${PluralBase<T>}_${'one' | 'other'}`>
    | `${PluralBase<T>}_${CategoryOf<Language>}`]: Key extends keyof T
    ? T[Key] extends string
      ? string
      : Translated<T[Key], Language>
    : string;
};

const pluralForm = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * A placeholder that holds a number something is counted by. i18next picks the plural form by the
 * `count` option alone, so a counting phrase says `{{count}}`; the other names a count has gone by
 * are listed so that the tests catch them.
 */
export const countPlaceholder = /\{\{(?:count|n|days|min|max)\}\}/;

/**
 * The base paths of the plural groups among English's dotted paths: `applications.in_days` when
 * `applications.in_days_one` and `applications.in_days_other` are there.
 */
export const pluralBases = (englishPaths: readonly string[]): Set<string> => {
  const paths = new Set(englishPaths);
  return new Set(
    englishPaths.flatMap((path) => {
      const base = path.endsWith('_one') ? path.slice(0, -'_one'.length) : undefined;
      return base !== undefined && paths.has(`${base}_other`) ? [base] : [];
    }),
  );
};

/** The plural group a dotted path belongs to, if its base is one of `bases`: `{ base, category }`. */
export const pluralGroupOf = (path: string, bases: ReadonlySet<string>) => {
  const [, base, category] = pluralForm.exec(path) ?? [];
  return base !== undefined && bases.has(base) ? { base, category: category as PluralCategory } : undefined;
};

/**
 * The dotted paths a language must have, from English's: each plural group of English becomes the
 * language's own categories, every other path stays as it is.
 */
export const expectedPaths = (englishPaths: readonly string[], language: UiLanguage): string[] => {
  const bases = pluralBases(englishPaths);
  const plain = englishPaths.filter((path) => pluralGroupOf(path, bases) === undefined);
  const plural = [...bases].flatMap((base) => pluralCategories[language].map((category) => `${base}_${category}`));
  return [...plain, ...plural].sort();
};

/**
 * Whether a category stands for one number only in a language (English `one` is 1, Arabic `two` is
 * 2; Russian `one` is also 21, 31 …, French `one` is 0 and 1): only such a form may say its number
 * in words instead of `{{count}}` ("the new member", Arabic "يومين").
 */
export const isSingleNumber = (language: UiLanguage, category: PluralCategory) => {
  const key = `${language} ${category}`;
  let single = singleNumbers.get(key);
  if (single === undefined) {
    const rules = new Intl.PluralRules(language);
    let numbers = 0;
    for (let n = 0; n <= 1000 && numbers < 2; n += 1) if (rules.select(n) === category) numbers += 1;
    single = numbers === 1;
    singleNumbers.set(key, single);
  }
  return single;
};
const singleNumbers = new Map<string, boolean>();
