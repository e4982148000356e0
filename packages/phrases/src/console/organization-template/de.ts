import type { Translated } from '../../plurals';
import type en from './en';

export default {
  organization_template: {
    title: 'Organisationsvorlage',
    subtitle:
      'Die Rollen und Berechtigungen, die alle Organisationen gemeinsam haben. Mitglieder und Apps erhalten Rollen je Organisation.',
    tabs: 'Bereiche der Organisationsvorlage',
    roles: 'Organisationsrollen',
    permissions: 'Organisationsberechtigungen',
    search_roles: 'Organisationsrollen durchsuchen',
    create_role: 'Organisationsrolle erstellen',
    create_role_title: 'Neue Organisationsrolle erstellen',
    create_role_description:
      'Sie gewährt Organisationsberechtigungen und API-Berechtigungen innerhalb jeder Organisation. Ihr Typ kann später nicht mehr geändert werden.',
    type_user_hint: 'Für Mitglieder von Organisationen.',
    type_m2m_hint: 'Für Maschine-zu-Maschine-Apps einer Organisation.',
    api_permissions: 'API-Berechtigungen',
    role_created: 'Organisationsrolle „{{name}}“ erstellt.',
    roles_empty_title: 'Noch keine Organisationsrollen',
    roles_empty_description:
      'Erstellen Sie Rollen, um Mitgliedern und Apps Berechtigungen innerhalb einer Organisation zu geben.',
    no_permissions: 'Keine',
    more_permissions_one: '+{{count}} weitere',
    more_permissions_other: '+{{count}} weitere',
    no_permissions_to_pick:
      'Noch keine Organisationsberechtigungen. Erstellen Sie sie im Tab „Organisationsberechtigungen“.',
    search_permissions: 'Organisationsberechtigungen durchsuchen',
    create_permission: 'Organisationsberechtigung erstellen',
    edit_permission: 'Organisationsberechtigung bearbeiten',
    permission_name: 'Berechtigungsname',
    permission_name_hint: 'Etwa invite:member. Keine Leerzeichen.',
    permission_created: 'Organisationsberechtigung „{{name}}“ erstellt.',
    permission_updated: 'Organisationsberechtigung „{{name}}“ aktualisiert.',
    permission_deleted: 'Organisationsberechtigung „{{name}}“ gelöscht.',
    permissions_empty_title: 'Noch keine Organisationsberechtigungen',
    permissions_empty_description:
      'Organisationsberechtigungen sind das, was Organisationsrollen innerhalb einer Organisation gewähren.',
    delete_permission_title: 'Diese Organisationsberechtigung löschen?',
    delete_permission_message:
      'Organisationsrollen mit {{name}} verlieren sie, und ab jetzt ausgestellte Tokens enthalten sie nicht mehr. Dies kann nicht rückgängig gemacht werden.',
    back_to_roles: 'Zurück zu den Organisationsrollen',
    role_tabs: 'Bereiche der Organisationsrolle',
    permission_type: 'Art',
    permission_type_organization: 'Organisationsberechtigung',
    permission_type_api: 'API-Berechtigung',
    role_permissions_empty_description:
      'Weisen Sie Organisations- oder API-Berechtigungen zu, die diese Rolle in jeder Organisation gewährt.',
    assign_permissions_description: 'Wählen Sie Organisationsberechtigungen und API-Berechtigungen für {{role}} aus.',
    delete_role: 'Organisationsrolle löschen',
    delete_role_description: 'Mitglieder und Apps, die diese Rolle in einer Organisation haben, verlieren sie.',
    delete_role_title: 'Diese Organisationsrolle löschen?',
    delete_role_message:
      '{{name}} wird gelöscht; Mitglieder und Apps, die sie in einer Organisation haben, verlieren ihre Berechtigungen. Dies kann nicht rückgängig gemacht werden.',
    role_deleted: 'Organisationsrolle „{{name}}“ gelöscht.',
  },
} satisfies Translated<typeof en, 'de'>;
