import type { Translated } from '../../plurals';
import type en from './en';

export default {
  connectors: {
    title: 'Connecteurs',
    subtitle:
      'Comment Gatehouse envoie les codes par e-mail et par SMS, et les fournisseurs d’identité avec lesquels on peut se connecter.',
    tabs: 'Types de connecteurs',
    tab_passwordless: 'E-mail et SMS',
    tab_social: 'Connexion sociale',
    email_title: 'Connecteur e-mail',
    email_description:
      'Envoie les codes et liens de vérification par e-mail : connexion, inscription, réinitialisation du mot de passe, invitations.',
    sms_title: 'Connecteur SMS',
    sms_description: 'Envoie les codes de vérification par SMS.',
    social_title: 'Connecteur social',
    not_set_up: 'Pas encore configuré.',
    set_up: 'Configurer',
    change: 'Changer',
    remove: 'Retirer',
    current: 'Actuel',
    enabled: 'Activé',
    disabled: 'Désactivé',
    name: 'Nom',
    factory: 'Connecteur',
    target: 'ID du fournisseur',
    status: 'État',
    add_social: 'Ajouter un connecteur social',
    social_caption: 'Connecteurs sociaux',
    social_empty_title: 'Aucun connecteur social pour l’instant',
    social_empty_description:
      'Ajoutez-en un pour que chacun puisse se connecter avec un compte qu’il possède déjà, comme Google ou GitHub.',
    pick_email_title: 'Choisir un connecteur e-mail',
    pick_sms_title: 'Choisir un connecteur SMS',
    pick_social_title: 'Choisir un fournisseur d’identité',
    pick_description:
      'Chacun est accompagné d’un guide de configuration. Rien n’est enregistré tant que vous n’enregistrez pas ses paramètres.',
    no_factories: 'Aucun connecteur de ce type n’est disponible.',
    target_in_use: 'Déjà ajouté : un locataire a un connecteur par fournisseur d’identité.',
    replaces_note: 'En enregistrer un autre remplace {{name}}, dont les paramètres sont alors supprimés.',
    replace_title: 'Remplacer {{name}} ?',
    replace_message: '{{name}} et ses paramètres sont supprimés, et {{next}} envoie désormais les messages.',
    replace: 'Remplacer',
    guide_title: 'Configurer {{name}}',
    readme_title: 'Guide de configuration',
    code_example: 'Exemple',
    settings_description:
      'Comment ce connecteur joint {{name}} : les valeurs que son guide de configuration indique de copier.',
    settings_title: 'Paramètres',
    create: 'Enregistrer et activer',
    created: 'Connecteur « {{name}} » configuré.',
    number_range: 'De {{from}} à {{to}}.',
    secret_kept:
      'Une valeur est enregistrée et conservée tant que ce champ affiche ********. Saisissez par-dessus pour la remplacer.',
    show_value: 'Afficher {{field}}',
    hide_value: 'Masquer {{field}}',
    callback_title: 'URL de rappel',
    callback_description:
      'Déclarez cette URL auprès du fournisseur comme URL de redirection (rappel) de {{name}} : le fournisseur y renvoie les personnes après leur connexion.',
    callback_url: 'URL de rappel',
    button_title: 'Bouton de connexion',
    button_description:
      'Comment la page de connexion présente ce fournisseur. Laissez un champ vide pour garder la valeur par défaut.',
    display_name: 'Libellé du bouton',
    logo: 'URL du logo',
    logo_dark: 'URL du logo en mode sombre',
    sync_profile: 'Mettre à jour le profil à chaque connexion',
    sync_profile_description:
      'Reprend le nom et la photo de {{name}} à chaque connexion, et pas seulement à l’inscription.',
    enabled_label: 'Utiliser ce connecteur',
    enabled_message: 'Désactivé, rien n’est envoyé par lui, et les codes ne peuvent pas passer par ce canal.',
    enabled_social: 'Désactivé, la page de connexion n’affiche aucun bouton pour ce fournisseur.',
    enabled_toast: 'Connecteur activé.',
    disabled_toast: 'Connecteur désactivé.',
    test_title: 'Envoyer un test',
    test_description:
      'Envoie un message de test avec les paramètres tels qu’ils sont sur cette page, enregistrés ou non.',
    test_email: 'Adresse e-mail',
    test_phone: 'Numéro de téléphone',
    test_phone_hint: 'Avec l’indicatif du pays, par exemple +33612345678.',
    send_test: 'Envoyer le test',
    test_sent: 'Message de test envoyé à {{to}}.',
    test_fix_fields: 'Corrigez d’abord les paramètres signalés ci-dessus.',
    details_tabs: 'Sections du connecteur',
    connector_id: 'ID du connecteur',
    factory_missing:
      'Ce connecteur a été créé avec « {{id}} », que cette version de Gatehouse n’a plus. Supprimez-le et configurez-en un autre.',
    danger_title: 'Supprimer le connecteur',
    delete: 'Supprimer le connecteur',
    delete_description:
      'Plus aucun code ne peut être envoyé par ce canal tant que vous n’avez pas configuré un autre connecteur ; les méthodes de connexion qui en ont besoin cessent de fonctionner.',
    delete_description_social:
      'Plus personne ne peut se connecter avec {{name}}. Les comptes gardent leur identité associée, qui refonctionne si vous ajoutez de nouveau le fournisseur.',
    remove_title: 'Supprimer {{name}} ?',
    remove_message: 'Ses paramètres, secrets compris, sont supprimés. Cette action est irréversible.',
    deleted: 'Connecteur « {{name}} » supprimé.',
    notice_title: 'Pas encore utilisé à la connexion',
    notice_email:
      '{{name}} est configuré, mais aucune méthode de connexion ou d’inscription n’utilise encore de codes de vérification par e-mail.',
    notice_sms:
      '{{name}} est configuré, mais aucune méthode de connexion ou d’inscription n’utilise encore de codes de vérification par SMS.',
    notice_social: '{{name}} est configuré, mais la page de connexion n’affiche pas encore son bouton.',
    notice_link: 'Ouvrir les paramètres de l’expérience de connexion',
    identity_user_id: 'ID chez le fournisseur : {{id}}',
  },
} satisfies Translated<typeof en, 'fr'>;
