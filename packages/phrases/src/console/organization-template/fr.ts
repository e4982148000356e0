import type { Translated } from '../../plurals';
import type en from './en';

export default {
  organization_template: {
    title: 'Modèle d’organisation',
    subtitle:
      'Les rôles et autorisations communs à toutes les organisations. Les membres et les applications reçoivent des rôles par organisation.',
    tabs: 'Sections du modèle d’organisation',
    roles: 'Rôles d’organisation',
    permissions: 'Autorisations d’organisation',
    search_roles: 'Rechercher des rôles d’organisation',
    create_role: 'Créer un rôle d’organisation',
    create_role_title: 'Nouveau rôle d’organisation',
    create_role_description:
      'Il accorde des autorisations d’organisation et des autorisations d’API au sein de chaque organisation. Son type ne pourra plus être modifié.',
    type_user_hint: 'Pour les membres des organisations.',
    type_m2m_hint: 'Pour les applications machine à machine d’une organisation.',
    api_permissions: 'Autorisations d’API',
    role_created: 'Rôle d’organisation « {{name}} » créé.',
    roles_empty_title: 'Aucun rôle d’organisation pour l’instant',
    roles_empty_description:
      'Créez des rôles pour donner aux membres et aux applications des autorisations au sein d’une organisation.',
    no_permissions: 'Aucune',
    more_permissions_one: '+{{count}} de plus',
    more_permissions_many: '+{{count}} de plus',
    more_permissions_other: '+{{count}} de plus',
    no_permissions_to_pick:
      'Aucune autorisation d’organisation pour l’instant. Créez-en dans l’onglet Autorisations d’organisation.',
    search_permissions: 'Rechercher des autorisations d’organisation',
    create_permission: 'Créer une autorisation d’organisation',
    edit_permission: 'Modifier l’autorisation d’organisation',
    permission_name: 'Nom de l’autorisation',
    permission_name_hint: 'Par exemple invite:member. Sans espaces.',
    permission_created: 'Autorisation d’organisation « {{name}} » créée.',
    permission_updated: 'Autorisation d’organisation « {{name}} » mise à jour.',
    permission_deleted: 'Autorisation d’organisation « {{name}} » supprimée.',
    permissions_empty_title: 'Aucune autorisation d’organisation pour l’instant',
    permissions_empty_description:
      'Les autorisations d’organisation sont ce qu’accordent les rôles d’organisation au sein d’une organisation.',
    delete_permission_title: 'Supprimer cette autorisation d’organisation ?',
    delete_permission_message:
      'Les rôles d’organisation qui accordent {{name}} la perdent, et les jetons émis désormais ne la contiennent plus. Cette action est irréversible.',
    back_to_roles: 'Retour aux rôles d’organisation',
    role_tabs: 'Sections du rôle d’organisation',
    permission_type: 'Nature',
    permission_type_organization: 'Autorisation d’organisation',
    permission_type_api: 'Autorisation d’API',
    role_permissions_empty_description:
      'Attribuez les autorisations d’organisation ou d’API que ce rôle accorde dans chaque organisation.',
    assign_permissions_description:
      'Choisissez des autorisations d’organisation et des autorisations d’API pour {{role}}.',
    delete_role: 'Supprimer le rôle d’organisation',
    delete_role_description: 'Les membres et les applications qui ont ce rôle dans une organisation le perdent.',
    delete_role_title: 'Supprimer ce rôle d’organisation ?',
    delete_role_message:
      '{{name}} sera supprimé ; les membres et les applications qui l’ont dans une organisation perdent ses autorisations. Cette action est irréversible.',
    role_deleted: 'Rôle d’organisation « {{name}} » supprimé.',
  },
} satisfies Translated<typeof en, 'fr'>;
