import type { UiLanguage } from '@gatehouse/schemas/languages';
import { queryOptions } from '@tanstack/react-query';

/** The sign-in pages' built-in text of each language: a chunk each, loaded when the editor shows it. */
const loaders: Record<UiLanguage, () => Promise<{ default: object }>> = {
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

/** The built-in text of a language, kept once loaded (it is part of the build, the same for every tenant). */
export const builtInTextQuery = (language: UiLanguage) =>
  queryOptions({
    queryKey: ['experience-built-in-text', language],
    queryFn: async () => (await loaders[language]()).default,
    staleTime: Number.POSITIVE_INFINITY,
  });
