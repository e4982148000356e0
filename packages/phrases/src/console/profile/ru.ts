import type en from './en';

export default {
  profile: {
    title: 'Профиль',
    subtitle: 'Ваша учётная запись в консоли Gatehouse.',
    settings_title: 'Настройки профиля',
    avatar: 'URL аватара',
    avatar_hint: 'Ссылка https:// на квадратное изображение.',
    name: 'Имя',
    username: 'Имя пользователя',
    password_title: 'Пароль',
    password_not_set: 'Не задан',
    invalid_url: 'Введите корректный URL-адрес http(s).',
    invalid_username:
      'Имя пользователя должно начинаться с латинской буквы или символа подчёркивания, за которыми следуют латинские буквы, цифры или символы подчёркивания.',
    updated: 'Профиль обновлён.',
  },
} satisfies typeof en;
