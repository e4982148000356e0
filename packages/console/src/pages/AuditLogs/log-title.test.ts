import { consolePhrases } from '@gatehouse/phrases/console/index';
import { uiLanguages } from '@gatehouse/schemas/languages';
import { logKeys } from '@gatehouse/schemas/logs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { logTitle } from './log-title';

/** An i18next holding every language, set up as the console sets up its own (app/i18n.ts). */
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  fallbackLng: false,
  resources: Object.fromEntries(uiLanguages.map((language) => [language, { translation: consolePhrases[language] }])),
  interpolation: { escapeValue: false },
});

describe('audit log titles', () => {
  // logKeys (@gatehouse/schemas/logs) is the list the server records from: its writer only takes a LogKey.
  it('gives every key the server records its own title, in every one of the 16 languages', () => {
    for (const language of uiLanguages) {
      const t = i18n.getFixedT(language);
      const titles = logKeys.map((key) => logTitle(t, key));
      for (const [index, key] of logKeys.entries()) {
        expect(titles[index], `${language} ${key}`).toBe(
          (consolePhrases[language].audit_logs.events as Record<string, string>)[key],
        );
        expect(titles[index], `${language} ${key}`).not.toContain(key);
        expect(titles[index]?.trim(), `${language} ${key}`).not.toBe('');
      }
      expect(new Set(titles).size, `${language}: two keys share a title`).toBe(logKeys.length);
    }
  });

  it('has no title for a key the server does not record', () => {
    const known = new Set<string>(logKeys);
    for (const language of uiLanguages) {
      const extra = Object.keys(consolePhrases[language].audit_logs.events).filter((key) => !known.has(key));
      expect(extra, language).toEqual([]);
    }
  });

  it('shows a key it does not know as the key itself', () => {
    expect(logTitle(i18n.getFixedT('de'), 'TriggerHook.Nothing.Happened')).toBe('TriggerHook.Nothing.Happened');
  });
});
