import type { Translated } from '../../plurals';
import type en from './en';

export default {
  api_resources: {
    title: 'Risorse API',
    subtitle: 'Le API chiamate dalle applicazioni e le autorizzazioni che le proteggono.',
    create: 'Crea risorsa API',
    create_title: 'Crea una risorsa API',
    create_description: 'Registrare un’API per consentire alle app di richiedere token di accesso per essa.',
    created: 'Risorsa API «{{name}}» creata.',
    search: 'Cerca per nome o identificatore',
    empty_title: 'Ancora nessuna risorsa API',
    empty_description: 'Crearne una per ogni API da proteggere con token di accesso.',
    name: 'Nome dell’API',
    name_placeholder: 'La mia API degli ordini',
    indicator: 'Identificatore dell’API',
    indicator_hint:
      'Un URI assoluto che identifica l’API, di solito il suo URL di base. Le app lo inviano come parametro resource; diventa il destinatario (audience) dei loro token e non può essere modificato in seguito.',
    invalid_indicator: 'Inserire un URI assoluto senza frammento, ad esempio https://api.example.com.',
    default_tag: 'Predefinita',
    managed_tag: 'Gestita da Gatehouse',
    back_to_list: 'Torna alle risorse API',
    tabs: 'Sezioni della risorsa API',
    permissions: 'Autorizzazioni',
    general: 'Generale',
    read_only_note: 'Questa API è gestita da Gatehouse: è possibile visualizzarla, ma non modificarla.',
    search_permissions: 'Cerca autorizzazioni',
    create_permission: 'Crea autorizzazione',
    edit_permission: 'Modifica autorizzazione',
    permission_name: 'Nome dell’autorizzazione',
    permission_name_hint: 'L’ambito (scope) richiesto dalle app, ad esempio read:orders. Senza spazi.',
    invalid_permission_name: 'Il nome di un’autorizzazione non può contenere spazi, virgolette o barre rovesciate.',
    permission_description: 'Descrizione',
    permission_description_placeholder: 'Cosa consente questa autorizzazione',
    permissions_empty_title: 'Ancora nessuna autorizzazione',
    permissions_empty_description:
      'Le autorizzazioni sono ciò che i ruoli concedono e ciò che i token di accesso contengono.',
    permission_created: 'Autorizzazione «{{name}}» creata.',
    permission_updated: 'Autorizzazione «{{name}}» aggiornata.',
    permission_deleted: 'Autorizzazione «{{name}}» eliminata.',
    delete_permission_title: 'Eliminare questa autorizzazione?',
    delete_permission_message:
      'I ruoli che hanno {{name}} la perdono e i token emessi d’ora in poi non la conterranno più. L’operazione non può essere annullata.',
    settings_title: 'Impostazioni',
    settings_description: 'Il nome e la durata dei token di accesso per questa API.',
    ttl: 'Durata del token di accesso (secondi)',
    ttl_hint: 'Per quanto tempo un token di accesso per questa API resta valido. Valore predefinito: 3600 (un’ora).',
    default_title: 'API predefinita',
    default_label: 'Usa come API predefinita',
    default_description:
      'I token richiesti senza il parametro resource vengono emessi per l’API predefinita. Solo un’API può essere quella predefinita.',
    danger_title: 'Elimina risorsa API',
    delete_description:
      'L’eliminazione dell’API rimuove le sue autorizzazioni da tutti i ruoli. Le app non potranno più ottenere token per essa.',
    delete: 'Elimina risorsa API',
    delete_title: 'Eliminare questa risorsa API?',
    delete_message:
      '{{name}} e tutte le sue autorizzazioni verranno eliminate e i ruoli le perderanno. L’operazione non può essere annullata.',
    deleted: 'Risorsa API «{{name}}» eliminata.',
    guides: 'Convalidare i token di accesso di questa API in',
    guide_title: 'Convalidare i token di accesso in {{stack}}',
    guide_subtitle:
      'Verificare ogni richiesta all’API: firma, emittente, destinatario (audience), scadenza e infine le autorizzazioni.',
    guide_install: 'Installare le librerie',
    guide_validate: 'Verificare il token a ogni richiesta',
    guide_validate_description:
      'I valori riportati di seguito sono quelli di questa API e di questo tenant. La route di esempio richiede l’autorizzazione {{scope}}.',
    guide_try: 'Provare',
    guide_try_description:
      'Ottenere un token di accesso per questa API (per un’app da macchina a macchina: client_credentials con il parametro resource impostato sull’identificatore dell’API), quindi chiamare la route di esempio con l’intestazione Authorization: Bearer seguita dal token.',
  },
} satisfies Translated<typeof en, 'it'>;
