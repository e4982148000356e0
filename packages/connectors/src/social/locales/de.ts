import type { Phrases } from './en';

export const de: Phrases = {
  signInWith: 'Benutzer melden sich mit ihrem {provider}-Konto an.',
  oauth2Name: 'OAuth 2.0 (generisch)',
  oauth2Description:
    'Meldet Benutzer bei einem beliebigen OAuth-2.0-Anbieter an, anhand seiner Endpunkte und der Profilfelder, die den Benutzer beschreiben.',
  oidcName: 'OpenID Connect (generisch)',
  oidcDescription:
    'Meldet Benutzer bei einem beliebigen OpenID-Connect-Anbieter an, der über seinen Aussteller gefunden wird; das ID-Token wird geprüft.',
  clientId: 'Client-ID',
  clientIdHelp: 'Die Kennung, die {provider} Ihrer Anwendung bei der Registrierung gegeben hat.',
  genericClientIdHelp: 'Die Kennung, die der Anbieter Ihrer Anwendung bei der Registrierung gegeben hat.',
  clientSecret: 'Client-Geheimnis',
  clientSecretHelp: 'Das Geheimnis, das {provider} Ihrer Anwendung zusammen mit der Client-ID gegeben hat.',
  genericClientSecretHelp: 'Das Geheimnis, das der Anbieter Ihrer Anwendung zusammen mit der Client-ID gegeben hat.',
  appId: 'App-ID',
  appSecret: 'App-Geheimnis',
  scope: 'Bereich (Scope)',
  scopeHelp: 'Die angefragten Berechtigungen, durch Leerzeichen getrennt.',
  oidcScopeHelp: 'Die angefragten Berechtigungen, durch Leerzeichen getrennt; openid muss dabei sein.',
  authMethod: 'Client-Authentifizierung',
  authMethodHelp: 'Wie Client-ID und Geheimnis an den Token-Endpunkt gesendet werden.',
  authMethodBasic: 'HTTP-Basic-Header (client_secret_basic)',
  authMethodPost: 'Im Anfragetext (client_secret_post)',
  authorizationEndpoint: 'Autorisierungsendpunkt',
  authorizationEndpointHelp:
    'Die Seite des Anbieters, auf der sich Benutzer anmelden und den Zugriff erlauben (https).',
  tokenEndpoint: 'Token-Endpunkt',
  tokenEndpointHelp: 'Wo Gatehouse den Autorisierungscode gegen ein Zugriffstoken tauscht (https).',
  userInfoEndpoint: 'Benutzerinfo-Endpunkt',
  userInfoEndpointHelp: 'Liefert zum Zugriffstoken das Profil des angemeldeten Benutzers als JSON (https).',
  pkce: 'PKCE verwenden (S256)',
  pkceHelp:
    'Schützt den Autorisierungscode mit einer Code-Challenge. Schalten Sie es nur aus, wenn der Anbieter es ablehnt.',
  profileMap: 'Profilfelder',
  profileMapHelp:
    'JSON, das die Profilfelder für id, email, emailVerified, name, avatar und phone nennt (Pfade mit Punkt wie "data.id" erlaubt). Fehlende Felder nutzen die üblichen Namen.',
  issuer: 'Aussteller (Issuer)',
  issuerHelp:
    'Die Issuer-URL des Anbieters. Gatehouse liest deren /.well-known/openid-configuration, die denselben Issuer nennen muss.',
  authorizationParams: 'Zusätzliche Autorisierungsparameter',
  authorizationParamsHelp:
    'Optionales JSON-Objekt mit Parametern, die der Autorisierungsanfrage hinzugefügt werden, etwa {"prompt": "login"}.',
  prompt: 'Abfrage',
  promptHelp: 'Was Google den Benutzer fragt, bevor es ihn zurückschickt.',
  promptDefault: 'Nur was Google braucht',
  promptSelectAccount: 'Immer ein Konto auswählen lassen',
  promptConsent: 'Immer um Zustimmung zum Zugriff bitten',
  tenant: 'Mandant',
  tenantHelp:
    'common (jedes Microsoft-Konto), organizations (Geschäfts- oder Schulkonten), consumers (persönliche Konten) oder Ihre Mandanten-ID bzw. Domain.',
  baseUrl: 'Instanz-URL',
  baseUrlHelp: 'Die Adresse Ihres GitLab. Behalten Sie https://gitlab.com, sofern Sie kein eigenes betreiben.',
  servicesId: 'Services-ID',
  servicesIdHelp: 'Die Kennung der Services-ID, die Sie für die Website angelegt haben, nicht die App-ID.',
  teamId: 'Team-ID',
  teamIdHelp: 'Ihre Apple-Developer-Team-ID (10 Zeichen), zu finden unter Mitgliedschaft.',
  keyId: 'Schlüssel-ID',
  keyIdHelp: 'Die ID des privaten Schlüssels, der für „Mit Apple anmelden“ aktiviert ist.',
  privateKey: 'Privater Schlüssel',
  privateKeyHelp: 'Der Inhalt der .p8-Schlüsseldatei (PEM). Gatehouse signiert damit ein kurzlebiges Client-Geheimnis.',
};
