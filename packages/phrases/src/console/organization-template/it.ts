import type { Translated } from '../../plurals';
import type en from './en';

export default {
  organization_template: {
    title: 'Modello di organizzazione',
    subtitle:
      'I ruoli e le autorizzazioni comuni a tutte le organizzazioni. Membri e app ricevono i ruoli in ciascuna organizzazione.',
    tabs: 'Sezioni del modello di organizzazione',
    roles: 'Ruoli dell’organizzazione',
    permissions: 'Autorizzazioni dell’organizzazione',
    search_roles: 'Cerca ruoli dell’organizzazione',
    create_role: 'Crea ruolo dell’organizzazione',
    create_role_title: 'Nuovo ruolo dell’organizzazione',
    create_role_description:
      'Concede autorizzazioni dell’organizzazione e autorizzazioni API all’interno di ciascuna organizzazione. Il tipo non può essere cambiato in seguito.',
    type_user_hint: 'Per i membri delle organizzazioni.',
    type_m2m_hint: 'Per le app da macchina a macchina di un’organizzazione.',
    api_permissions: 'Autorizzazioni API',
    role_created: 'Ruolo dell’organizzazione «{{name}}» creato.',
    roles_empty_title: 'Ancora nessun ruolo dell’organizzazione',
    roles_empty_description: 'Creare ruoli per dare a membri e app autorizzazioni all’interno di un’organizzazione.',
    no_permissions: 'Nessuna',
    more_permissions_one: '+{{count}} altra',
    more_permissions_many: '+{{count}} altre',
    more_permissions_other: '+{{count}} altre',
    no_permissions_to_pick:
      'Ancora nessuna autorizzazione dell’organizzazione. Crearle nella scheda Autorizzazioni dell’organizzazione.',
    search_permissions: 'Cerca autorizzazioni dell’organizzazione',
    create_permission: 'Crea autorizzazione dell’organizzazione',
    edit_permission: 'Modifica autorizzazione dell’organizzazione',
    permission_name: 'Nome dell’autorizzazione',
    permission_name_hint: 'Ad esempio invite:member. Senza spazi.',
    permission_created: 'Autorizzazione dell’organizzazione «{{name}}» creata.',
    permission_updated: 'Autorizzazione dell’organizzazione «{{name}}» aggiornata.',
    permission_deleted: 'Autorizzazione dell’organizzazione «{{name}}» eliminata.',
    permissions_empty_title: 'Ancora nessuna autorizzazione dell’organizzazione',
    permissions_empty_description:
      'Le autorizzazioni dell’organizzazione sono ciò che i ruoli dell’organizzazione concedono all’interno di un’organizzazione.',
    delete_permission_title: 'Eliminare questa autorizzazione dell’organizzazione?',
    delete_permission_message:
      'I ruoli dell’organizzazione che concedono {{name}} la perdono, e i token emessi d’ora in poi non la conterranno. L’operazione non può essere annullata.',
    back_to_roles: 'Torna ai ruoli dell’organizzazione',
    role_tabs: 'Sezioni del ruolo dell’organizzazione',
    permission_type: 'Categoria',
    permission_type_organization: 'Autorizzazione dell’organizzazione',
    permission_type_api: 'Autorizzazione API',
    role_permissions_empty_description:
      'Assegnare le autorizzazioni dell’organizzazione o API che questo ruolo concede in ciascuna organizzazione.',
    assign_permissions_description: 'Scegliere autorizzazioni dell’organizzazione e autorizzazioni API per {{role}}.',
    delete_role: 'Elimina ruolo dell’organizzazione',
    delete_role_description: 'Membri e app che hanno questo ruolo in qualsiasi organizzazione lo perdono.',
    delete_role_title: 'Eliminare questo ruolo dell’organizzazione?',
    delete_role_message:
      '{{name}} verrà eliminato; membri e app che lo hanno in qualsiasi organizzazione ne perdono le autorizzazioni. L’operazione non può essere annullata.',
    role_deleted: 'Ruolo dell’organizzazione «{{name}}» eliminato.',
  },
} satisfies Translated<typeof en, 'it'>;
