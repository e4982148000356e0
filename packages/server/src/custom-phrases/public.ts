import { canonicalLanguageTag } from '@gatehouse/schemas/language-tags';
import type { Trx } from '../platform/db/database';
import { createCustomPhraseQueries } from './queries';

/** Whether the tenant has custom phrases for a language (the sign-in experience's fallback check). */
export const hasCustomPhrases = async (trx: Trx, tenantId: string, languageTag: string) => {
  const tag = canonicalLanguageTag(languageTag);
  return tag !== undefined && (await createCustomPhraseQueries(tenantId).findByLanguageTag(trx, tag)) !== undefined;
};
