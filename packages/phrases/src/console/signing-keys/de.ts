import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: 'Signaturschlüssel',
    subtitle:
      'Schlüssel, die Token und Cookies signieren. Rotieren Sie sie regelmäßig: Der vorherige Schlüssel verifiziert bereits Ausgestelltes weiter, bis Sie ihn löschen.',
    private_keys: 'Token-Signaturschlüssel',
    private_keys_description: 'In JWKS veröffentlicht: Apps verifizieren damit ID- und Zugriffstoken.',
    cookie_keys: 'Cookie-Schlüssel',
    cookie_keys_description: 'Signieren die Cookies der Anmeldesitzungen.',
    id: 'Schlüssel-ID',
    algorithm: 'Algorithmus',
    created: 'Erstellt',
    status: 'Zustand',
    current: 'Aktuell',
    previous: 'Vorherig',
    rotate: 'Rotieren',
    rotate_title: 'Schlüssel rotieren?',
    rotate_description:
      'Ein neuer Schlüssel wird aktuell. Der aktuelle wird zum vorherigen, ältere Schlüssel werden gelöscht.',
    algorithm_label: 'Signaturalgorithmus',
    rotated: 'Schlüssel rotiert.',
    delete: 'Löschen',
    delete_title: 'Vorherigen Schlüssel löschen?',
    delete_description: 'Mit diesem Schlüssel signierte Token werden sofort nicht mehr verifiziert.',
    deleted: 'Schlüssel gelöscht.',
    empty: 'Keine Schlüssel',
  },
} satisfies Translated<typeof en, 'de'>;
