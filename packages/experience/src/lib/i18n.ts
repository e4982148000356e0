import { experiencePhraseLoaders } from '@gatehouse/phrases/experience/loaders';
import {
  isRightToLeft,
  matchLanguage,
  negotiateLanguage,
  type UiLanguage,
  uiLanguages,
} from '@gatehouse/schemas/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { apiUrl } from './api';
import type { Settings } from './settings';

/**
 * The page language as the bundled text alone can serve it (when the server's text cannot be
 * had): `ui_locales` of the authorization request first, then the browser's languages when the
 * tenant detects them, then the tenant fallback.
 */
export const pickLanguage = (settings: Settings, uiLocales: string | null, browser: readonly string[]) => {
  const fallback = negotiateLanguage(settings.languageInfo.fallbackLanguage, 'en');
  // ui_locales is a space-separated list in order of preference (OpenID Connect Core §3.1.2.1).
  const requested = uiLocales ? matchLanguage(uiLocales.split(' ').join(',')) : undefined;
  if (requested) return requested;
  if (settings.languageInfo.autoDetect && browser.length > 0) return negotiateLanguage(browser.join(','), fallback);
  return fallback;
};

/** A language and the whole text of the pages in it. */
export type PageText = { language: string; phrases: object };

/** The bundled text of a built-in language: the pages' own copy, for when the server's cannot be had. */
export const bundledText = async (language: UiLanguage): Promise<PageText> => ({
  language,
  phrases: (await experiencePhraseLoaders[language]()).default,
});

/**
 * The page's language and text, in one request before anything renders (so no text changes
 * under the reader's eyes): the server picks the language as `pickLanguage` does, but among the
 * tenant's custom-phrase languages too (`nl`, `ja-JP`), and lays the tenant's custom phrases over
 * the built-in text (`GET /api/.well-known/phrases`). The browser sends its own `Accept-Language`;
 * `ui_locales` goes as `lng`. Without an answer, the bundled text of the best built-in language.
 */
export const loadPageText = async (
  settings: Settings,
  uiLocales: string | null,
  browser: readonly string[],
): Promise<PageText> =>
  (await serverText(uiLocales?.trim().split(/\s+/).join(',').slice(0, 256))) ??
  bundledText(pickLanguage(settings, uiLocales, browser));

/** The server's text in the language it picks for `asked` (and the browser's languages); undefined without an answer. */
const serverText = async (asked: string | undefined): Promise<PageText | undefined> => {
  try {
    const response = await fetch(apiUrl(`api/.well-known/phrases${asked ? `?lng=${encodeURIComponent(asked)}` : ''}`), {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(20_000),
    });
    const language = response.headers.get('content-language');
    if (response.ok && language) return { language, phrases: (await response.json()) as object };
  } catch {
    // None: the caller falls back to the bundled text.
  }
  return undefined;
};

/** The text of one built-in language as the tenant has it (custom phrases included), else the bundled copy. */
export const pageTextIn = async (language: UiLanguage): Promise<PageText> =>
  (await serverText(language)) ?? bundledText(language);

export const initI18n = async ({ language, phrases }: PageText) => {
  await i18next.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: phrases } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  setDocumentLanguage(language);
};

const setDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
};

/** Shows the pages in another language from now on (the console's live preview switches it). */
export const switchLanguage = async (language: UiLanguage) => {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    const text = await pageTextIn(language);
    i18next.addResourceBundle(language, 'translation', text.phrases);
  }
  await i18next.changeLanguage(language);
  setDocumentLanguage(language);
};

export { uiLanguages };
