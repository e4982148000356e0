import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: 'Clés de signature',
    subtitle:
      'Les clés qui signent les jetons et les cookies. Faites-les tourner régulièrement : la clé précédente continue de vérifier ce qui a déjà été émis jusqu’à sa suppression.',
    private_keys: 'Clés de signature des jetons',
    private_keys_description:
      'Publiées dans le JWKS : les applications vérifient avec elles les jetons d’identité et d’accès.',
    cookie_keys: 'Clés des cookies',
    cookie_keys_description: 'Signent les cookies des sessions de connexion.',
    id: 'ID de clé',
    algorithm: 'Algorithme',
    created: 'Créée',
    status: 'Statut',
    current: 'Actuelle',
    previous: 'Précédente',
    rotate: 'Faire tourner',
    rotate_title: 'Faire tourner les clés ?',
    rotate_description:
      'Une nouvelle clé devient l’actuelle. L’actuelle devient la précédente et toute clé plus ancienne est supprimée.',
    algorithm_label: 'Algorithme de signature',
    rotated: 'Clés renouvelées.',
    delete: 'Supprimer',
    delete_title: 'Supprimer la clé précédente ?',
    delete_description: 'Les jetons signés avec cette clé cessent immédiatement d’être vérifiés.',
    deleted: 'Clé supprimée.',
    empty: 'Aucune clé',
  },
} satisfies Translated<typeof en, 'fr'>;
