import en from '@gatehouse/phrases/experience/en';
import { experiencePhrases } from '@gatehouse/phrases/experience/index';
import { completePhrases, type Translation } from '@gatehouse/schemas/custom-phrases';
import { builtInBaseOf, canonicalLanguageTag } from '@gatehouse/schemas/language-tags';
import { isUiLanguage, matchLanguage, uiLanguages } from '@gatehouse/schemas/languages';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';

type Asked = {
  /** `lng` of the request: the languages the page was asked for (`ui_locales`), in order. */
  asked: string | undefined;
  acceptLanguage: string | undefined;
  languageInfo: SignInExperience['languageInfo'];
  /** The tags the tenant has custom phrases for. */
  customLanguages: Iterable<string>;
};

/**
 * The language of the sign-in pages: the asked one, else the browser's when the tenant detects
 * it, else the tenant's fallback, each among the built-in languages and those the tenant has
 * custom phrases for (a tenant with `nl` phrases serves `nl` to a browser asking for Dutch). An
 * exact tag wins over one of the same language; built-in languages win a tie.
 */
export const pageLanguage = ({ asked, acceptLanguage, languageInfo, customLanguages }: Asked): string => {
  const candidates: string[] = [...uiLanguages, ...[...customLanguages].filter((tag) => !isUiLanguage(tag))];
  const fallbackTag = canonicalLanguageTag(languageInfo.fallbackLanguage) ?? languageInfo.fallbackLanguage;
  const fallback = candidates.includes(fallbackTag)
    ? fallbackTag
    : (matchLanguage(languageInfo.fallbackLanguage) ?? 'en');
  return (
    matchLanguage(asked, candidates) ??
    (languageInfo.autoDetect ? matchLanguage(acceptLanguage, candidates) : undefined) ??
    fallback
  );
};

/** The sign-in pages' text in `language`: the tenant's custom phrases over the built-in text. */
export const pageText = (language: string, custom: Translation | undefined) =>
  completePhrases(en, experiencePhrases[builtInBaseOf(language)], custom, language);
