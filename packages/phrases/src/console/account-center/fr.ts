import type { Translated } from '../../plurals';
import type en from './en';

export default {
  account_center: {
    title: 'Centre de compte',
    description:
      'Permettez aux utilisateurs connectés de voir et de modifier leur propre compte via l’API de compte (/api/my-account), champ par champ.',
    enable: 'Activer l’API de compte',
    enable_description:
      'Tant qu’elle est désactivée, toute requête à l’API de compte est refusée, quoi que permettent les champs.',
    disabled_notice:
      'L’API de compte est désactivée : les réglages des champs ci-dessous s’appliquent dès que vous l’activez.',
    security_title: 'Identifiants et informations de connexion',
    security_description:
      'En modifier un demande une preuve d’identité récente : le mot de passe actuel, ou un code envoyé à l’e-mail ou au téléphone actuel.',
    profile_title: 'Données du profil',
    profile_description: 'Les utilisateurs les modifient directement, sans vérification supplémentaire.',
    controls: {
      Off: 'Désactivé',
      ReadOnly: 'Lecture seule',
      Edit: 'Modifier',
    },
    fields: {
      name: 'Nom affiché',
      avatar: 'Photo de profil',
      profile: 'Profil',
      customData: 'Données personnalisées',
      username: 'Nom d’utilisateur',
      email: 'E-mail principal',
      phone: 'Téléphone principal',
      password: 'Mot de passe',
      social: 'Comptes sociaux',
      mfa: 'Authentification multifacteur',
    },
    hints: {
      profile: 'Attributs standard du profil : prénom, surnom, adresse, etc.',
      customData: 'JSON libre conservé sur l’utilisateur ; une modification le remplace en entier.',
      username: 'Doit rester unique dans le locataire.',
      email: 'Une nouvelle adresse est confirmée par un code qui lui est envoyé.',
      phone: 'Un nouveau numéro est confirmé par un code qui lui est envoyé.',
      password: 'Un nouveau mot de passe doit respecter la politique de mots de passe.',
      social: 'Les comptes sociaux liés sont visibles ; l’API de compte ne les modifie pas encore.',
      mfa: 'L’API de compte ne gère pas encore l’authentification multifacteur.',
    },
  },
} satisfies Translated<typeof en, 'fr'>;
