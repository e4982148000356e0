import { experiencePhraseLoaders } from '@gatehouse/phrases/experience/loaders';
import type { UiLanguage } from '@gatehouse/schemas/languages';
import { queryOptions } from '@tanstack/react-query';

/** The built-in text of a language, kept once loaded (it is part of the build, the same for every tenant). */
export const builtInTextQuery = (language: UiLanguage) =>
  queryOptions({
    queryKey: ['experience-built-in-text', language],
    queryFn: async (): Promise<object> => (await experiencePhraseLoaders[language]()).default,
    staleTime: Number.POSITIVE_INFINITY,
  });
