import type { LocalizedText } from '@gatehouse/connector-kit/metadata';
import ar from './ar';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import it from './it';
import ja from './ja';
import ko from './ko';
import plPl from './pl-pl';
import ptBr from './pt-br';
import ptPt from './pt-pt';
import ru from './ru';
import trTr from './tr-tr';
import zhCn from './zh-cn';
import zhHk from './zh-hk';
import zhTw from './zh-tw';

export type MessageTexts = typeof en;

/** The 15 languages besides English, keyed by the language tags the console uses. */
const translations: Record<string, MessageTexts> = {
  de,
  es,
  fr,
  it,
  ja,
  ko,
  'pl-PL': plPl,
  'pt-BR': ptBr,
  'pt-PT': ptPt,
  ru,
  'tr-TR': trTr,
  'zh-CN': zhCn,
  'zh-HK': zhHk,
  'zh-TW': zhTw,
  ar,
};

/**
 * One text in the 16 languages, picked from each language's file.
 *
 * @example
 * localized((t) => t.smtp.host) // { en: 'Host', de: 'Host', fr: 'Hôte', … }
 */
export const localized = (pick: (texts: MessageTexts) => string): LocalizedText => ({
  en: pick(en),
  ...Object.fromEntries(Object.entries(translations).map(([language, texts]) => [language, pick(texts)])),
});
