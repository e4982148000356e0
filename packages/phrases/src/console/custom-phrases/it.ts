import type { Translated } from '../../plurals';
import type en from './en';

export default {
  custom_phrases: {
    title: 'Frasi personalizzate',
    description:
      'Cambia qualsiasi testo delle pagine di accesso, in una lingua integrata o in una delle circa 150 altre.',
    languages_with_phrases: 'Lingue con frasi personalizzate',
    none: 'Nessuna lingua ha ancora frasi personalizzate.',
    manage: 'Gestisci lingue',
    modal_title: 'Gestisci lingue',
    modal_description:
      'Scegli una lingua, poi scrivi il testo che sostituisce quello integrato. Le pagine di accesso lo mostrano non appena viene salvato.',
    languages: 'Lingue',
    custom_badge: 'Personalizzata',
    built_in_badge: 'Integrata',
    not_saved_badge: 'Non salvata',
    add_language: 'Aggiungi una lingua',
    search_languages: 'Cerca lingue',
    language_to_add: 'Lingua',
    no_language_matches: 'Nessuna lingua corrisponde alla ricerca.',
    add: 'Aggiungi',
    base_note: 'Una frase lasciata vuota mostra il testo integrato in {{language}}.',
    search_phrases: 'Cerca frasi',
    only_customized: 'Solo frasi personalizzate',
    column_key: 'Chiave',
    column_built_in: 'Testo integrato',
    column_custom: 'Testo personalizzato',
    custom_text_for: 'Testo personalizzato per {{key}}',
    phrases_of: 'Frasi in {{language}}',
    no_phrase_matches: 'Nessuna frase corrisponde alla ricerca.',
    delete_language: 'Elimina lingua',
    delete_title: 'Eliminare le frasi personalizzate in {{language}}?',
    delete_message:
      'Le pagine di accesso mostrano di nuovo il testo integrato. Una lingua non integrata non può più esservi scelta.',
    discard_title: 'Scartare le modifiche non salvate?',
    discard_message: 'Le modifiche alle frasi in {{language}} non sono state salvate e andranno perse.',
    saved: 'Frasi personalizzate in {{language}} salvate.',
    deleted: 'Frasi personalizzate in {{language}} eliminate.',
    fallback_in_use:
      "{{language}} è la lingua di riserva dell'esperienza di accesso. Scegli un'altra lingua di riserva prima di eliminarne le frasi.",
  },
} satisfies Translated<typeof en, 'it'>;
