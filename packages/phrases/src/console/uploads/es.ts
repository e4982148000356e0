import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: 'Subir',
    replace: 'Reemplazar',
    remove: 'Quitar',
    uploading: 'Subiendo…',
    no_image: 'Sin imagen',
    preview: 'Vista previa de {{label}}',
    hint: 'Suba o arrastre una imagen ({{types}}, hasta {{size}}), o pegue su URL.',
    drop_here: 'Suelte la imagen aquí',
    url_only: 'Las subidas no están configuradas en este servidor: pegue la URL de una imagen.',
    error_file_count: 'Elija un solo archivo.',
    error_file_type: 'Este tipo de archivo no está permitido. Permitidos: {{types}}.',
    error_file_size: 'El archivo supera {{limit}}.',
    error_upload: 'La subida falló. Inténtelo de nuevo.',
    custom_ui: {
      not_configured: 'Las subidas no están configuradas en este servidor.',
      label: 'Interfaz de inicio de sesión personalizada',
      description:
        'Suba un ZIP de su propia aplicación de inicio de sesión con un index.html en su raíz. Sustituye a las páginas de inicio de sesión integradas.',
      none: 'Ninguna: se muestran las páginas de inicio de sesión integradas.',
      uploaded_at: 'Subido el {{date}}',
      upload: 'Subir ZIP',
      replace: 'Reemplazar ZIP',
      remove: 'Quitar',
      error_file_type: 'Elija un archivo ZIP.',
    },
  },
} satisfies Translated<typeof en, 'es'>;
