import type { Translated } from '../../plurals';
import type en from './en';

export default {
  mfa: {
    title: 'Authentification multifacteur',
    subtitle:
      'Une seconde étape après la première méthode de connexion : les facteurs que les utilisateurs peuvent enregistrer, et quand les pages de connexion en demandent un.',
    factors_title: 'Facteurs',
    factors_description: 'Les seconds facteurs que les utilisateurs peuvent enregistrer et vérifier à la connexion.',
    factors: {
      Totp: {
        title: 'Application d’authentification (TOTP)',
        description:
          'Un code à six chiffres d’une application comme Google Authenticator ou 1Password, renouvelé toutes les 30 secondes.',
      },
      WebAuthn: {
        title: 'Clés d’accès (WebAuthn)',
        description: 'Empreinte digitale, visage, verrouillage d’écran ou clé de sécurité.',
      },
      BackupCode: {
        title: 'Codes de secours',
        description: 'Dix codes à usage unique pour entrer sans l’autre facteur. Nécessite un autre facteur activé.',
      },
      EmailVerificationCode: {
        title: 'Code par e-mail',
        description:
          'Un code envoyé à l’adresse e-mail principale. Les utilisateurs sans adresse e-mail ne peuvent pas l’utiliser.',
      },
      PhoneVerificationCode: {
        title: 'Code par SMS',
        description:
          'Un code envoyé par SMS au numéro de téléphone principal. Les utilisateurs sans numéro ne peuvent pas l’utiliser.',
      },
    },
    passkey_title: 'Connexion par clé d’accès',
    passkey_description:
      'Les utilisateurs qui ont créé une clé d’accès peuvent se connecter avec elle seule : sans identifiant ni mot de passe.',
    passkey_sign_in: 'Se connecter avec une clé d’accès',
    passkey_needs_webauthn:
      'Nécessite les clés d’accès (WebAuthn) activées ci-dessus : les utilisateurs les créent comme second facteur.',
    related_origins: 'Origines associées',
    related_origins_hint:
      'D’autres sites https à vous où les utilisateurs peuvent créer et utiliser les mêmes clés d’accès, comme https://shop.example.com. Les navigateurs les lisent sur /.well-known/webauthn ; jusqu’à 20.',
    needs_email_connector: 'Nécessite un connecteur e-mail activé (Connecteurs → E-mail et SMS).',
    needs_sms_connector: 'Nécessite un connecteur SMS activé (Connecteurs → E-mail et SMS).',
    policy_title: 'Règle',
    policy_description: 'Quand les pages de connexion demandent un second facteur.',
    policy: 'Règle MFA',
    policies: {
      UserControlled: {
        title: 'Au choix de chaque utilisateur',
        description:
          'Les utilisateurs ayant un facteur le vérifient à la connexion ; personne n’est invité à en enregistrer un.',
      },
      Mandatory: {
        title: 'Obligatoire',
        description:
          'Chaque utilisateur doit enregistrer un facteur et le vérifier à chaque connexion. Impossible de l’ignorer.',
      },
      PromptOnlyAtSignIn: {
        title: 'Proposer à la connexion',
        description:
          'Les utilisateurs sans facteur se voient proposer d’en enregistrer un à la connexion, et peuvent passer.',
      },
      PromptAtSignInAndSignUp: {
        title: 'Proposer à la connexion et à l’inscription',
        description: 'La même proposition, à l’inscription aussi.',
      },
      NoPrompt: {
        title: 'Ne jamais proposer',
        description:
          'Les utilisateurs ayant un facteur le vérifient ; personne ne se voit proposer d’en enregistrer un.',
      },
    },
    remember_device_days: 'Mémoriser cet appareil (jours)',
    remember_device_hint:
      'Les utilisateurs peuvent se passer du second facteur sur un appareil de confiance pendant ce nombre de jours. 0 masque l’option.',
    organization_title: 'Organisations qui exigent la MFA',
    organization_description:
      'Les utilisateurs qui se connectent à une organisation avec « Exiger la MFA » doivent enregistrer un facteur et le vérifier, quelle que soit la règle ci-dessus ; impossible de l’ignorer.',
    errors: {
      mandatory_needs_factor: 'Une politique obligatoire nécessite un facteur activé en plus des codes de secours.',
      backup_needs_factor: 'Les codes de secours nécessitent l’application d’authentification ou les clés d’accès.',
    },
    lockout_title: 'Des utilisateurs risquent d’être bloqués',
    lockout_mandatory: 'Chaque utilisateur sans facteur devra en enregistrer un avant de pouvoir se reconnecter.',
    lockout_factor_off: 'Les utilisateurs ayant enregistré {{factors}} ne pourront plus l’utiliser pour se connecter.',
    lockout_confirm: 'Enregistrer quand même',
  },
} satisfies Translated<typeof en, 'fr'>;
