import type { Translated } from '../../plurals';
import type en from './en';

export default {
  custom_phrases: {
    title: 'Eigene Texte',
    description:
      'Ändern Sie jeden Text der Anmeldeseiten, in einer integrierten Sprache oder in einer von rund 150 weiteren.',
    languages_with_phrases: 'Sprachen mit eigenen Texten',
    none: 'Noch keine Sprache hat eigene Texte.',
    manage: 'Sprachen verwalten',
    modal_title: 'Sprachen verwalten',
    modal_description:
      'Wählen Sie eine Sprache und schreiben Sie dann den Text, der den integrierten ersetzt. Die Anmeldeseiten zeigen ihn, sobald er gespeichert ist.',
    languages: 'Sprachen',
    custom_badge: 'Eigene',
    built_in_badge: 'Integriert',
    not_saved_badge: 'Nicht gespeichert',
    add_language: 'Sprache hinzufügen',
    search_languages: 'Sprachen suchen',
    language_to_add: 'Sprache',
    no_language_matches: 'Keine Sprache passt zu Ihrer Suche.',
    add: 'Hinzufügen',
    base_note: 'Ein leer gelassener Text zeigt den integrierten Text auf {{language}}.',
    search_phrases: 'Texte suchen',
    only_customized: 'Nur geänderte Texte',
    column_key: 'Schlüssel',
    column_built_in: 'Integrierter Text',
    column_custom: 'Eigener Text',
    custom_text_for: 'Eigener Text für {{key}}',
    phrases_of: 'Texte auf {{language}}',
    no_phrase_matches: 'Kein Text passt zu Ihrer Suche.',
    delete_language: 'Sprache löschen',
    delete_title: 'Die eigenen Texte für {{language}} löschen?',
    delete_message:
      'Die Anmeldeseiten zeigen wieder den integrierten Text. Eine nicht integrierte Sprache kann dort nicht mehr gewählt werden.',
    discard_title: 'Ungespeicherte Änderungen verwerfen?',
    discard_message: 'Ihre Änderungen an den Texten für {{language}} wurden nicht gespeichert und gehen verloren.',
    saved: 'Eigene Texte für {{language}} gespeichert.',
    deleted: 'Eigene Texte für {{language}} gelöscht.',
    fallback_in_use:
      '{{language}} ist die Ersatzsprache des Anmeldeerlebnisses. Wählen Sie eine andere Ersatzsprache, bevor Sie ihre Texte löschen.',
  },
} satisfies Translated<typeof en, 'de'>;
