import type { IntegrationErrorCode } from './codes';

const ko: Record<IntegrationErrorCode, string> = {
  'connector.not_found': '커넥터가 존재하지 않습니다.',
  'connector.factory_not_found': '이 ID를 가진 기본 제공 커넥터가 없습니다.',
  'connector.type_in_use':
    '테넌트에 이미 이 유형의 커넥터가 있습니다(이메일과 SMS 각각 최대 1개). 먼저 변경하거나 제거하세요.',
  'connector.target_in_use': '이 ID 공급자의 소셜 커넥터가 이미 있습니다.',
  'connector.general': '커넥터가 실패했습니다.',
  'connector.invalid_metadata': '커넥터의 메타데이터가 올바르지 않습니다.',
  'connector.unexpected_type': '이 커넥터는 이 요청에 필요한 유형이 아닙니다.',
  'connector.invalid_config_guard': '커넥터의 설정 양식이 설정 스키마와 일치하지 않습니다.',
  'connector.invalid_request_parameters': '커넥터에 대한 요청의 매개변수가 올바르지 않습니다.',
  'connector.insufficient_request_parameters': '커넥터에 대한 요청에 매개변수가 부족합니다.',
  'connector.invalid_config': '커넥터 설정이 올바르지 않습니다.',
  'connector.invalid_certificate': '인증서가 올바르지 않습니다.',
  'connector.invalid_response': '공급자가 요청을 거부했습니다. 응답은 이 오류의 데이터에 있습니다.',
  'connector.template_not_found': '이 유형의 메시지 템플릿이 없습니다.',
  'connector.template_not_supported': '커넥터가 이 유형의 메시지를 지원하지 않습니다.',
  'connector.rate_limit_exceeded':
    '너무 많은 요청을 보내 공급자가 지금 요청을 거부하고 있습니다. 나중에 다시 시도하세요.',
  'connector.not_implemented': '커넥터가 이 작업을 할 수 없습니다.',
  'connector.social_auth_code_invalid': 'ID 공급자가 인증 코드를 거부했습니다.',
  'connector.social_invalid_access_token': 'ID 공급자가 액세스 토큰을 거부했습니다.',
  'connector.social_invalid_id_token': 'ID 공급자의 ID 토큰이 올바르지 않습니다(서명, 발급자, 대상, 만료 또는 nonce).',
  'connector.authorization_failed': 'ID 공급자가 로그인을 승인하지 않았습니다.',
  'sso_connector.not_found': 'SSO 커넥터가 존재하지 않습니다.',
  'sso_connector.provider_not_available': '이 SSO 공급자는 이번 릴리스에서 아직 사용할 수 없습니다.',
  'sso_connector.invalid_config': 'SSO 커넥터의 구성이 해당 공급자에 유효하지 않습니다.',
  'sso_connector.not_configured': '이 SSO 커넥터는 아직 구성되지 않아 로그인에 사용할 수 없습니다.',
  'sso_connector.discovery_failed': 'ID 공급자의 OpenID Connect 검색 문서를 읽을 수 없습니다. 발급자를 확인하세요.',
  'sso_connector.domain_in_use': '다른 SSO 커넥터가 이미 이 이메일 도메인을 소유하고 있습니다.',
  'sso_connector.name_in_use': '다른 SSO 커넥터가 이미 이 이름을 사용하고 있습니다.',
  'sso_connector.identity_not_found': '사용자에게 이 SSO 커넥터의 ID가 없습니다.',
  'sso_connector.identity_linked_to_another_user': '이 SSO ID는 이미 다른 사용자에게 연결되어 있습니다.',
  'sso_connector.email_required': 'ID 공급자가 엔터프라이즈 SSO에 필요한 이메일 주소를 보내지 않았습니다.',
  'sso_connector.saml_metadata_unreachable':
    'ID 공급자의 SAML 메타데이터 URL이 메타데이터를 반환하지 않았습니다. URL을 확인하세요.',
  'sso_connector.saml_invalid_metadata':
    '이 XML은 ID 공급자의 SAML 메타데이터가 아닙니다(로그인 엔드포인트와 서명 인증서가 있는 IDPSSODescriptor가 필요합니다).',
  'sso_connector.saml_invalid_certificate': 'ID 공급자의 인증서가 유효한 X.509 인증서가 아닙니다.',
  'sso_connector.saml_invalid_response': 'SAML 응답을 읽을 수 없습니다.',
  'sso_connector.saml_invalid_signature': 'SAML 어설션이 ID 공급자의 서명을 받지 않았습니다.',
  'sso_connector.saml_assertion_expired': 'SAML 어설션이 만료되었거나 아직 유효하지 않습니다.',
  'sso_connector.saml_assertion_replayed': '이 SAML 어설션은 이미 사용되었습니다.',
  'sso_connector.saml_audience_mismatch': '이 SAML 어설션은 다른 서비스 공급자를 위한 것입니다.',
  'sso_connector.saml_recipient_mismatch': 'SAML 응답이 이 커넥터가 아닌 다른 주소로 전송되었습니다.',
  'sso_connector.saml_unknown_request': 'SAML 응답에 해당하는 로그인 요청이 여기에서 시작되지 않았습니다.',
  'sso_connector.test_session_not_found':
    '이 연결 테스트는 존재하지 않거나 만료되었거나 이미 사용되었습니다. 새 테스트를 시작하세요.',
  'saml_application.not_found': 'SAML 애플리케이션이 존재하지 않습니다.',
  'saml_application.invalid_certificate': '서비스 제공자의 인증서가 유효한 X.509 인증서가 아닙니다.',
  'saml_application.encryption_requirements':
    '어설션을 암호화하려면 "암호화 후 서명"과 서비스 제공자의 인증서가 필요합니다.',
  'saml_application.secret_not_found': '서명 인증서가 존재하지 않습니다.',
  'saml_application.active_secret_undeletable':
    '활성 서명 인증서는 삭제할 수 없습니다. 먼저 다른 인증서를 활성화하세요.',
  'saml_application.active_secret_required':
    '서명 인증서 하나는 활성 상태여야 합니다. 대신 다른 인증서를 활성화하세요.',
  'saml_application.no_active_secret': 'SAML 애플리케이션에 활성 서명 인증서가 없습니다.',
  'saml_application.secret_expired': '이 인증서는 만료되어 활성화할 수 없습니다. 새 인증서를 만드세요.',
  'saml_application.active_secret_expired':
    '애플리케이션의 활성 서명 인증서가 만료되어 로그인에 응답하지 않습니다. 관리자가 유효한 인증서를 활성화해야 합니다.',
  'saml_application.invalid_request': 'SAML 요청이 유효한 AuthnRequest가 아닙니다.',
  'saml_application.issuer_mismatch':
    'SAML 요청이 이 애플리케이션의 엔터티 ID가 아닌 다른 서비스 제공자에게서 왔습니다.',
  'saml_application.acs_url_mismatch': 'SAML 요청이 설정된 것과 다른 Assertion Consumer Service URL을 요구합니다.',
  'saml_application.request_not_found': '이 SAML 로그인은 여기서 시작되지 않았거나, 만료되었거나, 이미 완료되었습니다.',
  'saml_application.sign_in_failed': 'SAML 애플리케이션 로그인에 성공하지 못했습니다.',
  'saml_application.email_required':
    '사용자에게 이메일 주소가 없습니다. 이 SAML 애플리케이션은 이메일 주소를 NameID로 사용합니다.',
  'saml_application.request_signing_requirements':
    '서명된 요청을 요구하는 SAML 애플리케이션에는 서비스 제공자의 요청 서명 인증서가 필요합니다.',
  'saml_application.request_signature_required':
    '이 SAML 애플리케이션은 서명된 요청만 받습니다. 요청에 서명이 없습니다.',
  'saml_application.invalid_request_signature':
    'SAML 요청의 서명이 불완전하거나, 지원되지 않는 알고리즘을 사용하거나, 서비스 제공자의 인증서와 일치하지 않습니다.',
  'sso_connector.idp_initiated_config_not_found': '이 SSO 커넥터에는 IdP 시작 로그인 설정이 없습니다.',
  'sso_connector.idp_initiated_not_supported': 'IdP 시작 로그인은 SAML 커넥터에서만 사용할 수 있습니다.',
  'sso_connector.idp_initiated_app_not_eligible': '이 애플리케이션은 IdP 시작 로그인을 받을 수 없습니다.',
};

export default ko;
