import type { Translated } from '../../plurals';
import type en from './en';

export default {
  mfa: {
    title: 'Autenticación multifactor',
    subtitle:
      'Un segundo paso tras el primer método de inicio de sesión: qué factores pueden registrar los usuarios y cuándo los piden las páginas de inicio de sesión.',
    factors_title: 'Factores',
    factors_description: 'Los segundos factores que los usuarios pueden registrar y verificar al iniciar sesión.',
    factors: {
      Totp: {
        title: 'App de autenticación (TOTP)',
        description:
          'Un código de seis dígitos de una app como Google Authenticator o 1Password, nuevo cada 30 segundos.',
      },
      WebAuthn: {
        title: 'Llaves de acceso (WebAuthn)',
        description: 'Huella, rostro, bloqueo de pantalla o llave de seguridad.',
      },
      BackupCode: {
        title: 'Códigos de respaldo',
        description: 'Diez códigos de un solo uso para entrar sin el otro factor. Requiere otro factor activado.',
      },
      EmailVerificationCode: {
        title: 'Código por correo',
        description: 'Un código enviado a la dirección de correo principal. Los usuarios sin correo no pueden usarlo.',
      },
      PhoneVerificationCode: {
        title: 'Código SMS',
        description:
          'Un código enviado por SMS al número de teléfono principal. Los usuarios sin teléfono no pueden usarlo.',
      },
    },
    passkey_title: 'Inicio de sesión con llave de acceso',
    passkey_description:
      'Los usuarios que crearon una llave de acceso pueden iniciar sesión solo con ella: sin nombre de usuario ni contraseña.',
    passkey_sign_in: 'Iniciar sesión con una llave de acceso',
    passkey_needs_webauthn:
      'Requiere activar arriba las llaves de acceso (WebAuthn): los usuarios las crean como segundo factor.',
    related_origins: 'Orígenes relacionados',
    related_origins_hint:
      'Otros sitios https tuyos donde los usuarios pueden crear y usar las mismas llaves de acceso, como https://shop.example.com. Los navegadores los leen en /.well-known/webauthn; hasta 20.',
    needs_email_connector: 'Necesita un conector de correo habilitado (Conectores → Correo y SMS).',
    needs_sms_connector: 'Necesita un conector SMS habilitado (Conectores → Correo y SMS).',
    policy_title: 'Política',
    policy_description: 'Cuándo las páginas de inicio de sesión piden un segundo factor.',
    policy: 'Política de MFA',
    policies: {
      UserControlled: {
        title: 'A elección de cada usuario',
        description: 'Quien registró un factor lo verifica al iniciar sesión; a nadie se le pide registrar uno.',
      },
      Mandatory: {
        title: 'Obligatoria',
        description:
          'Cada usuario debe registrar un factor y verificarlo en cada inicio de sesión. No se puede omitir.',
      },
      PromptOnlyAtSignIn: {
        title: 'Sugerir al iniciar sesión',
        description: 'A los usuarios sin factor se les ofrece registrar uno al iniciar sesión, y pueden omitirlo.',
      },
      PromptAtSignInAndSignUp: {
        title: 'Sugerir al iniciar sesión y al registrarse',
        description: 'La misma oferta, también al registrarse.',
      },
      NoPrompt: {
        title: 'No sugerir nunca',
        description: 'Quien registró un factor lo verifica; a nadie se le ofrece registrar uno.',
      },
    },
    remember_device_days: 'Recordar este dispositivo (días)',
    remember_device_hint:
      'Los usuarios pueden omitir el segundo factor en un dispositivo de confianza durante estos días. 0 oculta la opción.',
    organization_title: 'Organizaciones que exigen MFA',
    organization_description:
      'Quien inicia sesión en una organización con «Exigir MFA» activado debe registrar un factor y verificarlo, sea cual sea la política anterior; no puede omitirlo.',
    errors: {
      mandatory_needs_factor: 'Una política obligatoria necesita un factor activado además de los códigos de respaldo.',
      backup_needs_factor: 'Los códigos de respaldo requieren la app de autenticación o las llaves de acceso.',
    },
    lockout_title: 'Algunos usuarios podrían quedar bloqueados',
    lockout_mandatory: 'Cada usuario sin factor tendrá que registrar uno antes de volver a iniciar sesión.',
    lockout_factor_off: 'Los usuarios que registraron {{factors}} ya no podrán usarlo para iniciar sesión.',
    lockout_confirm: 'Guardar de todos modos',
  },
} satisfies Translated<typeof en, 'es'>;
