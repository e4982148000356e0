import { describe, expect, it } from 'vitest';
import {
  allowedPhraseKeys,
  completePhrases,
  mergePhrases,
  phraseEntries,
  translationGuard,
  unknownPhraseKeys,
} from './custom-phrases';

const reference = {
  action: { sign_in: 'Sign in', wait_one: '{{count}} second', wait_other: '{{count}} seconds' },
  title: { welcome: 'Welcome' },
};

describe('the keys of a translation', () => {
  it('are the reference’s, with every plural category of each count', () => {
    const allowed = allowedPhraseKeys(reference);
    expect([...allowed].sort()).toEqual(
      [
        'action.sign_in',
        'action.wait_few',
        'action.wait_many',
        'action.wait_one',
        'action.wait_other',
        'action.wait_two',
        'action.wait_zero',
        'title.welcome',
      ].sort(),
    );
    expect(
      unknownPhraseKeys({ action: { sign_in: 'x', nope: 'y' }, title: 'flat', extra: { a: 'b' } }, allowed),
    ).toEqual(['action.nope', 'title', 'extra.a']);
  });

  it('are read as dotted paths with their text', () => {
    expect(phraseEntries(reference).slice(0, 2)).toEqual([
      ['action.sign_in', 'Sign in'],
      ['action.wait_one', '{{count}} second'],
    ]);
  });
});

describe('translationGuard', () => {
  it('takes groups of non-empty strings and strings, within the size limits', () => {
    expect(translationGuard.safeParse({ action: { sign_in: 'Los' }, flat: 'x' }).success).toBe(true);
    for (const bad of [
      { action: { sign_in: '' } },
      { action: { sign_in: 1 } },
      { action: { sign_in: { deeper: 'x' } } },
      { action: { sign_in: 'x'.repeat(2_001) } },
      Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`k${index}`, 'x'.repeat(2_000)])),
    ]) {
      expect(translationGuard.safeParse(bad).success).toBe(false);
    }
  });
});

describe('mergePhrases', () => {
  it('puts each custom string in its place and leaves the rest and both inputs alone', () => {
    const custom = { action: { sign_in: 'Inloggen' } };
    const merged = mergePhrases(reference, custom);
    expect(merged.action).toEqual({ ...reference.action, sign_in: 'Inloggen' });
    expect(merged.title).toBe(reference.title);
    expect(reference.action.sign_in).toBe('Sign in');
    expect(mergePhrases(reference, undefined)).toBe(reference);
  });
});

describe('completePhrases', () => {
  it('fills the plural forms a language needs from the group’s other form, keeping the custom ones', () => {
    const russian = completePhrases(reference, reference, { action: { wait_few: '{{count}} секунды' } }, 'ru');
    expect(russian.action).toMatchObject({
      wait_one: '{{count}} second',
      wait_few: '{{count}} секунды',
      wait_many: '{{count}} seconds',
      wait_other: '{{count}} seconds',
    });
    const hebrew = completePhrases(reference, reference, undefined, 'he') as unknown as {
      action: Record<string, string>;
    };
    expect(hebrew.action.wait_two).toBe('{{count}} seconds');
    expect(reference.action).not.toHaveProperty('wait_few');
  });
});
