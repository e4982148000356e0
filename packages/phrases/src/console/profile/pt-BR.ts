import type en from './en';

export default {
  profile: {
    title: 'Perfil',
    subtitle: 'Sua conta do console do Gatehouse.',
    settings_title: 'Configurações do perfil',
    avatar: 'URL do avatar',
    avatar_hint: 'Um link https:// para uma imagem quadrada.',
    name: 'Nome',
    username: 'Nome de usuário',
    password_title: 'Senha',
    password_not_set: 'Não definida',
    invalid_url: 'Insira uma URL http(s) válida.',
    invalid_username:
      'O nome de usuário deve começar com uma letra ou um sublinhado, seguido de letras, números ou sublinhados.',
    updated: 'Perfil atualizado.',
  },
} satisfies typeof en;
