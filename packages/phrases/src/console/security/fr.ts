import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: 'Sécurité',
    subtitle:
      'Protégez la connexion et l’inscription contre les robots et la devinette de mots de passe, et choisissez quelles adresses e-mail peuvent s’inscrire.',
    captcha: {
      title: 'CAPTCHA',
      description:
        'Demander un CAPTCHA avant la connexion ou l’inscription. Le fournisseur vérifie chaque réponse, de serveur à serveur.',
      enable: 'Exiger un CAPTCHA à la connexion et à l’inscription',
      enable_description: 'S’applique tant qu’un fournisseur est configuré.',
      not_configured: 'Aucun fournisseur n’est encore configuré.',
      configured: '{{provider}}, clé de site {{siteKey}}',
      set_up: 'Configurer un fournisseur',
      edit: 'Modifier le fournisseur',
      page_title: 'Fournisseur de CAPTCHA',
      page_subtitle: 'Le service qui affiche le widget sur les pages de connexion et vérifie sa réponse.',
      back: 'Retour à la sécurité',
      provider: 'Fournisseur',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: 'Clé de site',
      secret_key: 'Clé secrète',
      secret_key_hint: 'Pour reCAPTCHA Enterprise, une clé d’API. Stockée chiffrée et jamais réaffichée.',
      project_id: 'ID du projet',
      guide: 'Comment obtenir ces clés',
      delete_title: 'Supprimer le fournisseur',
      delete_description: 'La connexion et l’inscription ne demandent plus de CAPTCHA.',
      delete_confirm:
        'Supprimer le fournisseur de CAPTCHA ? La connexion et l’inscription ne demanderont plus de CAPTCHA.',
      deleted: 'Le fournisseur de CAPTCHA a été supprimé.',
    },
    guides: {
      Turnstile: {
        title: 'Configurer Cloudflare Turnstile',
        step_1: 'Dans le tableau de bord Cloudflare, ouvrez Turnstile et ajoutez un widget.',
        step_2: 'Ajoutez le nom d’hôte de vos pages de connexion aux domaines du widget.',
        step_3: 'Copiez la clé de site et la clé secrète dans le formulaire du fournisseur de CAPTCHA.',
      },
      RecaptchaEnterprise: {
        title: 'Configurer reCAPTCHA Enterprise',
        step_1: 'Dans la console Google Cloud, activez l’API reCAPTCHA Enterprise pour votre projet.',
        step_2: 'Créez une clé de site web basée sur un score pour le nom d’hôte de vos pages de connexion.',
        step_3:
          'Créez une clé d’API limitée à reCAPTCHA Enterprise, puis saisissez la clé de site, la clé d’API et l’ID du projet.',
      },
    },
    lockout: {
      title: 'Verrouillage',
      description:
        'Après ce nombre d’échecs de mot de passe, le compte est verrouillé pendant un moment. Un mot de passe correct remet le compteur à zéro.',
      max_attempts: 'Échecs avant verrouillage',
      lockout_duration: 'Durée du verrouillage en minutes',
    },
    unlock: {
      title: 'Déverrouiller un compte',
      description:
        'Levez un verrouillage maintenant : saisissez le nom d’utilisateur, l’e-mail ou le numéro de téléphone verrouillé.',
      identifier: 'Nom d’utilisateur, e-mail ou numéro de téléphone',
      submit: 'Déverrouiller',
      done: '« {{identifier}} » a été déverrouillé.',
    },
    blocklist: {
      title: 'Liste de blocage d’e-mails',
      description:
        'Adresses e-mail refusées à l’inscription et lorsque les utilisateurs ajoutent un e-mail à leur compte.',
      domains: 'Domaines bloqués',
      domains_hint: 'Un domaine par ligne ; ses sous-domaines sont aussi bloqués.',
      block_free: 'Bloquer les fournisseurs d’e-mail gratuits',
      block_free_description: 'Refuse les fournisseurs gratuits courants comme gmail.com, outlook.com et yahoo.com.',
      block_subaddressing: 'Bloquer les sous-adresses',
      block_subaddressing_description: 'Refuse les adresses avec une étiquette +, comme nom+news@example.com.',
    },
  },
} satisfies Translated<typeof en, 'fr'>;
