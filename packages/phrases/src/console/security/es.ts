import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: 'Seguridad',
    subtitle:
      'Protege el inicio de sesión y el registro frente a bots y a la adivinación de contraseñas, y elige qué direcciones de correo pueden registrarse.',
    captcha: {
      title: 'CAPTCHA',
      description:
        'Pide un CAPTCHA antes de iniciar sesión o registrarse. El proveedor comprueba cada respuesta, de servidor a servidor.',
      enable: 'Exigir un CAPTCHA al iniciar sesión y al registrarse',
      enable_description: 'Se aplica mientras haya un proveedor configurado.',
      not_configured: 'Todavía no hay ningún proveedor configurado.',
      configured: '{{provider}}, clave de sitio {{siteKey}}',
      set_up: 'Configurar un proveedor',
      edit: 'Editar el proveedor',
      page_title: 'Proveedor de CAPTCHA',
      page_subtitle: 'El servicio que muestra el widget en las páginas de inicio de sesión y comprueba su respuesta.',
      back: 'Volver a seguridad',
      provider: 'Proveedor',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: 'Clave de sitio',
      secret_key: 'Clave secreta',
      secret_key_hint: 'En reCAPTCHA Enterprise, una clave de API. Se guarda cifrada y no se vuelve a mostrar.',
      project_id: 'ID del proyecto',
      guide: 'Cómo obtener estas claves',
      delete_title: 'Eliminar el proveedor',
      delete_description: 'El inicio de sesión y el registro ya no piden un CAPTCHA.',
      delete_confirm:
        '¿Eliminar el proveedor de CAPTCHA? El inicio de sesión y el registro dejarán de pedir un CAPTCHA.',
      deleted: 'Se eliminó el proveedor de CAPTCHA.',
    },
    guides: {
      Turnstile: {
        title: 'Configurar Cloudflare Turnstile',
        step_1: 'En el panel de Cloudflare, abre Turnstile y añade un widget.',
        step_2: 'Añade el nombre de host de tus páginas de inicio de sesión a los dominios del widget.',
        step_3: 'Copia la clave de sitio y la clave secreta en el formulario del proveedor de CAPTCHA.',
      },
      RecaptchaEnterprise: {
        title: 'Configurar reCAPTCHA Enterprise',
        step_1: 'En la consola de Google Cloud, habilita la API de reCAPTCHA Enterprise para tu proyecto.',
        step_2:
          'Crea una clave de sitio web basada en puntuación para el nombre de host de tus páginas de inicio de sesión.',
        step_3:
          'Crea una clave de API restringida a reCAPTCHA Enterprise y luego introduce la clave de sitio, la clave de API y el ID del proyecto.',
      },
    },
    lockout: {
      title: 'Bloqueo',
      description:
        'Tras este número de intentos fallidos de contraseña, la cuenta se bloquea durante un tiempo. Una contraseña correcta reinicia el recuento.',
      max_attempts: 'Intentos fallidos antes del bloqueo',
      lockout_duration: 'Duración del bloqueo en minutos',
    },
    unlock: {
      title: 'Desbloquear una cuenta',
      description:
        'Levanta un bloqueo ahora: introduce el nombre de usuario, el correo o el número de teléfono bloqueado.',
      identifier: 'Nombre de usuario, correo o número de teléfono',
      submit: 'Desbloquear',
      done: 'Se desbloqueó «{{identifier}}».',
    },
    blocklist: {
      title: 'Lista de bloqueo de correo',
      description:
        'Direcciones de correo rechazadas en el registro y cuando los usuarios añaden un correo a su cuenta.',
      domains: 'Dominios bloqueados',
      domains_hint: 'Un dominio por fila; sus subdominios también quedan bloqueados.',
      block_free: 'Bloquear proveedores de correo gratuitos',
      block_free_description: 'Rechaza proveedores gratuitos habituales como gmail.com, outlook.com y yahoo.com.',
      block_subaddressing: 'Bloquear subdirecciones',
      block_subaddressing_description: 'Rechaza direcciones con una etiqueta +, como nombre+news@example.com.',
    },
  },
} satisfies Translated<typeof en, 'es'>;
