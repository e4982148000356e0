import type { UiLanguage } from '@gatehouse/schemas/languages';
import ar from './ar';
import de from './de';
import en, { type MessagePhrases } from './en';
import es from './es';
import fr from './fr';
import it from './it';
import ja from './ja';
import ko from './ko';
import plPL from './pl-PL';
import ptBR from './pt-BR';
import ptPT from './pt-PT';
import ru from './ru';
import trTR from './tr-TR';
import zhCN from './zh-CN';
import zhHK from './zh-HK';
import zhTW from './zh-TW';

/** The default messages in every language, checked complete by `messages.test.ts`. */
export const messages: Record<UiLanguage, MessagePhrases> = {
  ar,
  de,
  en,
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
};

/** The default messages in `language`, English for a language Gatehouse does not know. */
export const defaultMessages = (language: string): MessagePhrases =>
  Object.hasOwn(messages, language) ? messages[language as UiLanguage] : en;
