import type { Translated } from '../../plurals';
import type en from './en';

export default {
  organization_template: {
    title: 'Plantilla de organización',
    subtitle:
      'Los roles y permisos que comparten todas las organizaciones. Los miembros y las aplicaciones reciben roles en cada organización.',
    tabs: 'Secciones de la plantilla de organización',
    roles: 'Roles de organización',
    permissions: 'Permisos de organización',
    search_roles: 'Buscar roles de organización',
    create_role: 'Crear rol de organización',
    create_role_title: 'Crear un rol de organización',
    create_role_description:
      'Concede permisos de organización y permisos de API dentro de cada organización. Su tipo no se puede cambiar después.',
    type_user_hint: 'Para los miembros de las organizaciones.',
    type_m2m_hint: 'Para las aplicaciones de máquina a máquina de una organización.',
    api_permissions: 'Permisos de API',
    role_created: 'Rol de organización «{{name}}» creado.',
    roles_empty_title: 'Todavía no hay roles de organización',
    roles_empty_description:
      'Cree roles para dar a los miembros y a las aplicaciones permisos dentro de una organización.',
    no_permissions: 'Ninguno',
    more_permissions_one: '+{{count}} más',
    more_permissions_many: '+{{count}} más',
    more_permissions_other: '+{{count}} más',
    no_permissions_to_pick: 'Todavía no hay permisos de organización. Créelos en la pestaña Permisos de organización.',
    search_permissions: 'Buscar permisos de organización',
    create_permission: 'Crear permiso de organización',
    edit_permission: 'Editar permiso de organización',
    permission_name: 'Nombre del permiso',
    permission_name_hint: 'Como invite:member. Sin espacios.',
    permission_created: 'Permiso de organización «{{name}}» creado.',
    permission_updated: 'Permiso de organización «{{name}}» actualizado.',
    permission_deleted: 'Permiso de organización «{{name}}» eliminado.',
    permissions_empty_title: 'Todavía no hay permisos de organización',
    permissions_empty_description:
      'Los permisos de organización son lo que los roles de organización conceden dentro de una organización.',
    delete_permission_title: '¿Eliminar este permiso de organización?',
    delete_permission_message:
      'Los roles de organización que tienen {{name}} lo pierden, y los tokens emitidos a partir de ahora ya no lo incluyen. Esta acción no se puede deshacer.',
    back_to_roles: 'Volver a los roles de organización',
    role_tabs: 'Secciones del rol de organización',
    permission_type: 'Clase',
    permission_type_organization: 'Permiso de organización',
    permission_type_api: 'Permiso de API',
    role_permissions_empty_description:
      'Asigne los permisos de organización o de API que este rol concede en cada organización.',
    assign_permissions_description: 'Elija permisos de organización y permisos de API para {{role}}.',
    delete_role: 'Eliminar rol de organización',
    delete_role_description:
      'Los miembros y las aplicaciones que tienen este rol en cualquier organización lo pierden.',
    delete_role_title: '¿Eliminar este rol de organización?',
    delete_role_message:
      'Se eliminará {{name}}; los miembros y las aplicaciones que lo tienen en cualquier organización pierden sus permisos. Esta acción no se puede deshacer.',
    role_deleted: 'Rol de organización «{{name}}» eliminado.',
  },
} satisfies Translated<typeof en, 'es'>;
