import 'i18next';
import type { ConsolePhrases } from '@gatehouse/phrases/console/en';

// Every `t('…')` key is checked against the English text at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ConsolePhrases };
  }
}
