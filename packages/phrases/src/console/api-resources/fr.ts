import type { Translated } from '../../plurals';
import type en from './en';

export default {
  api_resources: {
    title: 'Ressources API',
    subtitle: 'Les API qu’appellent vos applications, et les autorisations qui les protègent.',
    create: 'Créer une ressource API',
    create_title: 'Nouvelle ressource API',
    create_description:
      'Enregistrez une API pour que les applications puissent demander des jetons d’accès pour celle-ci.',
    created: 'Ressource API « {{name}} » créée.',
    search: 'Rechercher par nom ou identifiant',
    empty_title: 'Aucune ressource API pour l’instant',
    empty_description: 'Créez-en une pour chaque API que vous souhaitez protéger par des jetons d’accès.',
    name: 'Nom de l’API',
    name_placeholder: 'Mon API de commandes',
    indicator: 'Identifiant de l’API',
    indicator_hint:
      'Une URI absolue qui nomme votre API, généralement son URL de base. Les applications l’envoient dans le paramètre resource ; elle devient l’audience de leurs jetons et ne peut plus être modifiée par la suite.',
    invalid_indicator: 'Saisissez une URI absolue sans fragment, par exemple https://api.example.com.',
    default_tag: 'Par défaut',
    managed_tag: 'Gérée par Gatehouse',
    back_to_list: 'Retour aux ressources API',
    tabs: 'Sections de la ressource API',
    permissions: 'Autorisations',
    general: 'Général',
    read_only_note: 'Cette API est gérée par Gatehouse : vous pouvez la consulter, mais pas la modifier.',
    search_permissions: 'Rechercher des autorisations',
    create_permission: 'Créer une autorisation',
    edit_permission: 'Modifier l’autorisation',
    permission_name: 'Nom de l’autorisation',
    permission_name_hint: 'La portée (scope) que demandent les applications, par exemple read:orders. Sans espaces.',
    invalid_permission_name:
      'Le nom d’une autorisation ne peut contenir ni espaces, ni guillemets, ni barres obliques inverses.',
    permission_description: 'Description',
    permission_description_placeholder: 'Ce que permet cette autorisation',
    permissions_empty_title: 'Aucune autorisation pour l’instant',
    permissions_empty_description:
      'Les autorisations sont ce que les rôles accordent et ce que contiennent les jetons d’accès.',
    permission_created: 'Autorisation « {{name}} » créée.',
    permission_updated: 'Autorisation « {{name}} » mise à jour.',
    permission_deleted: 'Autorisation « {{name}} » supprimée.',
    delete_permission_title: 'Supprimer cette autorisation ?',
    delete_permission_message:
      'Les rôles qui détiennent {{name}} la perdent, et les jetons émis à partir de maintenant ne la contiendront plus. Cette action est irréversible.',
    settings_title: 'Paramètres',
    settings_description: 'Son nom, et la durée de vie des jetons d’accès qui la visent.',
    ttl: 'Durée de vie du jeton d’accès (secondes)',
    ttl_hint: 'Durée pendant laquelle un jeton d’accès pour cette API reste valide. Par défaut : 3600 (une heure).',
    default_title: 'API par défaut',
    default_label: 'Utiliser comme API par défaut',
    default_description:
      'Les jetons demandés sans paramètre resource sont émis pour l’API par défaut. Une seule API peut être l’API par défaut.',
    danger_title: 'Supprimer la ressource API',
    delete_description:
      'La suppression de l’API retire ses autorisations de tous les rôles. Les applications ne pourront plus obtenir de jetons pour celle-ci.',
    delete: 'Supprimer la ressource API',
    delete_title: 'Supprimer cette ressource API ?',
    delete_message:
      '{{name}} et toutes ses autorisations seront supprimées, et les rôles les perdront. Cette action est irréversible.',
    deleted: 'Ressource API « {{name}} » supprimée.',
    guides: 'Valider ses jetons d’accès avec',
    guide_title: 'Valider les jetons d’accès avec {{stack}}',
    guide_subtitle:
      'Vérifiez chaque requête adressée à votre API : signature, émetteur, audience, expiration, puis les autorisations.',
    guide_install: 'Installer les bibliothèques',
    guide_validate: 'Vérifier le jeton à chaque requête',
    guide_validate_description:
      'Les valeurs ci-dessous sont celles de cette API et de ce locataire. La route d’exemple exige l’autorisation {{scope}}.',
    guide_try: 'Essayer',
    guide_try_description:
      'Obtenez un jeton d’accès pour cette API (pour une application machine à machine : client_credentials avec le paramètre resource défini sur l’identifiant de l’API), puis appelez la route d’exemple avec l’en-tête Authorization: Bearer suivi du jeton.',
  },
} satisfies Translated<typeof en, 'fr'>;
