import type { Translated } from '../../plurals';
import type en from './en';

export default {
  enterprise_sso: {
    title: 'Enterprise-SSO',
    subtitle:
      'Die Mitarbeitenden eines Unternehmens melden sich über ihren eigenen Identitätsanbieter an: Wer eine Adresse einer seiner E-Mail-Domains eingibt, wird dorthin geleitet.',
    add: 'Enterprise-Connector hinzufügen',
    table_caption: 'Enterprise-SSO-Connectoren',
    name: 'Name',
    provider: 'Anbieter',
    domains: 'E-Mail-Domains',
    no_domains: 'Noch keine',
    empty_title: 'Noch kein Enterprise-Connector',
    empty_description:
      'Verbinden Sie den Identitätsanbieter eines Unternehmens, das Sie betreuen (Okta, Entra ID, Google Workspace oder jeder OpenID-Connect-Anbieter).',
    pick_title: 'Identitätsanbieter wählen',
    pick_description: 'Der Connector meldet Personen über diesen Anbieter an; seine Einstellungen folgen als Nächstes.',
    coming_soon: 'Demnächst',
    providers: {
      OIDC: { name: 'OpenID Connect', description: 'Jeder Identitätsanbieter, der OpenID Connect spricht.' },
      SAML: { name: 'SAML', description: 'Jeder Identitätsanbieter, der SAML 2.0 spricht.' },
      AzureAD: { name: 'Microsoft Entra ID (SAML)', description: 'Entra ID, früher Azure AD, über SAML 2.0.' },
      AzureAdOidc: {
        name: 'Microsoft Entra ID (OIDC)',
        description: 'Entra ID, früher Azure AD, über OpenID Connect.',
      },
      GoogleWorkspace: { name: 'Google Workspace', description: 'Die Konten einer Google-Workspace-Organisation.' },
      Okta: { name: 'Okta', description: 'Die Konten einer Okta-Organisation, über OpenID Connect.' },
    },
    create_title: '{{provider}}-Connector hinzufügen',
    create_subtitle:
      'Benennen Sie zuerst den Connector. Sein Tab „Verbindung“ zeigt dann die beim Identitätsanbieter zu registrierende Weiterleitungs-URI neben den Einstellungen, die Sie von dort übernehmen.',
    create: 'Connector erstellen',
    created: '{{name}} wurde erstellt.',
    connector_name: 'Name des Connectors',
    connector_name_hint: 'Für Sie und Ihr Team; wer sich anmeldet, sieht den Anzeigenamen aus dem Tab „Erlebnis“.',
    fields: {
      issuer: 'Aussteller (Issuer)',
      issuer_hint: 'Die URL des Identitätsanbieters; sein Discovery-Dokument wird von dort gelesen.',
      clientId: 'Client-ID',
      clientSecret: 'Client-Geheimnis',
      scope: 'Geltungsbereiche (Scopes)',
      scope_hint: 'Durch Leerzeichen getrennt, mit openid. Leer gelassen: openid profile email.',
    },
    not_configured: 'Nicht konfiguriert',
    not_configured_notice:
      'Dieser Connector hat noch keine Verbindungseinstellungen, daher bieten ihn die Anmeldeseiten nicht an. Registrieren Sie die Weiterleitungs-URI unten beim Identitätsanbieter und tragen Sie dann die Einstellungen ein, die er Ihnen gibt, und speichern Sie sie.',
    redirect_uri: 'Weiterleitungs-URI',
    details_tabs: 'Bereiche des Enterprise-SSO-Connectors',
    tab_connection: 'Verbindung',
    tab_experience: 'Erlebnis',
    tab_idp_initiated: 'IdP-initiiertes SSO',
    connector_id: 'Connector-ID',
    general_title: 'Allgemein',
    general_description: 'Wie der Connector in dieser Konsole heißt.',
    connection_title: 'Verbindung',
    connection_description: 'Der Identitätsanbieter und die dort registrierte Anwendung.',
    branding_title: 'Anmeldeschaltfläche',
    branding_description: 'Was die Anmeldeseiten für diesen Connector zeigen.',
    display_name: 'Anzeigename',
    logo: 'Logo-URL',
    dark_logo: 'Logo-URL für den dunklen Modus',
    domains_title: 'E-Mail-Domains',
    domains_description:
      'Adressen dieser Domains melden sich über diesen Connector an. Eine Domain gehört zu genau einem Connector des Mandanten.',
    free_domain_warning:
      '{{domain}} ist eine kostenlose E-Mail-Domain: Alle mit einer solchen Adresse würden zum Identitätsanbieter dieses Unternehmens geleitet.',
    domain_in_use: 'Ein anderer Enterprise-Connector besitzt {{domain}} bereits.',
    sync_profile: 'Profil bei jeder Anmeldung synchronisieren',
    sync_profile_description:
      'Name, Bild und E-Mail werden jedes Mal vom Identitätsanbieter übernommen; sonst nur bei der ersten Anmeldung.',
    danger_title: 'Connector löschen',
    delete_description:
      'Wer sich über {{name}} angemeldet hat, kann das nicht mehr; die Konten bleiben bestehen. Seine Domains werden frei.',
    delete: 'Connector löschen',
    remove_title: '{{name}} löschen?',
    remove_message:
      'Der Connector, seine Domains und die Verknüpfungen von Benutzern und Organisationen mit ihm werden gelöscht.',
    deleted: '{{name}} wurde gelöscht.',
    saml: {
      create_subtitle:
        'Geben Sie den Identitätsanbieter über seine Metadaten an oder tragen Sie Entity-ID, Anmelde-URL und Zertifikat ein. Was in den Identitätsanbieter zu übernehmen ist, erscheint nach dem Anlegen des Connectors.',
      connection_description:
        'Der SAML-Identitätsanbieter: eine von drei Angabearten und die Attribute mit E-Mail und Name.',
      mode: 'Angabe des Identitätsanbieters',
      mode_url: 'Metadaten-URL',
      mode_url_description:
        'Der Identitätsanbieter veröffentlicht seine Metadaten unter einer URL; sie werden jetzt gelesen.',
      mode_xml: 'Metadaten-XML',
      mode_xml_description: 'Fügen Sie das Metadatendokument ein oder laden Sie die Datei hoch.',
      mode_manual: 'Manuell',
      mode_manual_description: 'Entity-ID, Anmelde-URL und Signaturzertifikat.',
      metadata_url: 'Metadaten-URL',
      metadata_url_hint: 'Eine https-URL, die die SAML-Metadaten des Identitätsanbieters liefert.',
      metadata: 'Metadaten-XML',
      metadata_hint: 'Die SAML-2.0-Metadaten des Identitätsanbieters (ein EntityDescriptor mit IDPSSODescriptor).',
      upload: 'Metadatendatei hochladen',
      file_too_large: 'Die Datei ist größer als 200 KB; das ist kein Metadatendokument.',
      entity_id: 'Entity-ID des Identitätsanbieters',
      entity_id_hint: 'Der Aussteller, den seine Assertions nennen.',
      sign_in_endpoint: 'Anmelde-URL',
      sign_in_endpoint_hint: 'Sein Single-Sign-On-Dienst (HTTP-Redirect-Binding).',
      certificate: 'Signaturzertifikat',
      certificate_hint: 'Das X.509-Zertifikat, mit dem seine Assertions signiert sind, als PEM oder Base64.',
      email_attribute: 'E-Mail-Attribut',
      email_attribute_hint:
        'Das SAML-Attribut mit der E-Mail-Adresse. Leer: die üblichen Namen (email, mail, der Claims-URI).',
      name_attribute: 'Namensattribut',
      name_attribute_hint: 'Das SAML-Attribut mit dem Anzeigenamen. Leer: die üblichen Namen.',
      sp_title: 'Service Provider (Gatehouse)',
      sp_description:
        'Übernehmen Sie diese Werte in den Identitätsanbieter oder geben Sie ihm die Metadaten per URL oder als Datei.',
      sp_entity_id: 'Entity-ID (Audience)',
      sp_acs_url: 'Assertion-Consumer-Service-URL',
      sp_metadata_url: 'Metadaten-URL',
      sp_download: 'Metadaten-XML herunterladen',
      sp_certificate: 'Verschlüsselungszertifikat (optional)',
      rotate: 'Verschlüsselungsschlüssel rotieren',
      rotate_title: 'Verschlüsselungsschlüssel rotieren?',
      rotate_description:
        'Ein neues Schlüsselpaar mit Zertifikat wird erstellt, und die Metadaten zeigen sofort das neue Zertifikat: Gib es dem Identitätsanbieter. Mit dem aktuellen Zertifikat verschlüsselte Assertions lassen sich noch 7 Tage entschlüsseln.',
      rotated: 'Verschlüsselungsschlüssel rotiert',
      previous_key_until:
        'Mit dem vorherigen Zertifikat verschlüsselte Assertions lassen sich noch bis {{date}} entschlüsseln.',
    },
    test: {
      title: 'Verbindung testen',
      description:
        'Melde dich in einem Popup beim Identitätsanbieter an, um die Verbindung zu prüfen und die gesendeten Claims zu sehen. Es wird kein Benutzer und keine Sitzung angelegt.',
      start: 'Verbindung testen',
      not_configured: 'Vervollständige die Verbindungseinstellungen, um sie zu testen.',
      waiting: 'Warte auf die Anmeldung im Popup…',
      popup_blocked: 'Das Popup wurde blockiert.',
      open_link: 'Anmeldung öffnen',
      expired: 'Der Test ist abgelaufen oder wurde bereits verwendet. Starte einen neuen.',
      succeeded: 'Verbindung funktioniert',
      failed: 'Der Verbindungstest ist fehlgeschlagen',
      code: 'Fehlercode: {{code}}',
      profile: 'Profil, das eine Anmeldung übernehmen würde',
      claims: 'Empfangene Claims',
      attributes: 'Empfangene Attribute',
    },
    idp_initiated: {
      title: 'IdP-initiierte Anmeldung',
      description:
        'Personen können im App-Portal ihres Identitätsanbieters beginnen: Der Anbieter sendet eine Anmeldung, die Gatehouse nicht angefordert hat, und die Person landet in der hier gewählten Anwendung.',
      enabled: 'IdP-initiierte Anmeldungen annehmen',
      enabled_description: 'Wenn aus, wird eine nicht angeforderte Antwort abgelehnt.',
      application: 'Standardanwendung',
      choose_app: 'Anwendung wählen',
      app_not_eligible:
        'Diese Anwendung kann keine IdP-initiierten Anmeldungen empfangen: Wähle eine klassische Web-App mit dieser Weiterleitungs-URI oder schalte „Autorisierung starten“ aus.',
      redirect_uri: 'Weiterleitungs-URI',
      choose_redirect_uri: 'Weiterleitungs-URI wählen',
      auto_send: 'Autorisierung starten',
      auto_send_description:
        'Gatehouse schickt die Person direkt in eine Autorisierung der Anwendung, die einen normalen Code erhält (nur klassische Web-Apps). Wenn aus, geht die Person zur Weiterleitungs-URI zurück und die Anwendung startet ihre eigene Anmeldung.',
      scope: 'Geltungsbereiche (Scopes)',
      extra_params: 'Zusätzliche Autorisierungsparameter',
      extra_params_hint:
        'Ein name=wert pro Zeile, Namen in Kleinbuchstaben; die eigenen Parameter des Ablaufs lassen sich nicht ersetzen.',
      no_app_title: 'Keine Anwendung als Ziel',
      no_app_description: 'Die IdP-initiierte Anmeldung braucht eine deiner Anwendungen mit Weiterleitungs-URI.',
      create_app: 'Anwendung erstellen',
    },
    guide: {
      title: 'Einrichtungsanleitung',
      description: 'Was in {{provider}} zu tun ist: Gatehouse dort registrieren und die Werte hier einfügen.',
      values_after_create: 'Die zu kopierenden Werte erscheinen hier, sobald der Connector erstellt ist.',
      OIDC: {
        app: 'Erstellen Sie in Ihrem Identitätsanbieter eine OpenID-Connect-Webanwendung (Authorization-Code-Flow).',
        redirect: 'Registrieren Sie dort diese Weiterleitungs-URI:',
        paste: 'Kopieren Sie Issuer-URL, Client-ID und Client-Secret in die Verbindungseinstellungen.',
        test: 'Speichern Sie und führen Sie dann einen Verbindungstest aus.',
      },
      SAML: {
        app: 'Erstellen Sie in Ihrem Identitätsanbieter eine SAML-2.0-Anwendung.',
        sp: 'Geben Sie ihr diese Service-Provider-Werte oder nur die Metadaten-URL:',
        attributes: 'Senden Sie die E-Mail-Adresse in der Assertion (auf Wunsch auch den Namen).',
        paste:
          'Fügen Sie die Metadaten-URL oder das XML in die Verbindungseinstellungen ein, speichern Sie und führen Sie einen Verbindungstest aus.',
      },
      AzureAD: {
        app: 'Öffnen Sie im Microsoft Entra Admin Center Unternehmensanwendungen › Neue Anwendung › Eigene Anwendung erstellen.',
        sp: 'Wählen Sie unter Einmaliges Anmelden SAML und setzen Sie Bezeichner (Entitäts-ID) und Antwort-URL (ACS-URL):',
        assign: 'Weisen Sie die Benutzer oder Gruppen zu, die sich anmelden dürfen.',
        paste:
          'Kopieren Sie die App-Verbundmetadaten-URL in die Verbindungseinstellungen, speichern Sie und führen Sie einen Verbindungstest aus.',
      },
      AzureAdOidc: {
        app: 'Öffnen Sie im Microsoft Entra Admin Center App-Registrierungen › Neue Registrierung.',
        redirect: 'Fügen Sie eine Web-Plattform mit dieser Weiterleitungs-URI hinzu:',
        secret: 'Erstellen Sie unter Zertifikate & Geheimnisse einen geheimen Clientschlüssel.',
        paste:
          'Kopieren Sie die Anwendungs-ID (Client), das Geheimnis und den Issuer https://login.microsoftonline.com/<Mandanten-ID>/v2.0 in die Verbindungseinstellungen, speichern Sie und führen Sie einen Verbindungstest aus.',
      },
      GoogleWorkspace: {
        consent:
          'Stellen Sie in der Google Cloud Console Ihrer Organisation den OAuth-Zustimmungsbildschirm auf Intern.',
        redirect:
          'Erstellen Sie eine OAuth-Client-ID vom Typ Webanwendung mit dieser autorisierten Weiterleitungs-URI:',
        paste:
          'Kopieren Sie Client-ID und Client-Secret in die Verbindungseinstellungen, speichern Sie und führen Sie einen Verbindungstest aus.',
      },
      Okta: {
        app: 'Öffnen Sie in der Okta-Admin-Konsole Applications › Create App Integration › OIDC › Web Application.',
        redirect: 'Fügen Sie diese Sign-in-Weiterleitungs-URI hinzu:',
        assign: 'Weisen Sie die Personen oder Gruppen zu, die sich anmelden dürfen.',
        paste:
          'Kopieren Sie Ihre Okta-Domain (als Issuer), Client-ID und Client-Secret in die Verbindungseinstellungen, speichern Sie und führen Sie einen Verbindungstest aus.',
      },
    },
  },
} satisfies Translated<typeof en, 'de'>;
