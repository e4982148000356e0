import type { Translated } from '../../plurals';
import type en from './en';

export default {
  tenant_settings: {
    title: 'Definições do inquilino',
    subtitle: 'Quem trabalha neste inquilino e como se chama.',
    tabs: 'Secções das definições do inquilino',
    settings: 'Definições',
    members: 'Membros',
    invitations: 'Convites',
    members_empty: 'Ainda não há membros.',
    you: '(você)',
    role: 'Função',
    role_of: 'Função de {{name}}',
    roles: {
      admin: 'Administrador',
      collaborator: 'Colaborador',
    },
    role_changed: '{{name}} passa a ser {{role}}.',
    last_admin: 'Um inquilino precisa de pelo menos um administrador: torne primeiro outro membro administrador.',
    remove_member_title: 'Remover membro',
    remove_member_message: '{{name}} perde o acesso a este inquilino. Pode convidá-lo novamente mais tarde.',
    member_removed: '{{name}} removido.',
    link_copied: 'Ligação de convite para {{email}} copiada.',
    resent: 'Convite reenviado para {{email}}.',
    revoke_title: 'Revogar convite',
    revoke_message: 'A ligação enviada para {{email}} deixa de funcionar.',
    revoke: 'Revogar',
    revoked: 'Convite para {{email}} revogado.',
    invite: 'Convidar membros',
    invitations_empty: 'Ainda não há convites',
    invitations_empty_description:
      'Convide pessoas por e-mail para trabalharem neste inquilino como administradores ou colaboradores.',
    status: 'Estado',
    expires_at: 'Expira',
    copy_link: 'Copiar ligação',
    resend: 'Reenviar',
    invited: 'Convites enviados.',
    links_title: 'Partilhe estas ligações',
    links_message:
      'Não está configurado nenhum conector de e-mail, pelo que não foi enviado nenhum e-mail. Envie a cada pessoa a sua ligação: com ela cria uma conta e junta-se.',
    emails: 'Endereços de e-mail',
    emails_hint: 'Separe os endereços com um espaço, uma vírgula ou Enter.',
    remove_email: 'Remover {{email}}',
    errors: {
      no_email: 'Adicione pelo menos um endereço de e-mail.',
      too_many: 'Convide no máximo 20 pessoas de cada vez.',
    },
    invite_title: 'Convidar membros',
    invite_description:
      'Os administradores gerem o inquilino e os seus membros; os colaboradores trabalham com os seus dados.',
    delivery_note:
      'Os convidados recebem um e-mail quando existe um conector de e-mail configurado; caso contrário, recebe ligações para partilhar. Os convites expiram ao fim de 7 dias.',
    profile: 'Perfil do inquilino',
    profile_description: 'O nome e a etiqueta são mostrados a todos os membros.',
    name: 'Nome do inquilino',
    tag: 'Etiqueta de ambiente',
    tag_hint: 'Indica se o inquilino é usado para desenvolvimento ou para produção.',
    tags: {
      development: 'Desenvolvimento',
      production: 'Produção',
    },
    tenant_id: 'ID do inquilino',
    delete_title: 'Eliminar inquilino',
    delete_description:
      'Elimina o inquilino com todos os seus utilizadores, aplicações e definições. Não é possível anular.',
    delete: 'Eliminar inquilino',
    delete_mismatch: 'O nome não corresponde.',
    deleted: 'Inquilino {{name}} eliminado.',
    delete_warning: 'Tudo em {{name}} é eliminado definitivamente e os seus membros perdem o acesso.',
    delete_confirm_label: 'Escreva {{name}} para confirmar',
  },
  tenant_members: {
    errors: {
      invalid_email: 'Introduza um endereço de e-mail válido.',
    },
  },
} satisfies Translated<typeof en, 'pt-PT'>;
