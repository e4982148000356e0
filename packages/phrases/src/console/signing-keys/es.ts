import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: 'Claves de firma',
    subtitle:
      'Claves que firman tokens y cookies. Rótalas con regularidad: la clave anterior sigue verificando lo ya emitido hasta que la elimines.',
    private_keys: 'Claves de firma de tokens',
    private_keys_description: 'Publicadas en JWKS: las apps verifican con ellas los tokens de ID y de acceso.',
    cookie_keys: 'Claves de cookies',
    cookie_keys_description: 'Firman las cookies de las sesiones de inicio de sesión.',
    id: 'ID de clave',
    algorithm: 'Algoritmo',
    created: 'Creada',
    status: 'Estado',
    current: 'Actual',
    previous: 'Anterior',
    rotate: 'Rotar',
    rotate_title: '¿Rotar las claves?',
    rotate_description:
      'Una clave nueva pasa a ser la actual. La actual pasa a ser la anterior y se elimina cualquier clave más antigua.',
    algorithm_label: 'Algoritmo de firma',
    rotated: 'Claves rotadas.',
    delete: 'Eliminar',
    delete_title: '¿Eliminar la clave anterior?',
    delete_description: 'Los tokens firmados con esta clave dejan de verificarse de inmediato.',
    deleted: 'Clave eliminada.',
    empty: 'No hay claves',
  },
} satisfies Translated<typeof en, 'es'>;
