import en from '@gatehouse/phrases/experience/en';
import ja from '@gatehouse/phrases/experience/ja';
import { describe, expect, it } from 'vitest';
import { draftOf, filterRows, isChanged, phraseRows, translationOf } from './phrase-rows';

describe('the phrase table', () => {
  it('has every key of the sign-in pages, counts in the plural forms of the language', () => {
    const english = phraseRows(en, en, 'en');
    expect(english.find((row) => row.key === 'action.sign_in')).toEqual({ key: 'action.sign_in', builtIn: 'Sign in' });
    expect(english.filter((row) => row.key.startsWith('action.resend_code_in_')).map((row) => row.key)).toEqual([
      'action.resend_code_in_one',
      'action.resend_code_in_other',
      'action.resend_code_in_minutes_one',
      'action.resend_code_in_minutes_other',
    ]);
    const russian = phraseRows(en, en, 'ru').filter((row) => row.key.startsWith('error.code_mismatch_'));
    expect(russian.map((row) => row.key)).toEqual([
      'error.code_mismatch_one',
      'error.code_mismatch_few',
      'error.code_mismatch_many',
      'error.code_mismatch_other',
    ]);
    // A form English lacks shows the group's other form, as the pages would.
    expect(russian.find((row) => row.key === 'error.code_mismatch_few')?.builtIn).toBe(en.error.code_mismatch_other);
    const japanese = phraseRows(en, ja, 'ja');
    expect(japanese.filter((row) => row.key.startsWith('error.code_mismatch')).map((row) => row.key)).toEqual([
      'error.code_mismatch_other',
    ]);
    expect(japanese.find((row) => row.key === 'action.sign_in')?.builtIn).toBe(ja.action.sign_in);
  });

  it('keeps a stored key the language’s rules do not show, so saving does not drop it', () => {
    const rows = phraseRows(en, ja, 'ja', { error: { code_mismatch_one: '残り1回' } });
    expect(rows.at(-1)).toEqual({ key: 'error.code_mismatch_one', builtIn: ja.error.code_mismatch_other });
  });
});

describe('the draft', () => {
  it('reads a stored translation and saves its non-blank texts, grouped', () => {
    const draft = draftOf({ action: { sign_in: 'Inloggen' } });
    expect(draft).toEqual({ 'action.sign_in': 'Inloggen' });
    expect(
      translationOf({ ...draft, 'action.register': '  ', 'page_title.sign_in': 'Aanmelden', 'action.back': 'Terug' }),
    ).toEqual({ action: { sign_in: 'Inloggen', back: 'Terug' }, page_title: { sign_in: 'Aanmelden' } });
  });

  it('is changed only when it would save something else', () => {
    const stored = { action: { sign_in: 'Inloggen' } };
    expect(isChanged({ 'action.sign_in': 'Inloggen', 'action.back': '' }, stored)).toBe(false);
    expect(isChanged({ 'action.sign_in': 'Inloggen!' }, stored)).toBe(true);
    expect(isChanged({}, stored)).toBe(true);
    expect(isChanged({}, undefined)).toBe(false);
    expect(isChanged({ 'action.back': 'Terug' }, undefined)).toBe(true);
  });
});

describe('filtering the table', () => {
  const rows = phraseRows(en, en, 'en');
  it('finds a search in the key, the built-in text or the custom text, in any case', () => {
    expect(filterRows(rows, {}, 'PAGE_TITLE.SIGN_IN', false).map((row) => row.key)).toEqual(['page_title.sign_in']);
    expect(filterRows(rows, {}, 'forgot password?', false).map((row) => row.key)).toEqual(['action.forgot_password']);
    expect(filterRows(rows, { 'action.back': 'Terug' }, 'terug', false).map((row) => row.key)).toEqual(['action.back']);
    expect(filterRows(rows, {}, '', false)).toHaveLength(rows.length);
  });

  it('shows only the customized lines when asked', () => {
    const draft = { 'action.back': 'Terug', 'action.cancel': ' ' };
    expect(filterRows(rows, draft, '', true).map((row) => row.key)).toEqual(['action.back']);
  });
});
