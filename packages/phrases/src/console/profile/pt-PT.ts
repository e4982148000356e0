import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: 'Perfil',
    subtitle: 'A sua conta da consola do Gatehouse.',
    settings_title: 'Definições do perfil',
    settings_description: 'A sua fotografia, o seu nome e o seu nome de utilizador.',
    avatar: 'URL do avatar',
    avatar_hint: 'Uma ligação https:// para uma imagem quadrada.',
    name: 'Nome',
    username: 'Nome de utilizador',
    password_title: 'Palavra-passe',
    password_not_set: 'Não definida',
    updated: 'Perfil atualizado.',
  },
} satisfies Translated<typeof en, 'pt-PT'>;
