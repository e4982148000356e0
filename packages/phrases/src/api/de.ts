import type { CoreErrorCode } from './integrations/codes';

const de: Record<CoreErrorCode, string> = {
  'request.internal_error': 'Interner Serverfehler.',
  'request.invalid_json': 'Der Anfragetext ist kein gültiges JSON.',
  'request.invalid_characters':
    'Die Anfrage enthält Text, der nicht gespeichert werden kann: ein NUL-Zeichen, ein unvollständiges Surrogatpaar oder fehlerhafte Prozentkodierung.',
  'request.headers_too_large': 'Die Anfrage-Header sind zu groß.',
  'request.malformed': 'Die Anfrage ist kein gültiges HTTP.',
  'request.payload_too_large': 'Der Anfragetext ist zu groß.',
  'request.unsupported_media_type': 'Der Anfragetext muss JSON sein (Content-Type: application/json).',
  'route.not_found': 'Keine API-Route entspricht dieser Methode und diesem Pfad.',
  'guard.invalid_input': 'Die Anfrage ist ungültig.',
  'guard.invalid_pagination':
    'Ungültige Paginierung: page muss mindestens 1 sein und page_size zwischen 1 und 100 liegen.',
  'auth.unauthorized': 'Authentifizierung erforderlich: Senden Sie ein gültiges Bearer-Zugriffstoken.',
  'auth.forbidden': 'Unzureichende Berechtigungen.',
  'tenant.not_found': 'Der Mandant existiert nicht.',
  'tenant.built_in': 'Die eingebauten Mandanten können so nicht geändert werden.',
  'tenant.region_not_served': 'Diese Bereitstellung bedient diese Region nicht.',
  'tenant.insufficient_scope': 'Ihre Rolle in diesem Mandanten erlaubt das nicht.',
  'tenant_member.last_admin':
    'Der letzte Admin des Mandanten kann nicht entfernt werden oder die Admin-Rolle verlieren.',
  'subscription.quota_exceeded': 'Kontingentgrenze überschritten.',
  'tenant_member.not_found': 'Der Benutzer ist kein Mitglied dieses Mandanten.',
  'tenant_invitation.invitees_refused':
    'Es wurde keine Einladung gesendet: Einige der E-Mail-Adressen können nicht eingeladen werden.',
  'status.database_unavailable': 'Die Datenbank antwortet nicht.',
  'entity.unique_integrity_violation': 'Eine Entität mit demselben eindeutigen Wert ist bereits vorhanden.',
  'application.not_found': 'Die Anwendung existiert nicht.',
  'application.invalid_redirect_uri': 'Eine Weiterleitungs-URI ist für diesen Anwendungstyp nicht gültig.',
  'application.secrets_not_supported': 'Dieser Anwendungstyp ist öffentlich und hat keine Geheimnisse.',
  'application.secret_not_found': 'Das Anwendungsgeheimnis existiert nicht.',
  'application.secret_name_exists': 'Die Anwendung hat bereits ein Geheimnis mit diesem Namen.',
  'application.roles_not_supported': 'Rollen können nur Maschine-zu-Maschine-Anwendungen zugewiesen werden.',
  'application.role_type_mismatch': 'Einer Anwendung können nur Maschine-zu-Maschine-Rollen zugewiesen werden.',
  'application.protected_application_not_supported': 'Dieser Anwendungstyp kann noch nicht erstellt werden.',
  'application.read_only': 'Diese Anwendung wird von Gatehouse verwaltet und kann nicht geändert oder gelöscht werden.',
  'application.third_party_only': 'Nur Drittanbieter-Anwendungen haben diese Einstellung.',
  'role.not_found': 'Die Rolle existiert nicht.',
  'request.too_many_requests': 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'password_rejected.too_short': 'Das Passwort ist zu kurz.',
  'password_rejected.too_long': 'Das Passwort ist zu lang.',
  'password_rejected.unsupported_characters': 'Das Passwort enthält unzulässige Zeichen.',
  'password_rejected.character_types':
    'Das Passwort muss mehr verschiedene Zeichenarten enthalten (Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen).',
  'password_rejected.pwned': 'Dieses Passwort ist in einem Datenleck aufgetaucht. Bitte wählen Sie ein anderes.',
  'password_rejected.restricted.repetition': 'Das Passwort wiederholt dasselbe Zeichen zu oft.',
  'password_rejected.restricted.sequence': 'Das Passwort enthält eine einfache Zeichenfolge wie "abc" oder "123".',
  'password_rejected.restricted.words': 'Das Passwort enthält ein unzulässiges Wort.',
  'password_rejected.restricted.user_info':
    'Das Passwort enthält Ihre persönlichen Daten, etwa Ihren Namen oder Ihre E-Mail-Adresse.',
  'session.interaction_not_found':
    'Die Anmeldesitzung wurde nicht gefunden oder ist abgelaufen. Bitte beginnen Sie erneut in der Anwendung.',
  'session.interaction_event_required':
    'Bitte starten Sie zuerst die Anmeldung, die Registrierung oder das Zurücksetzen des Passworts.',
  'session.verification_not_found':
    'Die Verifizierung wurde nicht gefunden oder ist abgelaufen. Bitte verifizieren Sie sich erneut.',
  'session.not_identified': 'Das Konto wurde noch nicht identifiziert.',
  'session.invalid_credentials': 'Das Konto oder das Passwort ist falsch.',
  'session.sso_required': 'Mit dieser E-Mail-Adresse meldest du dich über das Single Sign-on deiner Organisation an.',
  'session.too_many_attempts': 'Zu viele fehlgeschlagene Versuche. Bitte versuchen Sie es später erneut.',
  'session.sign_in_method_not_enabled': 'Diese Anmeldemethode ist nicht aktiviert.',
  'session.sign_in_disabled': 'Eine Anmeldung ist hier nicht möglich; bitte erstellen Sie stattdessen ein Konto.',
  'session.registration_disabled': 'Das Erstellen eines Kontos ist hier nicht möglich.',
  'session.missing_profile': 'Zum Abschließen werden weitere Angaben benötigt.',
  'session.capability_not_available': 'Diese Art der Anmeldung ist noch nicht verfügbar.',
  'session.consent_required': 'Um fortzufahren, ist Ihre Zustimmung erforderlich.',
  'user.not_found': 'Der Benutzer existiert nicht.',
  'user.suspended': 'Dieses Konto ist gesperrt.',
  'user.username_already_in_use': 'Dieser Benutzername wird bereits verwendet.',
  'user.email_already_in_use': 'Diese E-Mail-Adresse wird bereits verwendet.',
  'user.phone_already_in_use': 'Diese Telefonnummer wird bereits verwendet.',
  'user.invalid_username':
    'Ein Benutzername beginnt mit einem Buchstaben oder einem Unterstrich und enthält nur Buchstaben, Ziffern und Unterstriche.',
  'user.invalid_email': 'Die E-Mail-Adresse ist ungültig.',
  'user.invalid_phone': 'Die Telefonnummer ist ungültig: Verwenden Sie nur Ziffern, einschließlich der Ländervorwahl.',
  'user.identity_not_found': 'Der Benutzer hat keine verknüpfte Identität für dieses Connector-Ziel.',
  'user.invalid_password_digest': 'Der Passwort-Hash entspricht nicht dem Format seines Algorithmus.',
  'sign_in_experience.invalid_configuration': 'Die Einstellungen des Anmeldeerlebnisses sind widersprüchlich.',
  'sign_in_experience.mfa_factor_needs_connector':
    'Codes per E-Mail oder SMS als zweiter Faktor benötigen einen aktivierten E-Mail- oder SMS-Connector.',
  'log.not_found': 'Der Protokolleintrag existiert nicht.',
  'resource.not_found': 'Die API-Ressource existiert nicht.',
  'resource.indicator_in_use': 'Eine andere API-Ressource verwendet diesen Indikator bereits.',
  'resource.invalid_indicator':
    'Der API-Bezeichner muss eine absolute URI ohne Fragment sein, etwa https://api.example.com.',
  'resource.read_only':
    'Diese API-Ressource wird von Gatehouse verwaltet und kann nicht geändert oder gelöscht werden.',
  'scope.not_found': 'Die Berechtigung existiert nicht.',
  'scope.name_in_use': 'Diese API-Ressource hat bereits eine Berechtigung mit diesem Namen.',
  'scope.invalid_name': 'Ein Berechtigungsname darf nicht leer sein und keine Leerzeichen enthalten.',
  'role.name_in_use': 'Eine andere Rolle hat bereits diesen Namen.',
  'role.type_mismatch':
    'Diese Rolle hat einen anderen Typ: Benutzerrollen werden Benutzern zugewiesen, Maschine-zu-Maschine-Rollen Maschine-zu-Maschine-Anwendungen.',
  'role.read_only': 'Diese Rolle wird von Gatehouse verwaltet und kann nicht geändert oder gelöscht werden.',
  'organization.not_found': 'Die Organisation existiert nicht.',
  'organization.member_not_found': 'Der Benutzer oder die Anwendung ist kein Mitglied dieser Organisation.',
  'organization.require_membership':
    'Nur Mitglieder der Organisation können ihre Rollen erhalten: Fügen Sie sie zuerst als Mitglieder hinzu.',
  'organization.machine_to_machine_only': 'Nur Maschine-zu-Maschine-Anwendungen können einer Organisation beitreten.',
  'organization_role.not_found': 'Die Organisationsrolle existiert nicht.',
  'organization_role.name_in_use': 'Eine andere Organisationsrolle hat bereits diesen Namen.',
  'organization_role.type_mismatch':
    'Diese Organisationsrolle hat einen anderen Typ: Benutzerrollen gehen an Mitglieder, Maschine-zu-Maschine-Rollen an Anwendungen.',
  'organization_scope.not_found': 'Die Organisationsberechtigung existiert nicht.',
  'organization_scope.name_in_use': 'Eine andere Organisationsberechtigung hat bereits diesen Namen.',
  'organization_jit.email_domain_not_found':
    'Diese E-Mail-Domain steht nicht in der Just-in-Time-Bereitstellungsliste der Organisation.',
  'organization_invitation.not_found': 'Die Einladung existiert nicht.',
  'organization_invitation.invitee_is_member': 'Diese E-Mail-Adresse gehört bereits einem Mitglied der Organisation.',
  'organization_invitation.pending_exists':
    'Für diese E-Mail-Adresse gibt es bereits eine ausstehende Einladung in die Organisation.',
  'organization_invitation.invalid_expiry': 'Der Ablaufzeitpunkt muss in der Zukunft liegen.',
  'organization_invitation.invalid_status':
    'Die Einladung steht nicht mehr aus: Sie wurde angenommen, widerrufen oder ist abgelaufen.',
  'organization_invitation.email_mismatch':
    'Die Einladung wurde an eine andere E-Mail-Adresse als die primäre E-Mail-Adresse des Benutzers gesendet.',
  'organization_invitation.no_email_connector':
    'Es ist kein E-Mail-Connector eingerichtet, daher wurde keine E-Mail gesendet: Übermitteln Sie den Link der Einladung selbst (er ist in den Daten dieses Fehlers und in der Einladung enthalten).',
  'verification_code.not_found':
    'An diese Adresse wurde kein Bestätigungscode gesendet, oder er wurde durch einen neueren ersetzt.',
  'verification_code.expired': 'Der Bestätigungscode ist abgelaufen; fordern Sie einen neuen an.',
  'verification_code.code_mismatch': 'Der Bestätigungscode ist falsch.',
  'verification_code.exceed_max_try': 'Zu viele Fehlversuche: Dieser Code gilt nicht mehr. Fordern Sie einen neuen an.',
  'verification_code.too_soon': 'Gerade wurde ein Code gesendet; warten Sie, bevor Sie einen weiteren anfordern.',
  'verification_code.no_connector':
    'Kein aktivierter E-Mail- oder SMS-Connector kann den Code zustellen: Richten Sie einen unter „Connectors“ ein.',
  'email_template.not_found': 'Die E-Mail-Vorlage existiert nicht.',
  'custom_phrase.not_found': 'Für diese Sprache gibt es keine eigenen Texte.',
  'custom_phrase.invalid_language_tag': 'Dies ist keines der unterstützten Sprach-Tags.',
  'custom_phrase.unknown_keys': 'Einige Schlüssel sind keine Texte der Anmeldeseiten.',
  'custom_phrase.fallback_language_in_use':
    'Diese Sprache ist die Ersatzsprache des Anmeldeerlebnisses: Wählen Sie eine andere Ersatzsprache, bevor Sie ihre Texte löschen.',
  'session.identifier_not_verified':
    'Diese E-Mail-Adresse oder Telefonnummer muss mit einem Code bestätigt werden, bevor ein Konto erstellt werden kann.',
  'session.invalid_connector_state':
    'Die Anmeldung wurde nicht hier begonnen, oder der Anbieter hat einen anderen State zurückgeschickt: Beginnen Sie neu.',
  'one_time_token.not_found': 'Kein Einmal-Token passt.',
  'one_time_token.expired': 'Dieser Link ist abgelaufen: Fordern Sie einen neuen an.',
  'one_time_token.consumed': 'Dieser Link wurde bereits verwendet: Jeder funktioniert nur einmal.',
  'one_time_token.revoked': 'Dieser Link wurde widerrufen.',
  'one_time_token.not_active': 'Nur ein aktives Einmal-Token kann widerrufen werden.',
  'one_time_token.no_email_connector':
    'Es ist kein E-Mail-Connector eingerichtet, daher kann der Link nicht per E-Mail gesendet werden: Richte einen ein oder stelle den Link selbst zu.',
  'guard.file_size': 'Die Datei ist größer als die Upload-Grenze von 20 MB.',
  'guard.mime_type_not_allowed':
    'Dieser Dateityp kann nicht hochgeladen werden. Erlaubt: JPEG, PNG, GIF, ICO, SVG, TIFF, WebP, BMP und ZIP.',
  'guard.file_type_mismatch': 'Der Inhalt der Datei entspricht nicht dem angegebenen Typ.',
  'guard.file_missing': 'Es wurde keine Datei gesendet: Senden Sie sie im multipart/form-data-Feld „file“.',
  'guard.too_many_files': 'Senden Sie genau eine Datei pro Upload.',
  'request.multipart_required': 'Der Anfragetext muss multipart/form-data sein.',
  'storage.not_configured': 'Uploads sind auf diesem Server nicht eingerichtet.',
  'storage.unavailable': 'Der Dateispeicher antwortet nicht; versuchen Sie es später erneut.',
  'custom_ui.invalid_zip': 'Die Datei ist kein gültiges ZIP-Archiv.',
  'custom_ui.missing_index': 'Das Archiv enthält keine index.html in seiner obersten Ebene.',
  'custom_ui.unsafe_path':
    'Ein Eintrag des Archivs hat einen unsicheren Pfad (absolut, „..“, ein Laufwerk oder ein Backslash) oder ist ein Link.',
  'custom_ui.too_large': 'Das Archiv wird entpackt größer als 100 MB, oder eine seiner Dateien größer als 20 MB.',
  'custom_ui.too_many_files': 'Das Archiv enthält mehr als 1.000 Dateien.',
  'custom_ui.unknown_asset': 'Es gibt keine hochgeladene eigene Oberfläche mit dieser ID.',
  'account_center.not_enabled':
    'Das Kontocenter ist für diesen Mandanten ausgeschaltet: Die Account-API ist nicht verfügbar.',
  'account_center.field_not_enabled': 'Dieses Kontofeld ist im Kontocenter ausgeschaltet.',
  'account_center.field_read_only': 'Dieses Kontofeld ist im Kontocenter schreibgeschützt.',
  'account_center.identity_not_verified':
    'Bestätigen Sie zuerst Ihre Identität: Senden Sie die ID eines aktuellen Verifizierungsdatensatzes im Header logto-verification-id.',
  'account_center.last_identifier':
    'Damit bliebe dem Konto keine Möglichkeit zur Anmeldung: Behalten Sie einen Benutzernamen, eine E-Mail-Adresse, eine Telefonnummer oder ein soziales Konto.',
  'verification_record.invalid':
    'Der Verifizierungsdatensatz ist unbekannt, abgelaufen, bereits verwendet oder gilt für eine andere Adresse.',
  'jwt_customizer.not_found': 'Für diesen Token-Typ gibt es kein eigenes JWT-Skript.',
  'jwt_customizer.script_invalid':
    'Das Skript ist nicht verwendbar: Es lässt sich nicht parsen, scheitert beim Laden oder definiert getCustomJwtClaims nicht.',
  'jwt_customizer.script_failed':
    'Das Skript lieferte keine Claims: Es verweigerte den Zugriff, warf einen Fehler oder überschritt sein Zeit- oder Speicherlimit.',
  'signing_key.not_found': 'Dieser Schlüssel existiert nicht.',
  'signing_key.current_key':
    'Der aktuelle Schlüssel signiert neue Token und kann nicht gelöscht werden: zuerst rotieren, dann den vorherigen Schlüssel löschen.',
  'hook.not_found': 'Es gibt keinen Webhook mit dieser ID.',
  'hook_log.not_found': 'Diese Anfrage ist nicht in den Protokollen des Webhooks.',
  'hook.insecure_url': 'Die Webhook-URL muss https:// verwenden.',
  'hook.private_address':
    'Die Webhook-URL zeigt auf eine private, Loopback- oder Link-Local-Adresse, die Webhooks nicht erreichen dürfen.',
  'user.totp_already_in_use': 'Der Benutzer hat bereits eine Authenticator-App (TOTP); entfernen Sie sie zuerst.',
  'user.mfa_verification_derived':
    'Dieser Faktor gehört zur E-Mail-Adresse oder Telefonnummer des Benutzers: Entfernen Sie diese, um ihn zu entfernen.',
  'user.mfa_verification_not_found': 'Der MFA-Faktor wurde nicht gefunden.',
  'user.backup_code_needs_factor': 'Richten Sie vor den Backup-Codes eine Authenticator-App (TOTP) ein.',
  'session.mfa.invalid_code': 'Der Code ist falsch oder wurde bereits verwendet.',
  'session.mfa.factor_not_enabled': 'Dieser Verifizierungsfaktor ist nicht aktiviert.',
  'session.mfa.no_identifier_for_factor':
    'Dieses Konto hat keine E-Mail-Adresse oder Telefonnummer, an die ein Code gesendet werden kann.',
  'session.mfa.identifier_already_bound': 'Dieses Konto hat bereits eine Adresse dieser Art: Die Codes gehen dorthin.',
  'session.mfa.require_mfa_verification': 'Bestätigen Sie Ihre Identität mit einem zweiten Faktor, um fortzufahren.',
  'session.mfa.mfa_enrollment_required': 'Richten Sie einen zweiten Faktor ein, um fortzufahren.',
  'session.mfa.skip_not_allowed': 'Dieser Schritt kann nicht übersprungen werden.',
  'session.mfa.pending_secret_not_found': 'Erstellen Sie zuerst ein Authenticator-Geheimnis.',
  'session.mfa.webauthn_verification_failed':
    'Die Antwort des Sicherheitsschlüssels oder Passkeys konnte nicht bestätigt werden (andere Challenge, Herkunft oder Website). Versuchen Sie es erneut.',
  'session.mfa.webauthn_credential_not_found':
    'Dieser Sicherheitsschlüssel oder Passkey ist für dieses Konto nicht registriert.',
  'user.webauthn_credential_in_use': 'Dieser Sicherheitsschlüssel oder Passkey ist bereits registriert.',
  'captcha_provider.not_found': 'Es ist kein CAPTCHA-Anbieter eingerichtet.',
  'session.captcha_required': 'Schließen Sie zuerst die CAPTCHA-Prüfung ab.',
  'session.captcha_failed': 'Die CAPTCHA-Prüfung ist fehlgeschlagen; versuchen Sie es erneut.',
  'email_blocklist.email_not_allowed':
    'E-Mail-Adressen dieser Domain sind hier nicht erlaubt: Verwenden Sie eine andere Adresse.',
  'email_blocklist.subaddressing_not_allowed':
    'Adressen mit einem „+“-Zusatz sind hier nicht erlaubt: Verwenden Sie die Adresse ohne ihn.',
  'application.saml_use_saml_applications': 'SAML-Anwendungen werden mit POST /api/saml-applications erstellt.',
};

export default de;
