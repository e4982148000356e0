import { defaultDevFile as devFile } from '../message-support/dev-log';
import type { Guides } from './en';

/** The callback URL step of every social connector's guide. */
const callback = `Registre en el proveedor la URL de callback (de redirección) \`{endpoint}/callback/{connectorId}\`: \`{endpoint}\` es la dirección pública de su Gatehouse y \`{connectorId}\` el ID que recibe este conector al añadirlo, que se muestra en su página. El proveedor debe devolver a los usuarios exactamente a esa URL.`;

export const es: Guides = {
  'dev-email': `# Correo de desarrollo (registro y archivo)

Para una instalación nueva sin cuenta de correo: **ningún correo sale del servidor.** Cada mensaje se escribe en el registro del servidor, con su código o enlace, y se añade como una línea JSON a un archivo (\`${devFile}\` en la carpeta donde se ejecuta el servidor, salvo que indique otro).

1. Añada este conector como conector de correo del inquilino; la ruta del archivo puede quedar vacía.
2. Inicie sesión con un código por correo: la terminal que ejecuta Gatehouse muestra una línea como \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\`.
3. Para seguir el archivo: \`tail -f ${devFile}\`. Cada línea contiene \`time\`, \`channel\`, \`to\`, \`type\`, \`subject\`, \`body\` y \`payload\`.

Sustitúyalo por SMTP o correo HTTP antes de que se registren usuarios reales: nunca recibirían sus códigos. El archivo contiene códigos de inicio de sesión; se crea legible solo por el usuario del servidor.
`,
  'http-email': `# Correo HTTP

Gatehouse envía cada correo, ya generado a partir de la plantilla del inquilino, mediante POST como JSON a su endpoint, que lo entrega (su propio servicio, una función serverless, el webhook de un proveedor).

\`\`\`http
POST /your/endpoint
Content-Type: application/json

{
  "to": "ada@example.com",
  "type": "SignIn",
  "subject": "Your sign-in code",
  "body": "<p>Your code is 123456</p>",
  "contentType": "text/html",
  "replyTo": "support@example.com",
  "sendFrom": "Acme",
  "payload": { "code": "123456" }
}
\`\`\`

\`replyTo\` y \`sendFrom\` aparecen cuando la plantilla los define; \`payload\` contiene el código o enlace y cualquier valor con el que se envió el mensaje. \`type\` es uno de SignIn, Register, ForgotPassword, OrganizationInvitation, Generic, UserPermissionValidation, BindNewIdentifier, MfaVerification.

- **URL del endpoint**: http o https. Use https fuera de una red privada: el cuerpo contiene códigos de inicio de sesión.
- **Cabeceras de la solicitud**: un objeto JSON, como \`{ "Authorization": "Bearer <token>" }\`, para que su endpoint sepa que la solicitud viene de Gatehouse. Se guarda en secreto como una contraseña.

Cualquier respuesta 2xx cuenta como entregada. Cualquier otro estado hace fallar el envío con \`invalid_response\`, mostrando el estado y los primeros 500 caracteres de la respuesta; las redirecciones no se siguen. Sin respuesta en 10 segundos, o sin conexión, falla con \`general\`.
`,
  smtp: `# SMTP

Envía correo a través de un servidor de correo: el suyo propio o el relé SMTP de un proveedor (la mayoría de los servicios de correo ofrecen uno; busque «configuración SMTP» o «credenciales SMTP»).

| campo | qué introducir |
| --- | --- |
| Host, Puerto | el nombre y el puerto del servidor: normalmente 587 con STARTTLS, 465 con TLS implícito |
| Cifrado | STARTTLS (obligatorio) en 587, TLS implícito en 465; ninguno solo para un relé en su propio host o red |
| Usuario, Contraseña | las credenciales SMTP; deje ambos vacíos para un relé que no las necesite |
| Dirección del remitente | la dirección desde la que sale el correo; el servidor debe permitir que estas credenciales la usen |
| Nombre del remitente | el nombre visible; prevalece el de una plantilla de correo |
| Aceptar certificados no válidos | solo para un servidor de pruebas con un certificado autofirmado |

Con STARTTLS la conexión debe quedar cifrada o no se envía nada: Gatehouse nunca vuelve a texto sin cifrar. Un certificado que no coincide con el host, autofirmado o caducado se rechaza (\`invalid_certificate\`) salvo que el interruptor diga lo contrario, y entonces cualquiera en el camino puede leer los códigos del correo.

El asunto y el cuerpo vienen de las plantillas de correo del inquilino, enviados como HTML o texto sin formato según diga la plantilla, con su dirección de respuesta. Los errores indican qué corregir: \`invalid_config\` para un host inalcanzable o credenciales rechazadas, \`invalid_response\` con las propias palabras del servidor para un remitente o destinatario rechazado, \`general\` para un servidor que deja de responder (10 segundos).
`,
  'dev-sms': `# SMS de desarrollo (registro y archivo)

Para una instalación nueva sin proveedor de SMS: **no se envía ningún SMS.** Cada mensaje se escribe en el registro del servidor, con su código, y se añade como una línea JSON a un archivo (\`${devFile}\` en la carpeta donde se ejecuta el servidor, salvo que indique otro; el conector de correo de desarrollo puede compartirlo, cada línea indica su \`channel\`).

1. Añada este conector como conector de SMS del inquilino; la ruta del archivo puede quedar vacía.
2. Inicie sesión con un código por teléfono: la terminal que ejecuta Gatehouse muestra una línea como \`Development SMS to +15551234567 (SignIn): code 123456\`.
3. Para seguir el archivo: \`tail -f ${devFile}\`.

Sustitúyalo por Twilio o SMS HTTP antes de que se registren usuarios reales: nunca recibirían sus códigos. El archivo contiene códigos de inicio de sesión; se crea legible solo por el usuario del servidor.
`,
  'http-sms': `# SMS HTTP

Gatehouse envía cada SMS mediante POST como JSON a su endpoint o directamente a la API de un proveedor de SMS. El cuerpo es su plantilla, con estos marcadores sustituidos dentro de sus cadenas:

| marcador | valor |
| --- | --- |
| \`{{to}}\` | el número de teléfono, tal como lo guarda Gatehouse (+15551234567) |
| \`{{text}}\` | el mensaje, generado a partir de la plantilla de SMS del inquilino |
| \`{{code}}\` | solo el código de verificación (vacío si el mensaje no tiene) |
| \`{{type}}\` | para qué es el mensaje: SignIn, Register, ForgotPassword, MfaVerification, … |

Si se deja vacía, la plantilla es \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\`. Para un proveedor que espera otros nombres, escríbalos: \`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`. Los valores siempre se escapan como JSON, así que ponga cada marcador dentro de una cadena; la plantilla debe usar \`{{text}}\` o \`{{code}}\`, y un marcador desconocido se rechaza al guardar.

- **URL del endpoint**: http o https. Use https fuera de una red privada: el cuerpo contiene códigos de inicio de sesión.
- **Cabeceras de la solicitud**: un objeto JSON, como \`{ "Authorization": "Bearer <token>" }\`. Se guarda en secreto.

Cualquier respuesta 2xx cuenta como enviada. Cualquier otro estado hace fallar el envío con \`invalid_response\`, mostrando el estado y los primeros 500 caracteres de la respuesta; las redirecciones no se siguen. Sin respuesta en 10 segundos, o sin conexión, falla con \`general\`.
`,
  'twilio-sms': `# SMS de Twilio

Envía SMS a través de su cuenta de Twilio (su API Programmable Messaging).

1. En la consola de Twilio, copie el **Account SID** (empieza por AC) y el **Auth token** del panel de la cuenta.
2. Elija el remitente: un **número de teléfono** de la cuenta en formato internacional (+15551234567), o un **Messaging Service SID** (empieza por MG), con el que Twilio elige un remitente del grupo del servicio; si se indica, se usa este y no el número.
3. En una cuenta de prueba, Twilio solo entrega a números que haya verificado en su consola.

Cada mensaje es una solicitud a \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\` con \`To\`, \`From\` o \`MessagingServiceSid\`, y \`Body\` (la plantilla de SMS del inquilino, generada). Cuando Twilio rechaza, el envío falla con \`invalid_response\` (\`rate_limit_exceeded\` para 429) mostrando el estado, el código de error y el mensaje de Twilio: busque el código en el diccionario de errores de Twilio.
`,
  apple: `# Sign in with Apple

Requiere una membresía del Apple Developer Program.

1. En **Certificates, Identifiers & Profiles → Identifiers**, active **Sign in with Apple** en su App ID y luego cree un **Services ID**: su identificador es aquí el **Services ID**.
2. Configure Sign in with Apple en el Services ID: añada el dominio de su Gatehouse y la URL de retorno. ${callback} Apple solo admite URL https.
3. En **Keys**, cree una clave con Sign in with Apple, descargue su archivo \`.p8\` (Apple lo ofrece una sola vez) y anote su **Key ID**. Pegue el contenido del archivo como clave privada.
4. Su **Team ID** aparece en **Membership details**.

Apple responde con un POST de formulario a la URL de callback. Gatehouse firma con su clave un secreto de cliente de corta duración en cada inicio de sesión y verifica el token de ID de Apple (emisor \`https://appleid.apple.com\`, su Services ID como audiencia, el nonce). Apple envía el nombre del usuario solo la primera vez que inicia sesión en su app; el correo viene del token de ID (posiblemente una dirección de retransmisión privada).
`,
  discord: `# Discord

1. En el [Discord Developer Portal](https://discord.com/developers/applications), cree una aplicación y abra **OAuth2**.
2. ${callback} Añádala en **Redirects**.
3. Copie el **Client ID**, restablezca y copie el **Client Secret**, e introduzca ambos aquí.

El alcance predeterminado \`identify email\` lee el id, los nombres, el avatar y el correo del usuario; el correo cuenta como verificado cuando Discord indica que el correo de la cuenta está \`verified\`.
`,
  facebook: `# Facebook

1. En [Meta for Developers](https://developers.facebook.com/apps), cree una app con el caso de uso **Authenticate and request data from users with Facebook Login**.
2. ${callback} Meta las enumera en **Facebook Login → Settings → Valid OAuth Redirect URIs**.
3. En **App settings → Basic**, copie aquí el **App ID** y el **App secret**.

El alcance predeterminado \`public_profile email\` lee el id, el nombre, la foto y el correo del usuario. Cada llamada a la Graph API lleva un \`appsecret_proof\`, así que puede activar **Require App Secret**. Facebook no indica si un correo fue confirmado, por lo que nunca se considera verificado (no puede vincular por sí solo una cuenta existente).
`,
  github: `# GitHub

1. En GitHub, abra **Settings → Developer settings → OAuth Apps → New OAuth App** (o lo mismo en la configuración de su organización).
2. ${callback} GitHub la llama *Authorization callback URL*.
3. Copie el **Client ID**, genere un **client secret** e introduzca ambos aquí.

El alcance predeterminado \`read:user user:email\` permite a Gatehouse leer el perfil del usuario y su correo principal, que cuenta como verificado solo cuando GitHub lo dice. Sin \`user:email\`, solo se lee el correo público del perfil, como no verificado. Las solicitudes usan PKCE (S256).
`,
  gitlab: `# GitLab

Funciona con GitLab.com y con un GitLab autogestionado (indique su **URL de la instancia**, como \`https://gitlab.example.com\` o \`https://example.com/gitlab\`).

1. En GitLab, abra **Edit profile → Applications** (o las aplicaciones de un grupo o de la instancia) y añada una aplicación nueva. Deje marcado **Confidential** y marque los alcances \`openid\`, \`profile\` y \`email\`.
2. ${callback}
3. Copie aquí el **Application ID** (ID de cliente) y el **Secret**.

El inicio de sesión usa OpenID Connect: el emisor de GitLab es la URL de su instancia, leída mediante descubrimiento, y el token de ID se verifica con sus claves publicadas. Un correo cuenta como verificado cuando GitLab indica \`email_verified\`.
`,
  google: `# Google

1. En la [Google Cloud console](https://console.cloud.google.com/apis/credentials), configure la pantalla de consentimiento de OAuth de su proyecto y luego **Create credentials → OAuth client ID** de tipo **Web application**.
2. ${callback} Google la llama *Authorized redirect URI*.
3. Copie aquí el ID de cliente y el secreto de cliente.

El inicio de sesión usa OpenID Connect: un nonce y PKCE en cada solicitud, y el token de ID se verifica con las claves publicadas de Google. **Solicitud** decide si Google muestra siempre su selector de cuentas o su pantalla de consentimiento. Un correo cuenta como verificado cuando Google indica \`email_verified\`.
`,
  linkedin: `# LinkedIn

1. Cree una app en el [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) y añada el producto **Sign In with LinkedIn using OpenID Connect**.
2. ${callback} LinkedIn las enumera en **Auth → Authorized redirect URLs for your app**.
3. Copie aquí el ID de cliente y el secreto de cliente principal de la pestaña **Auth**.

El inicio de sesión usa OpenID Connect con los alcances \`openid profile email\`; el token de ID se verifica con las claves publicadas de LinkedIn (emisor \`https://www.linkedin.com/oauth\`, su ID de cliente como audiencia). LinkedIn rechaza PKCE para aplicaciones web, así que no se envía, y su token de ID puede carecer del nonce: uno que lleve nonce debe llevar el de este inicio de sesión. Un correo cuenta como verificado cuando LinkedIn indica \`email_verified\`.
`,
  microsoft: `# Microsoft Entra ID

1. En el [Microsoft Entra admin center](https://entra.microsoft.com), abra **App registrations → New registration** y elija los tipos de cuenta que se permiten.
2. ${callback} Añádala como URI de redirección de la plataforma **Web**.
3. En **Certificates & secrets**, cree un secreto de cliente y copie su **Value** (no su ID).
4. Copie aquí el **Application (client) ID**, junto con el secreto.
5. **Inquilino**: \`common\` para cualquier cuenta profesional, educativa o personal, \`organizations\` para cuentas profesionales y educativas, \`consumers\` para cuentas personales, o el ID o dominio de su inquilino solo para su organización. Debe coincidir con los tipos de cuenta del registro.

Con \`common\` y \`organizations\`, el emisor del token de ID nombra el propio inquilino del usuario; Gatehouse lo comprueba con la notificación \`tid\` del token. Microsoft no garantiza la notificación \`email\` de las cuentas profesionales, así que un correo cuenta como verificado solo cuando el token indica \`email_verified\` o \`xms_edov\` (añada la notificación opcional \`xms_edov\` en **Token configuration**). El id del usuario es el \`sub\` del token, propio de su aplicación.
`,
  oauth2: `# OAuth 2.0

Para un proveedor que habla OAuth 2.0 pero no OpenID Connect (si lo habla, prefiera el conector OpenID Connect: su token de ID se verifica).

1. Registre una **aplicación web confidencial** en el proveedor (flujo de código de autorización).
2. ${callback}
3. Introduzca sus endpoints de **autorización**, **token** e **información del usuario** (https), el ID de cliente y el secreto, los alcances y cómo quiere el endpoint de token que se autentique el cliente.
4. Mantenga **PKCE** activado salvo que el proveedor lo rechace.
5. **Campos del perfil**: de la respuesta del endpoint de información del usuario se leen \`id\`, \`email\`, \`emailVerified\`, \`name\`, \`avatar\` y \`phone\` del usuario. Si se omiten, se prueban los nombres habituales: el id de \`sub\` y luego \`id\`, \`email\`, \`email_verified\`, \`name\`, \`picture\` y luego \`avatar_url\`, \`phone_number\`. Indique otro campo, o uno anidado con puntos:

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

Un correo cuenta como verificado solo cuando el campo asignado es \`true\`.
`,
  oidc: `# OpenID Connect

Inicia la sesión de los usuarios con cualquier proveedor que implemente OpenID Connect (Keycloak, Auth0, Okta, Authentik, ZITADEL, …).

1. En su proveedor, cree una **aplicación web confidencial** (flujo de código de autorización).
2. ${callback}
3. Introduzca la URL del **emisor** del proveedor. Gatehouse lee \`{issuer}/.well-known/openid-configuration\`, que debe nombrar exactamente el mismo emisor (cuidado con una barra final).
4. Introduzca el ID de cliente y el secreto, y cómo quiere el proveedor que se envíen (la mayoría acepta ambas formas).
5. El alcance debe incluir \`openid\`; añada \`email\` y \`profile\` para el correo y el nombre del usuario.

Cada inicio de sesión envía un \`nonce\` aleatorio y un desafío PKCE (S256). El token de ID debe estar firmado con una de las claves publicadas del proveedor, nombrar al emisor, tener su ID de cliente como audiencia, no estar caducado y llevar el nonce. Si no contiene correo, se lee el endpoint userinfo. Un correo cuenta como verificado solo cuando el proveedor indica \`email_verified: true\`.
`,
};
