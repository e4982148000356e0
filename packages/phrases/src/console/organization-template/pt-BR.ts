import type { Translated } from '../../plurals';
import type en from './en';

export default {
  organization_template: {
    title: 'Modelo de organização',
    subtitle:
      'As funções e permissões que todas as organizações compartilham. Membros e aplicativos recebem funções em cada organização.',
    tabs: 'Seções do modelo de organização',
    roles: 'Funções da organização',
    permissions: 'Permissões da organização',
    search_roles: 'Pesquisar funções da organização',
    create_role: 'Criar função da organização',
    create_role_title: 'Nova função da organização',
    create_role_description:
      'Ela concede permissões da organização e permissões de API dentro de cada organização. O tipo não pode ser alterado depois.',
    type_user_hint: 'Para membros das organizações.',
    type_m2m_hint: 'Para aplicativos máquina a máquina de uma organização.',
    api_permissions: 'Permissões de API',
    role_created: 'Função da organização “{{name}}” criada.',
    roles_empty_title: 'Nenhuma função da organização ainda',
    roles_empty_description: 'Crie funções para dar a membros e aplicativos permissões dentro de uma organização.',
    no_permissions: 'Nenhuma',
    more_permissions_one: '+{{count}} a mais',
    more_permissions_many: '+{{count}} a mais',
    more_permissions_other: '+{{count}} a mais',
    no_permissions_to_pick: 'Nenhuma permissão da organização ainda. Crie-as na aba Permissões da organização.',
    search_permissions: 'Pesquisar permissões da organização',
    create_permission: 'Criar permissão da organização',
    edit_permission: 'Editar permissão da organização',
    permission_name: 'Nome da permissão',
    permission_name_hint: 'Como invite:member. Sem espaços.',
    permission_created: 'Permissão da organização “{{name}}” criada.',
    permission_updated: 'Permissão da organização “{{name}}” atualizada.',
    permission_deleted: 'Permissão da organização “{{name}}” excluída.',
    permissions_empty_title: 'Nenhuma permissão da organização ainda',
    permissions_empty_description:
      'Permissões da organização são o que as funções da organização concedem dentro de uma organização.',
    delete_permission_title: 'Excluir esta permissão da organização?',
    delete_permission_message:
      'As funções da organização que têm {{name}} a perdem, e os tokens emitidos a partir de agora não a incluem mais. Essa ação não pode ser desfeita.',
    back_to_roles: 'Voltar para as funções da organização',
    role_tabs: 'Seções da função da organização',
    permission_type: 'Tipo',
    permission_type_organization: 'Permissão da organização',
    permission_type_api: 'Permissão de API',
    role_permissions_empty_description:
      'Atribua as permissões da organização ou de API que esta função concede em cada organização.',
    assign_permissions_description: 'Escolha permissões da organização e permissões de API para {{role}}.',
    delete_role: 'Excluir função da organização',
    delete_role_description: 'Membros e aplicativos que têm esta função em qualquer organização a perdem.',
    delete_role_title: 'Excluir esta função da organização?',
    delete_role_message:
      '{{name}} será excluída; membros e aplicativos que a têm em qualquer organização perdem suas permissões. Essa ação não pode ser desfeita.',
    role_deleted: 'Função da organização “{{name}}” excluída.',
  },
} satisfies Translated<typeof en, 'pt-BR'>;
