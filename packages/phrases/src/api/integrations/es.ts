import type { IntegrationErrorCode } from './codes';

const es: Record<IntegrationErrorCode, string> = {
  'connector.not_found': 'El conector no existe.',
  'connector.factory_not_found': 'Ningún conector integrado tiene este id.',
  'connector.type_in_use':
    'El inquilino ya tiene un conector de este tipo (como máximo uno de correo y uno de SMS): cámbielo o elimínelo primero.',
  'connector.target_in_use': 'Ya existe un conector social para este proveedor de identidad.',
  'connector.general': 'El conector ha fallado.',
  'connector.invalid_metadata': 'Los metadatos del conector no son válidos.',
  'connector.unexpected_type': 'Este conector no es del tipo que necesita esta solicitud.',
  'connector.invalid_config_guard': 'El formulario de configuración del conector no coincide con su esquema.',
  'connector.invalid_request_parameters': 'La solicitud al conector tiene parámetros no válidos.',
  'connector.insufficient_request_parameters': 'A la solicitud al conector le faltan parámetros.',
  'connector.invalid_config': 'La configuración del conector no es válida.',
  'connector.invalid_certificate': 'El certificado no es válido.',
  'connector.invalid_response': 'El proveedor rechazó la solicitud; su respuesta está en los datos de este error.',
  'connector.template_not_found': 'No existe una plantilla para este tipo de mensaje.',
  'connector.template_not_supported': 'El conector no admite este tipo de mensaje.',
  'connector.rate_limit_exceeded':
    'El proveedor rechaza solicitudes por ahora porque se enviaron demasiadas; inténtelo más tarde.',
  'connector.not_implemented': 'El conector no puede hacer esto.',
  'connector.social_auth_code_invalid': 'El proveedor de identidad rechazó el código de autorización.',
  'connector.social_invalid_access_token': 'El proveedor de identidad rechazó el token de acceso.',
  'connector.social_invalid_id_token':
    'El token de ID del proveedor de identidad no es válido (firma, emisor, audiencia, caducidad o nonce).',
  'connector.authorization_failed': 'El proveedor de identidad no autorizó el inicio de sesión.',
  'sso_connector.not_found': 'El conector SSO no existe.',
  'sso_connector.provider_not_available': 'Este proveedor SSO aún no está disponible en esta versión.',
  'sso_connector.invalid_config': 'La configuración del conector SSO no es válida para su proveedor.',
  'sso_connector.not_configured': 'Este conector SSO aún no está configurado: nadie puede iniciar sesión con él.',
  'sso_connector.discovery_failed':
    'No se pudo leer el documento de descubrimiento OpenID Connect del proveedor de identidad: revise el emisor.',
  'sso_connector.domain_in_use': 'Otro conector SSO ya es propietario de este dominio de correo.',
  'sso_connector.name_in_use': 'Otro conector SSO ya tiene este nombre.',
  'sso_connector.identity_not_found': 'El usuario no tiene ninguna identidad en este conector SSO.',
  'sso_connector.identity_linked_to_another_user': 'Esta identidad SSO ya está vinculada a otro usuario.',
  'sso_connector.email_required':
    'El proveedor de identidad no envió ninguna dirección de correo, necesaria para el SSO empresarial.',
  'sso_connector.saml_metadata_unreachable':
    'La URL de metadatos SAML del proveedor de identidad no devolvió metadatos: revisa la URL.',
  'sso_connector.saml_invalid_metadata':
    'Este XML no son metadatos SAML de un proveedor de identidad (un IDPSSODescriptor con punto de inicio de sesión y certificado de firma).',
  'sso_connector.saml_invalid_certificate':
    'El certificado del proveedor de identidad no es un certificado X.509 válido.',
  'sso_connector.saml_invalid_response': 'No se pudo leer la respuesta SAML.',
  'sso_connector.saml_invalid_signature': 'La aserción SAML no está firmada por el proveedor de identidad.',
  'sso_connector.saml_assertion_expired': 'La aserción SAML ha caducado o aún no es válida.',
  'sso_connector.saml_assertion_replayed': 'Esta aserción SAML ya se ha utilizado.',
  'sso_connector.saml_audience_mismatch': 'La aserción SAML está destinada a otro proveedor de servicios.',
  'sso_connector.saml_recipient_mismatch': 'La respuesta SAML se envió a una dirección distinta de este conector.',
  'sso_connector.saml_unknown_request':
    'La respuesta SAML no corresponde a ninguna solicitud de inicio de sesión iniciada aquí.',
  'sso_connector.test_session_not_found':
    'Esta prueba de conexión no existe, ha caducado o ya se usó. Inicia una prueba nueva.',
  'saml_application.not_found': 'La aplicación SAML no existe.',
  'saml_application.invalid_certificate':
    'El certificado del proveedor de servicios no es un certificado X.509 válido.',
  'saml_application.encryption_requirements':
    'Cifrar las aserciones requiere cifrar y luego firmar, y el certificado del proveedor de servicios.',
  'saml_application.secret_not_found': 'El certificado de firma no existe.',
  'saml_application.active_secret_undeletable':
    'El certificado de firma activo no se puede eliminar. Active otro primero.',
  'saml_application.active_secret_required': 'Un certificado de firma debe permanecer activo. Active otro en su lugar.',
  'saml_application.no_active_secret': 'La aplicación SAML no tiene ningún certificado de firma activo.',
  'saml_application.secret_expired': 'Este certificado ha caducado: no se puede activar. Crea uno nuevo.',
  'saml_application.active_secret_expired':
    'El certificado de firma activo de la aplicación ha caducado, por lo que no se responde a ningún inicio de sesión. Un administrador debe activar un certificado válido.',
  'saml_application.invalid_request': 'La solicitud SAML no es un AuthnRequest válido.',
  'saml_application.issuer_mismatch':
    'La solicitud SAML proviene de un proveedor de servicios distinto del ID de entidad de esta aplicación.',
  'saml_application.acs_url_mismatch':
    'La solicitud SAML pide una URL de Assertion Consumer Service distinta de la configurada.',
  'saml_application.request_not_found': 'Este inicio de sesión SAML no se inició aquí, ha caducado o ya ha terminado.',
  'saml_application.sign_in_failed': 'El inicio de sesión para la aplicación SAML no se completó.',
  'saml_application.email_required':
    'El usuario no tiene dirección de correo electrónico, que esta aplicación SAML usa como NameID.',
  'saml_application.request_signing_requirements':
    'Una aplicación SAML que exige solicitudes firmadas necesita el certificado de firma del proveedor de servicios.',
  'saml_application.request_signature_required':
    'Esta aplicación SAML solo acepta solicitudes firmadas: la solicitud no tiene firma.',
  'saml_application.invalid_request_signature':
    'La firma de la solicitud SAML está incompleta, usa un algoritmo no admitido o no coincide con el certificado del proveedor de servicios.',
  'sso_connector.idp_initiated_config_not_found':
    'El conector SSO no tiene configuración de inicio de sesión iniciado por el IdP.',
  'sso_connector.idp_initiated_not_supported':
    'El inicio de sesión iniciado por el IdP solo existe para conectores SAML.',
  'sso_connector.idp_initiated_app_not_eligible':
    'Esta aplicación no puede recibir inicios de sesión iniciados por el IdP.',
};

export default es;
