import type { ErrorCode } from '@gatehouse/schemas/errors';

const es: Record<ErrorCode, string> = {
  'request.internal_error': 'Error interno del servidor.',
  'request.invalid_json': 'El cuerpo de la solicitud no es un JSON válido.',
  'request.payload_too_large': 'El cuerpo de la solicitud es demasiado grande.',
  'request.unsupported_media_type': 'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json).',
  'route.not_found': 'Ninguna ruta de la API coincide con este método y esta ruta de acceso.',
  'guard.invalid_input': 'La solicitud no es válida.',
  'guard.invalid_pagination': 'Paginación no válida: page debe ser 1 o mayor y page_size debe estar entre 1 y 100.',
  'auth.unauthorized': 'Se requiere autenticación: envíe un token de acceso bearer válido.',
  'auth.forbidden': 'Permisos insuficientes.',
  'tenant.not_found': 'El inquilino no existe.',
  'status.database_unavailable': 'La base de datos no responde.',
  'entity.unique_integrity_violation': 'Ya existe una entidad con el mismo valor único.',
  'application.not_found': 'La aplicación no existe.',
  'application.invalid_redirect_uri': 'Un URI de redirección no es válido para este tipo de aplicación.',
  'application.secrets_not_supported': 'Las aplicaciones de este tipo son públicas y no tienen secretos.',
  'application.secret_not_found': 'El secreto de la aplicación no existe.',
  'application.secret_name_exists': 'La aplicación ya tiene un secreto con este nombre.',
  'application.roles_not_supported': 'Solo se pueden asignar roles a aplicaciones de máquina a máquina.',
  'application.role_type_mismatch': 'Solo se pueden asignar roles de máquina a máquina a una aplicación.',
  'application.protected_application_not_supported': 'Todavía no se pueden crear aplicaciones de este tipo.',
  'application.read_only': 'Esta aplicación está administrada por Gatehouse y no se puede modificar ni eliminar.',
  'role.not_found': 'El rol no existe.',
};

export default es;
