import ar from '@gatehouse/phrases/experience/ar';
import en from '@gatehouse/phrases/experience/en';
import pl from '@gatehouse/phrases/experience/pl-PL';
import ru from '@gatehouse/phrases/experience/ru';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

/** The password rule for a minimum length, as the sign-in pages' i18next (the options of `initI18n`) says it. */
const minLength = async (language: string, translation: object, counts: number[]) => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: { [language]: { translation } }, interpolation: { escapeValue: false } });
  return counts.map((count) => i18n.t('password_rule.min_length', { count }));
};

describe('the minimum length rule on the sign-in pages', () => {
  it('takes the plural form of the count in each language', async () => {
    expect(await minLength('en', en, [1, 8])).toEqual(['At least 1 character', 'At least 8 characters']);
    expect(await minLength('ru', ru, [1, 2, 8])).toEqual([
      'Не менее 1 символа',
      'Не менее 2 символов',
      'Не менее 8 символов',
    ]);
    expect(await minLength('pl-PL', pl, [1, 3, 8])).toEqual([
      'Co najmniej 1 znak',
      'Co najmniej 3 znaki',
      'Co najmniej 8 znaków',
    ]);
    expect(await minLength('ar', ar, [1, 2, 8, 12])).toEqual([
      'حرف واحد على الأقل',
      'حرفان على الأقل',
      '8 أحرف على الأقل',
      '12 حرفًا على الأقل',
    ]);
  });
});
