import type { Translated } from '../../plurals';
import type en from './en';

export default {
  api_resources: {
    title: 'Recursos de API',
    subtitle: 'As APIs que as suas aplicações chamam e as permissões que as protegem.',
    create: 'Criar recurso de API',
    create_title: 'Criar um recurso de API',
    create_description: 'Registe uma API para que as aplicações possam pedir tokens de acesso para a mesma.',
    created: 'Recurso de API «{{name}}» criado.',
    search: 'Pesquisar por nome ou identificador',
    empty_title: 'Ainda não existem recursos de API',
    empty_description: 'Crie um para cada API que pretenda proteger com tokens de acesso.',
    name: 'Nome da API',
    name_placeholder: 'A minha API de encomendas',
    indicator: 'Identificador da API',
    indicator_hint:
      'Um URI absoluto que identifica a sua API, normalmente o respetivo URL base. As aplicações enviam-no como parâmetro resource; passa a ser o público-alvo (audience) dos respetivos tokens e não pode ser alterado mais tarde.',
    invalid_indicator: 'Introduza um URI absoluto sem fragmento, como https://api.example.com.',
    default_tag: 'Predefinido',
    managed_tag: 'Gerido pelo Gatehouse',
    back_to_list: 'Voltar aos recursos de API',
    tabs: 'Secções do recurso de API',
    permissions: 'Permissões',
    general: 'Geral',
    read_only_note: 'Esta API é gerida pelo Gatehouse: pode vê-la, mas não alterá-la.',
    search_permissions: 'Pesquisar permissões',
    create_permission: 'Criar permissão',
    edit_permission: 'Editar permissão',
    permission_name: 'Nome da permissão',
    permission_name_hint: 'O âmbito que as aplicações pedem, como read:orders. Sem espaços.',
    invalid_permission_name: 'O nome de uma permissão não pode conter espaços, aspas nem barras invertidas.',
    permission_description: 'Descrição',
    permission_description_placeholder: 'O que esta permissão autoriza',
    permissions_empty_title: 'Ainda não existem permissões',
    permissions_empty_description:
      'As permissões são o que as funções concedem e o que os tokens de acesso transportam.',
    permission_created: 'Permissão «{{name}}» criada.',
    permission_updated: 'Permissão «{{name}}» atualizada.',
    permission_deleted: 'Permissão «{{name}}» eliminada.',
    delete_permission_title: 'Eliminar esta permissão?',
    delete_permission_message:
      'As funções que têm {{name}} perdem-na e os tokens emitidos a partir de agora deixam de a incluir. Esta ação não pode ser anulada.',
    settings_title: 'Definições',
    settings_description: 'O nome e quanto tempo duram os tokens de acesso para ele.',
    ttl: 'Tempo de vida do token de acesso (segundos)',
    ttl_hint: 'Durante quanto tempo um token de acesso para esta API se mantém válido. Predefinição: 3600 (uma hora).',
    default_title: 'API predefinida',
    default_label: 'Utilizar como API predefinida',
    default_description:
      'Os tokens pedidos sem o parâmetro resource são emitidos para a API predefinida. Só uma API pode ser a predefinida.',
    danger_title: 'Eliminar recurso de API',
    delete_description:
      'Eliminar a API remove as respetivas permissões de todas as funções. As aplicações deixam de poder obter tokens para a mesma.',
    delete: 'Eliminar recurso de API',
    delete_title: 'Eliminar este recurso de API?',
    delete_message:
      '{{name}} e todas as respetivas permissões serão eliminados e as funções perdem-nas. Esta ação não pode ser anulada.',
    deleted: 'Recurso de API «{{name}}» eliminado.',
    guides: 'Validar os tokens de acesso desta API em',
    guide_title: 'Validar tokens de acesso em {{stack}}',
    guide_subtitle:
      'Verifique cada pedido à sua API: assinatura, emissor, público-alvo (audience), expiração e, por fim, as permissões.',
    guide_install: 'Instalar as bibliotecas',
    guide_validate: 'Verificar o token em cada pedido',
    guide_validate_description:
      'Os valores abaixo são os desta API e deste locatário. A rota de exemplo requer a permissão {{scope}}.',
    guide_try: 'Experimentar',
    guide_try_description:
      'Obtenha um token de acesso para esta API (para uma aplicação máquina a máquina: client_credentials com o parâmetro resource definido como o identificador da API) e, em seguida, chame a rota de exemplo com o cabeçalho Authorization: Bearer seguido do token.',
  },
} satisfies Translated<typeof en, 'pt-PT'>;
