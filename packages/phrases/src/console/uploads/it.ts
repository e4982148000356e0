import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: 'Carica',
    replace: 'Sostituisci',
    remove: 'Rimuovi',
    uploading: 'Caricamento…',
    no_image: 'Nessuna immagine',
    preview: 'Anteprima di {{label}}',
    hint: 'Carica o trascina un’immagine ({{types}}, fino a {{size}}), oppure incolla il suo URL.',
    drop_here: 'Rilascia qui l’immagine',
    url_only: 'I caricamenti non sono configurati su questo server: incolla l’URL di un’immagine.',
    error_file_count: 'Scegli un solo file.',
    error_file_type: 'Questo tipo di file non è consentito. Consentiti: {{types}}.',
    error_file_size: 'Il file supera {{limit}}.',
    error_upload: 'Caricamento non riuscito. Riprova.',
    custom_ui: {
      not_configured: 'I caricamenti non sono configurati su questo server.',
      label: 'Interfaccia di accesso personalizzata',
      description:
        'Carica uno ZIP della tua app di accesso con un index.html nella radice. Sostituisce le pagine di accesso integrate.',
      none: 'Nessuna: vengono mostrate le pagine di accesso integrate.',
      uploaded_at: 'Caricata il {{date}}',
      upload: 'Carica ZIP',
      replace: 'Sostituisci ZIP',
      remove: 'Rimuovi',
      error_file_type: 'Scegli un archivio ZIP.',
    },
  },
} satisfies Translated<typeof en, 'it'>;
