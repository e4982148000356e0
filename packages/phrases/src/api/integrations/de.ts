import type { IntegrationErrorCode } from './codes';

const de: Record<IntegrationErrorCode, string> = {
  'connector.not_found': 'Der Connector existiert nicht.',
  'connector.factory_not_found': 'Kein eingebauter Connector hat diese ID.',
  'connector.type_in_use':
    'Der Mandant hat bereits einen Connector dieses Typs (höchstens einen für E-Mail und einen für SMS): Ändern oder entfernen Sie ihn zuerst.',
  'connector.target_in_use': 'Für diesen Identitätsanbieter gibt es bereits einen Social-Connector.',
  'connector.general': 'Der Connector ist fehlgeschlagen.',
  'connector.invalid_metadata': 'Die Metadaten des Connectors sind ungültig.',
  'connector.unexpected_type': 'Dieser Connector hat nicht den Typ, den diese Anfrage braucht.',
  'connector.invalid_config_guard': 'Das Konfigurationsformular des Connectors passt nicht zu seinem Schema.',
  'connector.invalid_request_parameters': 'Die Anfrage an den Connector hat ungültige Parameter.',
  'connector.insufficient_request_parameters': 'Der Anfrage an den Connector fehlen Parameter.',
  'connector.invalid_config': 'Die Konfiguration des Connectors ist ungültig.',
  'connector.invalid_certificate': 'Das Zertifikat ist ungültig.',
  'connector.invalid_response':
    'Der Anbieter hat die Anfrage abgelehnt; seine Antwort steht in den Daten dieses Fehlers.',
  'connector.template_not_found': 'Für diese Art von Nachricht gibt es keine Vorlage.',
  'connector.template_not_supported': 'Der Connector unterstützt diese Art von Nachricht nicht.',
  'connector.rate_limit_exceeded':
    'Der Anbieter lehnt gerade Anfragen ab, weil zu viele gesendet wurden; versuchen Sie es später erneut.',
  'connector.not_implemented': 'Der Connector kann das nicht.',
  'connector.social_auth_code_invalid': 'Der Identitätsanbieter hat den Autorisierungscode abgelehnt.',
  'connector.social_invalid_access_token': 'Der Identitätsanbieter hat das Zugriffstoken abgelehnt.',
  'connector.social_invalid_id_token':
    'Das ID-Token des Identitätsanbieters ist ungültig (Signatur, Aussteller, Zielgruppe, Ablauf oder Nonce).',
  'connector.authorization_failed': 'Der Identitätsanbieter hat die Anmeldung nicht autorisiert.',
  'sso_connector.not_found': 'Der SSO-Connector existiert nicht.',
  'sso_connector.provider_not_available': 'Dieser SSO-Anbieter ist in dieser Version noch nicht verfügbar.',
  'sso_connector.invalid_config': 'Die Konfiguration des SSO-Connectors ist für seinen Anbieter nicht gültig.',
  'sso_connector.not_configured':
    'Dieser SSO-Connector ist noch nicht konfiguriert: Über ihn kann sich noch niemand anmelden.',
  'sso_connector.discovery_failed':
    'Das OpenID-Connect-Discovery-Dokument des Identitätsanbieters konnte nicht gelesen werden: Prüfen Sie den Issuer.',
  'sso_connector.domain_in_use': 'Ein anderer SSO-Connector besitzt diese E-Mail-Domain bereits.',
  'sso_connector.name_in_use': 'Ein anderer SSO-Connector trägt diesen Namen bereits.',
  'sso_connector.identity_not_found': 'Der Benutzer hat keine Identität bei diesem SSO-Connector.',
  'sso_connector.identity_linked_to_another_user':
    'Diese SSO-Identität ist bereits mit einem anderen Benutzer verknüpft.',
  'sso_connector.email_required':
    'Der Identitätsanbieter hat keine E-Mail-Adresse gesendet, die Enterprise-SSO benötigt.',
  'sso_connector.saml_metadata_unreachable':
    'Die SAML-Metadaten-URL des Identitätsanbieters hat keine Metadaten geliefert: Prüfe die URL.',
  'sso_connector.saml_invalid_metadata':
    'Dieses XML sind keine SAML-Metadaten eines Identitätsanbieters (ein IDPSSODescriptor mit Anmelde-Endpunkt und Signaturzertifikat).',
  'sso_connector.saml_invalid_certificate':
    'Das Zertifikat des Identitätsanbieters ist kein gültiges X.509-Zertifikat.',
  'sso_connector.saml_invalid_response': 'Die SAML-Antwort konnte nicht gelesen werden.',
  'sso_connector.saml_invalid_signature': 'Die SAML-Assertion ist nicht vom Identitätsanbieter signiert.',
  'sso_connector.saml_assertion_expired': 'Die SAML-Assertion ist abgelaufen oder noch nicht gültig.',
  'sso_connector.saml_assertion_replayed': 'Diese SAML-Assertion wurde bereits verwendet.',
  'sso_connector.saml_audience_mismatch': 'Die SAML-Assertion ist für einen anderen Dienstanbieter bestimmt.',
  'sso_connector.saml_recipient_mismatch':
    'Die SAML-Antwort wurde an eine andere Adresse als diesen Connector gesendet.',
  'sso_connector.saml_unknown_request': 'Die SAML-Antwort gehört zu keiner hier gestarteten Anmeldeanfrage.',
  'sso_connector.test_session_not_found':
    'Dieser Verbindungstest existiert nicht, ist abgelaufen oder wurde bereits verwendet. Starte einen neuen Test.',
  'saml_application.not_found': 'Die SAML-Anwendung existiert nicht.',
  'saml_application.invalid_certificate': 'Das Zertifikat des Dienstanbieters ist kein gültiges X.509-Zertifikat.',
  'saml_application.encryption_requirements':
    'Das Verschlüsseln von Assertions erfordert „erst verschlüsseln, dann signieren“ und das Zertifikat des Dienstanbieters.',
  'saml_application.secret_not_found': 'Das Signaturzertifikat existiert nicht.',
  'saml_application.active_secret_undeletable':
    'Das aktive Signaturzertifikat kann nicht gelöscht werden. Aktivieren Sie zuerst ein anderes.',
  'saml_application.active_secret_required':
    'Ein Signaturzertifikat muss aktiv bleiben. Aktivieren Sie stattdessen ein anderes.',
  'saml_application.no_active_secret': 'Die SAML-Anwendung hat kein aktives Signaturzertifikat.',
  'saml_application.secret_expired':
    'Dieses Zertifikat ist abgelaufen und kann nicht aktiviert werden. Erstelle ein neues.',
  'saml_application.active_secret_expired':
    'Das aktive Signaturzertifikat der Anwendung ist abgelaufen, daher wird keine Anmeldung beantwortet. Ein Administrator muss ein gültiges Zertifikat aktivieren.',
  'saml_application.invalid_request': 'Die SAML-Anfrage ist kein gültiger AuthnRequest.',
  'saml_application.issuer_mismatch':
    'Die SAML-Anfrage stammt von einem anderen Dienstanbieter als der Entitäts-ID dieser Anwendung.',
  'saml_application.acs_url_mismatch':
    'Die SAML-Anfrage verlangt eine andere Assertion-Consumer-Service-URL als die konfigurierte.',
  'saml_application.request_not_found':
    'Diese SAML-Anmeldung wurde nicht hier gestartet, ist abgelaufen oder bereits abgeschlossen.',
  'saml_application.sign_in_failed': 'Die Anmeldung für die SAML-Anwendung ist nicht gelungen.',
  'saml_application.email_required':
    'Der Benutzer hat keine E-Mail-Adresse, die diese SAML-Anwendung als NameID verwendet.',
  'saml_application.request_signing_requirements':
    'Eine SAML-Anwendung, die signierte Anfragen verlangt, benötigt das Signaturzertifikat des Service Providers.',
  'saml_application.request_signature_required':
    'Diese SAML-Anwendung akzeptiert nur signierte Anfragen: Die Anfrage hat keine Signatur.',
  'saml_application.invalid_request_signature':
    'Die Signatur der SAML-Anfrage ist unvollständig, nutzt einen nicht unterstützten Algorithmus oder passt nicht zum Zertifikat des Service Providers.',
  'sso_connector.idp_initiated_config_not_found':
    'Der SSO-Connector hat keine Konfiguration für IdP-initiierte Anmeldung.',
  'sso_connector.idp_initiated_not_supported': 'IdP-initiierte Anmeldung gibt es nur für SAML-Connectoren.',
  'sso_connector.idp_initiated_app_not_eligible': 'Diese Anwendung kann keine IdP-initiierten Anmeldungen empfangen.',
};

export default de;
