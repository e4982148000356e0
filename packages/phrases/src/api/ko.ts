import type { ErrorCode } from '@gatehouse/schemas/errors';

const ko: Record<ErrorCode, string> = {
  'request.internal_error': '내부 서버 오류입니다.',
  'request.invalid_json': '요청 본문이 유효한 JSON이 아닙니다.',
  'request.payload_too_large': '요청 본문이 너무 큽니다.',
  'request.unsupported_media_type': '요청 본문은 JSON이어야 합니다(Content-Type: application/json).',
  'route.not_found': '이 메서드와 경로에 일치하는 API 라우트가 없습니다.',
  'guard.invalid_input': '요청이 유효하지 않습니다.',
  'guard.invalid_pagination':
    '페이지네이션이 유효하지 않습니다. page는 1 이상이어야 하고 page_size는 1에서 100 사이여야 합니다.',
  'auth.unauthorized': '인증이 필요합니다. 유효한 bearer 액세스 토큰을 보내 주세요.',
  'auth.forbidden': '권한이 부족합니다.',
  'tenant.not_found': '테넌트가 존재하지 않습니다.',
  'status.database_unavailable': '데이터베이스가 응답하지 않습니다.',
  'entity.unique_integrity_violation': '동일한 고유 값을 가진 엔터티가 이미 존재합니다.',
  'application.not_found': '애플리케이션이 존재하지 않습니다.',
  'application.invalid_redirect_uri': '이 유형의 애플리케이션에 유효하지 않은 리디렉션 URI가 있습니다.',
  'application.secrets_not_supported': '이 유형의 애플리케이션은 공개 애플리케이션이므로 시크릿이 없습니다.',
  'application.secret_not_found': '애플리케이션 시크릿이 존재하지 않습니다.',
  'application.secret_name_exists': '애플리케이션에 이미 같은 이름의 시크릿이 있습니다.',
  'application.roles_not_supported': '머신 투 머신 애플리케이션에만 역할을 할당할 수 있습니다.',
  'application.role_type_mismatch': '애플리케이션에는 머신 투 머신 역할만 할당할 수 있습니다.',
  'application.protected_application_not_supported': '이 유형의 애플리케이션은 아직 생성할 수 없습니다.',
  'application.read_only': '이 애플리케이션은 Gatehouse에서 관리하므로 변경하거나 삭제할 수 없습니다.',
  'role.not_found': '역할이 존재하지 않습니다.',
};

export default ko;
