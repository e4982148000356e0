import type en from './en';

export default {
  audit_logs: {
    title: 'Журналы аудита',
    subtitle:
      'Каждый шаг входа и каждый запрос токена — в том виде, в каком они происходили. Секреты здесь никогда не отображаются.',
    event: 'Событие',
    user: 'Пользователь',
    application: 'Приложение',
    time: 'Время',
    result: 'Результат',
    success: 'Успешно',
    error: 'Ошибка',
    all_events: 'Все события',
    all_applications: 'Все приложения',
    filter_user: 'Фильтр по ID пользователя',
    empty_title: 'Записей нет',
    empty_description: 'Записи появляются здесь, когда пользователи входят, а приложения запрашивают токены.',
    details_title: 'Запись',
    back_to_list: 'Вернуться к журналам аудита',
    ip: 'IP-адрес',
    user_agent: 'Агент пользователя',
    error_detail: 'Ошибка',
    log_id: 'ID записи',
    raw: 'Исходная запись (JSON)',
  },
} satisfies typeof en;
