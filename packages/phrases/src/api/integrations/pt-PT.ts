import type { IntegrationErrorCode } from './codes';

const ptPT: Record<IntegrationErrorCode, string> = {
  'connector.not_found': 'O conector não existe.',
  'connector.factory_not_found': 'Nenhum conector integrado tem este id.',
  'connector.type_in_use':
    'O inquilino já tem um conector deste tipo (no máximo um de e-mail e um de SMS): altere-o ou remova-o primeiro.',
  'connector.target_in_use': 'Já existe um conector social para este fornecedor de identidade.',
  'connector.general': 'O conector falhou.',
  'connector.invalid_metadata': 'Os metadados do conector não são válidos.',
  'connector.unexpected_type': 'Este conector não é do tipo de que este pedido precisa.',
  'connector.invalid_config_guard': 'O formulário de configuração do conector não corresponde ao seu esquema.',
  'connector.invalid_request_parameters': 'O pedido ao conector tem parâmetros inválidos.',
  'connector.insufficient_request_parameters': 'Faltam parâmetros no pedido ao conector.',
  'connector.invalid_config': 'A configuração do conector não é válida.',
  'connector.invalid_certificate': 'O certificado não é válido.',
  'connector.invalid_response': 'O fornecedor recusou o pedido; a resposta dele está nos dados deste erro.',
  'connector.template_not_found': 'Não existe um modelo para este tipo de mensagem.',
  'connector.template_not_supported': 'O conector não suporta este tipo de mensagem.',
  'connector.rate_limit_exceeded':
    'O fornecedor está a recusar pedidos por agora porque foram enviados demasiados; tente mais tarde.',
  'connector.not_implemented': 'O conector não pode fazer isto.',
  'connector.social_auth_code_invalid': 'O fornecedor de identidade recusou o código de autorização.',
  'connector.social_invalid_access_token': 'O fornecedor de identidade recusou o token de acesso.',
  'connector.social_invalid_id_token':
    'O token de ID do fornecedor de identidade não é válido (assinatura, emissor, audiência, validade ou nonce).',
  'connector.authorization_failed': 'O fornecedor de identidade não autorizou o início de sessão.',
  'sso_connector.not_found': 'O conector SSO não existe.',
  'sso_connector.provider_not_available': 'Este fornecedor SSO ainda não está disponível nesta versão.',
  'sso_connector.invalid_config': 'A configuração do conector SSO não é válida para o respetivo fornecedor.',
  'sso_connector.not_configured':
    'Este conector SSO ainda não está configurado: ninguém pode iniciar sessão através dele.',
  'sso_connector.discovery_failed':
    'Não foi possível ler o documento de descoberta OpenID Connect do fornecedor de identidade: verifique o emissor.',
  'sso_connector.domain_in_use': 'Outro conector SSO já detém este domínio de email.',
  'sso_connector.name_in_use': 'Outro conector SSO já tem este nome.',
  'sso_connector.identity_not_found': 'O utilizador não tem identidade neste conector SSO.',
  'sso_connector.identity_linked_to_another_user': 'Esta identidade SSO já está associada a outro utilizador.',
  'sso_connector.email_required':
    'O fornecedor de identidade não enviou um endereço de email, necessário para o SSO empresarial.',
  'sso_connector.saml_metadata_unreachable':
    'O URL de metadados SAML do fornecedor de identidade não devolveu metadados: verifique o URL.',
  'sso_connector.saml_invalid_metadata':
    'Este XML não são metadados SAML de um fornecedor de identidade (um IDPSSODescriptor com ponto de início de sessão e certificado de assinatura).',
  'sso_connector.saml_invalid_certificate':
    'O certificado do fornecedor de identidade não é um certificado X.509 válido.',
  'sso_connector.saml_invalid_response': 'Não foi possível ler a resposta SAML.',
  'sso_connector.saml_invalid_signature': 'A asserção SAML não está assinada pelo fornecedor de identidade.',
  'sso_connector.saml_assertion_expired': 'A asserção SAML expirou ou ainda não é válida.',
  'sso_connector.saml_assertion_replayed': 'Esta asserção SAML já foi utilizada.',
  'sso_connector.saml_audience_mismatch': 'A asserção SAML destina-se a outro fornecedor de serviços.',
  'sso_connector.saml_recipient_mismatch': 'A resposta SAML foi enviada para um endereço diferente deste conector.',
  'sso_connector.saml_unknown_request':
    'A resposta SAML não corresponde a nenhum pedido de início de sessão iniciado aqui.',
  'sso_connector.test_session_not_found':
    'Este teste de ligação não existe, expirou ou já foi utilizado. Inicie um novo teste.',
  'saml_application.not_found': 'A aplicação SAML não existe.',
  'saml_application.invalid_certificate': 'O certificado do fornecedor de serviços não é um certificado X.509 válido.',
  'saml_application.encryption_requirements':
    'Cifrar as asserções exige cifrar e depois assinar, e o certificado do fornecedor de serviços.',
  'saml_application.secret_not_found': 'O certificado de assinatura não existe.',
  'saml_application.active_secret_undeletable':
    'O certificado de assinatura ativo não pode ser eliminado. Ative outro primeiro.',
  'saml_application.active_secret_required':
    'Um certificado de assinatura tem de permanecer ativo. Ative outro em alternativa.',
  'saml_application.no_active_secret': 'A aplicação SAML não tem nenhum certificado de assinatura ativo.',
  'saml_application.secret_expired': 'Este certificado expirou: não pode ser ativado. Crie um novo.',
  'saml_application.active_secret_expired':
    'O certificado de assinatura ativo da aplicação expirou, pelo que nenhum início de sessão é respondido. Um administrador tem de ativar um certificado válido.',
  'saml_application.invalid_request': 'O pedido SAML não é um AuthnRequest válido.',
  'saml_application.issuer_mismatch':
    'O pedido SAML vem de um fornecedor de serviços diferente do ID de entidade desta aplicação.',
  'saml_application.acs_url_mismatch':
    'O pedido SAML pede um URL de Assertion Consumer Service diferente do configurado.',
  'saml_application.request_not_found': 'Este início de sessão SAML não foi iniciado aqui, expirou ou já terminou.',
  'saml_application.sign_in_failed': 'O início de sessão na aplicação SAML não foi concluído.',
  'saml_application.email_required':
    'O utilizador não tem endereço de e-mail, que esta aplicação SAML usa como NameID.',
  'saml_application.request_signing_requirements':
    'Uma aplicação SAML que exige pedidos assinados precisa do certificado de assinatura do fornecedor de serviços.',
  'saml_application.request_signature_required':
    'Esta aplicação SAML só aceita pedidos assinados: o pedido não tem assinatura.',
  'saml_application.invalid_request_signature':
    'A assinatura do pedido SAML está incompleta, usa um algoritmo não suportado ou não corresponde ao certificado do fornecedor de serviços.',
  'sso_connector.idp_initiated_config_not_found':
    'O conector SSO não tem configuração de início de sessão iniciado pelo IdP.',
  'sso_connector.idp_initiated_not_supported': 'O início de sessão iniciado pelo IdP só existe para conectores SAML.',
  'sso_connector.idp_initiated_app_not_eligible':
    'Esta aplicação não pode receber inícios de sessão iniciados pelo IdP.',
};

export default ptPT;
