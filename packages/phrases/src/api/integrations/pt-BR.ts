import type { IntegrationErrorCode } from './codes';

const ptBR: Record<IntegrationErrorCode, string> = {
  'connector.not_found': 'O conector não existe.',
  'connector.factory_not_found': 'Nenhum conector integrado tem este id.',
  'connector.type_in_use':
    'O locatário já tem um conector deste tipo (no máximo um de e-mail e um de SMS): altere-o ou remova-o primeiro.',
  'connector.target_in_use': 'Já existe um conector social para este provedor de identidade.',
  'connector.general': 'O conector falhou.',
  'connector.invalid_metadata': 'Os metadados do conector não são válidos.',
  'connector.unexpected_type': 'Este conector não é do tipo que esta solicitação precisa.',
  'connector.invalid_config_guard': 'O formulário de configuração do conector não corresponde ao seu esquema.',
  'connector.invalid_request_parameters': 'A solicitação ao conector tem parâmetros inválidos.',
  'connector.insufficient_request_parameters': 'Faltam parâmetros na solicitação ao conector.',
  'connector.invalid_config': 'A configuração do conector não é válida.',
  'connector.invalid_certificate': 'O certificado não é válido.',
  'connector.invalid_response': 'O provedor recusou a solicitação; a resposta dele está nos dados deste erro.',
  'connector.template_not_found': 'Não existe um modelo para este tipo de mensagem.',
  'connector.template_not_supported': 'O conector não oferece suporte a este tipo de mensagem.',
  'connector.rate_limit_exceeded':
    'O provedor está recusando solicitações por enquanto porque muitas foram enviadas; tente novamente mais tarde.',
  'connector.not_implemented': 'O conector não pode fazer isso.',
  'connector.social_auth_code_invalid': 'O provedor de identidade recusou o código de autorização.',
  'connector.social_invalid_access_token': 'O provedor de identidade recusou o token de acesso.',
  'connector.social_invalid_id_token':
    'O token de ID do provedor de identidade não é válido (assinatura, emissor, público, validade ou nonce).',
  'connector.authorization_failed': 'O provedor de identidade não autorizou o login.',
  'sso_connector.not_found': 'O conector SSO não existe.',
  'sso_connector.provider_not_available': 'Este provedor SSO ainda não está disponível nesta versão.',
  'sso_connector.invalid_config': 'A configuração do conector SSO não é válida para o seu provedor.',
  'sso_connector.not_configured': 'Este conector SSO ainda não está configurado: ninguém pode entrar por ele.',
  'sso_connector.discovery_failed':
    'Não foi possível ler o documento de descoberta OpenID Connect do provedor de identidade: verifique o emissor.',
  'sso_connector.domain_in_use': 'Outro conector SSO já é dono deste domínio de e-mail.',
  'sso_connector.name_in_use': 'Outro conector SSO já tem este nome.',
  'sso_connector.identity_not_found': 'O usuário não tem identidade neste conector SSO.',
  'sso_connector.identity_linked_to_another_user': 'Esta identidade SSO já está vinculada a outro usuário.',
  'sso_connector.email_required':
    'O provedor de identidade não enviou um endereço de e-mail, necessário para o SSO corporativo.',
  'sso_connector.saml_metadata_unreachable':
    'A URL de metadados SAML do provedor de identidade não retornou metadados: verifique a URL.',
  'sso_connector.saml_invalid_metadata':
    'Este XML não são metadados SAML de um provedor de identidade (um IDPSSODescriptor com endpoint de login e certificado de assinatura).',
  'sso_connector.saml_invalid_certificate':
    'O certificado do provedor de identidade não é um certificado X.509 válido.',
  'sso_connector.saml_invalid_response': 'Não foi possível ler a resposta SAML.',
  'sso_connector.saml_invalid_signature': 'A asserção SAML não está assinada pelo provedor de identidade.',
  'sso_connector.saml_assertion_expired': 'A asserção SAML expirou ou ainda não é válida.',
  'sso_connector.saml_assertion_replayed': 'Esta asserção SAML já foi usada.',
  'sso_connector.saml_audience_mismatch': 'A asserção SAML é destinada a outro provedor de serviços.',
  'sso_connector.saml_recipient_mismatch': 'A resposta SAML foi enviada para um endereço diferente deste conector.',
  'sso_connector.saml_unknown_request': 'A resposta SAML não corresponde a nenhuma solicitação de login iniciada aqui.',
  'sso_connector.test_session_not_found':
    'Este teste de conexão não existe, expirou ou já foi usado. Inicie um novo teste.',
  'saml_application.not_found': 'O aplicativo SAML não existe.',
  'saml_application.invalid_certificate': 'O certificado do provedor de serviços não é um certificado X.509 válido.',
  'saml_application.encryption_requirements':
    'Criptografar as asserções exige criptografar e depois assinar, e o certificado do provedor de serviços.',
  'saml_application.secret_not_found': 'O certificado de assinatura não existe.',
  'saml_application.active_secret_undeletable':
    'O certificado de assinatura ativo não pode ser excluído. Ative outro primeiro.',
  'saml_application.active_secret_required':
    'Um certificado de assinatura deve continuar ativo. Ative outro em vez disso.',
  'saml_application.no_active_secret': 'O aplicativo SAML não tem certificado de assinatura ativo.',
  'saml_application.secret_expired': 'Este certificado expirou: não pode ser ativado. Crie um novo.',
  'saml_application.active_secret_expired':
    'O certificado de assinatura ativo do aplicativo expirou, então nenhum login é respondido. Um administrador precisa ativar um certificado válido.',
  'saml_application.invalid_request': 'A solicitação SAML não é um AuthnRequest válido.',
  'saml_application.issuer_mismatch':
    'A solicitação SAML vem de um provedor de serviços diferente do ID de entidade deste aplicativo.',
  'saml_application.acs_url_mismatch':
    'A solicitação SAML pede uma URL de Assertion Consumer Service diferente da configurada.',
  'saml_application.request_not_found': 'Este login SAML não foi iniciado aqui, expirou ou já foi concluído.',
  'saml_application.sign_in_failed': 'O login no aplicativo SAML não foi concluído.',
  'saml_application.email_required': 'O usuário não tem endereço de e-mail, que este aplicativo SAML usa como NameID.',
  'saml_application.request_signing_requirements':
    'Um aplicativo SAML que exige solicitações assinadas precisa do certificado de assinatura do provedor de serviços.',
  'saml_application.request_signature_required':
    'Este aplicativo SAML aceita apenas solicitações assinadas: a solicitação não tem assinatura.',
  'saml_application.invalid_request_signature':
    'A assinatura da solicitação SAML está incompleta, usa um algoritmo sem suporte ou não corresponde ao certificado do provedor de serviços.',
  'sso_connector.idp_initiated_config_not_found': 'O conector SSO não tem configuração de login iniciado pelo IdP.',
  'sso_connector.idp_initiated_not_supported': 'O login iniciado pelo IdP é só para conectores SAML.',
  'sso_connector.idp_initiated_app_not_eligible': 'Este aplicativo não pode receber logins iniciados pelo IdP.',
};

export default ptBR;
