import type { ConsolePhrases } from '@gatehouse/phrases/console/en';
import type { Translated } from '@gatehouse/phrases/plurals';
import { isUiLanguage, negotiateLanguage, type UiLanguage } from '@gatehouse/schemas/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Each language is its own chunk: the console loads only the one it shows. A language has English's
 * keys, except plural groups, which have the forms of its plural categories (`in_days_few` …): i18next
 * picks one by `count` with `Intl.PluralRules`.
 */
const loaders: { [Language in UiLanguage]: () => Promise<{ default: Translated<ConsolePhrases, Language> }> } = {
  ar: () => import('@gatehouse/phrases/console/ar'),
  de: () => import('@gatehouse/phrases/console/de'),
  en: () => import('@gatehouse/phrases/console/en'),
  es: () => import('@gatehouse/phrases/console/es'),
  fr: () => import('@gatehouse/phrases/console/fr'),
  it: () => import('@gatehouse/phrases/console/it'),
  ja: () => import('@gatehouse/phrases/console/ja'),
  ko: () => import('@gatehouse/phrases/console/ko'),
  'pl-PL': () => import('@gatehouse/phrases/console/pl-PL'),
  'pt-BR': () => import('@gatehouse/phrases/console/pt-BR'),
  'pt-PT': () => import('@gatehouse/phrases/console/pt-PT'),
  ru: () => import('@gatehouse/phrases/console/ru'),
  'tr-TR': () => import('@gatehouse/phrases/console/tr-TR'),
  'zh-CN': () => import('@gatehouse/phrases/console/zh-CN'),
  'zh-HK': () => import('@gatehouse/phrases/console/zh-HK'),
  'zh-TW': () => import('@gatehouse/phrases/console/zh-TW'),
};

/** Names of the languages in themselves, for the language menu. */
export const languageNames: Record<UiLanguage, string> = {
  ar: 'العربية',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  ru: 'Русский',
  'tr-TR': 'Türkçe',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文（香港）',
  'zh-TW': '繁體中文（台灣）',
};

const rightToLeft = new Set<UiLanguage>(['ar']);
const storageKey = 'gatehouse.console.language';

/** The language chosen on this device (session first, then local storage), else the browser's. */
export const initialLanguage = (browser: readonly string[] = navigator.languages): UiLanguage => {
  const stored = window.sessionStorage.getItem(storageKey) ?? window.localStorage.getItem(storageKey);
  if (stored && isUiLanguage(stored)) return stored;
  return negotiateLanguage(browser.join(','), 'en');
};

const applyToDocument = (language: UiLanguage) => {
  document.documentElement.lang = language;
  document.documentElement.dir = rightToLeft.has(language) ? 'rtl' : 'ltr';
};

/** Loads a language's text and makes it current; remembers it in local and session storage (spec §2). */
export const changeLanguage = async (language: UiLanguage) => {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', (await loaders[language]()).default);
  }
  window.localStorage.setItem(storageKey, language);
  window.sessionStorage.setItem(storageKey, language);
  await i18next.changeLanguage(language);
  applyToDocument(language);
};

export const initI18n = async (language: UiLanguage) => {
  const phrases = (await loaders[language]()).default;
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: phrases } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyToDocument(language);
  return i18next;
};
