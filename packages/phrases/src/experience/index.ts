import type { UiLanguage } from '@gatehouse/schemas/languages';
import type { Translated } from '../plurals';
import ar from './ar';
import de from './de';
import type { ExperiencePhrases } from './en';
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

/** Sign-in page text by language, checked complete by `experience.test.ts`. */
export const experiencePhrases: { [Language in UiLanguage]: Translated<ExperiencePhrases, Language> } = {
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
