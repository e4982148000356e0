import type { CoreErrorCode } from './integrations/codes';

const ptPT: Record<CoreErrorCode, string> = {
  'request.internal_error': 'Erro interno do servidor.',
  'request.invalid_json': 'O corpo do pedido não é um JSON válido.',
  'request.invalid_characters':
    'O pedido contém texto que não pode ser guardado: um carácter NUL, um par substituto incompleto ou uma codificação percentual mal formada.',
  'request.headers_too_large': 'Os cabeçalhos do pedido são demasiado grandes.',
  'request.malformed': 'O pedido não é HTTP válido.',
  'request.payload_too_large': 'O corpo do pedido é demasiado grande.',
  'request.unsupported_media_type': 'O corpo do pedido tem de ser JSON (Content-Type: application/json).',
  'route.not_found': 'Nenhuma rota da API corresponde a este método e caminho.',
  'guard.invalid_input': 'O pedido é inválido.',
  'guard.invalid_pagination':
    'Paginação inválida: page tem de ser 1 ou superior e page_size tem de estar entre 1 e 100.',
  'auth.unauthorized': 'É necessária autenticação: envie um token de acesso bearer válido.',
  'auth.forbidden': 'Permissões insuficientes.',
  'tenant.not_found': 'O inquilino não existe.',
  'tenant.built_in': 'Os inquilinos integrados não podem ser alterados desta forma.',
  'tenant.region_not_served': 'Esta implementação não serve essa região.',
  'tenant.insufficient_scope': 'A sua função neste inquilino não o permite.',
  'tenant_member.last_admin':
    'O último administrador do inquilino não pode ser removido nem perder a função de administrador.',
  'subscription.quota_exceeded': 'Limite da quota excedido.',
  'tenant_member.not_found': 'O utilizador não é membro deste inquilino.',
  'tenant_invitation.invitees_refused':
    'Nenhum convite foi enviado: alguns dos endereços de e-mail não podem ser convidados.',
  'status.database_unavailable': 'A base de dados não está a responder.',
  'entity.unique_integrity_violation': 'Já existe uma entidade com o mesmo valor único.',
  'application.not_found': 'A aplicação não existe.',
  'application.invalid_redirect_uri': 'Um URI de redirecionamento não é válido para este tipo de aplicação.',
  'application.secrets_not_supported': 'Este tipo de aplicação é público e não tem segredos.',
  'application.secret_not_found': 'O segredo da aplicação não existe.',
  'application.secret_name_exists': 'A aplicação já tem um segredo com este nome.',
  'application.roles_not_supported': 'Só é possível atribuir funções a aplicações máquina a máquina.',
  'application.role_type_mismatch': 'Só é possível atribuir funções máquina a máquina a uma aplicação.',
  'application.protected_application_not_supported': 'Ainda não é possível criar este tipo de aplicação.',
  'application.read_only': 'Esta aplicação é gerida pelo Gatehouse e não pode ser alterada nem eliminada.',
  'application.third_party_only': 'Apenas as aplicações de terceiros têm esta definição.',
  'role.not_found': 'A função não existe.',
  'request.too_many_requests': 'Demasiados pedidos. Aguarde um momento e tente novamente.',
  'password_rejected.too_short': 'A palavra-passe é demasiado curta.',
  'password_rejected.too_long': 'A palavra-passe é demasiado longa.',
  'password_rejected.unsupported_characters': 'A palavra-passe contém caracteres não permitidos.',
  'password_rejected.character_types':
    'A palavra-passe precisa de mais tipos de caracteres (minúsculas, maiúsculas, algarismos, símbolos).',
  'password_rejected.pwned': 'Esta palavra-passe apareceu numa fuga de dados. Escolha outra.',
  'password_rejected.restricted.repetition': 'A palavra-passe repete o mesmo carácter demasiadas vezes.',
  'password_rejected.restricted.sequence': 'A palavra-passe contém uma sequência fácil, como "abc" ou "123".',
  'password_rejected.restricted.words': 'A palavra-passe contém uma palavra não permitida.',
  'password_rejected.restricted.user_info': 'A palavra-passe contém os seus dados pessoais, como o seu nome ou e-mail.',
  'session.interaction_not_found':
    'O processo de início de sessão não foi encontrado ou expirou. Recomece a partir da aplicação.',
  'session.interaction_event_required':
    'Comece primeiro o início de sessão, o registo ou a reposição da palavra-passe.',
  'session.verification_not_found': 'A verificação não foi encontrada ou expirou. Volte a fazer a verificação.',
  'session.not_identified': 'A conta ainda não foi identificada.',
  'session.invalid_credentials': 'A conta ou a palavra-passe está incorreta.',
  'session.sso_required': 'Este e-mail inicia sessão através do início de sessão único da sua organização.',
  'session.too_many_attempts': 'Demasiadas tentativas falhadas. Tente novamente mais tarde.',
  'session.sign_in_method_not_enabled': 'Este método de início de sessão não está ativado.',
  'session.sign_in_disabled': 'Não é possível iniciar sessão aqui; em vez disso, crie uma conta.',
  'session.registration_disabled': 'Aqui não é possível criar uma conta.',
  'session.missing_profile': 'São necessárias mais informações para concluir.',
  'session.capability_not_available': 'Esta forma de iniciar sessão ainda não está disponível.',
  'session.consent_required': 'É necessário o seu consentimento para continuar.',
  'user.not_found': 'O utilizador não existe.',
  'user.suspended': 'Esta conta está suspensa.',
  'user.username_already_in_use': 'Este nome de utilizador já está a ser utilizado.',
  'user.email_already_in_use': 'Este endereço de e-mail já está a ser utilizado.',
  'user.phone_already_in_use': 'Este número de telefone já está a ser utilizado.',
  'user.invalid_username':
    'Um nome de utilizador começa por uma letra ou um sublinhado e contém apenas letras, algarismos e sublinhados.',
  'user.invalid_email': 'O endereço de e-mail não é válido.',
  'user.invalid_phone': 'O número de telefone não é válido: utilize apenas algarismos, com o indicativo do país.',
  'user.identity_not_found': 'O utilizador não tem nenhuma identidade associada a este conector.',
  'user.invalid_password_digest': 'O hash da palavra-passe não corresponde ao formato do seu algoritmo.',
  'sign_in_experience.invalid_configuration': 'As definições da experiência de início de sessão são inconsistentes.',
  'sign_in_experience.mfa_factor_needs_connector':
    'Os códigos por e-mail ou SMS como segundo fator precisam de um conector de e-mail ou SMS ativo.',
  'log.not_found': 'A entrada de registo não existe.',
  'resource.not_found': 'O recurso de API não existe.',
  'resource.indicator_in_use': 'Outro recurso de API já utiliza este indicador.',
  'resource.invalid_indicator':
    'O identificador da API tem de ser um URI absoluto sem fragmento, como https://api.example.com.',
  'resource.read_only': 'Este recurso de API é gerido pelo Gatehouse e não pode ser alterado nem eliminado.',
  'scope.not_found': 'A permissão não existe.',
  'scope.name_in_use': 'Este recurso de API já tem uma permissão com este nome.',
  'scope.invalid_name': 'O nome de uma permissão não pode estar vazio nem conter espaços.',
  'role.name_in_use': 'Já existe outra função com este nome.',
  'role.type_mismatch':
    'Esta função é de outro tipo: as funções de utilizador atribuem-se a utilizadores e as funções máquina a máquina a aplicações máquina a máquina.',
  'role.read_only': 'Esta função é gerida pelo Gatehouse e não pode ser alterada nem eliminada.',
  'organization.not_found': 'A organização não existe.',
  'organization.member_not_found': 'O utilizador ou a aplicação não é membro desta organização.',
  'organization.require_membership':
    'Só os membros da organização podem receber as suas funções: adicione-os primeiro como membros.',
  'organization.machine_to_machine_only': 'Só as aplicações máquina a máquina podem aderir a uma organização.',
  'organization_role.not_found': 'A função da organização não existe.',
  'organization_role.name_in_use': 'Já existe outra função da organização com este nome.',
  'organization_role.type_mismatch':
    'Esta função da organização é de outro tipo: as funções de utilizador destinam-se a membros e as máquina a máquina a aplicações.',
  'organization_scope.not_found': 'A permissão da organização não existe.',
  'organization_scope.name_in_use': 'Já existe outra permissão da organização com este nome.',
  'organization_jit.email_domain_not_found':
    'Este domínio de e-mail não consta da lista de aprovisionamento just-in-time da organização.',
  'organization_invitation.not_found': 'O convite não existe.',
  'organization_invitation.invitee_is_member': 'Este endereço de e-mail já pertence a um membro da organização.',
  'organization_invitation.pending_exists': 'Este endereço de e-mail já tem um convite pendente para a organização.',
  'organization_invitation.invalid_expiry': 'A data de expiração tem de ser no futuro.',
  'organization_invitation.invalid_status': 'O convite já não está pendente: foi aceite, revogado ou expirou.',
  'organization_invitation.email_mismatch':
    'O convite foi enviado para um endereço de e-mail diferente do e-mail principal do utilizador.',
  'organization_invitation.no_email_connector':
    'Não está configurado nenhum conector de e-mail, por isso não foi enviado nenhum e-mail: entregue pessoalmente a ligação do convite (encontra-se nos dados deste erro e no convite).',
  'verification_code.not_found':
    'Nenhum código de verificação foi enviado para este endereço, ou foi substituído por um mais recente.',
  'verification_code.expired': 'O código de verificação expirou; peça um novo.',
  'verification_code.code_mismatch': 'O código de verificação está errado.',
  'verification_code.exceed_max_try': 'Demasiadas tentativas erradas: este código já não funciona. Peça um novo.',
  'verification_code.too_soon': 'Acabou de ser enviado um código; aguarde antes de pedir outro.',
  'verification_code.no_connector':
    'Nenhum conector de e-mail ou SMS ativo pode entregar o código: configure um em Conectores.',
  'email_template.not_found': 'O modelo de e-mail não existe.',
  'custom_phrase.not_found': 'Não existem frases personalizadas para este idioma.',
  'custom_phrase.invalid_language_tag': 'Esta não é uma das etiquetas de idioma suportadas.',
  'custom_phrase.unknown_keys': 'Algumas chaves não são frases das páginas de início de sessão.',
  'custom_phrase.fallback_language_in_use':
    'Este idioma é o idioma alternativo da experiência de início de sessão: escolha outro idioma alternativo antes de eliminar as suas frases.',
  'session.identifier_not_verified':
    'Este e-mail ou telefone tem de ser verificado com um código antes de criar uma conta.',
  'session.invalid_connector_state':
    'O início de sessão não começou aqui, ou o fornecedor devolveu outro state: comece de novo.',
  'one_time_token.not_found': 'Nenhum token de utilização única corresponde.',
  'one_time_token.expired': 'Esta ligação expirou: peça uma nova.',
  'one_time_token.consumed': 'Esta ligação já foi usada: cada uma funciona uma vez.',
  'one_time_token.revoked': 'Esta ligação foi revogada.',
  'one_time_token.not_active': 'Só um token de utilização única ativo pode ser revogado.',
  'one_time_token.no_email_connector':
    'Não existe nenhum conector de e-mail configurado, pelo que a ligação não pode ser enviada por e-mail: configure um ou entregue a ligação por si.',
  'guard.file_size': 'O ficheiro é maior do que o limite de carregamento de 20 MB.',
  'guard.mime_type_not_allowed':
    'Este tipo de ficheiro não pode ser carregado. Permitidos: JPEG, PNG, GIF, ICO, SVG, TIFF, WebP, BMP e ZIP.',
  'guard.file_type_mismatch': 'O conteúdo do ficheiro não é do tipo que declara.',
  'guard.file_missing': 'Nenhum ficheiro foi enviado: envie-o no campo multipart/form-data «file».',
  'guard.too_many_files': 'Envie exatamente um ficheiro por carregamento.',
  'request.multipart_required': 'O corpo do pedido tem de ser multipart/form-data.',
  'storage.not_configured': 'Os carregamentos não estão configurados neste servidor.',
  'storage.unavailable': 'O armazenamento de ficheiros não está a responder; tente novamente mais tarde.',
  'custom_ui.invalid_zip': 'O ficheiro não é um arquivo ZIP válido.',
  'custom_ui.missing_index': 'O arquivo não tem um index.html na raiz.',
  'custom_ui.unsafe_path':
    'Uma entrada do arquivo tem um caminho inseguro (absoluto, «..», uma unidade ou uma barra invertida) ou é uma ligação.',
  'custom_ui.too_large': 'O arquivo descompactado excede 100 MB, ou um dos seus ficheiros excede 20 MB.',
  'custom_ui.too_many_files': 'O arquivo contém mais de 1000 ficheiros.',
  'custom_ui.unknown_asset': 'Nenhuma interface personalizada carregada tem este id.',
  'account_center.not_enabled':
    'O centro de conta está desativado para este inquilino: a API de conta não está disponível.',
  'account_center.field_not_enabled': 'Este campo da conta está desativado no centro de conta.',
  'account_center.field_read_only': 'Este campo da conta é só de leitura no centro de conta.',
  'account_center.identity_not_verified':
    'Confirme primeiro a sua identidade: envie o ID de um registo de verificação recente no cabeçalho logto-verification-id.',
  'account_center.last_identifier':
    'A conta ficaria sem forma de iniciar sessão: mantenha um nome de utilizador, um e-mail, um número de telefone ou uma conta social.',
  'verification_record.invalid':
    'O registo de verificação é desconhecido, expirou, já foi utilizado ou é de outro endereço.',
  'jwt_customizer.not_found': 'Não existe um script JWT personalizado para este tipo de token.',
  'jwt_customizer.script_invalid':
    'O script não pode ser utilizado: não é analisável, falha ao carregar ou não define getCustomJwtClaims.',
  'jwt_customizer.script_failed':
    'O script não devolveu claims: recusou o acesso, lançou um erro ou excedeu o limite de tempo ou de memória.',
  'signing_key.not_found': 'Esta chave não existe.',
  'signing_key.current_key':
    'A chave atual assina os novos tokens e não pode ser eliminada: faça primeiro a rotação e depois elimine a chave anterior.',
  'hook.not_found': 'Nenhum webhook tem este id.',
  'hook_log.not_found': 'Este pedido não está nos registos do webhook.',
  'hook.insecure_url': 'O URL do webhook tem de usar https://.',
  'hook.private_address':
    'O URL do webhook aponta para um endereço privado, de loopback ou link-local, que os webhooks não podem alcançar.',
  'user.totp_already_in_use': 'O utilizador já tem uma aplicação de autenticação (TOTP); remova-a primeiro.',
  'user.mfa_verification_derived': 'Este fator vem do e-mail ou do telemóvel do utilizador: remova-os para o remover.',
  'user.mfa_verification_not_found': 'O fator de MFA não foi encontrado.',
  'user.backup_code_needs_factor':
    'Configure uma aplicação de autenticação (TOTP) antes dos códigos de cópia de segurança.',
  'session.mfa.invalid_code': 'O código está incorreto ou já foi utilizado.',
  'session.mfa.factor_not_enabled': 'Este fator de verificação não está ativado.',
  'session.mfa.no_identifier_for_factor':
    'Esta conta não tem endereço de e-mail nem número de telemóvel para onde enviar um código.',
  'session.mfa.identifier_already_bound': 'Esta conta já tem um endereço deste tipo: os códigos são enviados para ele.',
  'session.mfa.require_mfa_verification': 'Confirme a sua identidade com um segundo fator para continuar.',
  'session.mfa.mfa_enrollment_required': 'Configure um segundo fator para continuar.',
  'session.mfa.skip_not_allowed': 'Este passo não pode ser ignorado.',
  'session.mfa.pending_secret_not_found': 'Crie primeiro um segredo de autenticação.',
  'session.mfa.webauthn_verification_failed':
    'Não foi possível verificar a resposta da chave de segurança ou chave de acesso (outro desafio, origem ou site). Tente novamente.',
  'session.mfa.webauthn_credential_not_found':
    'Esta chave de segurança ou chave de acesso não está registada para esta conta.',
  'user.webauthn_credential_in_use': 'Esta chave de segurança ou chave de acesso já está registada.',
  'captcha_provider.not_found': 'Não está configurado nenhum fornecedor de CAPTCHA.',
  'session.captcha_required': 'Conclua primeiro a verificação CAPTCHA.',
  'session.captcha_failed': 'A verificação CAPTCHA falhou; tente novamente.',
  'email_blocklist.email_not_allowed': 'Os e-mails deste domínio não são permitidos aqui: utilize outro endereço.',
  'email_blocklist.subaddressing_not_allowed':
    'Os endereços com uma etiqueta “+” não são permitidos aqui: utilize o endereço sem ela.',
  'application.saml_use_saml_applications': 'As aplicações SAML são criadas com POST /api/saml-applications.',
};

export default ptPT;
