import type { Translated } from '../../plurals';
import type en from './en';

export default {
  enterprise_sso: {
    title: 'SSO corporativo',
    subtitle:
      'Os funcionários de uma empresa entram pelo próprio provedor de identidade: digitar um endereço de um dos domínios de e-mail dela leva até lá.',
    add: 'Adicionar conector corporativo',
    table_caption: 'Conectores de SSO corporativo',
    name: 'Nome',
    provider: 'Provedor',
    domains: 'Domínios de e-mail',
    no_domains: 'Nenhum ainda',
    empty_title: 'Nenhum conector corporativo ainda',
    empty_description:
      'Conecte o provedor de identidade de uma empresa que você atende (Okta, Entra ID, Google Workspace ou qualquer provedor OpenID Connect).',
    pick_title: 'Escolha o provedor de identidade',
    pick_description: 'O conector faz as pessoas entrarem por este provedor; as configurações vêm a seguir.',
    coming_soon: 'Em breve',
    providers: {
      OIDC: { name: 'OpenID Connect', description: 'Qualquer provedor de identidade que fale OpenID Connect.' },
      SAML: { name: 'SAML', description: 'Qualquer provedor de identidade que fale SAML 2.0.' },
      AzureAD: { name: 'Microsoft Entra ID (SAML)', description: 'Entra ID, antigo Azure AD, via SAML 2.0.' },
      AzureAdOidc: {
        name: 'Microsoft Entra ID (OIDC)',
        description: 'Entra ID, antigo Azure AD, via OpenID Connect.',
      },
      GoogleWorkspace: { name: 'Google Workspace', description: 'As contas de uma organização do Google Workspace.' },
      Okta: { name: 'Okta', description: 'As contas de uma organização Okta, via OpenID Connect.' },
    },
    create_title: 'Adicionar um conector {{provider}}',
    create_subtitle:
      'Primeiro dê um nome ao conector. A aba Conexão dele mostra em seguida o URI de redirecionamento a registrar no provedor de identidade, ao lado das configurações a copiar de lá.',
    create: 'Criar conector',
    created: '{{name}} foi criado.',
    connector_name: 'Nome do conector',
    connector_name_hint: 'Para você e sua equipe; quem entra vê o nome de exibição da aba Experiência.',
    fields: {
      issuer: 'Emissor (issuer)',
      issuer_hint: 'A URL do provedor de identidade; o documento de descoberta é lido a partir dela.',
      clientId: 'ID do cliente',
      clientSecret: 'Segredo do cliente',
      scope: 'Escopos',
      scope_hint: 'Separados por espaços, com openid. Em branco: openid profile email.',
    },
    not_configured: 'Não configurado',
    not_configured_notice:
      'Este conector ainda não tem configurações de conexão, então as páginas de login não o oferecem. Registre o URI de redirecionamento abaixo no provedor de identidade e depois preencha e salve as configurações que ele fornecer.',
    redirect_title: 'URI de redirecionamento',
    redirect_description:
      'Registre este URI no provedor de identidade como o endereço para onde ele manda as pessoas de volta.',
    redirect_uri: 'URI de redirecionamento',
    details_tabs: 'Seções do conector de SSO corporativo',
    tab_connection: 'Conexão',
    tab_experience: 'Experiência',
    connector_id: 'ID do conector',
    general_title: 'Conector',
    general_description: 'Como o conector se chama neste console.',
    connection_title: 'Conexão',
    connection_description: 'O provedor de identidade e o aplicativo registrado nele.',
    branding_title: 'Botão de login',
    branding_description: 'O que as páginas de login mostram para este conector.',
    display_name: 'Nome de exibição',
    logo: 'URL do logotipo',
    dark_logo: 'URL do logotipo para o modo escuro',
    domains_title: 'Domínios de e-mail',
    domains_description:
      'Endereços destes domínios entram por este conector. Um domínio pertence a um único conector do tenant.',
    free_domain_warning:
      '{{domain}} é um domínio de e-mail gratuito: qualquer pessoa com um endereço assim seria levada ao provedor de identidade desta empresa.',
    domain_in_use: 'Outro conector corporativo já é dono de {{domain}}.',
    sync_profile: 'Sincronizar o perfil a cada login',
    sync_profile_description:
      'Nome, foto e e-mail são atualizados a partir do provedor de identidade toda vez; caso contrário, só no primeiro login.',
    danger_title: 'Excluir o conector',
    delete_description:
      'Quem entrava por {{name}} não poderá mais; as contas permanecem. Os domínios dele ficam livres.',
    delete: 'Excluir conector',
    remove_title: 'Excluir {{name}}?',
    remove_message: 'O conector, seus domínios e os vínculos de usuários e organizações com ele são excluídos.',
    deleted: '{{name}} foi excluído.',
  },
} satisfies Translated<typeof en, 'pt-BR'>;
