import type { UiLanguage } from '@gatehouse/schemas/languages';
import type { Translated } from '../plurals';
import type { ExperiencePhrases } from './en';

/**
 * The sign-in pages' built-in text, one chunk per language, loaded on demand (the sign-in pages
 * load the one they show; the console's phrase editor the one it compares with). A language has
 * English's keys, except plural groups, which have the forms of its plural categories.
 */
export const experiencePhraseLoaders: {
  [Language in UiLanguage]: () => Promise<{ default: Translated<ExperiencePhrases, Language> }>;
} = {
  ar: () => import('./ar'),
  de: () => import('./de'),
  en: () => import('./en'),
  es: () => import('./es'),
  fr: () => import('./fr'),
  it: () => import('./it'),
  ja: () => import('./ja'),
  ko: () => import('./ko'),
  'pl-PL': () => import('./pl-PL'),
  'pt-BR': () => import('./pt-BR'),
  'pt-PT': () => import('./pt-PT'),
  ru: () => import('./ru'),
  'tr-TR': () => import('./tr-TR'),
  'zh-CN': () => import('./zh-CN'),
  'zh-HK': () => import('./zh-HK'),
  'zh-TW': () => import('./zh-TW'),
};
