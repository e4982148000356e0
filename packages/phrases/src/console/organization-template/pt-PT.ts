import type { Translated } from '../../plurals';
import type en from './en';

export default {
  organization_template: {
    title: 'Modelo de organização',
    subtitle:
      'As funções e permissões comuns a todas as organizações. Os membros e as aplicações recebem funções em cada organização.',
    tabs: 'Secções do modelo de organização',
    roles: 'Funções da organização',
    permissions: 'Permissões da organização',
    search_roles: 'Pesquisar funções da organização',
    create_role: 'Criar função da organização',
    create_role_title: 'Nova função da organização',
    create_role_description:
      'Concede permissões da organização e permissões de API dentro de cada organização. O tipo não pode ser alterado mais tarde.',
    type_user_hint: 'Para os membros das organizações.',
    type_m2m_hint: 'Para as aplicações máquina a máquina de uma organização.',
    api_permissions: 'Permissões de API',
    role_created: 'Função da organização «{{name}}» criada.',
    roles_empty_title: 'Ainda não existem funções da organização',
    roles_empty_description: 'Crie funções para dar aos membros e às aplicações permissões dentro de uma organização.',
    no_permissions: 'Nenhuma',
    more_permissions_one: 'mais {{count}}',
    more_permissions_many: 'mais {{count}}',
    more_permissions_other: 'mais {{count}}',
    no_permissions_to_pick:
      'Ainda não existem permissões da organização. Crie-as no separador Permissões da organização.',
    search_permissions: 'Pesquisar permissões da organização',
    create_permission: 'Criar permissão da organização',
    edit_permission: 'Editar permissão da organização',
    permission_name: 'Nome da permissão',
    permission_name_hint: 'Como invite:member. Sem espaços.',
    permission_created: 'Permissão da organização «{{name}}» criada.',
    permission_updated: 'Permissão da organização «{{name}}» atualizada.',
    permission_deleted: 'Permissão da organização «{{name}}» eliminada.',
    permissions_empty_title: 'Ainda não existem permissões da organização',
    permissions_empty_description:
      'As permissões da organização são o que as funções da organização concedem dentro de uma organização.',
    delete_permission_title: 'Eliminar esta permissão da organização?',
    delete_permission_message:
      'As funções da organização que têm {{name}} perdem-na, e os tokens emitidos a partir de agora deixam de a incluir. Esta ação não pode ser anulada.',
    back_to_roles: 'Voltar às funções da organização',
    role_tabs: 'Secções da função da organização',
    permission_type: 'Tipo',
    permission_type_organization: 'Permissão da organização',
    permission_type_api: 'Permissão de API',
    role_permissions_empty_description:
      'Atribua as permissões da organização ou de API que esta função concede em cada organização.',
    assign_permissions_description: 'Escolha permissões da organização e permissões de API para {{role}}.',
    delete_role: 'Eliminar função da organização',
    delete_role_description: 'Os membros e as aplicações que têm esta função em qualquer organização perdem-na.',
    delete_role_title: 'Eliminar esta função da organização?',
    delete_role_message:
      '{{name}} será eliminada; os membros e as aplicações que a têm em qualquer organização perdem as suas permissões. Esta ação não pode ser anulada.',
    role_deleted: 'Função da organização «{{name}}» eliminada.',
  },
} satisfies Translated<typeof en, 'pt-PT'>;
