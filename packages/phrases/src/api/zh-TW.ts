import type { ErrorCode } from '@gatehouse/schemas/errors';

const zhTW: Record<ErrorCode, string> = {
  'request.internal_error': '伺服器內部錯誤。',
  'request.invalid_json': '請求內文不是有效的 JSON。',
  'request.payload_too_large': '請求內文過大。',
  'request.unsupported_media_type': '請求內文必須為 JSON（Content-Type: application/json）。',
  'route.not_found': '沒有符合此方法與路徑的 API 路由。',
  'guard.invalid_input': '請求無效。',
  'guard.invalid_pagination': '分頁參數無效：page 必須大於或等於 1，page_size 必須介於 1 到 100 之間。',
  'auth.unauthorized': '需要驗證身分：請傳送有效的 bearer 存取權杖。',
  'auth.forbidden': '權限不足。',
  'tenant.not_found': '租用戶不存在。',
  'status.database_unavailable': '資料庫沒有回應。',
  'entity.unique_integrity_violation': '已存在具有相同唯一值的實體。',
  'application.not_found': '應用程式不存在。',
  'application.invalid_redirect_uri': '某個重新導向 URI 不適用於此類型的應用程式。',
  'application.secrets_not_supported': '此類型的應用程式為公開應用程式，沒有密鑰。',
  'application.secret_not_found': '應用程式密鑰不存在。',
  'application.secret_name_exists': '此應用程式已有同名的密鑰。',
  'application.roles_not_supported': '只有機器對機器應用程式才能指派角色。',
  'application.role_type_mismatch': '只能將機器對機器角色指派給應用程式。',
  'application.protected_application_not_supported': '目前還無法建立此類型的應用程式。',
  'application.read_only': '此應用程式由 Gatehouse 管理，無法變更或刪除。',
  'role.not_found': '角色不存在。',
};

export default zhTW;
