import type { Translated } from '../../plurals';
import type en from './en';

export default {
  tenant_settings: {
    title: 'Impostazioni del tenant',
    subtitle: 'Chi lavora in questo tenant e come si chiama.',
    tabs: 'Sezioni delle impostazioni del tenant',
    settings: 'Impostazioni',
    members: 'Membri',
    invitations: 'Inviti',
    members_empty: 'Ancora nessun membro.',
    you: '(tu)',
    role: 'Ruolo',
    role_of: 'Ruolo di {{name}}',
    roles: {
      admin: 'Amministratore',
      collaborator: 'Collaboratore',
    },
    role_changed: '{{name}} ora è {{role}}.',
    last_admin: 'Un tenant deve avere almeno un amministratore: prima rendi amministratore un altro membro.',
    remove_member_title: 'Rimuovi membro',
    remove_member_message: '{{name}} perde l’accesso a questo tenant. Potrai invitarlo di nuovo in seguito.',
    member_removed: '{{name}} rimosso.',
    link_copied: 'Link di invito per {{email}} copiato.',
    resent: 'Invito inviato di nuovo a {{email}}.',
    revoke_title: 'Revoca invito',
    revoke_message: 'Il link inviato a {{email}} smette di funzionare.',
    revoke: 'Revoca',
    revoked: 'Invito per {{email}} revocato.',
    invite: 'Invita membri',
    invitations_empty: 'Ancora nessun invito',
    invitations_empty_description:
      'Invita persone via email a lavorare in questo tenant come amministratori o collaboratori.',
    status: 'Stato',
    expires_at: 'Scade',
    copy_link: 'Copia link',
    resend: 'Invia di nuovo',
    invited: 'Inviti inviati.',
    links_title: 'Condividi questi link',
    links_message:
      'Nessun connettore email è configurato, quindi non è stata inviata alcuna email. Manda a ogni persona il suo link: con esso crea un account e si unisce.',
    emails: 'Indirizzi email',
    emails_hint: 'Separa gli indirizzi con uno spazio, una virgola o Invio.',
    remove_email: 'Rimuovi {{email}}',
    errors: {
      no_email: 'Aggiungi almeno un indirizzo email.',
      too_many: 'Invita al massimo 20 persone alla volta.',
    },
    invite_title: 'Invita membri',
    invite_description:
      'Gli amministratori gestiscono il tenant e i suoi membri; i collaboratori lavorano con i suoi dati.',
    delivery_note:
      'Gli invitati ricevono un’email se è configurato un connettore email; altrimenti ricevi dei link da condividere. Gli inviti scadono dopo 7 giorni.',
    profile: 'Profilo del tenant',
    profile_description: 'Il nome e l’etichetta sono visibili a tutti i membri.',
    name: 'Nome del tenant',
    tag: 'Etichetta dell’ambiente',
    tag_hint: 'Indica se il tenant è usato per lo sviluppo o per la produzione.',
    tags: {
      development: 'Sviluppo',
      production: 'Produzione',
    },
    tenant_id: 'ID del tenant',
    delete_title: 'Elimina tenant',
    delete_description: 'Elimina il tenant con tutti i suoi utenti, applicazioni e impostazioni. Non si può annullare.',
    delete: 'Elimina tenant',
    delete_mismatch: 'Il nome non corrisponde.',
    deleted: 'Tenant {{name}} eliminato.',
    delete_warning: 'Tutto ciò che è in {{name}} viene eliminato definitivamente e i suoi membri perdono l’accesso.',
    delete_confirm_label: 'Digita {{name}} per confermare',
  },
  tenant_members: {
    errors: {
      invalid_email: 'Inserisci un indirizzo email valido.',
    },
  },
} satisfies Translated<typeof en, 'it'>;
