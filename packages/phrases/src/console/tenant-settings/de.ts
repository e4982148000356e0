import type { Translated } from '../../plurals';
import type en from './en';

export default {
  tenant_settings: {
    title: 'Mandanteneinstellungen',
    subtitle: 'Wer in diesem Mandanten arbeitet und wie er heißt.',
    tabs: 'Bereiche der Mandanteneinstellungen',
    settings: 'Einstellungen',
    members: 'Mitglieder',
    invitations: 'Einladungen',
    members_empty: 'Noch keine Mitglieder.',
    you: '(Sie)',
    role: 'Rolle',
    role_of: 'Rolle von {{name}}',
    roles: {
      admin: 'Admin',
      collaborator: 'Mitarbeiter',
    },
    role_changed: '{{name}} ist jetzt {{role}}.',
    last_admin: 'Ein Mandant braucht mindestens einen Admin: Machen Sie zuerst ein anderes Mitglied zum Admin.',
    remove_member_title: 'Mitglied entfernen',
    remove_member_message:
      '{{name}} verliert den Zugriff auf diesen Mandanten. Sie können die Person später erneut einladen.',
    member_removed: '{{name}} entfernt.',
    link_copied: 'Einladungslink für {{email}} kopiert.',
    resent: 'Einladung erneut an {{email}} gesendet.',
    revoke_title: 'Einladung widerrufen',
    revoke_message: 'Der an {{email}} gesendete Link funktioniert nicht mehr.',
    revoke: 'Widerrufen',
    revoked: 'Einladung für {{email}} widerrufen.',
    invite: 'Mitglieder einladen',
    invitations_empty: 'Noch keine Einladungen',
    invitations_empty_description:
      'Laden Sie Personen per E-Mail ein, als Admins oder Mitarbeiter in diesem Mandanten zu arbeiten.',
    status: 'Status',
    expires_at: 'Läuft ab',
    copy_link: 'Link kopieren',
    resend: 'Erneut senden',
    invited: 'Einladungen gesendet.',
    links_title: 'Geben Sie diese Links weiter',
    links_message:
      'Es ist kein E-Mail-Connector eingerichtet, daher wurde keine E-Mail gesendet. Senden Sie jeder Person ihren Link: Damit legt sie ein Konto an und tritt bei.',
    emails: 'E-Mail-Adressen',
    emails_hint: 'Trennen Sie Adressen mit Leerzeichen, Komma oder Eingabetaste.',
    remove_email: '{{email}} entfernen',
    errors: {
      no_email: 'Fügen Sie mindestens eine E-Mail-Adresse hinzu.',
      too_many: 'Laden Sie höchstens 20 Personen auf einmal ein.',
    },
    invite_title: 'Mitglieder einladen',
    invite_description: 'Admins verwalten den Mandanten und seine Mitglieder; Mitarbeiter arbeiten mit seinen Daten.',
    delivery_note:
      'Eingeladene erhalten eine E-Mail, wenn ein E-Mail-Connector eingerichtet ist; sonst erhalten Sie Links zum Weitergeben. Einladungen laufen nach 7 Tagen ab.',
    profile: 'Mandantenprofil',
    profile_description: 'Name und Kennzeichnung sieht jedes Mitglied.',
    name: 'Name des Mandanten',
    tag: 'Umgebungskennzeichnung',
    tag_hint: 'Kennzeichnet den Mandanten als für Entwicklung oder Produktion genutzt.',
    tags: {
      development: 'Entwicklung',
      production: 'Produktion',
    },
    tenant_id: 'Mandanten-ID',
    delete_title: 'Mandanten löschen',
    delete_description:
      'Löscht den Mandanten mit allen Benutzern, Anwendungen und Einstellungen. Dies kann nicht rückgängig gemacht werden.',
    delete: 'Mandanten löschen',
    delete_mismatch: 'Der Name stimmt nicht überein.',
    deleted: 'Mandant {{name}} gelöscht.',
    delete_warning: 'Alles in {{name}} wird endgültig gelöscht, und seine Mitglieder verlieren den Zugriff.',
    delete_confirm_label: 'Geben Sie {{name}} zur Bestätigung ein',
  },
  tenant_members: {
    errors: {
      invalid_email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    },
  },
} satisfies Translated<typeof en, 'de'>;
