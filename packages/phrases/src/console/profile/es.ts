import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: 'Perfil',
    subtitle: 'Su cuenta de la consola de Gatehouse.',
    settings_title: 'Configuración del perfil',
    settings_description: 'Su imagen, su nombre y su nombre de usuario.',
    avatar: 'URL del avatar',
    avatar_hint: 'Un enlace https:// a una imagen cuadrada.',
    name: 'Nombre',
    username: 'Nombre de usuario',
    password_title: 'Contraseña',
    password_not_set: 'Sin configurar',
    updated: 'Perfil actualizado.',
  },
} satisfies Translated<typeof en, 'es'>;
