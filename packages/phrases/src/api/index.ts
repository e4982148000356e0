import { fallbackLanguage } from '@gatehouse/schemas/constants';
import type { ErrorCode } from '@gatehouse/schemas/errors';
import type { UiLanguage } from '@gatehouse/schemas/languages';
import ar from './ar';
import de from './de';
import en from './en';
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

/** API error messages by language, checked complete by `api.test.ts`. */
export const apiErrorMessages: Record<UiLanguage, Record<ErrorCode, string>> = {
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

export const apiErrorMessage = (code: ErrorCode, language: UiLanguage): string =>
  apiErrorMessages[language][code] ?? apiErrorMessages[fallbackLanguage][code];
