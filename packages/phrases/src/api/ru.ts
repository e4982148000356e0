import type { ErrorCode } from '@gatehouse/schemas/errors';

const ru: Record<ErrorCode, string> = {
  'request.internal_error': 'Внутренняя ошибка сервера.',
  'request.invalid_json': 'Тело запроса не является корректным JSON.',
  'request.payload_too_large': 'Тело запроса слишком велико.',
  'request.unsupported_media_type': 'Тело запроса должно быть в формате JSON (Content-Type: application/json).',
  'route.not_found': 'Ни один маршрут API не соответствует этому методу и пути.',
  'guard.invalid_input': 'Некорректный запрос.',
  'guard.invalid_pagination':
    'Некорректные параметры пагинации: page должен быть не меньше 1, а page_size — от 1 до 100.',
  'auth.unauthorized': 'Требуется аутентификация: передайте действительный bearer-токен доступа.',
  'auth.forbidden': 'Недостаточно прав.',
  'tenant.not_found': 'Тенант не существует.',
  'status.database_unavailable': 'База данных не отвечает.',
  'entity.unique_integrity_violation': 'Сущность с таким же уникальным значением уже существует.',
  'application.not_found': 'Приложение не существует.',
  'application.invalid_redirect_uri': 'Один из URI перенаправления недопустим для этого типа приложения.',
  'application.secrets_not_supported': 'Приложения этого типа являются публичными и не имеют секретов.',
  'application.secret_not_found': 'Секрет приложения не существует.',
  'application.secret_name_exists': 'У приложения уже есть секрет с таким именем.',
  'application.roles_not_supported': 'Роли можно назначать только межмашинным приложениям.',
  'application.role_type_mismatch': 'Приложению можно назначать только межмашинные роли.',
  'application.protected_application_not_supported': 'Приложения этого типа пока нельзя создавать.',
  'application.read_only': 'Это приложение управляется Gatehouse и не может быть изменено или удалено.',
  'role.not_found': 'Роль не существует.',
};

export default ru;
