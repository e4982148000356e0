import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: 'Загрузить',
    replace: 'Заменить',
    remove: 'Удалить',
    uploading: 'Загрузка…',
    no_image: 'Нет изображения',
    preview: 'Предпросмотр: {{label}}',
    hint: 'Загрузите или перетащите изображение ({{types}}, до {{size}}) либо вставьте его URL.',
    drop_here: 'Перетащите изображение сюда',
    url_only: 'Загрузка файлов на этом сервере не настроена: вставьте URL изображения.',
    error_file_count: 'Выберите только один файл.',
    error_file_type: 'Этот тип файла не разрешён. Разрешены: {{types}}.',
    error_file_size: 'Файл больше {{limit}}.',
    error_upload: 'Не удалось загрузить файл. Повторите попытку.',
    custom_ui: {
      not_configured: 'Загрузка файлов на этом сервере не настроена.',
      label: 'Собственный интерфейс входа',
      description:
        'Загрузите ZIP собственного приложения входа с файлом index.html в корне. Оно заменит встроенные страницы входа.',
      none: 'Нет: показываются встроенные страницы входа.',
      uploaded_at: 'Загружено {{date}}',
      upload: 'Загрузить ZIP',
      replace: 'Заменить ZIP',
      remove: 'Удалить',
      error_file_type: 'Выберите ZIP-архив.',
    },
  },
} satisfies Translated<typeof en, 'ru'>;
