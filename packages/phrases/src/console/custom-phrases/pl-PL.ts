import type { Translated } from '../../plurals';
import type en from './en';

export default {
  custom_phrases: {
    title: 'Własne frazy',
    description: 'Zmień dowolny tekst stron logowania, we wbudowanym języku lub w jednym z około 150 innych.',
    languages_with_phrases: 'Języki z własnymi frazami',
    none: 'Żaden język nie ma jeszcze własnych fraz.',
    manage: 'Zarządzaj językami',
    modal_title: 'Zarządzaj językami',
    modal_description:
      'Wybierz język, a następnie wpisz tekst, który zastąpi wbudowany. Strony logowania pokażą go zaraz po zapisaniu.',
    languages: 'Języki',
    custom_badge: 'Własne',
    built_in_badge: 'Wbudowany',
    not_saved_badge: 'Niezapisany',
    add_language: 'Dodaj język',
    search_languages: 'Szukaj języków',
    language_to_add: 'Język',
    no_language_matches: 'Żaden język nie pasuje do wyszukiwania.',
    add: 'Dodaj',
    base_note: 'Pusta fraza pokazuje wbudowany tekst w języku: {{language}}.',
    search_phrases: 'Szukaj fraz',
    only_customized: 'Tylko zmienione frazy',
    column_key: 'Klucz',
    column_built_in: 'Tekst wbudowany',
    column_custom: 'Własny tekst',
    custom_text_for: 'Własny tekst dla {{key}}',
    phrases_of: 'Frazy w języku: {{language}}',
    no_phrase_matches: 'Żadna fraza nie pasuje do wyszukiwania.',
    delete_language: 'Usuń język',
    delete_title: 'Usunąć własne frazy w języku: {{language}}?',
    delete_message:
      'Strony logowania znów pokażą wbudowany tekst. Języka, który nie jest wbudowany, nie będzie można już na nich wybrać.',
    discard_title: 'Odrzucić niezapisane zmiany?',
    discard_message: 'Zmiany fraz w języku: {{language}} nie zostały zapisane i zostaną utracone.',
    saved: 'Zapisano własne frazy w języku: {{language}}.',
    deleted: 'Usunięto własne frazy w języku: {{language}}.',
    fallback_in_use:
      '{{language}} to język zapasowy logowania. Przed usunięciem jego fraz wybierz inny język zapasowy.',
  },
} satisfies Translated<typeof en, 'pl-PL'>;
