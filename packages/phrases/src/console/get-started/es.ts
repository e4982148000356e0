import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: 'Primeros pasos',
    welcome: 'Le damos la bienvenida a Gatehouse',
    subtitle:
      'Todo lo que sus usuarios necesitan para iniciar sesión, en un solo lugar. Esto es lo que necesita para conectar su primera aplicación.',
    endpoints_title: 'Sus puntos de conexión de Gatehouse',
    endpoints_description:
      'Las aplicaciones inician la sesión de los usuarios con el emisor; sus servicios de back-end llaman a la API de administración.',
    issuer: 'Emisor (OpenID Connect)',
    discovery: 'Configuración de OpenID',
    management_api: 'Indicador de recurso de la API de administración',
    tenant_id: 'ID del inquilino',
    explore_title: 'Explorar',
    api_reference_title: 'Referencia de la API de administración',
    api_reference_description:
      'El documento OpenAPI de todos los puntos de conexión de administración, para sus herramientas y scripts.',
    docs_title: 'Leer la documentación',
    docs_description: 'Guías para conectar aplicaciones, proteger API y ejecutar Gatehouse.',
  },
} satisfies Translated<typeof en, 'es'>;
