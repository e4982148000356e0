import type { Translated } from '../../plurals';
import type en from './en';

export default {
  api_resources: {
    title: 'Recursos de API',
    subtitle: 'Las API a las que llaman sus aplicaciones y los permisos que las protegen.',
    create: 'Crear recurso de API',
    create_title: 'Crear un recurso de API',
    create_description: 'Registre una API para que las aplicaciones puedan solicitar tokens de acceso para ella.',
    created: 'Recurso de API «{{name}}» creado.',
    search: 'Buscar por nombre o identificador',
    empty_title: 'Todavía no hay recursos de API',
    empty_description: 'Cree uno para cada API que quiera proteger con tokens de acceso.',
    name: 'Nombre de la API',
    name_placeholder: 'Mi API de pedidos',
    indicator: 'Identificador de la API',
    indicator_hint:
      'Un URI absoluto que da nombre a su API, normalmente su URL base. Las aplicaciones lo envían como parámetro resource; se convierte en la audiencia de sus tokens y no se puede cambiar más adelante.',
    invalid_indicator: 'Escriba un URI absoluto sin fragmento, como https://api.example.com.',
    default_tag: 'Predeterminado',
    managed_tag: 'Administrado por Gatehouse',
    back_to_list: 'Volver a los recursos de API',
    tabs: 'Secciones del recurso de API',
    permissions: 'Permisos',
    general: 'General',
    read_only_note: 'Esta API está administrada por Gatehouse: puede verla, pero no modificarla.',
    search_permissions: 'Buscar permisos',
    create_permission: 'Crear permiso',
    edit_permission: 'Editar permiso',
    permission_name: 'Nombre del permiso',
    permission_name_hint: 'El ámbito (scope) que solicitan las aplicaciones, como read:orders. Sin espacios.',
    invalid_permission_name: 'El nombre de un permiso no puede contener espacios, comillas ni barras invertidas.',
    permission_description: 'Descripción',
    permission_description_placeholder: 'Qué permite este permiso',
    permissions_empty_title: 'Todavía no hay permisos',
    permissions_empty_description:
      'Los permisos son lo que conceden los roles y lo que contienen los tokens de acceso.',
    permission_created: 'Permiso «{{name}}» creado.',
    permission_updated: 'Permiso «{{name}}» actualizado.',
    permission_deleted: 'Permiso «{{name}}» eliminado.',
    delete_permission_title: '¿Eliminar este permiso?',
    delete_permission_message:
      'Los roles que tienen {{name}} lo perderán, y los tokens que se emitan a partir de ahora ya no lo incluirán. Esta acción no se puede deshacer.',
    settings_title: 'Configuración',
    settings_description: 'Su nombre y cuánto duran sus tokens de acceso.',
    ttl: 'Duración del token de acceso (segundos)',
    ttl_hint:
      'Tiempo durante el cual un token de acceso para esta API sigue siendo válido. Valor predeterminado: 3600 (una hora).',
    default_title: 'API predeterminada',
    default_label: 'Usar como API predeterminada',
    default_description:
      'Los tokens solicitados sin el parámetro resource se emiten para la API predeterminada. Solo una API puede ser la predeterminada.',
    danger_title: 'Eliminar el recurso de API',
    delete_description:
      'Al eliminar la API, sus permisos se quitan de todos los roles. Las aplicaciones ya no podrán obtener tokens para ella.',
    delete: 'Eliminar recurso de API',
    delete_title: '¿Eliminar este recurso de API?',
    delete_message:
      'Se eliminarán {{name}} y todos sus permisos, y los roles los perderán. Esta acción no se puede deshacer.',
    deleted: 'Recurso de API «{{name}}» eliminado.',
    guides: 'Validar los tokens de acceso de esta API en',
    guide_title: 'Validar tokens de acceso en {{stack}}',
    guide_subtitle:
      'Compruebe cada solicitud a su API: firma, emisor, audiencia, caducidad y, por último, los permisos.',
    guide_install: 'Instalar las bibliotecas',
    guide_validate: 'Comprobar el token en cada solicitud',
    guide_validate_description:
      'Los valores siguientes son los de esta API y de este inquilino. La ruta de ejemplo requiere el permiso {{scope}}.',
    guide_try: 'Probarlo',
    guide_try_description:
      'Obtenga un token de acceso para esta API (para una aplicación de máquina a máquina: client_credentials con el parámetro resource establecido en el identificador de la API) y, después, llame a la ruta de ejemplo con el encabezado Authorization: Bearer seguido del token.',
  },
} satisfies Translated<typeof en, 'es'>;
