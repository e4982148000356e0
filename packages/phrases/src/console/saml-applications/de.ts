import type { Translated } from '../../plurals';
import type en from './en';

export default {
  saml_applications: {
    attribute_mapping: 'Attributzuordnung',
    attribute_mapping_description:
      'Die Benutzerfelder, die die Assertion enthält, jeweils unter dem SAML-Attributnamen, den der Dienstanbieter liest.',
    user_field: 'Benutzerfeld',
    attribute_name: 'SAML-Attributname',
    add_attribute: 'Attribut hinzufügen',
    remove_attribute: 'Attribut von {{field}} entfernen',
    no_attributes: 'Keine Attribute zugeordnet',
    no_attributes_description:
      'Die Assertion enthält nur die NameID. Fügen Sie ein Attribut hinzu, um ein Benutzerfeld zu senden.',
    field_mapped_twice: 'Dieses Benutzerfeld ist bereits zugeordnet.',
    idp_title: 'Identitätsanbieter',
    idp_description: 'Gatehouse ist der Identitätsanbieter dieser App: Kopieren Sie diese Werte in den Dienstanbieter.',
    idp_entity_id: 'IdP-Entitäts-ID (Aussteller)',
    sso_url: 'Single-Sign-On-URL',
    metadata_url: 'IdP-Metadaten-URL',
    download_metadata: 'IdP-Metadaten herunterladen',
    sp_title: 'Dienstanbieter',
    sp_description: 'Wohin Gatehouse die signierte Antwort sendet und wie der Benutzer darin benannt wird.',
    sp_entity_id: 'SP-Entitäts-ID',
    acs_url: 'Assertion-Consumer-Service-URL (ACS)',
    acs_binding: 'Antworten werden mit dem {{binding}}-Binding gesendet.',
    name_id_format: 'NameID-Format',
    name_id_format_hint: 'Wie der Benutzer im Subjekt der Assertion identifiziert wird.',
    name_id_formats: {
      persistent: 'Persistent (die Benutzer-ID)',
      emailAddress: 'E-Mail-Adresse',
      unspecified: 'Nicht angegeben',
      transient: 'Transient (bei jeder Anmeldung eine neue ID)',
    },
    encryption_title: 'Verschlüsselung',
    encryption_description:
      'Die Assertion mit dem Zertifikat des Dienstanbieters verschlüsseln, damit nur er sie lesen kann.',
    encrypt_assertion: 'Assertion verschlüsseln',
    encrypt_assertion_description:
      'Erfordert „Erst verschlüsseln, dann signieren“ und das Zertifikat des Dienstanbieters.',
    encrypt_then_sign: 'Erst verschlüsseln, dann signieren',
    encrypt_then_sign_description: 'Die Antwort nach dem Verschlüsseln der Assertion signieren.',
    encrypt_then_sign_required: 'Das Verschlüsseln der Assertion erfordert „Erst verschlüsseln, dann signieren“.',
    sp_certificate: 'Zertifikat des Dienstanbieters',
    sp_certificate_hint: 'Das X.509-Zertifikat des Dienstanbieters, PEM-kodiert.',
    certificate_required: 'Das Verschlüsseln der Assertion erfordert das Zertifikat des Dienstanbieters.',
    signed_requests_title: 'Signierte Anfragen',
    signed_requests_description: 'Anmeldeanfragen ablehnen, die der Dienstanbieter nicht signiert hat.',
    authn_requests_signed: 'Signierte AuthnRequests verlangen',
    authn_requests_signed_description:
      'Unsignierte oder falsch signierte Anfragen werden abgelehnt; die Metadaten enthalten WantAuthnRequestsSigned.',
    request_signing_certificate: 'Zertifikat für Anfragesignaturen',
    request_signing_certificate_hint:
      'Das X.509-Zertifikat, mit dem der Dienstanbieter seine Anfragen signiert, PEM-kodiert.',
    request_signing_certificate_required:
      'Signierte Anfragen zu verlangen erfordert das Zertifikat für Anfragesignaturen.',
    certificates_title: 'Signaturzertifikate',
    certificates_description:
      'Gatehouse signiert Antworten mit dem aktiven Zertifikat. Erstellen Sie ein neues, geben Sie es dem Dienstanbieter und aktivieren Sie es dann.',
    create_certificate: 'Zertifikat erstellen',
    create_certificate_description:
      'Ein neues Schlüsselpaar mit Zertifikat. Es ist zunächst inaktiv: Aktivieren Sie es, sobald der Dienstanbieter es hat.',
    life_span: 'Gültig für',
    years_one: '{{count}} Jahr',
    years_other: '{{count}} Jahre',
    no_certificates: 'Noch keine Signaturzertifikate.',
    fingerprint: 'SHA-256-Fingerabdruck',
    created: 'Erstellt',
    expires: 'Läuft ab',
    status: 'Zustand',
    active: 'Aktiv',
    expired: 'Abgelaufen',
    expires_soon: 'Läuft bald ab',
    download: 'Herunterladen',
    download_certificate: 'Zertifikat herunterladen',
    activate: 'Aktivieren',
    activate_title: 'Dieses Zertifikat aktivieren?',
    activate_message:
      'Antworten werden mit dem Zertifikat {{fingerprint}} signiert; das bisher aktive wird nicht mehr verwendet. Stellen Sie sicher, dass der Dienstanbieter dem neuen vertraut.',
    active_undeletable: 'Das aktive Zertifikat kann nicht gelöscht werden: Aktivieren Sie zuerst ein anderes.',
    delete_certificate_title: 'Dieses Zertifikat löschen?',
    delete_certificate_message: 'Das Zertifikat {{fingerprint}} und sein privater Schlüssel werden gelöscht.',
    certificate_created: 'Zertifikat erstellt',
    certificate_activated: 'Zertifikat aktiviert',
    certificate_deleted: 'Zertifikat gelöscht',
  },
} satisfies Translated<typeof en, 'de'>;
