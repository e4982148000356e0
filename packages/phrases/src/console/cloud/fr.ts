import type { Translated } from '../../plurals';
import type en from './en';

export default {
  cloud: {
    switcher: {
      label: 'Changer de tenant',
      tenants: 'Tenants',
      invitations: 'Invitations',
      join: 'Rejoindre',
      pending: 'Invitations en attente',
    },
    tags: {
      development: 'Développement',
      production: 'Production',
    },
    status: {
      suspended: 'Suspendu',
      mau_exceeded: 'MAU dépassés',
      token_exceeded: 'Jetons dépassés',
    },
    regions: {
      EU: 'Europe',
      US: 'États-Unis',
      AU: 'Australie',
    },
    plans: {
      free: 'Gratuit',
      pro: 'Pro',
      dev: 'Développement',
      admin: 'Admin',
      enterprise: 'Entreprise',
    },
    fields: {
      name: 'Nom du tenant',
      region: 'Région',
      purpose: 'Usage prévu',
    },
    create: {
      title: 'Créer un tenant',
      submit: 'Créer le tenant',
      created: 'Tenant créé.',
      purpose_development: 'Pour développer et tester. Pas pour de vrais utilisateurs.',
      purpose_production: 'Pour votre application en ligne et de vrais utilisateurs.',
    },
    welcome: {
      title: 'Bienvenue dans Gatehouse',
      description:
        'Créez un tenant pour ajouter des applications et des utilisateurs, ou rejoignez-en un auquel vous avez été invité.',
    },
    onboarding: {
      title: 'Créez votre premier tenant',
      description:
        'Un tenant regroupe vos applications, vos utilisateurs et vos réglages de connexion. Vous pourrez en ajouter d’autres plus tard.',
      name: 'Nom du projet',
      default_name: 'Mon projet',
      collaborators: 'Inviter des collaborateurs',
      collaborators_hint:
        'Saisissez des adresses e-mail puis appuyez sur Espace ou Entrée. Ils rejoindront en tant que collaborateurs.',
      submit: 'Créer et continuer',
    },
    errors: {
      invalid_email:
        'Certaines adresses ne sont pas des e-mails valides. Corrigez-les ou retirez-les ; seules les adresses valides sont invitées.',
    },
    accept: {
      title: 'Accepter l’invitation',
      email_mismatch_title: 'Cette invitation concerne une autre adresse e-mail',
      email_mismatch:
        'Vous êtes connecté en tant que {{account}}. Connectez-vous avec le compte invité pour l’accepter.',
      switch_account: 'Changer de compte',
      not_found: 'Invitation introuvable',
      invalid_status: 'Statut d’invitation non valide : elle a déjà été acceptée, révoquée ou a expiré.',
      failed: 'L’invitation n’a pas pu être acceptée. Réessayez plus tard.',
      go_home: 'Aller à la console',
    },
  },
} satisfies Translated<typeof en, 'fr'>;
