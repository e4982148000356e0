import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: 'Profil',
    subtitle: 'Votre compte de la console Gatehouse.',
    settings_title: 'Paramètres du profil',
    settings_description: 'Votre photo, votre nom et votre nom d’utilisateur.',
    avatar: 'URL de l’avatar',
    avatar_hint: 'Un lien https:// vers une image carrée.',
    name: 'Nom',
    username: 'Nom d’utilisateur',
    password_title: 'Mot de passe',
    password_not_set: 'Non défini',
    updated: 'Profil mis à jour.',
  },
} satisfies Translated<typeof en, 'fr'>;
