import type { Translated } from '../../plurals';
import type en from './en';

export default {
  enterprise_sso: {
    title: 'SSO d’entreprise',
    subtitle:
      "Les employés d'une entreprise se connectent via leur propre fournisseur d'identité : saisir une adresse de l'un de ses domaines e-mail y mène.",
    add: 'Ajouter un connecteur entreprise',
    table_caption: 'Connecteurs SSO entreprise',
    name: 'Nom',
    provider: 'Fournisseur',
    domains: 'Domaines e-mail',
    no_domains: 'Aucun pour le moment',
    empty_title: 'Aucun connecteur entreprise pour le moment',
    empty_description:
      "Connectez le fournisseur d'identité d'une entreprise que vous servez (Okta, Entra ID, Google Workspace ou tout fournisseur OpenID Connect).",
    pick_title: "Choisir le fournisseur d'identité",
    pick_description: 'Le connecteur connecte les personnes via ce fournisseur ; ses paramètres viennent ensuite.',
    coming_soon: 'Bientôt disponible',
    providers: {
      OIDC: { name: 'OpenID Connect', description: "Tout fournisseur d'identité qui parle OpenID Connect." },
      SAML: { name: 'SAML', description: "Tout fournisseur d'identité qui parle SAML 2.0." },
      AzureAD: { name: 'Microsoft Entra ID (SAML)', description: 'Entra ID, anciennement Azure AD, via SAML 2.0.' },
      AzureAdOidc: {
        name: 'Microsoft Entra ID (OIDC)',
        description: 'Entra ID, anciennement Azure AD, via OpenID Connect.',
      },
      GoogleWorkspace: { name: 'Google Workspace', description: "Les comptes d'une organisation Google Workspace." },
      Okta: { name: 'Okta', description: "Les comptes d'une organisation Okta, via OpenID Connect." },
    },
    create_title: 'Ajouter un connecteur {{provider}}',
    create_subtitle:
      'Nommez d’abord le connecteur. Son onglet Connexion affiche ensuite l’URI de redirection à enregistrer chez le fournisseur d’identité, à côté des paramètres à y recopier.',
    create: 'Créer le connecteur',
    created: '{{name}} a été créé.',
    connector_name: 'Nom du connecteur',
    connector_name_hint:
      "Pour vous et votre équipe ; les personnes qui se connectent voient le nom d'affichage de l'onglet Expérience.",
    fields: {
      issuer: 'Émetteur (issuer)',
      issuer_hint: "L'URL du fournisseur d'identité ; son document de découverte y est lu.",
      clientId: 'ID client',
      clientSecret: 'Secret client',
      scope: 'Portées (scopes)',
      scope_hint: 'Séparées par des espaces, avec openid. Laissé vide : openid profile email.',
    },
    not_configured: 'Non configuré',
    not_configured_notice:
      'Ce connecteur n’a pas encore de paramètres de connexion : les pages de connexion ne le proposent donc pas. Enregistrez l’URI de redirection ci-dessous chez le fournisseur d’identité, puis saisissez et enregistrez les paramètres qu’il vous donne.',
    redirect_uri: 'URI de redirection',
    details_tabs: 'Sections du connecteur SSO entreprise',
    tab_connection: 'Connexion',
    tab_experience: 'Expérience',
    tab_idp_initiated: 'SSO initié par l’IdP',
    connector_id: 'ID du connecteur',
    general_title: 'Connecteur',
    general_description: 'Le nom du connecteur dans cette console.',
    connection_title: 'Connexion',
    connection_description: "Le fournisseur d'identité et l'application qui y est enregistrée.",
    branding_title: 'Bouton de connexion',
    branding_description: 'Ce que les pages de connexion affichent pour ce connecteur.',
    display_name: "Nom d'affichage",
    logo: 'URL du logo',
    dark_logo: 'URL du logo en mode sombre',
    domains_title: 'Domaines e-mail',
    domains_description:
      'Les adresses de ces domaines se connectent via ce connecteur. Un domaine appartient à un seul connecteur du locataire.',
    free_domain_warning:
      "{{domain}} est un domaine de messagerie gratuit : toute personne ayant une telle adresse serait dirigée vers le fournisseur d'identité de cette entreprise.",
    domain_in_use: 'Un autre connecteur entreprise possède déjà {{domain}}.',
    sync_profile: 'Synchroniser le profil à chaque connexion',
    sync_profile_description:
      "Le nom, la photo et l'e-mail sont mis à jour depuis le fournisseur d'identité à chaque fois ; sinon seulement à la première connexion.",
    danger_title: 'Supprimer le connecteur',
    delete_description:
      'Les personnes qui se connectaient via {{name}} ne le pourront plus ; leurs comptes restent. Ses domaines deviennent libres.',
    delete: 'Supprimer le connecteur',
    remove_title: 'Supprimer {{name}} ?',
    remove_message:
      'Le connecteur, ses domaines et les liens des utilisateurs et des organisations avec lui sont supprimés.',
    deleted: '{{name}} a été supprimé.',
    saml: {
      create_subtitle:
        'Indiquez le fournisseur d’identité par ses métadonnées, ou saisissez son ID d’entité, son URL de connexion et son certificat. Ce qu’il faut copier chez le fournisseur s’affiche une fois le connecteur créé.',
      connection_description:
        'Le fournisseur d’identité SAML : l’une des trois façons de l’indiquer, et les attributs portant l’e-mail et le nom.',
      mode: 'Comment indiquer le fournisseur d’identité',
      mode_url: 'URL des métadonnées',
      mode_url_description: 'Le fournisseur publie ses métadonnées à une URL ; elles sont lues maintenant.',
      mode_xml: 'XML des métadonnées',
      mode_xml_description: 'Collez le document de métadonnées ou importez son fichier.',
      mode_manual: 'Saisie manuelle',
      mode_manual_description: 'ID d’entité, URL de connexion et certificat de signature.',
      metadata_url: 'URL des métadonnées',
      metadata_url_hint: 'Une URL https qui répond avec les métadonnées SAML du fournisseur d’identité.',
      metadata: 'XML des métadonnées',
      metadata_hint: 'Les métadonnées SAML 2.0 du fournisseur (un EntityDescriptor avec un IDPSSODescriptor).',
      upload: 'Importer un fichier de métadonnées',
      file_too_large: 'Le fichier dépasse 200 Ko ; ce n’est pas un document de métadonnées.',
      entity_id: 'ID d’entité du fournisseur d’identité',
      entity_id_hint: 'L’émetteur que nomment ses assertions.',
      sign_in_endpoint: 'URL de connexion',
      sign_in_endpoint_hint: 'Son service d’authentification unique (liaison HTTP-Redirect).',
      certificate: 'Certificat de signature',
      certificate_hint: 'Le certificat X.509 qui signe ses assertions, en PEM ou base64.',
      email_attribute: 'Attribut e-mail',
      email_attribute_hint:
        'L’attribut SAML portant l’e-mail. Vide : les noms habituels (email, mail, l’URI de claims).',
      name_attribute: 'Attribut nom',
      name_attribute_hint: 'L’attribut SAML portant le nom affiché. Vide : les noms habituels.',
      sp_title: 'Fournisseur de services (Gatehouse)',
      sp_description:
        'Copiez ces valeurs chez le fournisseur d’identité, ou donnez-lui les métadonnées par leur URL ou en fichier.',
      sp_entity_id: 'ID d’entité (audience)',
      sp_acs_url: 'URL de l’Assertion Consumer Service',
      sp_metadata_url: 'URL des métadonnées',
      sp_download: 'Télécharger le XML des métadonnées',
      sp_certificate: 'Certificat de chiffrement (facultatif)',
      rotate: 'Renouveler la clé de chiffrement',
      rotate_title: 'Renouveler la clé de chiffrement ?',
      rotate_description:
        'Une nouvelle paire de clés et un certificat sont créés, et les métadonnées affichent aussitôt le nouveau certificat : donnez-le au fournisseur d’identité. Les assertions chiffrées avec le certificat actuel restent déchiffrables pendant 7 jours.',
      rotated: 'Clé de chiffrement renouvelée',
      previous_key_until:
        'Les assertions chiffrées avec le certificat précédent restent déchiffrables jusqu’au {{date}}.',
    },
    test: {
      title: 'Tester la connexion',
      description:
        'Connectez-vous auprès du fournisseur d’identité dans une fenêtre pour vérifier la connexion et voir les revendications envoyées. Aucun utilisateur ni session n’est créé.',
      start: 'Tester la connexion',
      not_configured: 'Terminez les paramètres de connexion pour les tester.',
      waiting: 'En attente de la connexion dans la fenêtre…',
      popup_blocked: 'La fenêtre a été bloquée.',
      open_link: 'Ouvrir la connexion',
      expired: 'Le test a expiré ou a déjà été utilisé. Lancez-en un nouveau.',
      succeeded: 'La connexion fonctionne',
      failed: 'Le test de connexion a échoué',
      code: 'Code d’erreur : {{code}}',
      profile: 'Profil qu’une connexion reprendrait',
      claims: 'Revendications reçues',
      attributes: 'Attributs reçus',
    },
    idp_initiated: {
      title: 'Connexion initiée par l’IdP',
      description:
        'Permet de commencer depuis le portail d’applications du fournisseur d’identité : le fournisseur envoie une connexion que Gatehouse n’a pas demandée, et la personne arrive dans l’application choisie ici.',
      enabled: 'Accepter les connexions initiées par l’IdP',
      enabled_description: 'Désactivé, une réponse que Gatehouse n’a pas demandée est refusée.',
      application: 'Application par défaut',
      choose_app: 'Choisir une application',
      app_not_eligible:
        'Cette application ne peut pas recevoir de connexions initiées par l’IdP : choisissez une application web traditionnelle avec cette URI de redirection, ou désactivez « Lancer l’autorisation ».',
      redirect_uri: 'URI de redirection',
      choose_redirect_uri: 'Choisir une URI de redirection',
      auto_send: 'Lancer l’autorisation',
      auto_send_description:
        'Gatehouse envoie la personne directement dans une autorisation de l’application, qui reçoit un code normal (applications web traditionnelles seulement). Désactivé, la personne revient à l’URI de redirection et l’application lance sa propre connexion.',
      scope: 'Portées',
      extra_params: 'Paramètres d’autorisation supplémentaires',
      extra_params_hint:
        'Un nom=valeur par ligne, noms en minuscules ; les paramètres propres au flux ne peuvent pas être remplacés.',
      no_app_title: 'Aucune application de destination',
      no_app_description:
        'La connexion initiée par l’IdP a besoin d’une de vos applications avec une URI de redirection.',
      create_app: 'Créer une application',
    },
    guide: {
      title: 'Guide de configuration',
      description: 'Ce qu’il faut faire dans {{provider}} : y enregistrer Gatehouse, puis coller ses valeurs ici.',
      values_after_create: 'Les valeurs à copier apparaissent ici une fois le connecteur créé.',
      OIDC: {
        app: 'Dans votre fournisseur d’identité, créez une application web OpenID Connect (flux authorization code).',
        redirect: 'Enregistrez-y cette URI de redirection :',
        paste: 'Copiez son URL d’émetteur, son ID client et son secret client dans les paramètres de connexion.',
        test: 'Enregistrez, puis lancez un test de connexion.',
      },
      SAML: {
        app: 'Dans votre fournisseur d’identité, créez une application SAML 2.0.',
        sp: 'Donnez-lui ces valeurs de fournisseur de services, ou seulement l’URL des métadonnées :',
        attributes: 'Envoyez l’adresse e-mail dans l’assertion (et le nom, si vous le souhaitez).',
        paste:
          'Collez l’URL ou le XML de ses métadonnées dans les paramètres de connexion, enregistrez, puis lancez un test de connexion.',
      },
      AzureAD: {
        app: 'Dans le centre d’administration Microsoft Entra, ouvrez Applications d’entreprise › Nouvelle application › Créer votre propre application.',
        sp: 'Sous Authentification unique, choisissez SAML et renseignez l’Identificateur (ID d’entité) et l’URL de réponse (URL ACS) :',
        assign: 'Attribuez les utilisateurs ou groupes autorisés à se connecter.',
        paste:
          'Copiez l’URL des métadonnées de fédération d’application dans les paramètres de connexion, enregistrez, puis lancez un test de connexion.',
      },
      AzureAdOidc: {
        app: 'Dans le centre d’administration Microsoft Entra, ouvrez Inscriptions d’applications › Nouvelle inscription.',
        redirect: 'Ajoutez une plateforme Web avec cette URI de redirection :',
        secret: 'Sous Certificats et secrets, créez un secret client.',
        paste:
          'Copiez l’ID d’application (client), le secret et l’émetteur https://login.microsoftonline.com/<ID du locataire>/v2.0 dans les paramètres de connexion, enregistrez, puis lancez un test de connexion.',
      },
      GoogleWorkspace: {
        consent:
          'Dans la console Google Cloud de votre organisation, réglez l’écran de consentement OAuth sur Interne.',
        redirect: 'Créez un ID client OAuth de type Application web avec cette URI de redirection autorisée :',
        paste:
          'Copiez l’ID client et le secret client dans les paramètres de connexion, enregistrez, puis lancez un test de connexion.',
      },
      Okta: {
        app: 'Dans la console d’administration Okta, ouvrez Applications › Create App Integration › OIDC › Web Application.',
        redirect: 'Ajoutez cette URI de redirection de connexion :',
        assign: 'Attribuez les personnes ou groupes autorisés à se connecter.',
        paste:
          'Copiez votre domaine Okta (comme émetteur), l’ID client et le secret client dans les paramètres de connexion, enregistrez, puis lancez un test de connexion.',
      },
    },
  },
} satisfies Translated<typeof en, 'fr'>;
