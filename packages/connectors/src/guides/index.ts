import type { LocalizedText } from '@gatehouse/connector-kit/metadata';
import { type UiLanguage, uiLanguages } from '@gatehouse/schemas/languages';
import { ar } from './ar';
import { de } from './de';
import { en, type Guides } from './en';
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

export type GuideId = keyof Guides;

/** The guides in each language, from that language's file. */
const tables: Record<UiLanguage, Guides> = {
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

/**
 * A built-in connector's setup guide in the 16 languages (`readme` of its metadata).
 *
 * @example
 * guide('github') // { en: '# GitHub\n\n1. On GitHub, open …', de: '# GitHub\n\n1. Öffnen Sie …', … }
 */
export const guide = (id: GuideId): LocalizedText => ({
  en: en[id],
  ...Object.fromEntries(uiLanguages.map((language) => [language, tables[language][id]])),
});
