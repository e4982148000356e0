import { describe, expect, it } from 'vitest';
import { builtInBaseOf, canonicalLanguageTag, isLanguageTag, languageTagName, languageTags } from './language-tags';
import { uiLanguages } from './languages';

describe('languageTags', () => {
  it('lists about 150 distinct tags, the 16 built-in languages among them', () => {
    expect(languageTags.length).toBeGreaterThanOrEqual(140);
    expect(languageTags.length).toBeLessThanOrEqual(180);
    expect(new Set(languageTags.map((tag) => tag.toLowerCase())).size).toBe(languageTags.length);
    for (const language of uiLanguages) expect(languageTags, language).toContain(language);
  });

  it('holds only well-formed BCP 47 tags in their canonical case', () => {
    for (const tag of languageTags) expect(Intl.getCanonicalLocales(tag), tag).toEqual([tag]);
  });

  it('has a name for every tag in English and in the other built-in languages', () => {
    for (const tag of languageTags) {
      expect(languageTagName(tag, 'en'), tag).not.toBe(tag);
      expect(languageTagName(tag, 'ja'), tag).not.toBe(tag);
    }
    expect(languageTagName('nl-BE', 'en')).toBe('Dutch (Belgium)');
    expect(languageTagName('nl-BE', 'de')).toBe('Niederländisch (Belgien)');
  });
});

describe('canonicalLanguageTag', () => {
  it('spells a listed tag as the list does, whatever the case, and refuses others', () => {
    expect(canonicalLanguageTag('PT-br')).toBe('pt-BR');
    expect(canonicalLanguageTag('nl')).toBe('nl');
    expect(canonicalLanguageTag('xx')).toBeUndefined();
    expect(canonicalLanguageTag('en_US')).toBeUndefined();
    expect(isLanguageTag('pt-BR')).toBe(true);
    expect(isLanguageTag('pt-br')).toBe(false);
  });
});

describe('builtInBaseOf', () => {
  it('is the language itself when built in', () => {
    for (const language of uiLanguages) expect(builtInBaseOf(language)).toBe(language);
  });

  it('is the built-in language of the same language and script for a variant', () => {
    expect(builtInBaseOf('fr-CA')).toBe('fr');
    expect(builtInBaseOf('de-CH')).toBe('de');
    expect(builtInBaseOf('ja-JP')).toBe('ja');
    expect(builtInBaseOf('pt')).toBe('pt-BR');
    expect(builtInBaseOf('pl')).toBe('pl-PL');
    expect(builtInBaseOf('zh')).toBe('zh-CN');
    expect(builtInBaseOf('zh-Hant')).toBe('zh-TW');
    expect(builtInBaseOf('zh-MO')).toBe('zh-HK');
    expect(builtInBaseOf('ar-EG')).toBe('ar');
  });

  it('is English for a language that is not built in', () => {
    expect(builtInBaseOf('nl')).toBe('en');
    expect(builtInBaseOf('he-IL')).toBe('en');
  });
});
