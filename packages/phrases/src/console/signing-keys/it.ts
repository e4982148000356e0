import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: 'Chiavi di firma',
    subtitle:
      'Le chiavi che firmano token e cookie. Ruotale regolarmente: la chiave precedente continua a verificare ciò che è già stato emesso finché non la elimini.',
    private_keys: 'Chiavi di firma dei token',
    private_keys_description: 'Pubblicate nel JWKS: le app verificano con esse i token ID e di accesso.',
    cookie_keys: 'Chiavi dei cookie',
    cookie_keys_description: 'Firmano i cookie delle sessioni di accesso.',
    id: 'ID chiave',
    algorithm: 'Algoritmo',
    created: 'Creata',
    status: 'Stato',
    current: 'Attuale',
    previous: 'Precedente',
    rotate: 'Ruota',
    rotate_title: 'Ruotare le chiavi?',
    rotate_description:
      'Una nuova chiave diventa quella attuale. L’attuale diventa la precedente e ogni chiave più vecchia viene eliminata.',
    algorithm_label: 'Algoritmo di firma',
    rotated: 'Chiavi ruotate.',
    delete: 'Elimina',
    delete_title: 'Eliminare la chiave precedente?',
    delete_description: 'I token firmati con questa chiave smettono subito di essere verificati.',
    deleted: 'Chiave eliminata.',
    empty: 'Nessuna chiave',
  },
} satisfies Translated<typeof en, 'it'>;
