import type { Translated } from '../../plurals';
import type en from './en';

export default {
  tenant_settings: {
    title: 'Configurações do locatário',
    subtitle: 'Quem trabalha neste locatário e como ele se chama.',
    tabs: 'Seções das configurações do locatário',
    settings: 'Configurações',
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
    role_changed: '{{name}} agora é {{role}}.',
    last_admin: 'Um locatário precisa de pelo menos um administrador: torne outro membro administrador primeiro.',
    remove_member_title: 'Remover membro',
    remove_member_message: '{{name}} perde o acesso a este locatário. Você pode convidá-lo de novo depois.',
    member_removed: '{{name}} removido.',
    link_copied: 'Link de convite para {{email}} copiado.',
    resent: 'Convite reenviado para {{email}}.',
    revoke_title: 'Revogar convite',
    revoke_message: 'O link enviado para {{email}} deixa de funcionar.',
    revoke: 'Revogar',
    revoked: 'Convite para {{email}} revogado.',
    invite: 'Convidar membros',
    invitations_empty: 'Ainda não há convites',
    invitations_empty_description:
      'Convide pessoas por e-mail para trabalhar neste locatário como administradores ou colaboradores.',
    status: 'Status',
    expires_at: 'Expira em',
    copy_link: 'Copiar link',
    resend: 'Reenviar',
    invited: 'Convites enviados.',
    links_title: 'Repasse estes links',
    links_message:
      'Nenhum conector de e-mail está configurado, então nenhum e-mail foi enviado. Envie a cada pessoa o link dela: com ele, ela cria uma conta e entra.',
    emails: 'Endereços de e-mail',
    emails_hint: 'Separe os endereços com espaço, vírgula ou Enter.',
    remove_email: 'Remover {{email}}',
    errors: {
      no_email: 'Adicione pelo menos um endereço de e-mail.',
      too_many: 'Convide no máximo 20 pessoas por vez.',
    },
    invite_title: 'Convidar membros',
    invite_description: 'Administradores gerenciam o locatário e seus membros; colaboradores trabalham com seus dados.',
    delivery_note:
      'Os convidados recebem um e-mail quando há um conector de e-mail configurado; caso contrário, você recebe links para repassar. Os convites expiram em 7 dias.',
    profile: 'Perfil do locatário',
    profile_description: 'O nome e a etiqueta são exibidos a todos os membros.',
    name: 'Nome do locatário',
    tag: 'Etiqueta de ambiente',
    tag_hint: 'Indica se o locatário é usado para desenvolvimento ou produção.',
    tags: {
      development: 'Desenvolvimento',
      production: 'Produção',
    },
    tenant_id: 'ID do locatário',
    delete_title: 'Excluir locatário',
    delete_description:
      'Exclui o locatário com todos os usuários, aplicativos e configurações. Não é possível desfazer.',
    delete: 'Excluir locatário',
    delete_mismatch: 'O nome não confere.',
    deleted: 'Locatário {{name}} excluído.',
    delete_warning: 'Tudo em {{name}} é excluído para sempre, e os membros perdem o acesso.',
    delete_confirm_label: 'Digite {{name}} para confirmar',
  },
  tenant_members: {
    errors: {
      invalid_email: 'Insira um endereço de e-mail válido.',
    },
  },
} satisfies Translated<typeof en, 'pt-BR'>;
