/**
 * The closed set of management/experience API error codes and their HTTP
 * statuses. Messages live in `@gatehouse/phrases` (one per code and language);
 * a test there asserts every code has a message in every language.
 */
export const errorStatuses = {
  'request.internal_error': 500,
  'request.invalid_json': 400,
  'request.payload_too_large': 413,
  'request.unsupported_media_type': 415,
  'route.not_found': 404,
  'guard.invalid_input': 400,
  'guard.invalid_pagination': 400,
  'auth.unauthorized': 401,
  'auth.forbidden': 403,
  'tenant.not_found': 404,
  'status.database_unavailable': 503,
  'entity.unique_integrity_violation': 422,
  'application.not_found': 404,
  'application.invalid_redirect_uri': 400,
  'application.secrets_not_supported': 400,
  'application.secret_not_found': 404,
  'application.secret_name_exists': 422,
  'application.roles_not_supported': 400,
  'application.role_type_mismatch': 400,
  'application.protected_application_not_supported': 422,
  'application.read_only': 403,
  'application.third_party_only': 400,
  'role.not_found': 404,
  'request.too_many_requests': 429,
  'password_rejected.too_short': 422,
  'password_rejected.too_long': 422,
  'password_rejected.unsupported_characters': 422,
  'password_rejected.character_types': 422,
  'password_rejected.pwned': 422,
  'password_rejected.restricted.repetition': 422,
  'password_rejected.restricted.sequence': 422,
  'password_rejected.restricted.words': 422,
  'password_rejected.restricted.user_info': 422,
  'session.interaction_not_found': 404,
  'session.interaction_event_required': 400,
  'session.verification_not_found': 404,
  'session.not_identified': 400,
  'session.invalid_credentials': 422,
  'session.too_many_attempts': 429,
  'session.sign_in_method_not_enabled': 422,
  'session.sign_in_disabled': 403,
  'session.registration_disabled': 403,
  'session.missing_profile': 422,
  'session.capability_not_available': 422,
  'session.consent_required': 400,
  'user.not_found': 404,
  'user.suspended': 401,
  'user.username_already_in_use': 422,
  'user.email_already_in_use': 422,
  'user.phone_already_in_use': 422,
  'user.invalid_username': 400,
  'user.invalid_email': 400,
  'user.invalid_phone': 400,
  'user.identity_not_found': 404,
  'user.invalid_password_digest': 400,
  'sign_in_experience.invalid_configuration': 400,
  'log.not_found': 404,
  'resource.not_found': 404,
  'resource.indicator_in_use': 422,
  'resource.invalid_indicator': 400,
  'resource.read_only': 403,
  'scope.not_found': 404,
  'scope.name_in_use': 422,
  'scope.invalid_name': 400,
  'role.name_in_use': 422,
  'role.type_mismatch': 400,
  'role.read_only': 403,
  'organization.not_found': 404,
  'organization.member_not_found': 404,
  'organization.require_membership': 400,
  'organization.machine_to_machine_only': 400,
  'organization_role.not_found': 404,
  'organization_role.name_in_use': 422,
  'organization_role.type_mismatch': 400,
  'organization_scope.not_found': 404,
  'organization_scope.name_in_use': 422,
  'organization_jit.email_domain_not_found': 404,
  'organization_invitation.not_found': 404,
  'organization_invitation.invitee_is_member': 422,
  'organization_invitation.pending_exists': 422,
  'organization_invitation.invalid_expiry': 400,
  'organization_invitation.invalid_status': 422,
  'organization_invitation.email_mismatch': 403,
  'organization_invitation.no_email_connector': 422,
} as const;

export type ErrorCode = keyof typeof errorStatuses;
export type ErrorStatus = (typeof errorStatuses)[ErrorCode];

export const errorCodes = Object.keys(errorStatuses) as ErrorCode[];

/** The body every non-OIDC error response carries (DESIGN §5). */
export type ErrorBody = {
  code: ErrorCode;
  message: string;
  data?: unknown;
  details?: string;
};
