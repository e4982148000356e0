import ar from '@gatehouse/phrases/experience/ar';
import en from '@gatehouse/phrases/experience/en';
import pl from '@gatehouse/phrases/experience/pl-PL';
import ru from '@gatehouse/phrases/experience/ru';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

/** A counted phrase of the code screen, as the sign-in pages' i18next (the options of `initI18n`) says it. */
const say = async (language: string, translation: object, key: string, counts: number[]) => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: { [language]: { translation } }, interpolation: { escapeValue: false } });
  return counts.map((count) => i18n.t(key, { count }));
};

describe('the code screen’s counts', () => {
  it('says the tries a wrong code leaves in the plural form of each language', async () => {
    expect(await say('en', en, 'error.code_mismatch', [1, 9])).toEqual([
      'Wrong code. 1 try left.',
      'Wrong code. 9 tries left.',
    ]);
    expect(await say('ru', ru, 'error.code_mismatch', [1, 3, 9, 21])).toEqual([
      'Неверный код. Осталась 1 попытка.',
      'Неверный код. Осталось 3 попытки.',
      'Неверный код. Осталось 9 попыток.',
      'Неверный код. Осталась 21 попытка.',
    ]);
    expect(await say('pl-PL', pl, 'error.code_mismatch', [1, 2, 9])).toEqual([
      'Nieprawidłowy kod. Została 1 próba.',
      'Nieprawidłowy kod. Zostały 2 próby.',
      'Nieprawidłowy kod. Zostało 9 prób.',
    ]);
    expect(await say('ar', ar, 'error.code_mismatch', [1, 2, 9, 11])).toEqual([
      'الرمز غير صحيح. تبقّت محاولة واحدة.',
      'الرمز غير صحيح. تبقّت محاولتان.',
      'الرمز غير صحيح. تبقّت 9 محاولات.',
      'الرمز غير صحيح. تبقّت 11 محاولة.',
    ]);
  });

  it('counts down to the next code by the second, and by the minute for a long wait', async () => {
    expect(await say('en', en, 'action.resend_code_in', [1, 42])).toEqual([
      'Send a new code in 1 second',
      'Send a new code in 42 seconds',
    ]);
    expect(await say('ru', ru, 'action.resend_code_in', [1, 2, 42, 45])).toEqual([
      'Отправить новый код через 1 секунду',
      'Отправить новый код через 2 секунды',
      'Отправить новый код через 42 секунды',
      'Отправить новый код через 45 секунд',
    ]);
    expect(await say('ar', ar, 'action.resend_code_in_minutes', [1, 2, 5])).toEqual([
      'إرسال رمز جديد بعد دقيقة واحدة',
      'إرسال رمز جديد بعد دقيقتين',
      'إرسال رمز جديد بعد 5 دقائق',
    ]);
  });
});
