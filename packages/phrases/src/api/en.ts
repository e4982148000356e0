import type { ErrorCode } from '@gatehouse/schemas/errors';

/** English messages of the API error codes; the reference every other language follows. */
const en: Record<ErrorCode, string> = {
  'request.internal_error': 'Internal server error.',
  'request.invalid_json': 'The request body is not valid JSON.',
  'request.payload_too_large': 'The request body is too large.',
  'request.unsupported_media_type': 'The request body must be JSON (Content-Type: application/json).',
  'route.not_found': 'No API route matches this method and path.',
  'guard.invalid_input': 'The request is invalid.',
  'guard.invalid_pagination': 'Invalid pagination: page must be 1 or more and page_size between 1 and 100.',
  'auth.unauthorized': 'Authentication is required: send a valid bearer access token.',
  'auth.forbidden': 'Insufficient permissions.',
  'tenant.not_found': 'The tenant does not exist.',
  'status.database_unavailable': 'The database is not answering.',
  'entity.unique_integrity_violation': 'An entity with the same unique value already exists.',
  'application.not_found': 'The application does not exist.',
  'application.invalid_redirect_uri': 'A redirect URI is not valid for this type of application.',
  'application.secrets_not_supported': 'This type of application is public and has no secrets.',
  'application.secret_not_found': 'The application secret does not exist.',
  'application.secret_name_exists': 'The application already has a secret with this name.',
  'application.roles_not_supported': 'Only machine-to-machine applications can be assigned roles.',
  'application.role_type_mismatch': 'Only machine-to-machine roles can be assigned to an application.',
  'application.protected_application_not_supported': 'This type of application cannot be created yet.',
  'application.read_only': 'This application is managed by Gatehouse and cannot be changed or deleted.',
  'role.not_found': 'The role does not exist.',
};

export default en;
