import { errorCodes } from '@gatehouse/schemas/errors';
import { uiLanguages } from '@gatehouse/schemas/languages';
import { describe, expect, it } from 'vitest';
import { apiErrorMessages } from './index';

describe('API error messages', () => {
  it('exist for every error code in every one of the 16 languages, and nothing else', () => {
    for (const language of uiLanguages) {
      const messages = apiErrorMessages[language];
      expect(Object.keys(messages).sort(), language).toEqual([...errorCodes].sort());
      for (const code of errorCodes) {
        expect(messages[code]?.trim(), `${language} ${code}`).toBeTruthy();
      }
    }
  });

  it('are translated, not copied from English, outside English', () => {
    for (const language of uiLanguages.filter((lang) => lang !== 'en')) {
      const same = errorCodes.filter((code) => apiErrorMessages[language][code] === apiErrorMessages.en[code]);
      expect(same, language).toEqual([]);
    }
  });
});
