import type { Translated } from '../../plurals';
import type en from './en';

export default {
  connectors: {
    title: 'Konnektoren',
    subtitle:
      'Wie Gatehouse Codes per E-Mail und SMS versendet, und mit welchen Identitätsanbietern man sich anmelden kann.',
    tabs: 'Arten von Konnektoren',
    tab_passwordless: 'E-Mail und SMS',
    tab_social: 'Social Login',
    email_title: 'E-Mail-Konnektor',
    email_description:
      'Versendet Bestätigungscodes und Links per E-Mail: Anmeldung, Registrierung, Passwort-Zurücksetzung, Einladungen.',
    sms_title: 'SMS-Konnektor',
    sms_description: 'Versendet Bestätigungscodes per Textnachricht.',
    social_title: 'Social-Konnektor',
    not_set_up: 'Noch nicht eingerichtet.',
    set_up: 'Einrichten',
    change: 'Wechseln',
    remove: 'Entfernen',
    current: 'Aktuell',
    enabled: 'Aktiviert',
    disabled: 'Deaktiviert',
    name: 'Bezeichnung',
    factory: 'Konnektor',
    target: 'Anbieter-ID',
    status: 'Zustand',
    add_social: 'Social-Konnektor hinzufügen',
    social_caption: 'Social-Konnektoren',
    social_empty_title: 'Noch keine Social-Konnektoren',
    social_empty_description:
      'Fügen Sie einen hinzu, damit man sich mit einem bestehenden Konto anmelden kann, etwa bei Google oder GitHub.',
    pick_email_title: 'E-Mail-Konnektor auswählen',
    pick_sms_title: 'SMS-Konnektor auswählen',
    pick_social_title: 'Identitätsanbieter auswählen',
    pick_description:
      'Zu jedem gibt es eine Einrichtungsanleitung. Gespeichert wird erst, wenn Sie seine Einstellungen speichern.',
    no_factories: 'Für diese Art ist kein Konnektor verfügbar.',
    target_in_use: 'Bereits hinzugefügt: Ein Mandant hat einen Konnektor je Identitätsanbieter.',
    replaces_note: 'Wenn Sie einen anderen speichern, ersetzt er {{name}}; dessen Einstellungen werden dann gelöscht.',
    replace_title: '{{name}} ersetzen?',
    replace_message:
      '{{name}} wird mit seinen Einstellungen gelöscht, und ab jetzt versendet {{next}} die Nachrichten.',
    replace: 'Ersetzen',
    guide_title: '{{name}} einrichten',
    readme_title: 'Einrichtungsanleitung',
    code_example: 'Beispiel',
    settings_description:
      'Wie dieser Konnektor {{name}} erreicht: die Werte, die Sie laut Einrichtungsanleitung übernehmen.',
    settings_title: 'Einstellungen',
    create: 'Speichern und aktivieren',
    created: 'Konnektor „{{name}}“ eingerichtet.',
    number_range: 'Von {{from}} bis {{to}}.',
    secret_kept:
      'Ein Wert ist gespeichert und bleibt erhalten, solange dieses Feld ******** zeigt. Überschreiben Sie ihn, um ihn zu ersetzen.',
    show_value: '{{field}} anzeigen',
    hide_value: '{{field}} verbergen',
    callback_title: 'Callback-URL',
    callback_description:
      'Tragen Sie diese URL beim Anbieter als Weiterleitungs-URL (Callback) von {{name}} ein: Dorthin schickt der Anbieter die Personen nach der Anmeldung zurück.',
    callback_url: 'Callback-URL',
    button_title: 'Anmeldeschaltfläche',
    button_description:
      'Wie die Anmeldeseite diesen Anbieter zeigt. Lassen Sie ein Feld leer, um die Vorgabe zu behalten.',
    display_name: 'Beschriftung der Schaltfläche',
    logo: 'Logo-URL',
    logo_dark: 'Logo-URL im dunklen Modus',
    sync_profile: 'Profil bei jeder Anmeldung aktualisieren',
    sync_profile_description:
      'Übernimmt Name und Bild von {{name}} bei jeder Anmeldung, nicht nur bei der Registrierung.',
    enabled_label: 'Diesen Konnektor verwenden',
    enabled_message: 'Ausgeschaltet wird nichts darüber versendet, und Codes können nicht über diesen Kanal gehen.',
    enabled_social: 'Ausgeschaltet zeigt die Anmeldeseite keine Schaltfläche für diesen Anbieter.',
    enabled_toast: 'Konnektor aktiviert.',
    disabled_toast: 'Konnektor deaktiviert.',
    test_title: 'Test senden',
    test_description:
      'Sendet eine Testnachricht mit den Einstellungen, wie sie auf dieser Seite stehen – gespeichert oder nicht.',
    test_email: 'E-Mail-Adresse',
    test_phone: 'Telefonnummer',
    test_phone_hint: 'Mit Ländervorwahl, etwa +4915112345678.',
    send_test: 'Test senden',
    test_sent: 'Testnachricht an {{to}} gesendet.',
    test_fix_fields: 'Korrigieren Sie zuerst die oben markierten Einstellungen.',
    details_tabs: 'Bereiche des Konnektors',
    connector_id: 'Konnektor-ID',
    factory_missing:
      'Dieser Konnektor beruht auf „{{id}}“, das es in dieser Version von Gatehouse nicht mehr gibt. Löschen Sie ihn und richten Sie einen anderen ein.',
    danger_title: 'Konnektor löschen',
    delete: 'Konnektor löschen',
    delete_description:
      'Über diesen Kanal können keine Codes mehr gesendet werden, bis Sie einen anderen Konnektor einrichten; Anmeldemethoden, die sie brauchen, funktionieren nicht mehr.',
    delete_description_social:
      'Niemand kann sich mehr mit {{name}} anmelden. Die Konten behalten die verknüpfte Identität, die wieder funktioniert, wenn Sie den Anbieter erneut hinzufügen.',
    remove_title: '{{name}} löschen?',
    remove_message: 'Seine Einstellungen werden samt Geheimnissen gelöscht. Dies kann nicht rückgängig gemacht werden.',
    deleted: 'Konnektor „{{name}}“ gelöscht.',
    notice_title: 'Noch nicht bei der Anmeldung verwendet',
    notice_email:
      '{{name}} ist eingerichtet, aber noch keine Anmelde- oder Registrierungsmethode verwendet Bestätigungscodes per E-Mail.',
    notice_sms:
      '{{name}} ist eingerichtet, aber noch keine Anmelde- oder Registrierungsmethode verwendet Bestätigungscodes per SMS.',
    notice_social: '{{name}} ist eingerichtet, aber die Anmeldeseite zeigt seine Schaltfläche noch nicht.',
    notice_link: 'Einstellungen des Anmeldeerlebnisses öffnen',
    identity_user_id: 'ID beim Anbieter: {{id}}',
  },
} satisfies Translated<typeof en, 'de'>;
