import type en from './en';

export default {
  audit_logs: {
    title: 'Audit-Protokolle',
    subtitle:
      'Jeder Anmeldeschritt und jede Token-Anfrage, genau so, wie sie stattgefunden haben. Geheimnisse erscheinen hier nie.',
    event: 'Ereignis',
    user: 'Benutzer',
    application: 'Anwendung',
    time: 'Zeitpunkt',
    result: 'Ergebnis',
    success: 'Erfolgreich',
    error: 'Fehlgeschlagen',
    all_events: 'Alle Ereignisse',
    all_applications: 'Alle Anwendungen',
    filter_user: 'Nach Benutzer-ID filtern',
    empty_title: 'Keine Einträge',
    empty_description: 'Einträge erscheinen hier, sobald sich Benutzer anmelden und Apps Tokens anfordern.',
    details_title: 'Eintrag',
    back_to_list: 'Zurück zu den Audit-Protokollen',
    ip: 'IP-Adresse',
    user_agent: 'User-Agent',
    error_detail: 'Fehler',
    log_id: 'Eintrags-ID',
    raw: 'Rohdaten des Eintrags (JSON)',
  },
} satisfies typeof en;
