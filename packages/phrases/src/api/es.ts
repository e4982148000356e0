import type { ErrorCode } from '@gatehouse/schemas/errors';

const es: Record<ErrorCode, string> = {
  'request.internal_error': 'Error interno del servidor.',
  'request.invalid_json': 'El cuerpo de la solicitud no es un JSON válido.',
  'request.invalid_characters':
    'La solicitud contiene texto que no se puede guardar: un carácter NUL, un par sustituto roto o una codificación porcentual mal formada.',
  'request.headers_too_large': 'Los encabezados de la solicitud son demasiado grandes.',
  'request.malformed': 'La solicitud no es HTTP válido.',
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
  'application.third_party_only': 'Solo las aplicaciones de terceros tienen esta configuración.',
  'role.not_found': 'El rol no existe.',
  'request.too_many_requests': 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.',
  'password_rejected.too_short': 'La contraseña es demasiado corta.',
  'password_rejected.too_long': 'La contraseña es demasiado larga.',
  'password_rejected.unsupported_characters': 'La contraseña contiene caracteres no permitidos.',
  'password_rejected.character_types':
    'La contraseña debe incluir más tipos de caracteres (minúsculas, mayúsculas, dígitos, símbolos).',
  'password_rejected.pwned': 'Esta contraseña ha aparecido en una filtración de datos. Elija otra.',
  'password_rejected.restricted.repetition': 'La contraseña repite el mismo carácter demasiadas veces.',
  'password_rejected.restricted.sequence': 'La contraseña contiene una secuencia fácil, como "abc" o "123".',
  'password_rejected.restricted.words': 'La contraseña contiene una palabra no permitida.',
  'password_rejected.restricted.user_info':
    'La contraseña contiene información personal suya, como su nombre o su correo electrónico.',
  'session.interaction_not_found':
    'No se encontró el inicio de sesión en curso o ha caducado. Vuelva a empezar desde la aplicación.',
  'session.interaction_event_required':
    'Comience primero el inicio de sesión, el registro o el restablecimiento de la contraseña.',
  'session.verification_not_found': 'No se encontró la verificación o ha caducado. Vuelva a verificar.',
  'session.not_identified': 'La cuenta todavía no se ha identificado.',
  'session.invalid_credentials': 'La cuenta o la contraseña no son correctas.',
  'session.too_many_attempts': 'Demasiados intentos fallidos. Vuelva a intentarlo más tarde.',
  'session.sign_in_method_not_enabled': 'Este método de inicio de sesión no está habilitado.',
  'session.sign_in_disabled': 'Aquí no se puede iniciar sesión; cree una cuenta en su lugar.',
  'session.registration_disabled': 'Aquí no se pueden crear cuentas.',
  'session.missing_profile': 'Se necesita más información para finalizar.',
  'session.capability_not_available': 'Esta forma de iniciar sesión todavía no está disponible.',
  'session.consent_required': 'Se necesita su consentimiento para continuar.',
  'user.not_found': 'El usuario no existe.',
  'user.suspended': 'Esta cuenta está suspendida.',
  'user.username_already_in_use': 'Este nombre de usuario ya está en uso.',
  'user.email_already_in_use': 'Esta dirección de correo electrónico ya está en uso.',
  'user.phone_already_in_use': 'Este número de teléfono ya está en uso.',
  'user.invalid_username':
    'Un nombre de usuario empieza por una letra o un guion bajo y solo contiene letras, dígitos y guiones bajos.',
  'user.invalid_email': 'La dirección de correo electrónico no es válida.',
  'user.invalid_phone': 'El número de teléfono no es válido: use solo dígitos e incluya el código de país.',
  'user.identity_not_found': 'El usuario no tiene ninguna identidad vinculada para este conector.',
  'user.invalid_password_digest': 'El resumen de la contraseña no tiene el formato de su algoritmo.',
  'sign_in_experience.invalid_configuration': 'La configuración de la experiencia de inicio de sesión es incoherente.',
  'log.not_found': 'La entrada de registro no existe.',
  'resource.not_found': 'El recurso de API no existe.',
  'resource.indicator_in_use': 'Otro recurso de API ya utiliza este indicador.',
  'resource.invalid_indicator':
    'El identificador de la API debe ser un URI absoluto sin fragmento, como https://api.example.com.',
  'resource.read_only': 'Este recurso de API está administrado por Gatehouse y no se puede modificar ni eliminar.',
  'scope.not_found': 'El permiso no existe.',
  'scope.name_in_use': 'Este recurso de API ya tiene un permiso con este nombre.',
  'scope.invalid_name': 'El nombre de un permiso no puede estar vacío ni contener espacios.',
  'role.name_in_use': 'Ya existe otro rol con este nombre.',
  'role.type_mismatch':
    'Este rol es de otro tipo: los roles de usuario se asignan a usuarios y los roles de máquina a máquina, a aplicaciones de máquina a máquina.',
  'role.read_only': 'Este rol está administrado por Gatehouse y no se puede modificar ni eliminar.',
  'organization.not_found': 'La organización no existe.',
  'organization.member_not_found': 'El usuario o la aplicación no es miembro de esta organización.',
  'organization.require_membership':
    'Solo los miembros de la organización pueden recibir sus roles: agréguelos primero como miembros.',
  'organization.machine_to_machine_only':
    'Solo las aplicaciones de máquina a máquina pueden unirse a una organización.',
  'organization_role.not_found': 'El rol de organización no existe.',
  'organization_role.name_in_use': 'Ya existe otro rol de organización con este nombre.',
  'organization_role.type_mismatch':
    'Este rol de organización es de otro tipo: los roles de usuario son para miembros y los de máquina a máquina, para aplicaciones.',
  'organization_scope.not_found': 'El permiso de organización no existe.',
  'organization_scope.name_in_use': 'Ya existe otro permiso de organización con este nombre.',
  'organization_jit.email_domain_not_found':
    'Este dominio de correo no está en la lista de aprovisionamiento justo a tiempo de la organización.',
  'organization_invitation.not_found': 'La invitación no existe.',
  'organization_invitation.invitee_is_member': 'Esta dirección de correo ya pertenece a un miembro de la organización.',
  'organization_invitation.pending_exists':
    'Esta dirección de correo ya tiene una invitación pendiente a la organización.',
  'organization_invitation.invalid_expiry': 'La fecha de vencimiento debe estar en el futuro.',
  'organization_invitation.invalid_status': 'La invitación ya no está pendiente: fue aceptada, revocada o ha vencido.',
  'organization_invitation.email_mismatch':
    'La invitación se envió a una dirección de correo distinta del correo principal del usuario.',
  'organization_invitation.no_email_connector':
    'No hay ningún conector de correo configurado, así que no se envió ningún correo: entregue usted mismo el enlace de la invitación (figura en los datos de este error y en la invitación).',
};

export default es;
