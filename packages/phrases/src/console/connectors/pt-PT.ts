import type { Translated } from '../../plurals';
import type en from './en';

export default {
  connectors: {
    title: 'Conectores',
    subtitle:
      'Como o Gatehouse envia códigos por e-mail e SMS, e os fornecedores de identidade com que se pode iniciar sessão.',
    tabs: 'Tipos de conector',
    tab_passwordless: 'E-mail e SMS',
    tab_social: 'Início de sessão social',
    email_title: 'Conector de e-mail',
    email_description:
      'Envia códigos e ligações de verificação por e-mail: início de sessão, registo, reposição da palavra-passe, convites.',
    sms_title: 'Conector de SMS',
    sms_description: 'Envia códigos de verificação por mensagem de texto.',
    social_title: 'Conector social',
    not_set_up: 'Ainda não configurado.',
    set_up: 'Configurar',
    change: 'Mudar',
    remove: 'Remover',
    current: 'Atual',
    enabled: 'Ativado',
    disabled: 'Desativado',
    name: 'Nome',
    factory: 'Conector',
    target: 'ID do fornecedor',
    status: 'Estado',
    add_social: 'Adicionar conector social',
    social_caption: 'Conectores sociais',
    social_empty_title: 'Ainda não há conectores sociais',
    social_empty_description:
      'Adicione um para que as pessoas possam iniciar sessão com uma conta que já têm, como a Google ou o GitHub.',
    pick_email_title: 'Escolha um conector de e-mail',
    pick_sms_title: 'Escolha um conector de SMS',
    pick_social_title: 'Escolha um fornecedor de identidade',
    pick_description:
      'Cada um traz um guia de configuração. Nada é guardado enquanto não guardar as respetivas definições.',
    no_factories: 'Não há nenhum conector deste tipo disponível.',
    target_in_use: 'Já adicionado: um inquilino tem um conector por fornecedor de identidade.',
    replaces_note: 'Guardar outro substitui {{name}}, cujas definições são então eliminadas.',
    replace_title: 'Substituir {{name}}?',
    replace_message:
      '{{name}} e as respetivas definições são eliminados, e a partir de agora é {{next}} que envia as mensagens.',
    replace: 'Substituir',
    guide_title: 'Configurar {{name}}',
    readme_title: 'Guia de configuração',
    code_example: 'Exemplo',
    settings_description:
      'Como este conector chega a {{name}}: os valores que o guia de configuração indica para copiar.',
    settings_title: 'Definições',
    create: 'Guardar e ativar',
    created: 'Conector «{{name}}» configurado.',
    number_range: 'De {{from}} a {{to}}.',
    secret_kept:
      'Há um valor guardado, mantido enquanto este campo mostrar ********. Escreva por cima para o substituir.',
    show_value: 'Mostrar {{field}}',
    hide_value: 'Ocultar {{field}}',
    callback_title: 'URL de retorno',
    callback_description:
      'Registe este URL no fornecedor como URL de redirecionamento (retorno) de {{name}}: o fornecedor devolve as pessoas a ele depois de iniciarem sessão.',
    callback_url: 'URL de retorno',
    button_title: 'Botão de início de sessão',
    button_description:
      'Como a página de início de sessão mostra este fornecedor. Deixe um campo vazio para manter a predefinição.',
    display_name: 'Texto do botão',
    logo: 'URL do logótipo',
    logo_dark: 'URL do logótipo no modo escuro',
    sync_profile: 'Atualizar o perfil em cada início de sessão',
    sync_profile_description:
      'Copia o nome e a fotografia de {{name}} sempre que alguém inicia sessão, e não só no registo.',
    enabled_label: 'Utilizar este conector',
    enabled_message: 'Desativado, nada é enviado através dele, e os códigos não podem seguir por este canal.',
    enabled_social: 'Desativado, a página de início de sessão não mostra nenhum botão para este fornecedor.',
    enabled_toast: 'Conector ativado.',
    disabled_toast: 'Conector desativado.',
    test_title: 'Enviar um teste',
    test_description: 'Envia uma mensagem de teste com as definições tal como estão nesta página, guardadas ou não.',
    test_email: 'Endereço de e-mail',
    test_phone: 'Número de telefone',
    test_phone_hint: 'Com o indicativo do país, por exemplo +351912345678.',
    send_test: 'Enviar teste',
    test_sent: 'Mensagem de teste enviada para {{to}}.',
    test_fix_fields: 'Corrija primeiro as definições assinaladas acima.',
    details_tabs: 'Secções do conector',
    connector_id: 'ID do conector',
    factory_missing:
      'Este conector foi criado com «{{id}}», que esta versão do Gatehouse já não tem. Elimine-o e configure outro.',
    danger_title: 'Eliminar conector',
    delete: 'Eliminar conector',
    delete_description:
      'Não será possível enviar códigos por este canal até configurar outro conector; os métodos de início de sessão que precisam deles deixam de funcionar.',
    delete_description_social:
      'Ninguém poderá iniciar sessão com {{name}}. As contas mantêm a identidade associada, que volta a funcionar se adicionar o fornecedor de novo.',
    remove_title: 'Eliminar {{name}}?',
    remove_message: 'As definições dele, incluindo os segredos, são eliminadas. Não é possível anular.',
    deleted: 'Conector «{{name}}» eliminado.',
    notice_title: 'Ainda não usado no início de sessão',
    notice_email:
      '{{name}} está configurado, mas nenhum método de início de sessão ou registo usa ainda códigos de verificação por e-mail.',
    notice_sms:
      '{{name}} está configurado, mas nenhum método de início de sessão ou registo usa ainda códigos de verificação por SMS.',
    notice_social: '{{name}} está configurado, mas a página de início de sessão ainda não mostra o botão dele.',
    notice_link: 'Abrir as definições da experiência de início de sessão',
    identity_user_id: 'ID no fornecedor: {{id}}',
  },
} satisfies Translated<typeof en, 'pt-PT'>;
