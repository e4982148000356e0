import type { Translated } from '../plurals';
import type { ExperiencePhrases } from './en';
import sso from './sso/de';

const de: Translated<ExperiencePhrases, 'de'> = {
  page_title: {
    sign_in: 'Anmelden',
    register: 'Konto erstellen',
    forgot_password: 'Passwort zurücksetzen',
    consent: 'Zugriff gewähren',
    continue: 'Profil vervollständigen',
    unknown_session: 'Anmeldesitzung nicht gefunden',
    error: 'Etwas ist schiefgelaufen',
    not_available: 'Noch nicht verfügbar',
    invitation: '{{organization}} beitreten',
    invitation_loading: 'Einladung zu einer Organisation',
    invitation_accepted: 'Willkommen bei {{organization}}',
    invitation_closed: 'Einladung nicht verfügbar',
    verification_code: 'Code eingeben',
    reset_password: 'Neues Passwort wählen',
    password_changed: 'Passwort geändert',
    no_account: 'Kein Konto gefunden',
    account_exists: 'Sie haben bereits ein Konto',
  },
  description: {
    sign_in: 'Willkommen zurück. Melden Sie sich an, um fortzufahren.',
    sign_in_to_app: 'Melden Sie sich an, um mit {{app}} fortzufahren.',
    register_for_app: 'Erstellen Sie ein Konto, um mit {{app}} fortzufahren.',
    organization: 'Organisation: {{organization}}',
    register: 'Erstellen Sie ein Konto, um fortzufahren.',
    continue: 'Nur noch ein Schritt: Ergänzen Sie die Angaben, die Ihrem Konto noch fehlen.',
    no_account: 'Noch kein Konto?',
    have_account: 'Sie haben bereits ein Konto?',
    unknown_session:
      'Diese Anmeldeseite wurde ohne Anmeldesitzung geöffnet, oder die Sitzung ist abgelaufen. Kehren Sie zur Anwendung zurück und beginnen Sie erneut.',
    reset_password_not_available:
      'Das Zurücksetzen des Passworts per E-Mail oder SMS ist noch nicht verfügbar. Wenden Sie sich an Ihren Administrator, um Hilfe zu erhalten.',
    capability_not_available: 'Diese Anmeldemethode ist noch nicht verfügbar. Verwenden Sie stattdessen Ihr Passwort.',
    consent: '{{app}} möchte auf Ihr Konto zugreifen.',
    consent_permissions: 'Angefragte Berechtigungen:',
    consent_terms: 'Mit der Autorisierung stimmen Sie den {{links}} von {{app}} zu.',
    page_not_found: 'Diese Seite existiert nicht.',
    agree_automatic: 'Indem Sie fortfahren, akzeptieren Sie die {{links}}.',
    agree_manual: 'Ich akzeptiere die {{links}}.',
    terms_and_privacy: '{{terms}} und {{privacy}}',
    terms_of_use: 'Nutzungsbedingungen',
    privacy_policy: 'Datenschutzerklärung',
    password_requirements: 'Anforderungen an Ihr Passwort:',
    signed_in_as: 'Angemeldet als {{identifier}}',
    invitation_enter_password:
      'Sie wurden als {{email}} eingeladen. Geben Sie zum Annehmen das Passwort Ihres Kontos ein.',
    invitation_choose_password:
      'Sie wurden als {{email}} eingeladen. Wählen Sie zum Annehmen ein Passwort für Ihr Konto.',
    invitation_accepted: 'Sie sind {{organization}} beigetreten. Melden Sie sich mit {{email}} bei der Anwendung an.',
    invitation_not_found:
      'Diese Einladung existiert nicht. Überprüfen Sie den Link oder bitten Sie um eine neue Einladung.',
    invitation_expired: 'Diese Einladung zu {{organization}} ist abgelaufen. Bitten Sie um eine neue.',
    invitation_revoked: 'Diese Einladung zu {{organization}} wurde zurückgezogen.',
    invitation_accepted_before: 'Diese Einladung zu {{organization}} wurde bereits angenommen.',
    invitation_no_registration:
      'Sie wurden als {{email}} eingeladen. Zu dieser Adresse gibt es hier kein Konto, und neue Konten können hier nicht angelegt werden. Wenden Sie sich an die Person, die Sie eingeladen hat.',
    code_sent: 'Wir haben einen Code an {{address}} gesendet.',
    code_resent: 'Ein neuer Code ist unterwegs.',
    forgot_password_email:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Code, mit dem Sie Ihr Passwort zurücksetzen.',
    forgot_password_phone:
      'Geben Sie die Telefonnummer Ihres Kontos ein. Wir senden Ihnen einen Code, mit dem Sie Ihr Passwort zurücksetzen.',
    forgot_password_email_or_phone:
      'Geben Sie die E-Mail-Adresse oder Telefonnummer Ihres Kontos ein. Wir senden Ihnen einen Code, mit dem Sie Ihr Passwort zurücksetzen.',
    reset_password: 'Wählen Sie ein neues Passwort für {{address}}.',
    password_changed: 'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen Passwort an.',
    no_account_register: 'Noch kein Konto verwendet {{address}}. Möchten Sie damit eines erstellen?',
    no_account_for: 'Kein Konto verwendet {{address}}. Prüfen Sie die Angabe, oder verwenden Sie eine andere.',
    account_exists_sign_in: 'Ein Konto verwendet bereits {{address}}. Möchten Sie sich bei diesem Konto anmelden?',
    account_exists:
      'Ein Konto verwendet bereits {{address}}. Verwenden Sie eine andere Angabe, um ein Konto zu erstellen.',
  },
  input: {
    username: 'Benutzername',
    email: 'E-Mail',
    phone: 'Telefonnummer',
    password: 'Passwort',
    new_password: 'Neues Passwort',
    confirm_password: 'Passwort bestätigen',
    separator: ' oder ',
    verification_code: 'Bestätigungscode',
  },
  action: {
    sign_in: 'Anmelden',
    register: 'Konto erstellen',
    continue: 'Weiter',
    authorize: 'Zulassen',
    cancel: 'Abbrechen',
    back: 'Zurück',
    back_to_sign_in: 'Zurück zur Anmeldung',
    back_to_app: 'Zurück zu {{app}}',
    forgot_password: 'Passwort vergessen?',
    show_password: 'Passwort anzeigen',
    hide_password: 'Passwort verbergen',
    change: 'Ändern',
    try_again: 'Erneut versuchen',
    accept_invitation: 'Einladung annehmen',
    switch_account: 'Nicht Sie? Anderes Konto verwenden',
    send_code: 'Code senden',
    sign_in_with_code: 'Stattdessen mit einem Code anmelden',
    sign_in_with_password: 'Stattdessen das Passwort verwenden',
    resend_code: 'Neuen Code senden',
    resend_code_in_one: 'Neuen Code in {{count}} Sekunde senden',
    resend_code_in_other: 'Neuen Code in {{count}} Sekunden senden',
    resend_code_in_minutes_one: 'Neuen Code in {{count}} Minute senden',
    resend_code_in_minutes_other: 'Neuen Code in {{count}} Minuten senden',
    change_email: 'E-Mail-Adresse ändern',
    change_phone: 'Telefonnummer ändern',
    save_password: 'Passwort speichern',
  },
  error: {
    required: '{{field}} ist erforderlich.',
    invalid_email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    invalid_phone: 'Geben Sie eine gültige Telefonnummer mit Ländervorwahl ein.',
    invalid_username:
      'Ein Benutzername beginnt mit einem Buchstaben oder einem Unterstrich und enthält nur Buchstaben, Ziffern und Unterstriche.',
    invalid_identifier: 'Geben Sie im Feld {{field}} einen gültigen Wert ein.',
    passwords_do_not_match: 'Die Passwörter stimmen nicht überein.',
    agree_terms_required: 'Akzeptieren Sie die Nutzungsbedingungen und die Datenschutzerklärung, um fortzufahren.',
    network: 'Gatehouse ist nicht erreichbar. Überprüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    unknown: 'Etwas ist schiefgelaufen. Versuchen Sie es erneut.',
    code_incomplete: 'Geben Sie alle 6 Ziffern des Codes ein.',
    code_mismatch_one: 'Falscher Code. Noch {{count}} Versuch.',
    code_mismatch_other: 'Falscher Code. Noch {{count}} Versuche.',
    code_not_sent: 'Der Code konnte nicht gesendet werden. Versuchen Sie es später erneut.',
  },
  password_rule: {
    min_length_one: 'Mindestens {{count}} Zeichen',
    min_length_other: 'Mindestens {{count}} Zeichen',
    max_length_one: 'Höchstens {{count}} Zeichen',
    max_length_other: 'Höchstens {{count}} Zeichen',
    character_types_one:
      'Mindestens {{count}} dieser Zeichenarten: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen',
    character_types_other:
      'Mindestens {{count}} dieser Zeichenarten: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen',
    no_repetition: 'Keine langen Wiederholungen desselben Zeichens und keine einfachen Zeichenfolgen',
    no_personal_info: 'Keine Ihrer persönlichen Daten',
    not_breached: 'Nicht aus einem Datenleck bekannt',
  },
  scope: {
    openid: 'Sie anmelden',
    profile: 'Ihr Name, Benutzername und Profilbild',
    email: 'Ihre E-Mail-Adresse',
    phone: 'Ihre Telefonnummer',
    offline_access: 'Sie angemeldet halten',
    custom_data: 'Ihre benutzerdefinierten Daten',
    identities: 'Ihre verknüpften Konten',
    roles: 'Ihre Rollen',
    api: '{{scope}} für {{resource}}',
  },
  sign_out: {
    title: 'Abmelden',
    question: 'Möchten Sie sich von {{host}} abmelden?',
    confirm: 'Ja, abmelden',
    cancel: 'Nein, angemeldet bleiben',
    signing_out: 'Sie werden abgemeldet…',
  },
  oidc_error: {
    title: 'Die Anmeldung kann nicht fortgesetzt werden',
    invalid_redirect_uri:
      'Die Anwendung hat Sie mit einer Rücksprungadresse hierher geschickt, die sie nicht registriert hat. Wenden Sie sich an den Betreiber der Anwendung.',
    invalid_client:
      'Die Anwendung, die Sie hierher geschickt hat, ist nicht bekannt. Prüfen Sie den Link oder wenden Sie sich an den Betreiber der Anwendung.',
    session_expired:
      'Ihre Anmeldesitzung ist abgelaufen oder wurde nicht gefunden. Kehren Sie zur Anwendung zurück und beginnen Sie erneut.',
    unknown:
      'Die Anmeldeanfrage konnte nicht abgeschlossen werden. Kehren Sie zur Anwendung zurück und versuchen Sie es erneut.',
    code: 'Fehlercode: {{code}}',
  },
  social: {
    or: 'oder',
    continue_with: 'Weiter mit {{provider}}',
    redirecting: 'Weiterleitung zu {{provider}}…',
    signing_in: 'Sie werden angemeldet…',
    checking_account: 'Ihr {{provider}}-Konto wird geprüft.',
    link_title: '{{provider}}-Konto verknüpfen',
    link_question: 'Es gibt bereits ein Konto mit {{email}}. Möchten Sie Ihr {{provider}}-Konto damit verknüpfen?',
    link_action: 'Verknüpfen und weiter',
    failed_title: 'Anmeldung nicht möglich',
    not_started:
      'Diese Anmeldung wurde nicht in diesem Browser-Tab begonnen oder ist bereits abgeschlossen. Beginnen Sie erneut auf der Anmeldeseite.',
    no_registration:
      'Mit diesem {{provider}}-Konto ist kein Konto verknüpft, und neue Konten können hier nicht erstellt werden.',
  },
  magic_link: {
    captcha: 'Schließen Sie die Prüfung unten ab, um Ihren Anmeldelink zu verwenden.',
    checking: 'Ihr Anmeldelink wird geprüft…',
    unusable_title: 'Dieser Link kann nicht verwendet werden',
    expired: 'Dieser Link ist abgelaufen. Melden Sie sich auf andere Weise an oder fordern Sie einen neuen Link an.',
    consumed:
      'Dieser Link wurde bereits verwendet: Jeder Link funktioniert nur einmal. Melden Sie sich auf andere Weise an oder fordern Sie einen neuen Link an.',
    revoked:
      'Dieser Link wurde zurückgezogen. Melden Sie sich auf andere Weise an oder fordern Sie einen neuen Link an.',
    not_found:
      'Dieser Link ist ungültig. Prüfen Sie, ob Sie den vollständigen Link aus der E-Mail geöffnet haben, oder melden Sie sich auf andere Weise an.',
    sign_in_another_way: 'Auf andere Weise anmelden',
  },
  mfa: {
    verify_title: 'Bestätigung in zwei Schritten',
    verify_description: {
      Totp: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
      WebAuthn: 'Bestätigen Sie mit Ihrem Passkey, dass Sie es sind.',
      BackupCode: 'Geben Sie einen Ihrer Backup-Codes ein. Jeder Code funktioniert nur einmal.',
    },
    input_totp: 'Authenticator-Code',
    input_backup_code: 'Backup-Code',
    backup_code_required: 'Geben Sie einen Backup-Code ein.',
    remember_device_one: 'Dieses Gerät {{count}} Tag lang merken',
    remember_device_other: 'Dieses Gerät {{count}} Tage lang merken',
    other_methods: 'Andere Wege zur Bestätigung',
    choose_another: 'Andere Methode wählen',
    use: {
      Totp: 'Stattdessen die Authenticator-App verwenden',
      WebAuthn: 'Stattdessen einen Passkey verwenden',
      BackupCode: 'Stattdessen einen Backup-Code verwenden',
    },
    choose_title: 'Bestätigung in zwei Schritten einrichten',
    choose_description:
      'Ein zweiter Schritt bei der Anmeldung schützt Ihr Konto, selbst wenn Ihr Passwort gestohlen wird.',
    factor: {
      Totp: 'Authenticator-App',
      WebAuthn: 'Passkey (Zugangsschlüssel)',
      BackupCode: 'Backup-Codes',
    },
    factor_description: {
      Totp: 'Ein 6-stelliger Code aus einer App auf Ihrem Telefon, etwa Google Authenticator oder Microsoft Authenticator.',
      WebAuthn: 'Ihr Fingerabdruck, Ihr Gesicht, Ihre Bildschirmsperre oder ein Sicherheitsschlüssel.',
      BackupCode: 'Einmal-Codes, die Sie an einem sicheren Ort aufbewahren.',
    },
    enroll_title: {
      Totp: 'Authenticator-App einrichten',
      WebAuthn: 'Passkey erstellen',
      BackupCode: 'Backup-Codes sichern',
    },
    enroll_description: {
      Totp: 'Scannen Sie den QR-Code mit Ihrer Authenticator-App und geben Sie dann den angezeigten 6-stelligen Code ein.',
      WebAuthn: 'Folgen Sie den Schritten Ihres Browsers, um einen Passkey zu erstellen.',
      BackupCode:
        'Falls Sie Ihren Authenticator verlieren, meldet Sie jeder dieser Codes einmal an. Sie werden nur jetzt angezeigt: Bewahren Sie sie sicher auf.',
    },
    qr_alt: 'QR-Code, der Ihr Konto zu einer Authenticator-App hinzufügt',
    secret_label: 'Scannen klappt nicht? Geben Sie stattdessen diesen Schlüssel in der App ein:',
    copy_key: 'Schlüssel kopieren',
    copy_codes: 'Codes kopieren',
    download_codes: 'Herunterladen (.txt)',
    copied: 'Kopiert.',
    copy_failed: 'Kopieren nicht möglich. Markieren Sie den Text und kopieren Sie ihn selbst.',
    codes_file_heading: 'Backup-Codes: Jeder meldet Sie einmal an. Bewahren Sie sie sicher auf.',
    saved_codes: 'Ich habe sie gesichert',
    skip: 'Jetzt überspringen',
  },
  webauthn: {
    create: 'Passkey erstellen',
    verify: 'Passkey verwenden',
    sign_in: 'Mit einem Passkey anmelden',
    sign_in_again: 'Passkey erneut versuchen',
    cancelled:
      'Die Passkey-Anfrage wurde abgebrochen oder ist abgelaufen. Versuchen Sie es erneut, wenn Sie bereit sind.',
    already_registered:
      'Dieses Gerät oder dieser Sicherheitsschlüssel hat bereits einen Passkey für Ihr Konto. Verwenden Sie einen anderen oder wählen Sie eine andere Methode.',
    unsupported:
      'Dieser Browser kann keine Passkeys verwenden. Versuchen Sie einen anderen Browser oder wählen Sie eine andere Methode.',
    failed: 'Ihr Passkey konnte nicht verwendet werden. Versuchen Sie es erneut oder wählen Sie eine andere Methode.',
  },
  a11y: {
    loading: 'Wird geladen…',
    logo: 'Logo von {{name}}',
    rule_met: 'erfüllt',
    rule_failed: 'nicht erfüllt',
    rule_unchecked: 'noch nicht geprüft',
  },
  footer: {
    powered_by: 'Bereitgestellt von Gatehouse',
  },
  ...sso,
};

export default de;
