import type { ExperiencePhrases } from '@gatehouse/phrases/experience/en';
import type { Translated } from '@gatehouse/phrases/plurals';
import { matchLanguage, negotiateLanguage, type UiLanguage, uiLanguages } from '@gatehouse/schemas/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Settings } from './settings';

/** A language has English's keys, except plural groups, which have the forms of its plural categories. */
const loaders: { [Language in UiLanguage]: () => Promise<{ default: Translated<ExperiencePhrases, Language> }> } = {
  ar: () => import('@gatehouse/phrases/experience/ar'),
  de: () => import('@gatehouse/phrases/experience/de'),
  en: () => import('@gatehouse/phrases/experience/en'),
  es: () => import('@gatehouse/phrases/experience/es'),
  fr: () => import('@gatehouse/phrases/experience/fr'),
  it: () => import('@gatehouse/phrases/experience/it'),
  ja: () => import('@gatehouse/phrases/experience/ja'),
  ko: () => import('@gatehouse/phrases/experience/ko'),
  'pl-PL': () => import('@gatehouse/phrases/experience/pl-PL'),
  'pt-BR': () => import('@gatehouse/phrases/experience/pt-BR'),
  'pt-PT': () => import('@gatehouse/phrases/experience/pt-PT'),
  ru: () => import('@gatehouse/phrases/experience/ru'),
  'tr-TR': () => import('@gatehouse/phrases/experience/tr-TR'),
  'zh-CN': () => import('@gatehouse/phrases/experience/zh-CN'),
  'zh-HK': () => import('@gatehouse/phrases/experience/zh-HK'),
  'zh-TW': () => import('@gatehouse/phrases/experience/zh-TW'),
};

const rightToLeft = new Set<UiLanguage>(['ar']);

/**
 * The page language: `ui_locales` of the authorization request first, then the
 * browser's languages when the tenant detects them, then the tenant fallback.
 */
export const pickLanguage = (settings: Settings, uiLocales: string | null, browser: readonly string[]) => {
  const fallback = negotiateLanguage(settings.languageInfo.fallbackLanguage, 'en');
  // ui_locales is a space-separated list in order of preference (OpenID Connect Core §3.1.2.1).
  const requested = uiLocales ? matchLanguage(uiLocales.split(' ').join(',')) : undefined;
  if (requested) return requested;
  if (settings.languageInfo.autoDetect && browser.length > 0) return negotiateLanguage(browser.join(','), fallback);
  return fallback;
};

export const initI18n = async (language: UiLanguage) => {
  const phrases = (await loaders[language]()).default;
  await i18next.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: phrases } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  setDocumentLanguage(language);
};

const setDocumentLanguage = (language: UiLanguage) => {
  document.documentElement.lang = language;
  document.documentElement.dir = rightToLeft.has(language) ? 'rtl' : 'ltr';
};

/** Shows the pages in another language from now on (the console's live preview switches it). */
export const switchLanguage = async (language: UiLanguage) => {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', (await loaders[language]()).default);
  }
  await i18next.changeLanguage(language);
  setDocumentLanguage(language);
};

export { uiLanguages };
