import { isUiLanguage, type UiLanguage } from './languages';

/**
 * The language tags (BCP 47, RFC 5646) a tenant may write custom phrases for, spec §9: about 150,
 * each a language alone or with its region (or script). The 16 built-in languages are among them.
 * Names are not listed here: `languageTagName` asks `Intl.DisplayNames` in the reader's language.
 */
export const languageTags = [
  'af',
  'af-ZA',
  'am',
  'am-ET',
  'ar',
  'ar-AE',
  'ar-EG',
  'ar-MA',
  'ar-SA',
  'az',
  'az-AZ',
  'be',
  'be-BY',
  'bg',
  'bg-BG',
  'bn',
  'bn-BD',
  'bn-IN',
  'bs',
  'bs-BA',
  'ca',
  'ca-ES',
  'cs',
  'cs-CZ',
  'cy',
  'cy-GB',
  'da',
  'da-DK',
  'de',
  'de-AT',
  'de-CH',
  'de-DE',
  'el',
  'el-GR',
  'en',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-IE',
  'en-IN',
  'en-NZ',
  'en-SG',
  'en-US',
  'en-ZA',
  'es',
  'es-419',
  'es-AR',
  'es-CL',
  'es-CO',
  'es-ES',
  'es-MX',
  'es-US',
  'et',
  'et-EE',
  'eu',
  'eu-ES',
  'fa',
  'fa-IR',
  'fi',
  'fi-FI',
  'fil',
  'fil-PH',
  'fr',
  'fr-BE',
  'fr-CA',
  'fr-CH',
  'fr-FR',
  'ga',
  'ga-IE',
  'gl',
  'gl-ES',
  'gu',
  'gu-IN',
  'ha',
  'he',
  'he-IL',
  'hi',
  'hi-IN',
  'hr',
  'hr-HR',
  'hu',
  'hu-HU',
  'hy',
  'hy-AM',
  'id',
  'id-ID',
  'ig',
  'is',
  'is-IS',
  'it',
  'it-CH',
  'it-IT',
  'ja',
  'ja-JP',
  'ka',
  'ka-GE',
  'kk',
  'kk-KZ',
  'km',
  'kn',
  'ko',
  'ko-KR',
  'ky',
  'lo',
  'lt',
  'lt-LT',
  'lv',
  'lv-LV',
  'mk',
  'mk-MK',
  'ml',
  'mn',
  'mr',
  'ms',
  'ms-MY',
  'mt',
  'my',
  'nb',
  'nb-NO',
  'ne',
  'nl',
  'nl-BE',
  'nl-NL',
  'nn',
  'pa',
  'pl',
  'pl-PL',
  'ps',
  'pt',
  'pt-BR',
  'pt-PT',
  'ro',
  'ro-RO',
  'ru',
  'ru-RU',
  'si',
  'sk',
  'sk-SK',
  'sl',
  'sl-SI',
  'so',
  'sq',
  'sr',
  'sr-Latn',
  'sv',
  'sv-SE',
  'sw',
  'ta',
  'te',
  'th',
  'th-TH',
  'tr',
  'tr-TR',
  'uk',
  'uk-UA',
  'ur',
  'ur-PK',
  'uz',
  'vi',
  'vi-VN',
  'xh',
  'yo',
  'zh',
  'zh-CN',
  'zh-HK',
  'zh-TW',
  'zu',
] as const;

export type LanguageTag = (typeof languageTags)[number];

const byLowerCase = new Map<string, LanguageTag>(languageTags.map((tag) => [tag.toLowerCase(), tag]));

/**
 * The listed tag spelt as the list spells it, whatever the case asked (tags are case-insensitive,
 * RFC 5646 §2.1.1); undefined for a tag not in the list.
 *
 * @example
 * canonicalLanguageTag('PT-br') // 'pt-BR'
 * canonicalLanguageTag('xx') // undefined
 */
export const canonicalLanguageTag = (tag: string): LanguageTag | undefined => byLowerCase.get(tag.toLowerCase());

export const isLanguageTag = (tag: string): tag is LanguageTag => byLowerCase.get(tag.toLowerCase()) === tag;

/**
 * The name of a language in the reader's language, by `Intl.DisplayNames` ("Dutch (Belgium)" for
 * `nl-BE` read in English, "Niederländisch (Belgien)" in German); the tag itself where the runtime
 * knows no name.
 */
export const languageTagName = (tag: string, readerLanguage: string) => {
  try {
    const name = new Intl.DisplayNames([readerLanguage, 'en'], { type: 'language', languageDisplay: 'standard' }).of(
      tag,
    );
    return name && name !== tag ? name : tag;
  } catch {
    return tag;
  }
};

/**
 * The built-in language whose text a tag's custom phrases are laid over: the tag itself when it
 * is built in (`ja`), else the built-in language of the same language and script (`fr-CA` → `fr`,
 * `zh-Hant` → `zh-TW`, `pt` → `pt-BR`), else English (`nl`).
 */
export const builtInBaseOf = (tag: string): UiLanguage => {
  const canonical = canonicalLanguageTag(tag) ?? tag;
  if (isUiLanguage(canonical)) return canonical;
  const [language = '', ...rest] = canonical.toLowerCase().split('-');
  if (language === 'zh') {
    if (rest.includes('hant') || rest.includes('tw')) return 'zh-TW';
    return rest.includes('hk') || rest.includes('mo') ? 'zh-HK' : 'zh-CN';
  }
  const sameLanguage: Partial<Record<string, UiLanguage>> = {
    ar: 'ar',
    de: 'de',
    en: 'en',
    es: 'es',
    fr: 'fr',
    it: 'it',
    ja: 'ja',
    ko: 'ko',
    pl: 'pl-PL',
    pt: 'pt-BR',
    ru: 'ru',
    tr: 'tr-TR',
  };
  return sameLanguage[language] ?? 'en';
};
