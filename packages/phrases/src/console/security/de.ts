import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: 'Sicherheit',
    subtitle:
      'Schützen Sie Anmeldung und Registrierung vor Bots und dem Erraten von Passwörtern, und legen Sie fest, welche E-Mail-Adressen sich registrieren dürfen.',
    captcha: {
      title: 'CAPTCHA',
      description:
        'Vor der Anmeldung oder Registrierung ein CAPTCHA verlangen. Der Anbieter prüft jede Antwort direkt von Server zu Server.',
      enable: 'CAPTCHA bei Anmeldung und Registrierung verlangen',
      enable_description: 'Gilt, solange ein Anbieter eingerichtet ist.',
      not_configured: 'Es ist noch kein Anbieter eingerichtet.',
      configured: '{{provider}}, Websiteschlüssel {{siteKey}}',
      set_up: 'Anbieter einrichten',
      edit: 'Anbieter bearbeiten',
      page_title: 'CAPTCHA-Anbieter',
      page_subtitle: 'Der Dienst, der das Widget auf den Anmeldeseiten zeigt und seine Antwort prüft.',
      back: 'Zurück zur Sicherheit',
      provider: 'Anbieter',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: 'Websiteschlüssel',
      secret_key: 'Geheimer Schlüssel',
      secret_key_hint:
        'Bei reCAPTCHA Enterprise ein API-Schlüssel. Wird verschlüsselt gespeichert und nie wieder angezeigt.',
      project_id: 'Projekt-ID',
      guide: 'So erhalten Sie diese Schlüssel',
      delete_title: 'Anbieter löschen',
      delete_description: 'Anmeldung und Registrierung verlangen kein CAPTCHA mehr.',
      delete_confirm: 'Den CAPTCHA-Anbieter löschen? Anmeldung und Registrierung verlangen dann kein CAPTCHA mehr.',
      deleted: 'Der CAPTCHA-Anbieter wurde gelöscht.',
    },
    guides: {
      Turnstile: {
        title: 'Cloudflare Turnstile einrichten',
        step_1: 'Öffnen Sie im Cloudflare-Dashboard Turnstile und fügen Sie ein Widget hinzu.',
        step_2: 'Fügen Sie den Hostnamen Ihrer Anmeldeseiten zu den Domains des Widgets hinzu.',
        step_3: 'Kopieren Sie den Websiteschlüssel und den geheimen Schlüssel in das Formular des CAPTCHA-Anbieters.',
      },
      RecaptchaEnterprise: {
        title: 'reCAPTCHA Enterprise einrichten',
        step_1: 'Aktivieren Sie in der Google Cloud Console die reCAPTCHA-Enterprise-API für Ihr Projekt.',
        step_2: 'Erstellen Sie einen punktebasierten Websiteschlüssel für den Hostnamen Ihrer Anmeldeseiten.',
        step_3:
          'Erstellen Sie einen auf reCAPTCHA Enterprise beschränkten API-Schlüssel und geben Sie dann den Websiteschlüssel, den API-Schlüssel und die Projekt-ID ein.',
      },
    },
    lockout: {
      title: 'Sperre',
      description:
        'Nach so vielen fehlgeschlagenen Passwortversuchen wird das Konto eine Weile gesperrt. Ein richtiges Passwort setzt die Zählung zurück.',
      max_attempts: 'Fehlversuche bis zur Sperre',
      lockout_duration: 'Sperrdauer in Minuten',
    },
    unlock: {
      title: 'Konto entsperren',
      description:
        'Heben Sie eine Sperre sofort auf: Geben Sie den gesperrten Benutzernamen, die E-Mail-Adresse oder die Telefonnummer ein.',
      identifier: 'Benutzername, E-Mail-Adresse oder Telefonnummer',
      submit: 'Entsperren',
      done: '„{{identifier}}“ wurde entsperrt.',
    },
    blocklist: {
      title: 'E-Mail-Sperrliste',
      description:
        'E-Mail-Adressen, die bei der Registrierung und beim Hinzufügen einer E-Mail-Adresse zum Konto abgelehnt werden.',
      domains: 'Gesperrte Domains',
      domains_hint: 'Eine Domain pro Zeile; ihre Subdomains sind ebenfalls gesperrt.',
      block_free: 'Kostenlose E-Mail-Anbieter sperren',
      block_free_description: 'Lehnt verbreitete kostenlose Anbieter wie gmail.com, outlook.com und yahoo.com ab.',
      block_subaddressing: 'Unteradressen sperren',
      block_subaddressing_description: 'Lehnt Adressen mit einem +-Zusatz ab, etwa name+news@example.com.',
    },
  },
} satisfies Translated<typeof en, 'de'>;
