import { type UiLanguage, uiLanguages } from '@gatehouse/schemas/languages';
import { ar } from './ar';
import { de } from './de';
import { en, type Phrases } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { plPL } from './pl-pl';
import { ptBR } from './pt-br';
import { ptPT } from './pt-pt';
import { ru } from './ru';
import { trTR } from './tr-tr';
import { zhCN } from './zh-cn';
import { zhHK } from './zh-hk';
import { zhTW } from './zh-tw';

/** The 16 languages of Gatehouse (spec §5); every text a social connector shows has each of them. */
export const languages = uiLanguages;
export type Language = UiLanguage;
export type Localized = Record<Language, string>;
export type PhraseKey = keyof Phrases;

const tables: Record<Language, Phrases> = {
  en,
  de,
  es,
  fr,
  it,
  ja,
  ko,
  'pl-PL': plPL,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  ru,
  'tr-TR': trTR,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'zh-TW': zhTW,
  ar,
};

const localize = (text: (language: Language) => string): Localized =>
  Object.fromEntries(languages.map((language) => [language, text(language)])) as Localized;

/**
 * A phrase in every language, its `{name}` placeholders filled.
 *
 * @example
 * phrase('signInWith', { provider: 'GitHub' }) // { en: 'Users sign in with their GitHub account.', de: … }
 */
export const phrase = (key: PhraseKey, values: Record<string, string> = {}): Localized =>
  localize((language) =>
    tables[language][key].replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder),
  );

/** The same words in every language: a product name. */
export const sameInAll = (text: string): Localized => localize(() => text);
