import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';

/** The console's text for a key and a count, in the language the console loaded (`changeLanguage`). */
const say = (key: 'applications.in_days' | 'organizations.new_members_roles_description', count: number) =>
  i18next.t(key, { count });
const sayApps = (count: number) => i18next.t('organizations.new_applications_roles_description', { count });

afterAll(async () => {
  await changeLanguage('en');
});

describe('counted phrases, through the console’s i18next', () => {
  it('read right in English for 1 and for more', async () => {
    await changeLanguage('en');
    expect([1, 2, 5].map((count) => say('applications.in_days', count))).toEqual([
      'In 1 day',
      'In 2 days',
      'In 5 days',
    ]);
    expect([1, 2].map((count) => say('organizations.new_members_roles_description', count))).toEqual([
      'Optionally give the new member organization roles.',
      'Optionally give the 2 new members organization roles.',
    ]);
    expect([1, 5].map(sayApps)).toEqual([
      'Optionally give the new app organization roles.',
      'Optionally give the 5 new apps organization roles.',
    ]);
  });

  it('take the Russian one, few and many forms (1, 21 / 2 / 5, 11)', async () => {
    await changeLanguage('ru');
    expect([1, 2, 5, 11, 21].map((count) => say('applications.in_days', count))).toEqual([
      'Через 1 день',
      'Через 2 дня',
      'Через 5 дней',
      'Через 11 дней',
      'Через 21 день',
    ]);
    expect([1, 2, 5].map((count) => say('organizations.new_members_roles_description', count))).toEqual([
      'При желании выдайте роли организации 1 новому участнику.',
      'При желании выдайте роли организации 2 новым участникам.',
      'При желании выдайте роли организации 5 новым участникам.',
    ]);
    expect([1, 2, 5].map(sayApps)).toEqual([
      'При желании выдайте роли организации 1 новому приложению.',
      'При желании выдайте роли организации 2 новым приложениям.',
      'При желании выдайте роли организации 5 новым приложениям.',
    ]);
  });

  it('take the Arabic one, two, few, many and other forms (1, 2, 5, 11, 100)', async () => {
    await changeLanguage('ar');
    expect([1, 2, 5, 11, 100].map((count) => say('applications.in_days', count))).toEqual([
      'بعد يوم واحد',
      'بعد يومين',
      'بعد 5 أيام',
      'بعد 11 يومًا',
      'بعد 100 يوم',
    ]);
    expect([1, 2, 5].map((count) => say('organizations.new_members_roles_description', count))).toEqual([
      'يمكنك اختياريًا منح العضو الجديد أدوارًا في المؤسسة.',
      'يمكنك اختياريًا منح العضوين الجديدين أدوارًا في المؤسسة.',
      'يمكنك اختياريًا منح الأعضاء الجدد البالغ عددهم 5 أدوارًا في المؤسسة.',
    ]);
    expect([1, 2, 5].map(sayApps)).toEqual([
      'يمكنك اختياريًا منح التطبيق الجديد أدوارًا في المؤسسة.',
      'يمكنك اختياريًا منح التطبيقين الجديدين أدوارًا في المؤسسة.',
      'يمكنك اختياريًا منح التطبيقات الجديدة البالغ عددها 5 أدوارًا في المؤسسة.',
    ]);
  });
});
