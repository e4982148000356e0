import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: 'Список первых шагов',
    description: 'Отмечается сам по мере настройки этого арендатора.',
    hide: 'Скрыть список',
    create_application: 'Создать приложение',
    customize_sign_in: 'Настроить страницу входа',
    add_connector: 'Добавить коннектор',
    create_user: 'Создать пользователя',
    invite_teammate: 'Пригласить коллегу',
    done: 'Готово',
    to_do: 'Сделать',
  },
} satisfies Translated<typeof en, 'ru'>;
