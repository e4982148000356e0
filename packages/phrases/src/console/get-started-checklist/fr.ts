import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: 'Liste de démarrage',
    description: 'Se coche d’elle-même au fil de la configuration de ce locataire.',
    hide: 'Masquer la liste',
    create_application: 'Créer une application',
    customize_sign_in: 'Personnaliser l’expérience de connexion',
    add_connector: 'Ajouter un connecteur',
    create_user: 'Créer un utilisateur',
    invite_teammate: 'Inviter un coéquipier',
    done: 'Fait',
    to_do: 'À faire',
  },
} satisfies Translated<typeof en, 'fr'>;
