import type { Translated } from '../../plurals';
import type en from './en';

export default {
  organization_template: {
    title: 'Szablon organizacji',
    subtitle:
      'Role i uprawnienia wspólne dla wszystkich organizacji. Członkowie i aplikacje otrzymują role w każdej organizacji osobno.',
    tabs: 'Sekcje szablonu organizacji',
    roles: 'Role organizacji',
    permissions: 'Uprawnienia organizacji',
    search_roles: 'Szukaj ról organizacji',
    create_role: 'Utwórz rolę organizacji',
    create_role_title: 'Nowa rola organizacji',
    create_role_description:
      'Nadaje uprawnienia organizacji i uprawnienia API w każdej organizacji. Jej typu nie można później zmienić.',
    type_user_hint: 'Dla członków organizacji.',
    type_m2m_hint: 'Dla aplikacji typu maszyna-maszyna należących do organizacji.',
    api_permissions: 'Uprawnienia API',
    role_created: 'Utworzono rolę organizacji „{{name}}”.',
    roles_empty_title: 'Brak ról organizacji',
    roles_empty_description: 'Utwórz role, aby nadać członkom i aplikacjom uprawnienia w organizacji.',
    no_permissions: 'Brak',
    more_permissions_one: '+{{count}} więcej',
    more_permissions_few: '+{{count}} więcej',
    more_permissions_many: '+{{count}} więcej',
    more_permissions_other: '+{{count}} więcej',
    no_permissions_to_pick: 'Brak uprawnień organizacji. Utwórz je na karcie Uprawnienia organizacji.',
    search_permissions: 'Szukaj uprawnień organizacji',
    create_permission: 'Utwórz uprawnienie organizacji',
    edit_permission: 'Edytuj uprawnienie organizacji',
    permission_name: 'Nazwa uprawnienia',
    permission_name_hint: 'Na przykład invite:member. Bez spacji.',
    permission_created: 'Utworzono uprawnienie organizacji „{{name}}”.',
    permission_updated: 'Zaktualizowano uprawnienie organizacji „{{name}}”.',
    permission_deleted: 'Usunięto uprawnienie organizacji „{{name}}”.',
    permissions_empty_title: 'Brak uprawnień organizacji',
    permissions_empty_description: 'Uprawnienia organizacji to to, co role organizacji nadają w obrębie organizacji.',
    delete_permission_title: 'Usunąć to uprawnienie organizacji?',
    delete_permission_message:
      'Role organizacji z uprawnieniem {{name}} utracą je, a tokeny wydane od teraz nie będą go zawierać. Tej operacji nie można cofnąć.',
    back_to_roles: 'Powrót do ról organizacji',
    role_tabs: 'Sekcje roli organizacji',
    permission_type: 'Rodzaj',
    permission_type_organization: 'Uprawnienie organizacji',
    permission_type_api: 'Uprawnienie API',
    role_permissions_empty_description:
      'Przypisz uprawnienia organizacji lub API, które ta rola nadaje w każdej organizacji.',
    assign_permissions_description: 'Wybierz uprawnienia organizacji i uprawnienia API dla roli {{role}}.',
    delete_role: 'Usuń rolę organizacji',
    delete_role_description: 'Członkowie i aplikacje, które mają tę rolę w dowolnej organizacji, utracą ją.',
    delete_role_title: 'Usunąć tę rolę organizacji?',
    delete_role_message:
      'Rola {{name}} zostanie usunięta; członkowie i aplikacje, które mają ją w dowolnej organizacji, utracą jej uprawnienia. Tej operacji nie można cofnąć.',
    role_deleted: 'Usunięto rolę organizacji „{{name}}”.',
  },
} satisfies Translated<typeof en, 'pl-PL'>;
