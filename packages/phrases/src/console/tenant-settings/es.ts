import type { Translated } from '../../plurals';
import type en from './en';

export default {
  tenant_settings: {
    title: 'Configuración del inquilino',
    subtitle: 'Quién trabaja en este inquilino y cómo se llama.',
    tabs: 'Secciones de la configuración del inquilino',
    settings: 'Configuración',
    members: 'Miembros',
    invitations: 'Invitaciones',
    members_empty: 'Aún no hay miembros.',
    you: '(tú)',
    role: 'Rol',
    role_of: 'Rol de {{name}}',
    roles: {
      admin: 'Administrador',
      collaborator: 'Colaborador',
    },
    role_changed: '{{name}} ahora es {{role}}.',
    last_admin: 'Un inquilino necesita al menos un administrador: primero haz administrador a otro miembro.',
    remove_member_title: 'Quitar miembro',
    remove_member_message: '{{name}} pierde el acceso a este inquilino. Puedes volver a invitarlo más tarde.',
    member_removed: '{{name}} quitado.',
    link_copied: 'Enlace de invitación para {{email}} copiado.',
    resent: 'Invitación reenviada a {{email}}.',
    revoke_title: 'Revocar invitación',
    revoke_message: 'El enlace enviado a {{email}} deja de funcionar.',
    revoke: 'Revocar',
    revoked: 'Invitación para {{email}} revocada.',
    invite: 'Invitar miembros',
    invitations_empty: 'Aún no hay invitaciones',
    invitations_empty_description:
      'Invita a personas por correo electrónico a trabajar en este inquilino como administradores o colaboradores.',
    status: 'Estado',
    expires_at: 'Caduca',
    copy_link: 'Copiar enlace',
    resend: 'Reenviar',
    invited: 'Invitaciones enviadas.',
    links_title: 'Comparte estos enlaces',
    links_message:
      'No hay ningún conector de correo configurado, así que no se envió ningún correo. Envía a cada persona su enlace: con él crea una cuenta y se une.',
    emails: 'Direcciones de correo',
    emails_hint: 'Separa las direcciones con un espacio, una coma o Intro.',
    remove_email: 'Quitar {{email}}',
    errors: {
      no_email: 'Añade al menos una dirección de correo.',
      too_many: 'Invita como máximo a 20 personas a la vez.',
    },
    invite_title: 'Invitar miembros',
    invite_description:
      'Los administradores gestionan el inquilino y sus miembros; los colaboradores trabajan con sus datos.',
    delivery_note:
      'Los invitados reciben un correo si hay un conector de correo configurado; si no, recibes enlaces para compartir. Las invitaciones caducan a los 7 días.',
    profile: 'Perfil del inquilino',
    profile_description: 'Todos los miembros ven el nombre y la etiqueta.',
    name: 'Nombre del inquilino',
    tag: 'Etiqueta de entorno',
    tag_hint: 'Indica si el inquilino se usa para desarrollo o para producción.',
    tags: {
      development: 'Desarrollo',
      production: 'Producción',
    },
    tenant_id: 'ID del inquilino',
    delete_title: 'Eliminar inquilino',
    delete_description: 'Elimina el inquilino con todos sus usuarios, aplicaciones y ajustes. No se puede deshacer.',
    delete: 'Eliminar inquilino',
    delete_mismatch: 'El nombre no coincide.',
    deleted: 'Inquilino {{name}} eliminado.',
    delete_warning: 'Todo lo que hay en {{name}} se elimina para siempre y sus miembros pierden el acceso.',
    delete_confirm_label: 'Escribe {{name}} para confirmar',
  },
  tenant_members: {
    errors: {
      invalid_email: 'Introduce una dirección de correo válida.',
    },
  },
} satisfies Translated<typeof en, 'es'>;
