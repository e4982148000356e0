import type { Translated } from '../../plurals';
import type en from './en';

export default {
  enterprise_sso: {
    title: 'SSO empresarial',
    subtitle:
      'Os colaboradores de uma empresa iniciam sessão através do seu próprio fornecedor de identidade: escrever um endereço de um dos seus domínios de e-mail leva até lá.',
    add: 'Adicionar conector empresarial',
    table_caption: 'Conectores de SSO empresarial',
    name: 'Nome',
    provider: 'Fornecedor',
    domains: 'Domínios de e-mail',
    no_domains: 'Nenhum ainda',
    empty_title: 'Ainda não há nenhum conector empresarial',
    empty_description:
      'Ligue o fornecedor de identidade de uma empresa que serve (Okta, Entra ID, Google Workspace ou qualquer fornecedor OpenID Connect).',
    pick_title: 'Escolha o fornecedor de identidade',
    pick_description: 'O conector inicia a sessão das pessoas através deste fornecedor; as definições vêm a seguir.',
    coming_soon: 'Brevemente',
    providers: {
      OIDC: { name: 'OpenID Connect', description: 'Qualquer fornecedor de identidade que fale OpenID Connect.' },
      SAML: { name: 'SAML', description: 'Qualquer fornecedor de identidade que fale SAML 2.0.' },
      AzureAD: { name: 'Microsoft Entra ID (SAML)', description: 'Entra ID, antigo Azure AD, através de SAML 2.0.' },
      AzureAdOidc: {
        name: 'Microsoft Entra ID (OIDC)',
        description: 'Entra ID, antigo Azure AD, através de OpenID Connect.',
      },
      GoogleWorkspace: { name: 'Google Workspace', description: 'As contas de uma organização do Google Workspace.' },
      Okta: { name: 'Okta', description: 'As contas de uma organização Okta, através de OpenID Connect.' },
    },
    create_title: 'Adicionar um conector {{provider}}',
    create_subtitle:
      'Primeiro dê um nome ao conector. O separador Ligação mostra depois o URI de redirecionamento a registar no fornecedor de identidade, ao lado das definições a copiar de lá.',
    create: 'Criar conector',
    created: '{{name}} foi criado.',
    connector_name: 'Nome do conector',
    connector_name_hint:
      'Para si e para a sua equipa; quem inicia sessão vê o nome a apresentar do separador Experiência.',
    fields: {
      issuer: 'Emissor (issuer)',
      issuer_hint: 'O URL do fornecedor de identidade; o documento de descoberta é lido a partir dele.',
      clientId: 'ID de cliente',
      clientSecret: 'Segredo de cliente',
      scope: 'Âmbitos (scopes)',
      scope_hint: 'Separados por espaços, com openid. Em branco: openid profile email.',
    },
    not_configured: 'Não configurado',
    not_configured_notice:
      'Este conector ainda não tem definições de ligação, pelo que as páginas de início de sessão não o apresentam. Registe o URI de redirecionamento abaixo no fornecedor de identidade e depois preencha e guarde as definições que ele lhe der.',
    redirect_uri: 'URI de redirecionamento',
    details_tabs: 'Secções do conector de SSO empresarial',
    tab_connection: 'Ligação',
    tab_experience: 'Experiência',
    tab_idp_initiated: 'SSO iniciado pelo IdP',
    connector_id: 'ID do conector',
    general_title: 'Conector',
    general_description: 'Como o conector se chama nesta consola.',
    connection_title: 'Ligação',
    connection_description: 'O fornecedor de identidade e a aplicação registada nele.',
    branding_title: 'Botão de início de sessão',
    branding_description: 'O que as páginas de início de sessão mostram para este conector.',
    display_name: 'Nome a apresentar',
    logo: 'URL do logótipo',
    dark_logo: 'URL do logótipo para o modo escuro',
    domains_title: 'Domínios de e-mail',
    domains_description:
      'Os endereços destes domínios iniciam sessão através deste conector. Um domínio pertence a um único conector do inquilino.',
    free_domain_warning:
      '{{domain}} é um domínio de e-mail gratuito: qualquer pessoa com um endereço assim seria encaminhada para o fornecedor de identidade desta empresa.',
    domain_in_use: 'Outro conector empresarial já detém {{domain}}.',
    sync_profile: 'Sincronizar o perfil em cada início de sessão',
    sync_profile_description:
      'O nome, a imagem e o e-mail são atualizados a partir do fornecedor de identidade sempre; caso contrário, apenas no primeiro início de sessão.',
    danger_title: 'Eliminar o conector',
    delete_description:
      'Quem iniciava sessão através de {{name}} deixa de o poder fazer; as contas mantêm-se. Os seus domínios ficam livres.',
    delete: 'Eliminar conector',
    remove_title: 'Eliminar {{name}}?',
    remove_message: 'O conector, os seus domínios e as ligações de utilizadores e organizações a ele são eliminados.',
    deleted: '{{name}} foi eliminado.',
    saml: {
      create_subtitle:
        'Indique o fornecedor de identidade pelos metadados, ou escreva o ID de entidade, o URL de início de sessão e o certificado. O que copiar para o fornecedor aparece depois de o conector ser criado.',
      connection_description:
        'O fornecedor de identidade SAML: uma das três formas de o indicar, e os atributos com o e-mail e o nome.',
      mode: 'Como indicar o fornecedor de identidade',
      mode_url: 'URL de metadados',
      mode_url_description: 'O fornecedor publica os metadados num URL; são lidos agora.',
      mode_xml: 'XML de metadados',
      mode_xml_description: 'Cole o documento de metadados ou carregue o ficheiro.',
      mode_manual: 'Manual',
      mode_manual_description: 'ID de entidade, URL de início de sessão e certificado de assinatura.',
      metadata_url: 'URL de metadados',
      metadata_url_hint: 'Um URL https que responde com os metadados SAML do fornecedor de identidade.',
      metadata: 'XML de metadados',
      metadata_hint: 'Os metadados SAML 2.0 do fornecedor (um EntityDescriptor com um IDPSSODescriptor).',
      upload: 'Carregar um ficheiro de metadados',
      file_too_large: 'O ficheiro tem mais de 200 KB; não é um documento de metadados.',
      entity_id: 'ID de entidade do fornecedor de identidade',
      entity_id_hint: 'O emissor indicado nas asserções.',
      sign_in_endpoint: 'URL de início de sessão',
      sign_in_endpoint_hint: 'O serviço de início de sessão único (binding HTTP-Redirect).',
      certificate: 'Certificado de assinatura',
      certificate_hint: 'O certificado X.509 que assina as asserções, em PEM ou base64.',
      email_attribute: 'Atributo de e-mail',
      email_attribute_hint:
        'O atributo SAML com o e-mail. Em branco: os nomes habituais (email, mail, o URI de claims).',
      name_attribute: 'Atributo de nome',
      name_attribute_hint: 'O atributo SAML com o nome a apresentar. Em branco: os nomes habituais.',
      sp_title: 'Fornecedor de serviços (Gatehouse)',
      sp_description:
        'Copie estes valores para o fornecedor de identidade, ou dê-lhe os metadados pelo URL ou como ficheiro.',
      sp_entity_id: 'ID de entidade (audiência)',
      sp_acs_url: 'URL do Assertion Consumer Service',
      sp_metadata_url: 'URL de metadados',
      sp_download: 'Transferir o XML de metadados',
      sp_certificate: 'Certificado de cifragem (opcional)',
      rotate: 'Rodar a chave de cifragem',
      rotate_title: 'Rodar a chave de cifragem?',
      rotate_description:
        'São criados um novo par de chaves e um certificado, e os metadados mostram logo o novo certificado: entregue-o ao fornecedor de identidade. As asserções cifradas com o certificado atual continuam a ser decifradas durante 7 dias.',
      rotated: 'Chave de cifragem rodada',
      previous_key_until: 'As asserções cifradas com o certificado anterior são decifradas até {{date}}.',
    },
    test: {
      title: 'Testar ligação',
      description:
        'Inicie sessão no fornecedor de identidade numa janela pop-up para verificar a ligação e ver as declarações enviadas. Não é criado nenhum utilizador nem sessão.',
      start: 'Testar ligação',
      not_configured: 'Conclua as definições da ligação para as testar.',
      waiting: 'A aguardar o início de sessão na janela pop-up…',
      popup_blocked: 'A janela pop-up foi bloqueada.',
      open_link: 'Abrir o início de sessão',
      expired: 'O teste expirou ou já foi utilizado. Inicie um novo.',
      succeeded: 'A ligação funciona',
      failed: 'O teste de ligação falhou',
      code: 'Código de erro: {{code}}',
      profile: 'Perfil que um início de sessão usaria',
      claims: 'Declarações recebidas',
      attributes: 'Atributos recebidos',
    },
    idp_initiated: {
      title: 'Início de sessão iniciado pelo IdP',
      description:
        'Permite começar no portal de aplicações do fornecedor de identidade: o fornecedor envia um início de sessão que o Gatehouse não pediu e a pessoa chega à aplicação escolhida aqui.',
      enabled: 'Aceitar inícios de sessão iniciados pelo IdP',
      enabled_description: 'Desativado, uma resposta que o Gatehouse não pediu é recusada.',
      application: 'Aplicação predefinida',
      choose_app: 'Escolha uma aplicação',
      app_not_eligible:
        'Esta aplicação não pode receber inícios de sessão iniciados pelo IdP: escolha uma aplicação web tradicional com este URI de redirecionamento ou desative «Iniciar a autorização».',
      redirect_uri: 'URI de redirecionamento',
      choose_redirect_uri: 'Escolha um URI de redirecionamento',
      auto_send: 'Iniciar a autorização',
      auto_send_description:
        'O Gatehouse leva a pessoa diretamente a uma autorização da aplicação, que recebe um código normal (só aplicações web tradicionais). Desativado, a pessoa volta ao URI de redirecionamento e a aplicação inicia o seu próprio início de sessão.',
      scope: 'Âmbitos',
      extra_params: 'Parâmetros de autorização adicionais',
      extra_params_hint:
        'Um nome=valor por linha, nomes em minúsculas; os parâmetros do próprio fluxo não podem ser substituídos.',
      no_app_title: 'Nenhuma aplicação de destino',
      no_app_description:
        'O início de sessão iniciado pelo IdP precisa de uma das suas aplicações com URI de redirecionamento.',
      create_app: 'Criar uma aplicação',
    },
    guide: {
      title: 'Guia de configuração',
      description: 'O que fazer no {{provider}}: registar lá o Gatehouse e depois colar os valores aqui.',
      values_after_create: 'Os valores a copiar aparecem aqui quando o conector for criado.',
      OIDC: {
        app: 'No seu fornecedor de identidade, crie uma aplicação web OpenID Connect (fluxo de código de autorização).',
        redirect: 'Registe nela este URI de redirecionamento:',
        paste: 'Copie o URL do emissor, o ID de cliente e o segredo de cliente para as definições de ligação.',
        test: 'Guarde e depois execute um teste de ligação.',
      },
      SAML: {
        app: 'No seu fornecedor de identidade, crie uma aplicação SAML 2.0.',
        sp: 'Indique estes valores do fornecedor de serviços, ou apenas o URL de metadados:',
        attributes: 'Envie o endereço de email na asserção (e o nome, se quiser).',
        paste: 'Cole o URL ou o XML dos metadados nas definições de ligação, guarde e execute um teste de ligação.',
      },
      AzureAD: {
        app: 'No centro de administração do Microsoft Entra, abra Aplicações empresariais › Nova aplicação › Criar a sua própria aplicação.',
        sp: 'Em Início de sessão único, escolha SAML e defina o Identificador (ID da entidade) e o URL de resposta (URL do ACS):',
        assign: 'Atribua os utilizadores ou grupos que podem iniciar sessão.',
        paste:
          'Copie o URL de metadados de federação da aplicação para as definições de ligação, guarde e execute um teste de ligação.',
      },
      AzureAdOidc: {
        app: 'No centro de administração do Microsoft Entra, abra Registos de aplicações › Novo registo.',
        redirect: 'Adicione uma plataforma Web com este URI de redirecionamento:',
        secret: 'Em Certificados e segredos, crie um segredo de cliente.',
        paste:
          'Copie o ID da aplicação (cliente), o segredo e o emissor https://login.microsoftonline.com/<ID do inquilino>/v2.0 para as definições de ligação, guarde e execute um teste de ligação.',
      },
      GoogleWorkspace: {
        consent: 'Na consola Google Cloud da sua organização, defina o ecrã de consentimento OAuth como Interno.',
        redirect: 'Crie um ID de cliente OAuth do tipo Aplicação Web com este URI de redirecionamento autorizado:',
        paste:
          'Copie o ID de cliente e o segredo de cliente para as definições de ligação, guarde e execute um teste de ligação.',
      },
      Okta: {
        app: 'Na consola de administração do Okta, abra Applications › Create App Integration › OIDC › Web Application.',
        redirect: 'Adicione este URI de redirecionamento de início de sessão:',
        assign: 'Atribua as pessoas ou grupos que podem iniciar sessão.',
        paste:
          'Copie o seu domínio Okta (como emissor), o ID de cliente e o segredo de cliente para as definições de ligação, guarde e execute um teste de ligação.',
      },
    },
  },
} satisfies Translated<typeof en, 'pt-PT'>;
