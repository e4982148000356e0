import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: 'Hochladen',
    replace: 'Ersetzen',
    remove: 'Entfernen',
    uploading: 'Wird hochgeladen…',
    no_image: 'Kein Bild',
    preview: 'Vorschau von {{label}}',
    hint: 'Laden Sie ein Bild hoch oder ziehen Sie es hierher ({{types}}, bis {{size}}), oder fügen Sie seine URL ein.',
    drop_here: 'Bild hier ablegen',
    url_only: 'Uploads sind auf diesem Server nicht eingerichtet: Fügen Sie die URL eines Bildes ein.',
    error_file_count: 'Wählen Sie nur eine Datei.',
    error_file_type: 'Dieser Dateityp ist nicht erlaubt. Erlaubt: {{types}}.',
    error_file_size: 'Die Datei ist größer als {{limit}}.',
    error_upload: 'Das Hochladen ist fehlgeschlagen. Versuchen Sie es erneut.',
    custom_ui: {
      not_configured: 'Uploads sind auf diesem Server nicht eingerichtet.',
      label: 'Eigene Anmeldeoberfläche',
      description:
        'Laden Sie ein ZIP Ihrer eigenen Anmelde-App mit einer index.html in der obersten Ebene hoch. Sie ersetzt die eingebauten Anmeldeseiten.',
      none: 'Keine: Die eingebauten Anmeldeseiten werden angezeigt.',
      uploaded_at: 'Hochgeladen am {{date}}',
      upload: 'ZIP hochladen',
      replace: 'ZIP ersetzen',
      remove: 'Entfernen',
      error_file_type: 'Wählen Sie ein ZIP-Archiv.',
    },
  },
} satisfies Translated<typeof en, 'de'>;
