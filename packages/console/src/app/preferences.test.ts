import { describe, expect, it } from 'vitest';
import { preferencesPatch, resolvePreferences } from './preferences';

const device = { language: 'de', appearanceMode: 'dark' } as const;

describe('console preferences', () => {
  it('uses the stored preferences when they are valid', () => {
    expect(
      resolvePreferences({ adminConsolePreferences: { language: 'ja', appearanceMode: 'light' } }, device),
    ).toMatchObject({ language: 'ja', appearanceMode: 'light' });
  });

  it('falls back to English and the device appearance when the stored preferences are invalid', () => {
    for (const invalid of [
      { language: 'klingon' },
      { appearanceMode: 'sepia' },
      'dark',
      { language: 'fr', experienceNoticeConfirmed: 'yes' },
    ]) {
      expect(resolvePreferences({ adminConsolePreferences: invalid }, device)).toEqual({
        language: 'en',
        appearanceMode: 'dark',
      });
    }
  });

  it("keeps this device's choice for what the stored preferences leave out", () => {
    expect(resolvePreferences({}, device)).toEqual(device);
    expect(resolvePreferences(undefined, device)).toEqual(device);
    expect(resolvePreferences({ adminConsolePreferences: { appearanceMode: 'system' } }, device)).toMatchObject({
      language: 'de',
      appearanceMode: 'system',
    });
  });

  it('stores a change on top of the valid stored preferences, and drops invalid ones', () => {
    expect(
      preferencesPatch(
        { adminConsolePreferences: { language: 'ja', m2mRoleNotificationAcknowledged: true } },
        {
          appearanceMode: 'dark',
        },
      ),
    ).toEqual({
      adminConsolePreferences: { language: 'ja', m2mRoleNotificationAcknowledged: true, appearanceMode: 'dark' },
    });
    expect(preferencesPatch({ adminConsolePreferences: 42 }, { language: 'fr' })).toEqual({
      adminConsolePreferences: { language: 'fr' },
    });
  });
});
