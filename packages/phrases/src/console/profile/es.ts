import type en from './en';

export default {
  profile: {
    title: 'Perfil',
    subtitle: 'Su cuenta de la consola de Gatehouse.',
    settings_title: 'Configuración del perfil',
    avatar: 'URL del avatar',
    avatar_hint: 'Un enlace https:// a una imagen cuadrada.',
    name: 'Nombre',
    username: 'Nombre de usuario',
    password_title: 'Contraseña',
    password_not_set: 'Sin configurar',
    invalid_url: 'Escriba una URL http(s) válida.',
    invalid_username:
      'Un nombre de usuario empieza por una letra o un guion bajo, seguido de letras, dígitos o guiones bajos.',
    updated: 'Perfil actualizado.',
  },
} satisfies typeof en;
