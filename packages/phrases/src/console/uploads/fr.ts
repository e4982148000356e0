import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: 'Téléverser',
    replace: 'Remplacer',
    remove: 'Retirer',
    uploading: 'Téléversement…',
    no_image: 'Aucune image',
    preview: 'Aperçu de {{label}}',
    hint: 'Téléversez ou déposez une image ({{types}}, jusqu’à {{size}}), ou collez son URL.',
    drop_here: 'Déposez l’image ici',
    url_only: 'Les téléversements ne sont pas configurés sur ce serveur : collez l’URL d’une image.',
    error_file_count: 'Choisissez un seul fichier.',
    error_file_type: 'Ce type de fichier n’est pas autorisé. Autorisés : {{types}}.',
    error_file_size: 'Le fichier dépasse {{limit}}.',
    error_upload: 'Le téléversement a échoué. Réessayez.',
    custom_ui: {
      not_configured: 'Les téléversements ne sont pas configurés sur ce serveur.',
      label: 'Interface de connexion personnalisée',
      description:
        'Téléversez un ZIP de votre propre application de connexion avec un index.html à sa racine. Elle remplace les pages de connexion intégrées.',
      none: 'Aucune : les pages de connexion intégrées sont affichées.',
      uploaded_at: 'Téléversée le {{date}}',
      upload: 'Téléverser un ZIP',
      replace: 'Remplacer le ZIP',
      remove: 'Retirer',
      error_file_type: 'Choisissez une archive ZIP.',
    },
  },
} satisfies Translated<typeof en, 'fr'>;
