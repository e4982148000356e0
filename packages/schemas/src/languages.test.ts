import { describe, expect, it } from 'vitest';
import { isRightToLeft, isUiLanguage, matchLanguage, negotiateLanguage, uiLanguages } from './languages';

describe('uiLanguages', () => {
  it('has exactly the 16 languages of the spec', () => {
    expect([...uiLanguages].sort()).toEqual(
      [
        'ar',
        'de',
        'en',
        'es',
        'fr',
        'it',
        'ja',
        'ko',
        'pl-PL',
        'pt-BR',
        'pt-PT',
        'ru',
        'tr-TR',
        'zh-CN',
        'zh-HK',
        'zh-TW',
      ].sort(),
    );
    expect(new Set(uiLanguages).size).toBe(16);
  });

  it('recognises exactly those tags with isUiLanguage, case-sensitively', () => {
    for (const language of uiLanguages) expect(isUiLanguage(language)).toBe(true);
    expect(isUiLanguage('pt-br')).toBe(false);
    expect(isUiLanguage('pt')).toBe(false);
    expect(isUiLanguage('nl')).toBe(false);
  });
});

describe('negotiateLanguage', () => {
  it('picks the documented examples', () => {
    expect(negotiateLanguage('pt-br,pt;q=0.9,en;q=0.5')).toBe('pt-BR');
    expect(negotiateLanguage('zh')).toBe('zh-CN');
  });

  it('returns a supported tag that matches exactly', () => {
    for (const language of uiLanguages) expect(negotiateLanguage(language)).toBe(language);
  });

  it('matches tags case-insensitively and returns the canonical spelling', () => {
    expect(negotiateLanguage('PT-pt')).toBe('pt-PT');
    expect(negotiateLanguage('ZH-tw')).toBe('zh-TW');
    expect(negotiateLanguage('DE')).toBe('de');
  });

  it('falls back on the primary subtag, to the first supported language that shares it', () => {
    expect(negotiateLanguage('en-US')).toBe('en');
    expect(negotiateLanguage('fr-CA')).toBe('fr');
    expect(negotiateLanguage('pt')).toBe('pt-BR');
    expect(negotiateLanguage('pl')).toBe('pl-PL');
    expect(negotiateLanguage('tr')).toBe('tr-TR');
    expect(negotiateLanguage('zh-SG')).toBe('zh-CN');
  });

  it('prefers an exact match to a primary-subtag match of the same range', () => {
    expect(negotiateLanguage('zh-HK')).toBe('zh-HK');
    expect(negotiateLanguage('pt-PT')).toBe('pt-PT');
  });

  it('orders ranges by q-value, keeping header order for equal q-values', () => {
    expect(negotiateLanguage('fr;q=0.5,de;q=0.8')).toBe('de');
    expect(negotiateLanguage('ja;q=0.1, ko')).toBe('ko');
    expect(negotiateLanguage('ja;q=1.0, ko;q=1.0')).toBe('ja');
    expect(negotiateLanguage('ko, ja')).toBe('ko');
    expect(negotiateLanguage('de ; q=0.5, fr ; q=0.6')).toBe('fr');
  });

  it('skips unsupported ranges in favour of the next supported one', () => {
    expect(negotiateLanguage('nl-NL,nl;q=0.9,es;q=0.8,en;q=0.5')).toBe('es');
  });

  it('excludes ranges with q=0', () => {
    expect(negotiateLanguage('de;q=0,fr')).toBe('fr');
    expect(negotiateLanguage('de;q=0')).toBe('en');
    expect(negotiateLanguage('de;q=0.000')).toBe('en');
  });

  it('excludes ranges with an unreadable q-value', () => {
    expect(negotiateLanguage('ja;q=abc,ko;q=0.5')).toBe('ko');
  });

  it('ignores the * wildcard', () => {
    expect(negotiateLanguage('*')).toBe('en');
    expect(negotiateLanguage('*,de;q=0.1')).toBe('de');
    expect(negotiateLanguage('*', 'ja')).toBe('ja');
  });

  it('returns the fallback for an empty or missing header', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage(null)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage(' , ;q=1')).toBe('en');
    expect(negotiateLanguage(undefined, 'fr')).toBe('fr');
    expect(negotiateLanguage('', 'zh-TW')).toBe('zh-TW');
  });

  it('returns the fallback when no range is supported', () => {
    expect(negotiateLanguage('xx')).toBe('en');
    expect(negotiateLanguage('nl-BE,nl;q=0.8', 'de')).toBe('de');
  });
});

describe('matchLanguage', () => {
  it('tells a request for the fallback language apart from a request for nothing supported', async () => {
    const { matchLanguage } = await import('./languages');
    expect(matchLanguage('en')).toBe('en');
    expect(matchLanguage('xx-YY')).toBeUndefined();
    expect(matchLanguage('')).toBeUndefined();
    expect(matchLanguage('de ar'.split(' ').join(','))).toBe('de');
  });
});

describe('matchLanguage among candidates', () => {
  it('matches a tenant’s custom-phrase languages too, exact tags first, the list’s order in a tie', () => {
    const candidates = [...uiLanguages, 'nl', 'ja-JP', 'fr-CA'];
    expect(matchLanguage('nl-BE,nl;q=0.9', candidates)).toBe('nl');
    expect(matchLanguage('ja-jp', candidates)).toBe('ja-JP');
    expect(matchLanguage('ja', candidates)).toBe('ja');
    expect(matchLanguage('fr-BE', candidates)).toBe('fr');
    expect(matchLanguage('sv', candidates)).toBeUndefined();
  });
});

describe('isRightToLeft', () => {
  it('knows the right-to-left languages and scripts', () => {
    for (const tag of ['ar', 'ar-EG', 'he', 'he-IL', 'fa', 'ur-PK', 'ps', 'yi', 'az-Arab']) {
      expect(isRightToLeft(tag), tag).toBe(true);
    }
    for (const tag of ['en', 'de', 'ja', 'nl', 'zh-TW', 'ku-Latn', 'sr-Latn'])
      expect(isRightToLeft(tag), tag).toBe(false);
  });
});
