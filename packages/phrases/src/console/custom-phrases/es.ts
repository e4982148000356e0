import type { Translated } from '../../plurals';
import type en from './en';

export default {
  custom_phrases: {
    title: 'Frases personalizadas',
    description:
      'Cambia cualquier texto de las páginas de inicio de sesión, en un idioma integrado o en uno de otros 150 aproximadamente.',
    languages_with_phrases: 'Idiomas con frases personalizadas',
    none: 'Todavía ningún idioma tiene frases personalizadas.',
    manage: 'Gestionar idiomas',
    modal_title: 'Gestionar idiomas',
    modal_description:
      'Elige un idioma y escribe el texto que sustituye al integrado. Las páginas de inicio de sesión lo muestran en cuanto se guarda.',
    languages: 'Idiomas',
    custom_badge: 'Personalizado',
    built_in_badge: 'Integrado',
    not_saved_badge: 'Sin guardar',
    add_language: 'Añadir un idioma',
    search_languages: 'Buscar idiomas',
    language_to_add: 'Idioma',
    no_language_matches: 'Ningún idioma coincide con tu búsqueda.',
    add: 'Añadir',
    base_note: 'Una frase vacía muestra el texto integrado en {{language}}.',
    search_phrases: 'Buscar frases',
    only_customized: 'Solo frases personalizadas',
    column_key: 'Clave',
    column_built_in: 'Texto integrado',
    column_custom: 'Texto personalizado',
    custom_text_for: 'Texto personalizado para {{key}}',
    phrases_of: 'Frases en {{language}}',
    no_phrase_matches: 'Ninguna frase coincide con tu búsqueda.',
    delete_language: 'Eliminar idioma',
    delete_title: '¿Eliminar las frases personalizadas en {{language}}?',
    delete_message:
      'Las páginas de inicio de sesión vuelven a mostrar el texto integrado. Un idioma que no está integrado ya no se puede elegir en ellas.',
    discard_title: '¿Descartar los cambios sin guardar?',
    discard_message: 'Tus cambios en las frases en {{language}} no se han guardado y se perderán.',
    saved: 'Frases personalizadas en {{language}} guardadas.',
    deleted: 'Frases personalizadas en {{language}} eliminadas.',
    fallback_in_use:
      '{{language}} es el idioma de respaldo de la experiencia de inicio de sesión. Elige otro idioma de respaldo antes de eliminar sus frases.',
  },
} satisfies Translated<typeof en, 'es'>;
