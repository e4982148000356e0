import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: 'Prześlij',
    replace: 'Zastąp',
    remove: 'Usuń',
    uploading: 'Przesyłanie…',
    no_image: 'Brak obrazu',
    preview: 'Podgląd: {{label}}',
    hint: 'Prześlij lub upuść obraz ({{types}}, do {{size}}) albo wklej jego adres URL.',
    drop_here: 'Upuść obraz tutaj',
    url_only: 'Przesyłanie plików nie jest skonfigurowane na tym serwerze: wklej adres URL obrazu.',
    error_file_count: 'Wybierz tylko jeden plik.',
    error_file_type: 'Ten typ pliku jest niedozwolony. Dozwolone: {{types}}.',
    error_file_size: 'Plik jest większy niż {{limit}}.',
    error_upload: 'Przesyłanie nie powiodło się. Spróbuj ponownie.',
    custom_ui: {
      not_configured: 'Przesyłanie plików nie jest skonfigurowane na tym serwerze.',
      label: 'Własny interfejs logowania',
      description:
        'Prześlij ZIP własnej aplikacji logowania z plikiem index.html w katalogu głównym. Zastępuje ona wbudowane strony logowania.',
      none: 'Brak: wyświetlane są wbudowane strony logowania.',
      uploaded_at: 'Przesłano {{date}}',
      upload: 'Prześlij ZIP',
      replace: 'Zastąp ZIP',
      remove: 'Usuń',
      error_file_type: 'Wybierz archiwum ZIP.',
    },
  },
} satisfies Translated<typeof en, 'pl-PL'>;
