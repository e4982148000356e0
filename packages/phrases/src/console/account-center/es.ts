import type { Translated } from '../../plurals';
import type en from './en';

export default {
  account_center: {
    title: 'Centro de cuenta',
    description:
      'Permita que los usuarios con sesión iniciada vean y cambien su propia cuenta mediante la API de cuenta (/api/my-account), campo por campo.',
    enable: 'Activar la API de cuenta',
    enable_description:
      'Mientras esté desactivada, se rechaza toda solicitud a la API de cuenta, permitan lo que permitan los campos.',
    disabled_notice:
      'La API de cuenta está desactivada: los ajustes de campos de abajo se aplican en cuanto la active.',
    security_title: 'Identificadores y credenciales de inicio de sesión',
    security_description:
      'Cambiar uno de ellos requiere una prueba de identidad reciente: la contraseña actual o un código enviado al correo o teléfono actual.',
    profile_title: 'Datos del perfil',
    profile_description: 'Los usuarios los cambian directamente, sin verificación adicional.',
    controls: {
      Off: 'Desactivado',
      ReadOnly: 'Solo lectura',
      Edit: 'Editar',
    },
    fields: {
      name: 'Nombre visible',
      avatar: 'Foto de perfil',
      profile: 'Perfil',
      customData: 'Datos personalizados',
      username: 'Nombre de usuario',
      email: 'Correo principal',
      phone: 'Teléfono principal',
      password: 'Contraseña',
      social: 'Cuentas sociales',
      mfa: 'Autenticación multifactor',
    },
    hints: {
      profile: 'Datos estándar del perfil: nombre de pila, apodo, dirección y similares.',
      customData: 'JSON libre guardado en el usuario; una edición lo reemplaza entero.',
      username: 'Debe seguir siendo único en el inquilino.',
      email: 'Una dirección nueva se confirma con un código enviado a ella.',
      phone: 'Un número nuevo se confirma con un código enviado a él.',
      password: 'Una contraseña nueva debe cumplir la política de contraseñas.',
      social: 'Las cuentas sociales vinculadas se pueden ver; la API de cuenta aún no las cambia.',
      mfa: 'La API de cuenta aún no gestiona la autenticación multifactor.',
    },
  },
} satisfies Translated<typeof en, 'es'>;
