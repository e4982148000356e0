import type { CoreErrorCode } from './integrations/codes';

const es: Record<CoreErrorCode, string> = {
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
  'tenant.built_in': 'Los inquilinos integrados no se pueden cambiar de esta forma.',
  'tenant.region_not_served': 'Esta implementación no da servicio a esa región.',
  'tenant.insufficient_scope': 'Tu rol en este inquilino no permite esto.',
  'tenant_member.last_admin':
    'El último administrador del inquilino no puede ser eliminado ni perder el rol de administrador.',
  'subscription.quota_exceeded': 'Se superó el límite de la cuota.',
  'tenant_member.not_found': 'El usuario no es miembro de este inquilino.',
  'tenant_invitation.invitees_refused':
    'No se envió ninguna invitación: algunas de las direcciones de correo no se pueden invitar.',
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
  'session.sso_required': 'Este correo inicia sesión mediante el inicio de sesión único de tu organización.',
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
  'sign_in_experience.mfa_factor_needs_connector':
    'Los códigos por correo o SMS como segundo factor necesitan un conector de correo o SMS habilitado.',
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
  'verification_code.not_found':
    'No se envió ningún código de verificación a esta dirección, o fue sustituido por uno más reciente.',
  'verification_code.expired': 'El código de verificación ha caducado; solicite uno nuevo.',
  'verification_code.code_mismatch': 'El código de verificación es incorrecto.',
  'verification_code.exceed_max_try': 'Demasiados intentos fallidos: este código ya no sirve. Solicite uno nuevo.',
  'verification_code.too_soon': 'Se acaba de enviar un código; espere antes de pedir otro.',
  'verification_code.no_connector':
    'Ningún conector de correo o SMS habilitado puede entregar el código: configure uno en Conectores.',
  'email_template.not_found': 'La plantilla de correo no existe.',
  'custom_phrase.not_found': 'No hay frases personalizadas para este idioma.',
  'custom_phrase.invalid_language_tag': 'Esta no es una de las etiquetas de idioma admitidas.',
  'custom_phrase.unknown_keys': 'Algunas claves no son frases de las páginas de inicio de sesión.',
  'custom_phrase.fallback_language_in_use':
    'Este idioma es el idioma de respaldo de la experiencia de inicio de sesión: elige otro idioma de respaldo antes de eliminar sus frases.',
  'session.identifier_not_verified': 'Este correo o teléfono debe verificarse con un código antes de crear una cuenta.',
  'session.invalid_connector_state':
    'El inicio de sesión no se inició aquí, o el proveedor devolvió otro state: vuelva a empezar.',
  'one_time_token.not_found': 'Ningún token de un solo uso coincide.',
  'one_time_token.expired': 'Este enlace ha caducado: solicite uno nuevo.',
  'one_time_token.consumed': 'Este enlace ya se usó: cada uno funciona una sola vez.',
  'one_time_token.revoked': 'Este enlace fue revocado.',
  'one_time_token.not_active': 'Solo se puede revocar un token de un solo uso activo.',
  'one_time_token.no_email_connector':
    'No hay ningún conector de correo configurado, así que el enlace no se puede enviar por correo: configura uno o entrega tú el enlace.',
  'guard.file_size': 'El archivo supera el límite de subida de 20 MB.',
  'guard.mime_type_not_allowed':
    'Este tipo de archivo no se puede subir. Permitidos: JPEG, PNG, GIF, ICO, SVG, TIFF, WebP, BMP y ZIP.',
  'guard.file_type_mismatch': 'El contenido del archivo no es del tipo que declara.',
  'guard.file_missing': 'No se envió ningún archivo: envíelo en el campo multipart/form-data «file».',
  'guard.too_many_files': 'Envíe exactamente un archivo por subida.',
  'request.multipart_required': 'El cuerpo de la solicitud debe ser multipart/form-data.',
  'storage.not_configured': 'Las subidas no están configuradas en este servidor.',
  'storage.unavailable': 'El almacenamiento de archivos no responde; inténtelo de nuevo más tarde.',
  'custom_ui.invalid_zip': 'El archivo no es un archivo ZIP válido.',
  'custom_ui.missing_index': 'El archivo ZIP no tiene un index.html en su raíz.',
  'custom_ui.unsafe_path':
    'Una entrada del archivo ZIP tiene una ruta insegura (absoluta, «..», una unidad o una barra invertida) o es un enlace.',
  'custom_ui.too_large': 'El archivo ZIP descomprimido supera los 100 MB, o uno de sus archivos los 20 MB.',
  'custom_ui.too_many_files': 'El archivo ZIP contiene más de 1000 archivos.',
  'custom_ui.unknown_asset': 'No hay ninguna interfaz personalizada subida con este id.',
  'account_center.not_enabled':
    'El centro de cuenta está desactivado para este inquilino: la API de cuenta no está disponible.',
  'account_center.field_not_enabled': 'Este campo de la cuenta está desactivado en el centro de cuenta.',
  'account_center.field_read_only': 'Este campo de la cuenta es de solo lectura en el centro de cuenta.',
  'account_center.identity_not_verified':
    'Verifique primero su identidad: envíe el ID de un registro de verificación reciente en la cabecera logto-verification-id.',
  'account_center.last_identifier':
    'La cuenta se quedaría sin forma de iniciar sesión: conserve un nombre de usuario, un correo electrónico, un número de teléfono o una cuenta social.',
  'verification_record.invalid':
    'El registro de verificación es desconocido, ha caducado, ya se usó o es de otra dirección.',
  'jwt_customizer.not_found': 'No existe un script JWT personalizado para este tipo de token.',
  'jwt_customizer.script_invalid':
    'El script no se puede usar: no se analiza, falla al cargarse o no define getCustomJwtClaims.',
  'jwt_customizer.script_failed':
    'El script no devolvió claims: denegó el acceso, lanzó un error o superó su límite de tiempo o de memoria.',
  'signing_key.not_found': 'Esta clave no existe.',
  'signing_key.current_key':
    'La clave actual firma los tokens nuevos y no se puede eliminar: primero rótala y después elimina la clave anterior.',
  'hook.not_found': 'No hay ningún webhook con este id.',
  'hook_log.not_found': 'Esta solicitud no está en los registros del webhook.',
  'hook.insecure_url': 'La URL del webhook debe usar https://.',
  'hook.private_address':
    'La URL del webhook apunta a una dirección privada, de loopback o de enlace local, a la que los webhooks no pueden llegar.',
  'user.totp_already_in_use': 'El usuario ya tiene una aplicación de autenticación (TOTP); elimínela primero.',
  'user.mfa_verification_derived':
    'Este factor viene con la dirección de correo o el número de teléfono del usuario: elimínelos para quitarlo.',
  'user.mfa_verification_not_found': 'No se encontró el factor MFA.',
  'user.backup_code_needs_factor': 'Configura una app de autenticación (TOTP) antes de los códigos de respaldo.',
  'session.mfa.invalid_code': 'El código es incorrecto o ya se utilizó.',
  'session.mfa.factor_not_enabled': 'Este factor de verificación no está habilitado.',
  'session.mfa.no_identifier_for_factor':
    'Esta cuenta no tiene una dirección de correo ni un número de teléfono al que enviar un código.',
  'session.mfa.identifier_already_bound':
    'Esta cuenta ya tiene una dirección de este tipo: los códigos se envían allí.',
  'session.mfa.require_mfa_verification': 'Verifique su identidad con un segundo factor para continuar.',
  'session.mfa.mfa_enrollment_required': 'Configure un segundo factor para continuar.',
  'session.mfa.skip_not_allowed': 'Este paso no se puede omitir.',
  'session.mfa.pending_secret_not_found': 'Primero cree un secreto de autenticación.',
  'session.mfa.webauthn_verification_failed':
    'No se pudo verificar la respuesta de la llave de seguridad o passkey (otro desafío, origen o sitio). Inténtelo de nuevo.',
  'session.mfa.webauthn_credential_not_found': 'Esta llave de seguridad o passkey no está registrada para esta cuenta.',
  'user.webauthn_credential_in_use': 'Esta llave de seguridad o passkey ya está registrada.',
  'captcha_provider.not_found': 'No hay ningún proveedor de CAPTCHA configurado.',
  'session.captcha_required': 'Completa primero la verificación CAPTCHA.',
  'session.captcha_failed': 'La verificación CAPTCHA ha fallado; inténtalo de nuevo.',
  'email_blocklist.email_not_allowed': 'Los correos de este dominio no están permitidos aquí: usa otra dirección.',
  'email_blocklist.subaddressing_not_allowed':
    'Las direcciones con una etiqueta «+» no están permitidas aquí: usa la dirección sin ella.',
  'application.saml_use_saml_applications': 'Las aplicaciones SAML se crean con POST /api/saml-applications.',
};

export default es;
