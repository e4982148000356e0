import type en from './en';

export default {
  profile: {
    title: 'Perfil',
    subtitle: 'A sua conta da consola do Gatehouse.',
    settings_title: 'Definições do perfil',
    avatar: 'URL do avatar',
    avatar_hint: 'Uma ligação https:// para uma imagem quadrada.',
    name: 'Nome',
    username: 'Nome de utilizador',
    password_title: 'Palavra-passe',
    password_not_set: 'Não definida',
    invalid_url: 'Introduza um URL http(s) válido.',
    invalid_username:
      'Um nome de utilizador começa por uma letra ou um sublinhado, seguido de letras, algarismos ou sublinhados.',
    updated: 'Perfil atualizado.',
  },
} satisfies typeof en;
