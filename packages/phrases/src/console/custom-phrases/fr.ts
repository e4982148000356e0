import type { Translated } from '../../plurals';
import type en from './en';

export default {
  custom_phrases: {
    title: 'Phrases personnalisées',
    description:
      "Modifiez n'importe quel texte des pages de connexion, dans une langue intégrée ou dans l'une des quelque 150 autres.",
    languages_with_phrases: 'Langues avec des phrases personnalisées',
    none: "Aucune langue n'a encore de phrases personnalisées.",
    manage: 'Gérer les langues',
    modal_title: 'Gérer les langues',
    modal_description:
      "Choisissez une langue, puis écrivez le texte qui remplace le texte intégré. Les pages de connexion l'affichent dès qu'il est enregistré.",
    languages: 'Langues',
    custom_badge: 'Personnalisée',
    built_in_badge: 'Intégrée',
    not_saved_badge: 'Non enregistrée',
    add_language: 'Ajouter une langue',
    search_languages: 'Rechercher des langues',
    language_to_add: 'Langue',
    no_language_matches: 'Aucune langue ne correspond à votre recherche.',
    add: 'Ajouter',
    base_note: 'Une phrase laissée vide affiche le texte intégré en {{language}}.',
    search_phrases: 'Rechercher des phrases',
    only_customized: 'Seulement les phrases personnalisées',
    column_key: 'Clé',
    column_built_in: 'Texte intégré',
    column_custom: 'Texte personnalisé',
    custom_text_for: 'Texte personnalisé pour {{key}}',
    phrases_of: 'Phrases en {{language}}',
    no_phrase_matches: 'Aucune phrase ne correspond à votre recherche.',
    delete_language: 'Supprimer la langue',
    delete_title: 'Supprimer les phrases personnalisées en {{language}} ?',
    delete_message:
      "Les pages de connexion affichent de nouveau le texte intégré. Une langue qui n'est pas intégrée ne peut plus y être choisie.",
    discard_title: 'Abandonner les modifications non enregistrées ?',
    discard_message: "Vos modifications des phrases en {{language}} n'ont pas été enregistrées et seront perdues.",
    saved: 'Phrases personnalisées en {{language}} enregistrées.',
    deleted: 'Phrases personnalisées en {{language}} supprimées.',
    fallback_in_use:
      "{{language}} est la langue de secours de l'expérience de connexion. Choisissez une autre langue de secours avant de supprimer ses phrases.",
  },
} satisfies Translated<typeof en, 'fr'>;
