import type { ErrorCode } from '@gatehouse/schemas/errors';

const zhCN: Record<ErrorCode, string> = {
  'request.internal_error': '服务器内部错误。',
  'request.invalid_json': '请求体不是有效的 JSON。',
  'request.payload_too_large': '请求体过大。',
  'request.unsupported_media_type': '请求体必须为 JSON（Content-Type: application/json）。',
  'route.not_found': '没有与此方法和路径匹配的 API 路由。',
  'guard.invalid_input': '请求无效。',
  'guard.invalid_pagination': '分页参数无效：page 必须大于或等于 1，page_size 必须介于 1 到 100 之间。',
  'auth.unauthorized': '需要身份验证：请发送有效的 bearer 访问令牌。',
  'auth.forbidden': '权限不足。',
  'tenant.not_found': '租户不存在。',
  'status.database_unavailable': '数据库无响应。',
  'entity.unique_integrity_violation': '已存在具有相同唯一值的实体。',
  'application.not_found': '应用不存在。',
  'application.invalid_redirect_uri': '某个重定向 URI 对此类型的应用无效。',
  'application.secrets_not_supported': '此类型的应用为公开应用，没有密钥。',
  'application.secret_not_found': '应用密钥不存在。',
  'application.secret_name_exists': '该应用已存在同名密钥。',
  'application.roles_not_supported': '只有机器对机器应用才能分配角色。',
  'application.role_type_mismatch': '只能为应用分配机器对机器角色。',
  'application.protected_application_not_supported': '暂时无法创建此类型的应用。',
  'application.read_only': '此应用由 Gatehouse 管理，无法修改或删除。',
  'role.not_found': '角色不存在。',
};

export default zhCN;
