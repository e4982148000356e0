import type { ErrorCode } from '@gatehouse/schemas/errors';

const ptBR: Record<ErrorCode, string> = {
  'request.internal_error': 'Erro interno do servidor.',
  'request.invalid_json': 'O corpo da requisição não é um JSON válido.',
  'request.invalid_characters':
    'A requisição contém texto que não pode ser salvo: um caractere NUL, um par substituto incompleto ou uma codificação percentual malformada.',
  'request.headers_too_large': 'Os cabeçalhos da requisição são grandes demais.',
  'request.malformed': 'A requisição não é HTTP válido.',
  'request.payload_too_large': 'O corpo da requisição é grande demais.',
  'request.unsupported_media_type': 'O corpo da requisição deve ser JSON (Content-Type: application/json).',
  'route.not_found': 'Nenhuma rota da API corresponde a este método e caminho.',
  'guard.invalid_input': 'A requisição é inválida.',
  'guard.invalid_pagination': 'Paginação inválida: page deve ser 1 ou maior e page_size deve estar entre 1 e 100.',
  'auth.unauthorized': 'Autenticação obrigatória: envie um token de acesso bearer válido.',
  'auth.forbidden': 'Permissões insuficientes.',
  'tenant.not_found': 'O locatário não existe.',
  'tenant.built_in': 'Os locatários integrados não podem ser alterados desta forma.',
  'tenant.region_not_served': 'Esta implantação não atende essa região.',
  'tenant.insufficient_scope': 'Sua função neste locatário não permite isso.',
  'tenant_member.last_admin':
    'O último administrador do locatário não pode ser removido nem perder a função de administrador.',
  'subscription.quota_exceeded': 'Limite da cota excedido.',
  'tenant_member.not_found': 'O usuário não é membro deste locatário.',
  'tenant_invitation.invitees_refused':
    'Nenhum convite foi enviado: alguns dos endereços de e-mail não podem ser convidados.',
  'status.database_unavailable': 'O banco de dados não está respondendo.',
  'entity.unique_integrity_violation': 'Já existe uma entidade com o mesmo valor único.',
  'application.not_found': 'O aplicativo não existe.',
  'application.invalid_redirect_uri': 'Um URI de redirecionamento não é válido para este tipo de aplicativo.',
  'application.secrets_not_supported': 'Este tipo de aplicativo é público e não possui segredos.',
  'application.secret_not_found': 'O segredo do aplicativo não existe.',
  'application.secret_name_exists': 'O aplicativo já possui um segredo com este nome.',
  'application.roles_not_supported': 'Somente aplicativos máquina a máquina podem receber funções.',
  'application.role_type_mismatch': 'Somente funções máquina a máquina podem ser atribuídas a um aplicativo.',
  'application.protected_application_not_supported': 'Este tipo de aplicativo ainda não pode ser criado.',
  'application.read_only': 'Este aplicativo é gerenciado pelo Gatehouse e não pode ser alterado nem excluído.',
  'application.third_party_only': 'Somente aplicativos de terceiros têm esta configuração.',
  'role.not_found': 'A função não existe.',
  'request.too_many_requests': 'Muitas requisições. Aguarde um momento e tente novamente.',
  'password_rejected.too_short': 'A senha é muito curta.',
  'password_rejected.too_long': 'A senha é muito longa.',
  'password_rejected.unsupported_characters': 'A senha contém caracteres não permitidos.',
  'password_rejected.character_types':
    'A senha precisa de mais tipos de caracteres (letras minúsculas, letras maiúsculas, números, símbolos).',
  'password_rejected.pwned': 'Esta senha apareceu em um vazamento de dados. Escolha outra.',
  'password_rejected.restricted.repetition': 'A senha repete o mesmo caractere vezes demais.',
  'password_rejected.restricted.sequence': 'A senha contém uma sequência fácil, como "abc" ou "123".',
  'password_rejected.restricted.words': 'A senha contém uma palavra não permitida.',
  'password_rejected.restricted.user_info': 'A senha contém suas informações pessoais, como seu nome ou e-mail.',
  'session.interaction_not_found': 'A sessão de login não foi encontrada ou expirou. Comece novamente pelo aplicativo.',
  'session.interaction_event_required': 'Primeiro, inicie o login, o cadastro ou a redefinição de senha.',
  'session.verification_not_found': 'A verificação não foi encontrada ou expirou. Faça a verificação novamente.',
  'session.not_identified': 'A conta ainda não foi identificada.',
  'session.invalid_credentials': 'A conta ou a senha está incorreta.',
  'session.sso_required': 'Este e-mail entra pelo login único da sua organização.',
  'session.too_many_attempts': 'Muitas tentativas sem sucesso. Tente novamente mais tarde.',
  'session.sign_in_method_not_enabled': 'Este método de login não está ativado.',
  'session.sign_in_disabled': 'Não é possível fazer login aqui; em vez disso, crie uma conta.',
  'session.registration_disabled': 'Não é possível criar uma conta aqui.',
  'session.missing_profile': 'Mais informações são necessárias para concluir.',
  'session.capability_not_available': 'Esta forma de login ainda não está disponível.',
  'session.consent_required': 'Seu consentimento é necessário para continuar.',
  'user.not_found': 'O usuário não existe.',
  'user.suspended': 'Esta conta está suspensa.',
  'user.username_already_in_use': 'Este nome de usuário já está em uso.',
  'user.email_already_in_use': 'Este endereço de e-mail já está em uso.',
  'user.phone_already_in_use': 'Este número de telefone já está em uso.',
  'user.invalid_username':
    'O nome de usuário deve começar com uma letra ou um sublinhado e conter apenas letras, números e sublinhados.',
  'user.invalid_email': 'O endereço de e-mail não é válido.',
  'user.invalid_phone': 'O número de telefone não é válido: use apenas números, incluindo o código do país.',
  'user.identity_not_found': 'O usuário não tem nenhuma identidade vinculada a este conector.',
  'user.invalid_password_digest': 'O hash da senha não corresponde ao formato do seu algoritmo.',
  'sign_in_experience.invalid_configuration': 'As configurações da experiência de login são inconsistentes.',
  'sign_in_experience.mfa_factor_needs_connector':
    'Códigos por e-mail ou SMS como segundo fator precisam de um conector de e-mail ou SMS ativado.',
  'log.not_found': 'A entrada de log não existe.',
  'resource.not_found': 'O recurso de API não existe.',
  'resource.indicator_in_use': 'Outro recurso de API já usa este indicador.',
  'resource.invalid_indicator':
    'O identificador da API deve ser um URI absoluto sem fragmento, como https://api.example.com.',
  'resource.read_only': 'Este recurso de API é gerenciado pelo Gatehouse e não pode ser alterado nem excluído.',
  'scope.not_found': 'A permissão não existe.',
  'scope.name_in_use': 'Este recurso de API já possui uma permissão com este nome.',
  'scope.invalid_name': 'O nome de uma permissão não pode ficar vazio nem conter espaços.',
  'role.name_in_use': 'Já existe outra função com este nome.',
  'role.type_mismatch':
    'Esta função é de outro tipo: funções de usuário são atribuídas a usuários, e funções máquina a máquina, a aplicativos máquina a máquina.',
  'role.read_only': 'Esta função é gerenciada pelo Gatehouse e não pode ser alterada nem excluída.',
  'organization.not_found': 'A organização não existe.',
  'organization.member_not_found': 'O usuário ou aplicativo não é membro desta organização.',
  'organization.require_membership':
    'Somente membros da organização podem receber suas funções: adicione-os primeiro como membros.',
  'organization.machine_to_machine_only': 'Somente aplicativos máquina a máquina podem entrar em uma organização.',
  'organization_role.not_found': 'A função de organização não existe.',
  'organization_role.name_in_use': 'Já existe outra função de organização com este nome.',
  'organization_role.type_mismatch':
    'Esta função de organização é de outro tipo: funções de usuário são para membros, e as máquina a máquina, para aplicativos.',
  'organization_scope.not_found': 'A permissão de organização não existe.',
  'organization_scope.name_in_use': 'Já existe outra permissão de organização com este nome.',
  'organization_jit.email_domain_not_found':
    'Este domínio de e-mail não está na lista de provisionamento just-in-time da organização.',
  'organization_invitation.not_found': 'O convite não existe.',
  'organization_invitation.invitee_is_member': 'Este endereço de e-mail já pertence a um membro da organização.',
  'organization_invitation.pending_exists': 'Este endereço de e-mail já tem um convite pendente para a organização.',
  'organization_invitation.invalid_expiry': 'A data de expiração deve estar no futuro.',
  'organization_invitation.invalid_status': 'O convite não está mais pendente: foi aceito, revogado ou expirou.',
  'organization_invitation.email_mismatch':
    'O convite foi enviado para um endereço de e-mail diferente do e-mail principal do usuário.',
  'organization_invitation.no_email_connector':
    'Nenhum conector de e-mail está configurado, então nenhum e-mail foi enviado: entregue você mesmo o link do convite (ele está nos dados deste erro e no convite).',
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
  'verification_code.not_found':
    'Nenhum código de verificação foi enviado para este endereço, ou ele foi substituído por um mais recente.',
  'verification_code.expired': 'O código de verificação expirou; peça um novo.',
  'verification_code.code_mismatch': 'O código de verificação está errado.',
  'verification_code.exceed_max_try': 'Tentativas erradas demais: este código não funciona mais. Peça um novo.',
  'verification_code.too_soon': 'Um código acabou de ser enviado; aguarde antes de pedir outro.',
  'verification_code.no_connector':
    'Nenhum conector de e-mail ou SMS ativado pode entregar o código: configure um em Conectores.',
  'email_template.not_found': 'O modelo de e-mail não existe.',
  'custom_phrase.not_found': 'Não existem frases personalizadas para este idioma.',
  'custom_phrase.invalid_language_tag': 'Esta não é uma das tags de idioma compatíveis.',
  'custom_phrase.unknown_keys': 'Algumas chaves não são frases das páginas de login.',
  'custom_phrase.fallback_language_in_use':
    'Este idioma é o idioma reserva da experiência de login: escolha outro idioma reserva antes de excluir as frases dele.',
  'session.identifier_not_verified':
    'Este e-mail ou telefone precisa ser verificado com um código antes de criar uma conta.',
  'session.invalid_connector_state':
    'O login não foi iniciado aqui, ou o provedor devolveu outro state: comece de novo.',
  'one_time_token.not_found': 'Nenhum token de uso único corresponde.',
  'one_time_token.expired': 'Este link expirou: peça um novo.',
  'one_time_token.consumed': 'Este link já foi usado: cada um funciona uma vez.',
  'one_time_token.revoked': 'Este link foi revogado.',
  'one_time_token.not_active': 'Só um token de uso único ativo pode ser revogado.',
  'one_time_token.no_email_connector':
    'Nenhum conector de e-mail está configurado, então o link não pode ser enviado por e-mail: configure um ou entregue o link você mesmo.',
  'guard.file_size': 'O arquivo é maior que o limite de envio de 20 MB.',
  'guard.mime_type_not_allowed':
    'Este tipo de arquivo não pode ser enviado. Permitidos: JPEG, PNG, GIF, ICO, SVG, TIFF, WebP, BMP e ZIP.',
  'guard.file_type_mismatch': 'O conteúdo do arquivo não é do tipo que ele declara.',
  'guard.file_missing': 'Nenhum arquivo foi enviado: envie-o no campo multipart/form-data “file”.',
  'guard.too_many_files': 'Envie exatamente um arquivo por envio.',
  'request.multipart_required': 'O corpo da requisição deve ser multipart/form-data.',
  'storage.not_configured': 'Os envios de arquivos não estão configurados neste servidor.',
  'storage.unavailable': 'O armazenamento de arquivos não está respondendo; tente novamente mais tarde.',
  'custom_ui.invalid_zip': 'O arquivo não é um arquivo ZIP válido.',
  'custom_ui.missing_index': 'O arquivo ZIP não tem um index.html na raiz.',
  'custom_ui.unsafe_path':
    'Uma entrada do arquivo ZIP tem um caminho inseguro (absoluto, “..”, uma unidade ou uma barra invertida) ou é um link.',
  'custom_ui.too_large': 'O arquivo ZIP descompactado passa de 100 MB, ou um de seus arquivos passa de 20 MB.',
  'custom_ui.too_many_files': 'O arquivo ZIP contém mais de 1.000 arquivos.',
  'custom_ui.unknown_asset': 'Nenhuma interface personalizada enviada tem este id.',
  'account_center.not_enabled':
    'A central da conta está desativada para este locatário: a API de conta não está disponível.',
  'account_center.field_not_enabled': 'Este campo da conta está desativado na central da conta.',
  'account_center.field_read_only': 'Este campo da conta é somente leitura na central da conta.',
  'account_center.identity_not_verified':
    'Verifique sua identidade primeiro: envie o ID de um registro de verificação recente no cabeçalho logto-verification-id.',
  'account_center.last_identifier':
    'A conta ficaria sem forma de entrar: mantenha um nome de usuário, um e-mail, um número de telefone ou uma conta social.',
  'verification_record.invalid':
    'O registro de verificação é desconhecido, expirou, já foi usado ou é de outro endereço.',
  'jwt_customizer.not_found': 'Não existe um script JWT personalizado para este tipo de token.',
  'jwt_customizer.script_invalid':
    'O script não pode ser usado: não é analisável, falha ao carregar ou não define getCustomJwtClaims.',
  'jwt_customizer.script_failed':
    'O script não retornou claims: negou o acesso, lançou um erro ou excedeu o limite de tempo ou de memória.',
  'signing_key.not_found': 'Esta chave não existe.',
  'signing_key.current_key':
    'A chave atual assina os novos tokens e não pode ser excluída: faça a rotação primeiro e depois exclua a chave anterior.',
  'hook.not_found': 'Nenhum webhook tem este id.',
  'hook_log.not_found': 'Esta requisição não está nos logs do webhook.',
  'hook.insecure_url': 'A URL do webhook deve usar https://.',
  'hook.private_address':
    'A URL do webhook aponta para um endereço privado, de loopback ou link-local, que os webhooks não podem alcançar.',
  'user.totp_already_in_use': 'O usuário já tem um aplicativo autenticador (TOTP); remova-o primeiro.',
  'user.mfa_verification_derived': 'Este fator vem do e-mail ou do telefone do usuário: remova-os para removê-lo.',
  'user.mfa_verification_not_found': 'O fator de MFA não foi encontrado.',
  'user.backup_code_needs_factor': 'Configure um app autenticador (TOTP) antes dos códigos de backup.',
  'session.mfa.invalid_code': 'O código está incorreto ou já foi usado.',
  'session.mfa.factor_not_enabled': 'Este fator de verificação não está ativado.',
  'session.mfa.no_identifier_for_factor':
    'Esta conta não tem endereço de e-mail nem número de telefone para receber um código.',
  'session.mfa.identifier_already_bound': 'Esta conta já tem um endereço desse tipo: os códigos são enviados para ele.',
  'session.mfa.require_mfa_verification': 'Confirme sua identidade com um segundo fator para continuar.',
  'session.mfa.mfa_enrollment_required': 'Configure um segundo fator para continuar.',
  'session.mfa.skip_not_allowed': 'Esta etapa não pode ser pulada.',
  'session.mfa.pending_secret_not_found': 'Crie primeiro um segredo do autenticador.',
  'session.mfa.webauthn_verification_failed':
    'Não foi possível verificar a resposta da chave de segurança ou passkey (outro desafio, origem ou site). Tente novamente.',
  'session.mfa.webauthn_credential_not_found':
    'Esta chave de segurança ou passkey não está registrada para esta conta.',
  'user.webauthn_credential_in_use': 'Esta chave de segurança ou passkey já está registrada.',
  'captcha_provider.not_found': 'Nenhum provedor de CAPTCHA está configurado.',
  'session.captcha_required': 'Conclua primeiro a verificação CAPTCHA.',
  'session.captcha_failed': 'A verificação CAPTCHA falhou; tente novamente.',
  'email_blocklist.email_not_allowed': 'E-mails deste domínio não são permitidos aqui: use outro endereço.',
  'email_blocklist.subaddressing_not_allowed':
    'Endereços com uma marcação “+” não são permitidos aqui: use o endereço sem ela.',
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
  'application.saml_use_saml_applications': 'Aplicativos SAML são criados com POST /api/saml-applications.',
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
