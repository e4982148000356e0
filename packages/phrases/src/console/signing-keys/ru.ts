import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: 'Ключи подписи',
    subtitle:
      'Ключи, которыми подписываются токены и cookie. Регулярно выполняйте ротацию: предыдущий ключ продолжает проверять уже выданное, пока вы его не удалите.',
    private_keys: 'Ключи подписи токенов',
    private_keys_description: 'Публикуются в JWKS: приложения проверяют ими ID-токены и токены доступа.',
    cookie_keys: 'Ключи cookie',
    cookie_keys_description: 'Подписывают cookie сеансов входа.',
    id: 'ID ключа',
    algorithm: 'Алгоритм',
    created: 'Создан',
    status: 'Состояние',
    current: 'Текущий',
    previous: 'Предыдущий',
    rotate: 'Ротация',
    rotate_title: 'Выполнить ротацию ключей?',
    rotate_description: 'Новый ключ становится текущим. Текущий становится предыдущим, а более старые ключи удаляются.',
    algorithm_label: 'Алгоритм подписи',
    rotated: 'Ротация ключей выполнена.',
    delete: 'Удалить',
    delete_title: 'Удалить предыдущий ключ?',
    delete_description: 'Токены, подписанные этим ключом, сразу перестанут проходить проверку.',
    deleted: 'Ключ удалён.',
    empty: 'Ключей нет',
  },
} satisfies Translated<typeof en, 'ru'>;
