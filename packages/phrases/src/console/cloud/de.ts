import type { Translated } from '../../plurals';
import type en from './en';

export default {
  cloud: {
    switcher: {
      label: 'Mandanten wechseln',
      tenants: 'Mandanten',
      invitations: 'Einladungen',
      join: 'Beitreten',
      pending: 'Offene Einladungen',
    },
    tags: {
      development: 'Entwicklung',
      production: 'Produktion',
    },
    status: {
      suspended: 'Gesperrt',
      mau_exceeded: 'MAU überschritten',
      token_exceeded: 'Token überschritten',
    },
    regions: {
      EU: 'Europa',
      US: 'Vereinigte Staaten',
      AU: 'Australien',
    },
    plans: {
      free: 'Kostenlos',
      pro: 'Pro',
      dev: 'Entwicklung',
      admin: 'Admin',
      enterprise: 'Enterprise',
    },
    fields: {
      name: 'Name des Mandanten',
      region: 'Region',
      purpose: 'Verwendungszweck',
    },
    create: {
      title: 'Mandanten erstellen',
      submit: 'Mandanten erstellen',
      created: 'Mandant erstellt.',
      purpose_development: 'Zum Entwickeln und Testen. Nicht für echte Benutzer.',
      purpose_production: 'Für Ihre Live-App und echte Benutzer.',
    },
    welcome: {
      title: 'Willkommen bei Gatehouse',
      description:
        'Erstellen Sie einen Mandanten, um Anwendungen und Benutzer hinzuzufügen, oder treten Sie einem bei, zu dem Sie eingeladen wurden.',
    },
    onboarding: {
      title: 'Erstellen Sie Ihren ersten Mandanten',
      description:
        'Ein Mandant enthält Ihre Anwendungen, Benutzer und Anmeldeeinstellungen. Weitere können Sie später hinzufügen.',
      name: 'Projektname',
      default_name: 'Mein Projekt',
      collaborators: 'Mitarbeitende einladen',
      collaborators_hint:
        'Geben Sie E-Mail-Adressen ein und drücken Sie Leertaste oder Eingabe. Sie treten als Mitarbeitende bei.',
      submit: 'Erstellen und weiter',
    },
    errors: {
      invalid_email:
        'Einige Adressen sind keine gültigen E-Mails. Korrigieren oder entfernen Sie sie; nur gültige werden eingeladen.',
    },
    accept: {
      title: 'Einladung annehmen',
      email_mismatch_title: 'Diese Einladung gilt für eine andere E-Mail-Adresse',
      email_mismatch:
        'Sie sind als {{account}} angemeldet. Melden Sie sich mit dem eingeladenen Konto an, um sie anzunehmen.',
      switch_account: 'Konto wechseln',
      not_found: 'Einladung nicht gefunden',
      invalid_status: 'Ungültiger Einladungsstatus: Sie wurde bereits angenommen, widerrufen oder ist abgelaufen.',
      failed: 'Die Einladung konnte nicht angenommen werden. Versuchen Sie es später erneut.',
      go_home: 'Zur Konsole',
    },
  },
} satisfies Translated<typeof en, 'de'>;
