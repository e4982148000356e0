import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: 'Perfil',
    subtitle: 'Sua conta do console do Gatehouse.',
    settings_title: 'Configurações do perfil',
    settings_description: 'Sua foto, seu nome e seu nome de usuário.',
    avatar: 'URL do avatar',
    avatar_hint: 'Um link https:// para uma imagem quadrada.',
    name: 'Nome',
    username: 'Nome de usuário',
    password_title: 'Senha',
    password_not_set: 'Não definida',
    updated: 'Perfil atualizado.',
  },
} satisfies Translated<typeof en, 'pt-BR'>;
