import type { Translated } from '../../plurals';
import type en from './en';

export default {
  api_resources: {
    title: 'Recursos de API',
    subtitle: 'As APIs que seus aplicativos chamam e as permissões que as protegem.',
    create: 'Criar recurso de API',
    create_title: 'Criar um recurso de API',
    create_description: 'Registre uma API para que os aplicativos possam solicitar tokens de acesso para ela.',
    created: 'Recurso de API “{{name}}” criado.',
    search: 'Pesquisar por nome ou identificador',
    empty_title: 'Nenhum recurso de API ainda',
    empty_description: 'Crie um para cada API que você deseja proteger com tokens de acesso.',
    name: 'Nome da API',
    name_placeholder: 'Minha API de pedidos',
    indicator: 'Identificador da API',
    indicator_hint:
      'Um URI absoluto que identifica sua API, geralmente a URL base dela. Os aplicativos o enviam como parâmetro resource; ele se torna o público (audience) dos tokens e não pode ser alterado depois.',
    invalid_indicator: 'Insira um URI absoluto sem fragmento, como https://api.example.com.',
    default_tag: 'Padrão',
    managed_tag: 'Gerenciado pelo Gatehouse',
    back_to_list: 'Voltar para os recursos de API',
    tabs: 'Seções do recurso de API',
    permissions: 'Permissões',
    general: 'Geral',
    read_only_note: 'Esta API é gerenciada pelo Gatehouse: você pode visualizá-la, mas não alterá-la.',
    search_permissions: 'Pesquisar permissões',
    create_permission: 'Criar permissão',
    edit_permission: 'Editar permissão',
    permission_name: 'Nome da permissão',
    permission_name_hint: 'O escopo que os aplicativos solicitam, como read:orders. Sem espaços.',
    invalid_permission_name: 'O nome de uma permissão não pode conter espaços, aspas nem barras invertidas.',
    permission_description: 'Descrição',
    permission_description_placeholder: 'O que esta permissão autoriza',
    permissions_empty_title: 'Nenhuma permissão ainda',
    permissions_empty_description: 'Permissões são o que as funções concedem e o que os tokens de acesso carregam.',
    permission_created: 'Permissão “{{name}}” criada.',
    permission_updated: 'Permissão “{{name}}” atualizada.',
    permission_deleted: 'Permissão “{{name}}” excluída.',
    delete_permission_title: 'Excluir esta permissão?',
    delete_permission_message:
      'As funções que têm {{name}} vão perdê-la, e os tokens emitidos a partir de agora não a carregarão mais. Essa ação não pode ser desfeita.',
    settings_title: 'Configurações',
    settings_description: 'O nome dele e quanto tempo duram os tokens de acesso para ele.',
    ttl: 'Tempo de vida do token de acesso (segundos)',
    ttl_hint: 'Por quanto tempo um token de acesso para esta API permanece válido. Padrão: 3600 (uma hora).',
    default_title: 'API padrão',
    default_label: 'Usar como API padrão',
    default_description:
      'Tokens solicitados sem o parâmetro resource são emitidos para a API padrão. Apenas uma API pode ser a padrão.',
    danger_title: 'Excluir recurso de API',
    delete_description:
      'Excluir a API remove as permissões dela de todas as funções. Os aplicativos não poderão mais obter tokens para ela.',
    delete: 'Excluir recurso de API',
    delete_title: 'Excluir este recurso de API?',
    delete_message:
      '{{name}} e todas as suas permissões serão excluídos, e as funções vão perdê-las. Essa ação não pode ser desfeita.',
    deleted: 'Recurso de API “{{name}}” excluído.',
    guides: 'Validar os tokens de acesso desta API em',
    guide_title: 'Validar tokens de acesso em {{stack}}',
    guide_subtitle:
      'Verifique cada requisição à sua API: assinatura, emissor, público (audience), expiração e, por fim, as permissões.',
    guide_install: 'Instalar as bibliotecas',
    guide_validate: 'Verificar o token em cada requisição',
    guide_validate_description:
      'Os valores abaixo são os desta API e deste locatário. A rota de exemplo exige a permissão {{scope}}.',
    guide_try: 'Experimente',
    guide_try_description:
      'Obtenha um token de acesso para esta API (para um aplicativo máquina a máquina: client_credentials com o parâmetro resource definido como o identificador da API) e, em seguida, chame a rota de exemplo com o cabeçalho Authorization: Bearer seguido do token.',
  },
} satisfies Translated<typeof en, 'pt-BR'>;
