import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: 'Профиль',
    subtitle: 'Ваша учётная запись в консоли Gatehouse.',
    settings_title: 'Настройки профиля',
    settings_description: 'Ваше изображение, имя и имя пользователя.',
    avatar: 'URL аватара',
    avatar_hint: 'Ссылка https:// на квадратное изображение.',
    name: 'Имя',
    username: 'Имя пользователя',
    password_title: 'Пароль',
    password_not_set: 'Не задан',
    updated: 'Профиль обновлён.',
  },
} satisfies Translated<typeof en, 'ru'>;
