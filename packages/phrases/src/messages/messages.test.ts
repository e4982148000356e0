import { uiLanguages } from '@gatehouse/schemas/languages';
import { describe, expect, it } from 'vitest';
import en from './en';
import { defaultMessages, messages } from './index';

/** Every string of a phrase tree, by dotted path. */
const flatten = (value: unknown, prefix = ''): Record<string, unknown> =>
  value !== null && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value).flatMap(([key, child]) =>
          Object.entries(flatten(child, prefix ? `${prefix}.${key}` : key)),
        ),
      )
    : { [prefix]: value };

/** How often each `{{placeholder}}` occurs in `text`. */
const placeholders = (text: string): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const [, name] of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
    if (name) counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
};

const english = flatten(en) as Record<string, string>;
const englishKeys = Object.keys(english).sort();

describe('default messages', () => {
  it('exist in every one of the 16 languages with exactly the keys of English, as non-empty strings', () => {
    expect(Object.keys(messages).sort()).toEqual([...uiLanguages].sort());
    for (const language of uiLanguages) {
      const phrases = flatten(messages[language]);
      expect(Object.keys(phrases).sort(), language).toEqual(englishKeys);
      for (const [key, text] of Object.entries(phrases)) {
        expect(typeof text, `${language} ${key}`).toBe('string');
        expect((text as string).trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('keep every placeholder of English, as often as English has it', () => {
    for (const language of uiLanguages) {
      const phrases = flatten(messages[language]) as Record<string, string>;
      for (const key of englishKeys) {
        expect(placeholders(phrases[key] ?? ''), `${language} ${key}`).toEqual(placeholders(english[key] ?? ''));
      }
    }
  });

  it('are translated, not copied from English, outside English', () => {
    const onlyPlaceholders = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '').trim() === '';
    for (const language of uiLanguages.filter((lang) => lang !== 'en')) {
      const phrases = flatten(messages[language]) as Record<string, string>;
      const same = englishKeys.filter((key) => phrases[key] === english[key] && !onlyPlaceholders(english[key] ?? ''));
      expect(same, language).toEqual([]);
    }
  });

  it('fall back to English for a language Gatehouse does not know', () => {
    expect(defaultMessages('de')).toBe(messages.de);
    expect(defaultMessages('pt-PT')).toBe(messages['pt-PT']);
    expect(defaultMessages('xx')).toBe(en);
    expect(defaultMessages('toString')).toBe(en);
  });
});
