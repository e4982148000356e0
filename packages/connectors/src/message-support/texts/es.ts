import type en from './en';

export default {
  common: {
    filePath: 'Ruta del archivo',
    filePathHelp:
      'Cada mensaje se añade a este archivo como una línea de JSON. Una ruta relativa parte de la carpeta en la que se ejecuta el servidor; el nombre debe terminar en .log o .jsonl.',
    url: 'URL del endpoint',
    urlHelp: 'Una dirección http o https. Cada mensaje se le envía como una solicitud POST en JSON.',
    headers: 'Encabezados de la solicitud',
    headersHelp:
      'Un objeto JSON con los encabezados HTTP que se envían en cada solicitud, como un encabezado Authorization con tu token. Se guarda en secreto.',
  },
  devEmail: {
    name: 'Correo de desarrollo (registro y archivo)',
    description:
      'Solo para desarrollo: no entrega ningún correo. Escribe cada mensaje, con su código o enlace, en el registro del servidor y en un archivo.',
  },
  devSms: {
    name: 'SMS de desarrollo (registro y archivo)',
    description:
      'Solo para desarrollo: no envía ningún SMS. Escribe cada mensaje, con su código, en el registro del servidor y en un archivo.',
  },
  smtp: {
    name: 'SMTP',
    description: 'Envía correo a través de cualquier servidor o proveedor de correo que acepte SMTP.',
    host: 'Host',
    hostHelp: 'El nombre del servidor de correo, como smtp.example.com.',
    port: 'Puerto',
    portHelp: 'Normalmente 587 con STARTTLS, 465 con TLS implícito y 25 sin cifrado.',
    security: 'Cifrado',
    securityHelp: 'Cómo se protege la conexión con el servidor de correo.',
    securityNone: 'Ninguno (sin cifrar)',
    securityStarttls: 'STARTTLS (obligatorio)',
    securityTls: 'TLS implícito',
    username: 'Nombre de usuario',
    usernameHelp: 'Déjalo vacío si el servidor no pide iniciar sesión.',
    password: 'Contraseña',
    fromAddress: 'Dirección del remitente',
    fromAddressHelp: 'La dirección desde la que llega el correo; tu servidor de correo debe permitirla.',
    fromName: 'Nombre del remitente',
    fromNameHelp: 'Se muestra como remitente. El nombre de remitente de la plantilla tiene prioridad.',
    ignoreInvalidCertificate: 'Aceptar certificados no válidos',
    ignoreInvalidCertificateHelp:
      'Solo para pruebas: acepta un certificado autofirmado o caducado, lo que permite a otros leer el correo por el camino.',
  },
  httpEmail: {
    name: 'Correo por HTTP',
    description: 'Envía cada correo como JSON a tu propio endpoint, que se encarga de entregarlo.',
  },
  httpSms: {
    name: 'SMS por HTTP',
    description: 'Envía cada SMS como JSON a tu propio endpoint o a la API de tu proveedor de SMS.',
    bodyTemplate: 'Cuerpo de la solicitud',
    bodyTemplateHelp:
      'El JSON que se envía. {{to}}, {{text}}, {{code}} y {{type}} dentro de sus cadenas se sustituyen por los valores del mensaje.',
  },
  twilioSms: {
    name: 'SMS de Twilio',
    description: 'Envía SMS a través de tu cuenta de Twilio.',
    accountSid: 'SID de la cuenta (Account SID)',
    accountSidHelp: 'Empieza por AC; aparece en tu consola de Twilio.',
    authToken: 'Token de autenticación',
    authTokenHelp: 'Aparece junto al Account SID en tu consola de Twilio.',
    fromNumber: 'Número del remitente',
    fromNumberHelp:
      'Un número de teléfono de Twilio en formato internacional, como +15551234567. No hace falta con un Messaging Service.',
    messagingServiceSid: 'SID del Messaging Service',
    messagingServiceSidHelp:
      'Opcional. Empieza por MG; si se indica, Twilio elige el remitente del servicio y no se usa el número del remitente.',
  },
} satisfies typeof en;
