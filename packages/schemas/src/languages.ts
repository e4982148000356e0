/** The 16 languages of the console and sign-in pages (spec §5). */
export const uiLanguages = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ru',
  'tr-TR',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;

export type UiLanguage = (typeof uiLanguages)[number];

/** Languages written right to left in their usual script (a custom-phrase language may be one). */
const rightToLeftLanguages = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ps', 'sd', 'ug', 'ur', 'yi']);

/**
 * Whether a language tag is written right to left: by its script subtag when it has one
 * (`Arab`, `Hebr`, `Thaa`, `Syrc`, `Nkoo`, `Adlm` are; `Latn` is not), else by its language.
 *
 * @example
 * isRightToLeft('he-IL') // true
 * isRightToLeft('sr-Latn') // false
 */
export const isRightToLeft = (language: string) => {
  const [primary = '', ...subtags] = language.toLowerCase().split('-');
  const script = subtags.find((subtag) => /^[a-z]{4}$/.test(subtag));
  if (script) return ['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm'].includes(script);
  return rightToLeftLanguages.has(primary);
};

export const isUiLanguage = (value: string): value is UiLanguage => (uiLanguages as readonly string[]).includes(value);

/**
 * Picks the best supported language for an `Accept-Language` header
 * (RFC 9110 §12.5.4): exact tag first, then the primary subtag, by quality.
 *
 * @example
 * negotiateLanguage('pt-br,pt;q=0.9,en;q=0.5') // 'pt-BR'
 * negotiateLanguage('zh') // 'zh-CN'
 */
export const negotiateLanguage = (header: string | undefined | null, fallback: UiLanguage = 'en'): UiLanguage =>
  matchLanguage(header) ?? fallback;

/**
 * Like `negotiateLanguage`, but undefined when nothing supported was asked
 * for, so a caller can tell "asked for the fallback" from "asked for nothing we have".
 */
export function matchLanguage(header: string | undefined | null): UiLanguage | undefined;
/** …among `candidates` instead of the built-in languages (built-ins and a tenant's custom-phrase languages). */
export function matchLanguage<T extends string>(
  header: string | undefined | null,
  candidates: readonly T[],
): T | undefined;
export function matchLanguage(
  header: string | undefined | null,
  candidates: readonly string[] = uiLanguages,
): string | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q);

  for (const { tag } of ranges) {
    const exact = candidates.find((lang) => lang.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split('-')[0];
    const byPrimary = candidates.find((lang) => lang.toLowerCase().split('-')[0] === primary);
    if (byPrimary) return byPrimary;
  }
  return undefined;
}
