import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: 'Per iniziare',
    welcome: 'Benvenuti in Gatehouse',
    subtitle:
      'Tutto ciò che serve agli utenti per accedere, in un unico posto. Ecco cosa occorre per collegare la prima app.',
    endpoints_title: 'Endpoint di Gatehouse',
    endpoints_description:
      'Le app autenticano gli utenti tramite l’emittente; i servizi back-end chiamano l’API di gestione.',
    issuer: 'Emittente (OpenID Connect)',
    discovery: 'Configurazione OpenID',
    management_api: 'Indicatore di risorsa dell’API di gestione',
    tenant_id: 'ID del tenant',
    explore_title: 'Esplora',
    api_reference_title: 'Riferimento dell’API di gestione',
    api_reference_description: 'Il documento OpenAPI di tutti gli endpoint di gestione, per strumenti e script.',
    docs_title: 'Consulta la documentazione',
    docs_description: 'Guide per collegare app, proteggere API e gestire Gatehouse.',
  },
} satisfies Translated<typeof en, 'it'>;
