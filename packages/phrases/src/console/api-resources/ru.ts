import type { Translated } from '../../plurals';
import type en from './en';

export default {
  api_resources: {
    title: 'API-ресурсы',
    subtitle: 'API, которые вызывают ваши приложения, и разрешения, которые их защищают.',
    create: 'Создать API-ресурс',
    create_title: 'Создание API-ресурса',
    create_description: 'Зарегистрируйте API, чтобы приложения могли запрашивать для него токены доступа.',
    created: 'API-ресурс «{{name}}» создан.',
    search: 'Поиск по названию или идентификатору',
    empty_title: 'API-ресурсов пока нет',
    empty_description: 'Создайте API-ресурс для каждого API, который нужно защитить токенами доступа.',
    name: 'Название API',
    name_placeholder: 'Мой API заказов',
    indicator: 'Идентификатор API',
    indicator_hint:
      'Абсолютный URI, обозначающий ваш API, — обычно его базовый URL. Приложения передают его в параметре resource; он становится аудиторией (audience) их токенов и не может быть изменён позже.',
    invalid_indicator: 'Введите абсолютный URI без фрагмента, например https://api.example.com.',
    default_tag: 'По умолчанию',
    managed_tag: 'Управляется Gatehouse',
    back_to_list: 'Вернуться к API-ресурсам',
    tabs: 'Разделы API-ресурса',
    permissions: 'Разрешения',
    general: 'Общие',
    read_only_note: 'Этот API управляется Gatehouse: вы можете его просматривать, но не изменять.',
    search_permissions: 'Поиск разрешений',
    create_permission: 'Создать разрешение',
    edit_permission: 'Изменить разрешение',
    permission_name: 'Имя разрешения',
    permission_name_hint:
      'Область доступа (scope), которую запрашивают приложения, например read:orders. Без пробелов.',
    invalid_permission_name: 'Имя разрешения не может содержать пробелы, кавычки или обратные косые черты.',
    permission_description: 'Описание',
    permission_description_placeholder: 'Что позволяет это разрешение',
    permissions_empty_title: 'Разрешений пока нет',
    permissions_empty_description: 'Разрешения предоставляются ролями и передаются в токенах доступа.',
    permission_created: 'Разрешение «{{name}}» создано.',
    permission_updated: 'Разрешение «{{name}}» обновлено.',
    permission_deleted: 'Разрешение «{{name}}» удалено.',
    delete_permission_title: 'Удалить это разрешение?',
    delete_permission_message:
      'Роли, у которых есть разрешение {{name}}, лишатся его, а токены, выданные с этого момента, больше не будут его содержать. Это действие нельзя отменить.',
    settings_title: 'Настройки',
    settings_description: 'Его название и время жизни токенов доступа к нему.',
    ttl: 'Время жизни токена доступа (в секундах)',
    ttl_hint: 'Сколько времени токен доступа для этого API остаётся действительным. По умолчанию: 3600 (один час).',
    default_title: 'API по умолчанию',
    default_label: 'Использовать как API по умолчанию',
    default_description:
      'Токены, запрошенные без параметра resource, выдаются для API по умолчанию. API по умолчанию может быть только один.',
    danger_title: 'Удаление API-ресурса',
    delete_description:
      'При удалении API его разрешения будут удалены из всех ролей. Приложения больше не смогут получать для него токены.',
    delete: 'Удалить API-ресурс',
    delete_title: 'Удалить этот API-ресурс?',
    delete_message: '{{name}} и все его разрешения будут удалены, а роли их лишатся. Это действие нельзя отменить.',
    deleted: 'API-ресурс «{{name}}» удалён.',
    guides: 'Проверка токенов доступа этого API на',
    guide_title: 'Проверка токенов доступа на {{stack}}',
    guide_subtitle:
      'Проверяйте каждый запрос к вашему API: подпись, издателя, аудиторию (audience), срок действия, а затем разрешения.',
    guide_install: 'Установите библиотеки',
    guide_validate: 'Проверяйте токен при каждом запросе',
    guide_validate_description:
      'Значения ниже относятся к этому API и этому тенанту. Маршрут из примера требует разрешения {{scope}}.',
    guide_try: 'Попробуйте',
    guide_try_description:
      'Получите токен доступа для этого API (для межмашинного приложения: client_credentials с параметром resource, равным идентификатору API), затем вызовите маршрут из примера с заголовком Authorization: Bearer, за которым следует токен.',
  },
} satisfies Translated<typeof en, 'ru'>;
