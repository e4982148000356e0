import type { Phrases } from './en';

export const es: Phrases = {
  signInWith: 'Los usuarios inician sesión con su cuenta de {provider}.',
  oauth2Name: 'OAuth 2.0 (genérico)',
  oauth2Description:
    'Inicia la sesión de los usuarios con cualquier proveedor OAuth 2.0, a partir de sus endpoints y de los campos del perfil que describen al usuario.',
  oidcName: 'OpenID Connect (genérico)',
  oidcDescription:
    'Inicia la sesión de los usuarios con cualquier proveedor OpenID Connect, localizado por su emisor; el token de ID se verifica.',
  clientId: 'ID de cliente',
  clientIdHelp: 'El identificador que {provider} dio a tu aplicación al registrarla.',
  genericClientIdHelp: 'El identificador que el proveedor dio a tu aplicación al registrarla.',
  clientSecret: 'Secreto de cliente',
  clientSecretHelp: 'El secreto que {provider} dio a tu aplicación junto con su ID de cliente.',
  genericClientSecretHelp: 'El secreto que el proveedor dio a tu aplicación junto con su ID de cliente.',
  appId: 'ID de la app',
  appSecret: 'Clave secreta de la app',
  scope: 'Ámbito (scope)',
  scopeHelp: 'Los permisos que se solicitan, separados por espacios.',
  oidcScopeHelp: 'Los permisos que se solicitan, separados por espacios; debe incluir openid.',
  authMethod: 'Autenticación del cliente',
  authMethodHelp: 'Cómo se envían el ID y el secreto de cliente al endpoint de tokens.',
  authMethodBasic: 'Cabecera HTTP Basic (client_secret_basic)',
  authMethodPost: 'En el cuerpo de la solicitud (client_secret_post)',
  authorizationEndpoint: 'Endpoint de autorización',
  authorizationEndpointHelp: 'La página del proveedor donde los usuarios inician sesión y autorizan el acceso (https).',
  tokenEndpoint: 'Endpoint de tokens',
  tokenEndpointHelp: 'Donde Gatehouse cambia el código de autorización por un token de acceso (https).',
  userInfoEndpoint: 'Endpoint de información del usuario',
  userInfoEndpointHelp:
    'Devuelve en JSON el perfil del usuario que inició sesión, a cambio del token de acceso (https).',
  pkce: 'Usar PKCE (S256)',
  pkceHelp: 'Protege el código de autorización con un desafío de código. Desactívalo solo si el proveedor lo rechaza.',
  profileMap: 'Campos del perfil',
  profileMapHelp:
    'JSON que indica qué campos del perfil contienen id, email, emailVerified, name, avatar y phone (se admiten rutas con puntos como "data.id"). Los campos omitidos usan los nombres habituales.',
  issuer: 'Emisor (issuer)',
  issuerHelp:
    'La URL del emisor del proveedor. Gatehouse lee su /.well-known/openid-configuration, que debe indicar el mismo emisor.',
  authorizationParams: 'Parámetros de autorización adicionales',
  authorizationParamsHelp:
    'Objeto JSON opcional con parámetros que se añaden a la solicitud de autorización, como {"prompt": "login"}.',
  prompt: 'Solicitud al usuario',
  promptHelp: 'Lo que Google pregunta al usuario antes de devolverlo.',
  promptDefault: 'Solo lo que Google necesite',
  promptSelectAccount: 'Dejar siempre que el usuario elija una cuenta',
  promptConsent: 'Pedir siempre al usuario que autorice el acceso',
  tenant: 'Inquilino (tenant)',
  tenantHelp:
    'common (cualquier cuenta de Microsoft), organizations (cuentas profesionales o educativas), consumers (cuentas personales), o el ID o dominio de tu inquilino.',
  baseUrl: 'URL de la instancia',
  baseUrlHelp: 'La dirección de tu GitLab. Deja https://gitlab.com salvo que tengas uno propio.',
  servicesId: 'Services ID',
  servicesIdHelp: 'El identificador del Services ID que creaste para el sitio web, no el App ID.',
  teamId: 'ID de equipo',
  teamIdHelp: 'El ID de tu equipo de Apple Developer (10 caracteres), que aparece en Membresía.',
  keyId: 'ID de clave',
  keyIdHelp: 'El ID de la clave privada habilitada para Iniciar sesión con Apple.',
  privateKey: 'Clave privada',
  privateKeyHelp:
    'El contenido del archivo de clave .p8 (PEM). Gatehouse firma con ella un secreto de cliente de corta duración.',
};
