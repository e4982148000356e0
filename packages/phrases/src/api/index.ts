import { fallbackLanguage } from '@gatehouse/schemas/constants';
import type { ErrorCode } from '@gatehouse/schemas/errors';
import type { UiLanguage } from '@gatehouse/schemas/languages';
import ar from './ar';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import arIntegrations from './integrations/ar';
import deIntegrations from './integrations/de';
import enIntegrations from './integrations/en';
import esIntegrations from './integrations/es';
import frIntegrations from './integrations/fr';
import itIntegrations from './integrations/it';
import jaIntegrations from './integrations/ja';
import koIntegrations from './integrations/ko';
import plPLIntegrations from './integrations/pl-PL';
import ptBRIntegrations from './integrations/pt-BR';
import ptPTIntegrations from './integrations/pt-PT';
import ruIntegrations from './integrations/ru';
import trTRIntegrations from './integrations/tr-TR';
import zhCNIntegrations from './integrations/zh-CN';
import zhHKIntegrations from './integrations/zh-HK';
import zhTWIntegrations from './integrations/zh-TW';
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
  ar: { ...ar, ...arIntegrations },
  de: { ...de, ...deIntegrations },
  en: { ...en, ...enIntegrations },
  es: { ...es, ...esIntegrations },
  fr: { ...fr, ...frIntegrations },
  it: { ...it, ...itIntegrations },
  ja: { ...ja, ...jaIntegrations },
  ko: { ...ko, ...koIntegrations },
  'pl-PL': { ...plPL, ...plPLIntegrations },
  'pt-BR': { ...ptBR, ...ptBRIntegrations },
  'pt-PT': { ...ptPT, ...ptPTIntegrations },
  ru: { ...ru, ...ruIntegrations },
  'tr-TR': { ...trTR, ...trTRIntegrations },
  'zh-CN': { ...zhCN, ...zhCNIntegrations },
  'zh-HK': { ...zhHK, ...zhHKIntegrations },
  'zh-TW': { ...zhTW, ...zhTWIntegrations },
};

export const apiErrorMessage = (code: ErrorCode, language: UiLanguage): string =>
  apiErrorMessages[language][code] ?? apiErrorMessages[fallbackLanguage][code];
