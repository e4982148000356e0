import type { Phrases } from './en';

export const it: Phrases = {
  signInWith: 'Gli utenti accedono con il proprio account {provider}.',
  oauth2Name: 'OAuth 2.0 (generico)',
  oauth2Description:
    "Fa accedere gli utenti con qualsiasi provider OAuth 2.0, dati i suoi endpoint e i campi del profilo che descrivono l'utente.",
  oidcName: 'OpenID Connect (generico)',
  oidcDescription:
    'Fa accedere gli utenti con qualsiasi provider OpenID Connect, individuato dal suo emittente; il token ID viene verificato.',
  clientId: 'ID client',
  clientIdHelp: "L'identificativo che {provider} ha assegnato alla tua applicazione al momento della registrazione.",
  genericClientIdHelp:
    "L'identificativo che il provider ha assegnato alla tua applicazione al momento della registrazione.",
  clientSecret: 'Segreto client',
  clientSecretHelp: "Il segreto che {provider} ha fornito alla tua applicazione insieme all'ID client.",
  genericClientSecretHelp: "Il segreto che il provider ha fornito alla tua applicazione insieme all'ID client.",
  appId: "ID dell'app",
  appSecret: "Chiave segreta dell'app",
  scope: 'Ambito (scope)',
  scopeHelp: 'Le autorizzazioni richieste, separate da spazi.',
  oidcScopeHelp: 'Le autorizzazioni richieste, separate da spazi; deve includere openid.',
  authMethod: 'Autenticazione del client',
  authMethodHelp: "Come l'ID client e il segreto vengono inviati all'endpoint dei token.",
  authMethodBasic: 'Intestazione HTTP Basic (client_secret_basic)',
  authMethodPost: 'Nel corpo della richiesta (client_secret_post)',
  authorizationEndpoint: 'Endpoint di autorizzazione',
  authorizationEndpointHelp: "La pagina del provider in cui gli utenti accedono e autorizzano l'accesso (https).",
  tokenEndpoint: 'Endpoint dei token',
  tokenEndpointHelp: 'Dove Gatehouse scambia il codice di autorizzazione con un token di accesso (https).',
  userInfoEndpoint: 'Endpoint delle informazioni utente',
  userInfoEndpointHelp:
    "Restituisce in JSON il profilo dell'utente che ha effettuato l'accesso, per il token di accesso (https).",
  pkce: 'Usa PKCE (S256)',
  pkceHelp: 'Protegge il codice di autorizzazione con una code challenge. Disattivalo solo se il provider lo rifiuta.',
  profileMap: 'Campi del profilo',
  profileMapHelp:
    'JSON che indica i campi del profilo contenenti id, email, emailVerified, name, avatar e phone (ammessi percorsi con punti come "data.id"). I campi omessi usano i nomi consueti.',
  issuer: 'Emittente (issuer)',
  issuerHelp:
    "L'URL dell'emittente del provider. Gatehouse legge il suo /.well-known/openid-configuration, che deve indicare lo stesso emittente.",
  authorizationParams: 'Parametri di autorizzazione aggiuntivi',
  authorizationParamsHelp:
    'Oggetto JSON facoltativo di parametri aggiunti alla richiesta di autorizzazione, ad esempio {"prompt": "login"}.',
  prompt: 'Richiesta',
  promptHelp: "Cosa chiede Google all'utente prima di rimandarlo indietro.",
  promptDefault: 'Solo ciò che serve a Google',
  promptSelectAccount: "Lascia sempre scegliere un account all'utente",
  promptConsent: "Chiedi sempre all'utente di autorizzare l'accesso",
  tenant: 'Tenant',
  tenantHelp:
    "common (qualsiasi account Microsoft), organizations (account aziendali o dell'istituto), consumers (account personali), oppure l'ID o il dominio del tuo tenant.",
  baseUrl: "URL dell'istanza",
  baseUrlHelp: "L'indirizzo del tuo GitLab. Lascia https://gitlab.com a meno che tu non ne gestisca uno tuo.",
  servicesId: 'Services ID',
  servicesIdHelp: "L'identificativo del Services ID creato per il sito web, non l'App ID.",
  teamId: 'ID del team',
  teamIdHelp: 'Il Team ID del tuo account Apple Developer (10 caratteri), indicato in Abbonamento.',
  keyId: 'ID della chiave',
  keyIdHelp: "L'ID della chiave privata abilitata per Accedi con Apple.",
  privateKey: 'Chiave privata',
  privateKeyHelp:
    'Il contenuto del file di chiave .p8 (PEM). Gatehouse lo usa per firmare un segreto client di breve durata.',
};
