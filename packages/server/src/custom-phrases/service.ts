import en from '@gatehouse/phrases/experience/en';
import {
  allowedPhraseKeys,
  type CustomPhrase,
  customPhraseGuard,
  type Translation,
  unknownPhraseKeys,
} from '@gatehouse/schemas/custom-phrases';
import { canonicalLanguageTag, type LanguageTag } from '@gatehouse/schemas/language-tags';
import { isUiLanguage } from '@gatehouse/schemas/languages';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { lockFallbackLanguage } from '../sign-in-experience/public';
import { createCustomPhraseQueries } from './queries';

/** The keys a translation may hold: those of the sign-in pages' text, every plural form of its counts. */
const allowedKeys = allowedPhraseKeys(en);

type ByLanguage = ReadonlyMap<string, Translation>;
const cache = new WeakMap<PlatformDeps['bus'], Map<string, Promise<ByLanguage>>>();

const toCustomPhrase = (row: { languageTag: string; translation: unknown }): CustomPhrase =>
  customPhraseGuard.parse(row);

/**
 * A tenant's custom phrases (peer reference `/api/custom-phrases`): its own sign-in page text by
 * language tag, any of the ~150 of spec §9, with only the keys the pages have. The sign-in pages
 * read them on every visit, so they are cached per instance and dropped on change everywhere
 * (topic `custom-phrases`).
 */
export const createCustomPhraseService = (deps: Pick<PlatformDeps, 'database' | 'bus'>, tenantId: string) => {
  const { database, bus } = deps;
  const queries = createCustomPhraseQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  let byTenant = cache.get(bus);
  if (!byTenant) {
    const created = new Map<string, Promise<ByLanguage>>();
    bus.subscribe(({ tenantId: changed, topic }) => {
      if (topic === 'custom-phrases' || topic === 'tenant') created.delete(changed);
    });
    cache.set(bus, created);
    byTenant = created;
  }
  const tenantCache = byTenant;

  /** The listed tag as the list spells it (`PT-br` → `pt-BR`); a tag not listed is refused. */
  const tagOf = (languageTag: string): LanguageTag => {
    const tag = canonicalLanguageTag(languageTag);
    if (!tag) throw new ApiError('custom_phrase.invalid_language_tag', { languageTag });
    return tag;
  };
  const notFound = (languageTag: string) => new ApiError('custom_phrase.not_found', { languageTag });

  return {
    list: () => inTenant(async (trx) => (await queries.findAll(trx)).map(toCustomPhrase)),
    get: async (languageTag: string) => {
      const tag = tagOf(languageTag);
      const row = await inTenant((trx) => queries.findByLanguageTag(trx, tag));
      if (!row) throw notFound(tag);
      return toCustomPhrase(row);
    },
    /** Creates or replaces the language's phrases; a key the sign-in pages do not have is refused, naming it. */
    upsert: async (languageTag: string, translation: Translation) => {
      const tag = tagOf(languageTag);
      const unknown = unknownPhraseKeys(translation, allowedKeys);
      if (unknown.length > 0) {
        throw new ApiError('custom_phrase.unknown_keys', { keys: unknown }, unknown.slice(0, 20).join(', '));
      }
      const row = await bus.changing(tenantId, 'custom-phrases')((trx) => queries.upsert(trx, tag, translation));
      return toCustomPhrase(row);
    },
    /**
     * Deletes the language's phrases. The sign-in experience's fallback language must keep its
     * text (spec §5): a fallback that is not built in loses it with its phrases, so that is refused.
     */
    delete: async (languageTag: string) => {
      const tag = tagOf(languageTag);
      await bus.changing(
        tenantId,
        'custom-phrases',
      )(async (trx) => {
        const fallback = await lockFallbackLanguage(trx, tenantId);
        if ((canonicalLanguageTag(fallback) ?? fallback) === tag && !isUiLanguage(tag)) {
          throw new ApiError('custom_phrase.fallback_language_in_use', { languageTag: tag });
        }
        if (!(await queries.deleteByLanguageTag(trx, tag))) throw notFound(tag);
      });
    },
    /** Every language's phrases, for the sign-in pages (cached). */
    byLanguage: (): Promise<ByLanguage> => {
      let hit = tenantCache.get(tenantId);
      if (!hit) {
        hit = inTenant(async (trx) => {
          const rows = (await queries.findAll(trx)).map(toCustomPhrase);
          return new Map(rows.map((row) => [row.languageTag, row.translation]));
        });
        tenantCache.set(tenantId, hit);
        hit.catch(() => tenantCache.delete(tenantId));
      }
      return hit;
    },
  };
};

export type CustomPhraseService = ReturnType<typeof createCustomPhraseService>;
