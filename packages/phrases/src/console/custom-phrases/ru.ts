import type { Translated } from '../../plurals';
import type en from './en';

export default {
  custom_phrases: {
    title: 'Собственные фразы',
    description: 'Измените любой текст страниц входа — на встроенном языке или на одном из примерно 150 других.',
    languages_with_phrases: 'Языки с собственными фразами',
    none: 'Ни у одного языка пока нет собственных фраз.',
    manage: 'Управление языками',
    modal_title: 'Управление языками',
    modal_description:
      'Выберите язык и напишите текст, который заменит встроенный. Страницы входа покажут его сразу после сохранения.',
    languages: 'Языки',
    custom_badge: 'Собственные',
    built_in_badge: 'Встроенный',
    not_saved_badge: 'Не сохранён',
    add_language: 'Добавить язык',
    search_languages: 'Поиск языков',
    language_to_add: 'Язык',
    no_language_matches: 'Ни один язык не соответствует поиску.',
    add: 'Добавить',
    base_note: 'Пустая фраза показывает встроенный текст на языке «{{language}}».',
    search_phrases: 'Поиск фраз',
    only_customized: 'Только изменённые фразы',
    column_key: 'Ключ',
    column_built_in: 'Встроенный текст',
    column_custom: 'Собственный текст',
    custom_text_for: 'Собственный текст для {{key}}',
    phrases_of: 'Фразы на языке «{{language}}»',
    no_phrase_matches: 'Ни одна фраза не соответствует поиску.',
    delete_language: 'Удалить язык',
    delete_title: 'Удалить собственные фразы на языке «{{language}}»?',
    delete_message:
      'Страницы входа снова покажут встроенный текст. Язык, который не является встроенным, больше нельзя будет выбрать на них.',
    discard_title: 'Отменить несохранённые изменения?',
    discard_message: 'Изменения фраз на языке «{{language}}» не сохранены и будут потеряны.',
    saved: 'Собственные фразы на языке «{{language}}» сохранены.',
    deleted: 'Собственные фразы на языке «{{language}}» удалены.',
    fallback_in_use:
      '{{language}} — резервный язык страниц входа. Прежде чем удалять его фразы, выберите другой резервный язык.',
  },
} satisfies Translated<typeof en, 'ru'>;
