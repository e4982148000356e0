import { tenantKey } from '../cache';

/** The tenant's custom phrases (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const customPhraseKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'custom-phrases'] as const,
  /** Every language's phrases: the editor and the fallback language's choices read them all at once. */
  list: (tenantId: string) => [...customPhraseKeys.all(tenantId), 'list'] as const,
  detail: (tenantId: string, languageTag: string) =>
    [...customPhraseKeys.all(tenantId), 'detail', languageTag] as const,
};
