import type { MessagePhrases } from './en';

const fr: MessagePhrases = {
  layout: {
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer ce message.',
    codeLabel: 'Votre code',
    linkLabel: 'Ouvrir le lien',
  },
  SignIn: {
    subject: 'Votre code de connexion',
    body: 'Votre code pour vous connecter est {{code}}. Il expire dans 10 minutes.',
  },
  Register: {
    subject: 'Confirmez votre adresse e-mail',
    body: 'Votre code pour créer votre compte est {{code}}. Il expire dans 10 minutes.',
  },
  ForgotPassword: {
    subject: 'Réinitialisez votre mot de passe',
    body: 'Votre code pour réinitialiser votre mot de passe est {{code}}. Il expire dans 10 minutes.',
  },
  MagicLink: {
    subject: 'Votre lien de connexion',
    body: 'Ouvrez ce lien pour vous connecter. Il ne fonctionne qu’une fois et expire bientôt : {{link}}',
  },
  OrganizationInvitation: {
    subject: 'Invitation à rejoindre une organisation',
    body: 'Vous avez reçu une invitation à rejoindre une organisation. Acceptez l’invitation ici : {{link}}',
  },
  Generic: {
    subject: 'Votre code de vérification',
    body: 'Votre code de vérification est {{code}}. Il expire dans 10 minutes.',
  },
  UserPermissionValidation: {
    subject: 'Confirmez votre identité',
    body: 'Votre code pour confirmer cette modification de votre compte est {{code}}. Il expire dans 10 minutes.',
  },
  BindNewIdentifier: {
    subject: 'Confirmez votre nouvelle adresse',
    body: 'Votre code pour ajouter cette adresse à votre compte est {{code}}. Il expire dans 10 minutes.',
  },
  MfaVerification: {
    subject: 'Votre code de vérification en deux étapes',
    body: 'Votre code de vérification en deux étapes est {{code}}. Il expire dans 10 minutes.',
  },
};

export default fr;
