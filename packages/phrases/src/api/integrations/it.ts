import type { IntegrationErrorCode } from './codes';

const it: Record<IntegrationErrorCode, string> = {
  'connector.not_found': 'Il connettore non esiste.',
  'connector.factory_not_found': 'Nessun connettore integrato ha questo id.',
  'connector.type_in_use':
    'Il tenant ha già un connettore di questo tipo (al massimo uno email e uno SMS): modificalo o rimuovilo prima.',
  'connector.target_in_use': 'Esiste già un connettore social per questo provider di identità.',
  'connector.general': 'Il connettore non è riuscito.',
  'connector.invalid_metadata': 'I metadati del connettore non sono validi.',
  'connector.unexpected_type': 'Questo connettore non è del tipo richiesto da questa richiesta.',
  'connector.invalid_config_guard': 'Il modulo di configurazione del connettore non corrisponde al suo schema.',
  'connector.invalid_request_parameters': 'La richiesta al connettore ha parametri non validi.',
  'connector.insufficient_request_parameters': 'Alla richiesta al connettore mancano parametri.',
  'connector.invalid_config': 'La configurazione del connettore non è valida.',
  'connector.invalid_certificate': 'Il certificato non è valido.',
  'connector.invalid_response': 'Il provider ha rifiutato la richiesta; la sua risposta è nei dati di questo errore.',
  'connector.template_not_found': 'Non esiste un modello per questo tipo di messaggio.',
  'connector.template_not_supported': 'Il connettore non supporta questo tipo di messaggio.',
  'connector.rate_limit_exceeded':
    'Il provider sta rifiutando le richieste perché ne sono state inviate troppe; riprova più tardi.',
  'connector.not_implemented': 'Il connettore non può farlo.',
  'connector.social_auth_code_invalid': 'Il provider di identità ha rifiutato il codice di autorizzazione.',
  'connector.social_invalid_access_token': 'Il provider di identità ha rifiutato il token di accesso.',
  'connector.social_invalid_id_token':
    'Il token ID del provider di identità non è valido (firma, emittente, destinatario, scadenza o nonce).',
  'connector.authorization_failed': "Il provider di identità non ha autorizzato l'accesso.",
  'sso_connector.not_found': 'Il connettore SSO non esiste.',
  'sso_connector.provider_not_available': 'Questo provider SSO non è ancora disponibile in questa versione.',
  'sso_connector.invalid_config': 'La configurazione del connettore SSO non è valida per il suo provider.',
  'sso_connector.not_configured': 'Questo connettore SSO non è ancora configurato: nessuno può accedere tramite esso.',
  'sso_connector.discovery_failed':
    "Impossibile leggere il documento di discovery OpenID Connect del provider di identità: controlla l'issuer.",
  'sso_connector.domain_in_use': 'Un altro connettore SSO possiede già questo dominio email.',
  'sso_connector.name_in_use': 'Un altro connettore SSO ha già questo nome.',
  'sso_connector.identity_not_found': "L'utente non ha alcuna identità presso questo connettore SSO.",
  'sso_connector.identity_linked_to_another_user': 'Questa identità SSO è già collegata a un altro utente.',
  'sso_connector.email_required':
    "Il provider di identità non ha inviato alcun indirizzo email, necessario per l'SSO aziendale.",
  'sso_connector.saml_metadata_unreachable':
    "L'URL dei metadati SAML del provider di identità non ha restituito metadati: controlla l'URL.",
  'sso_connector.saml_invalid_metadata':
    'Questo XML non contiene metadati SAML di un provider di identità (un IDPSSODescriptor con endpoint di accesso e certificato di firma).',
  'sso_connector.saml_invalid_certificate':
    'Il certificato del provider di identità non è un certificato X.509 valido.',
  'sso_connector.saml_invalid_response': 'Impossibile leggere la risposta SAML.',
  'sso_connector.saml_invalid_signature': "L'asserzione SAML non è firmata dal provider di identità.",
  'sso_connector.saml_assertion_expired': "L'asserzione SAML è scaduta o non è ancora valida.",
  'sso_connector.saml_assertion_replayed': 'Questa asserzione SAML è già stata utilizzata.',
  'sso_connector.saml_audience_mismatch': "L'asserzione SAML è destinata a un altro fornitore di servizi.",
  'sso_connector.saml_recipient_mismatch':
    'La risposta SAML è stata inviata a un indirizzo diverso da questo connettore.',
  'sso_connector.saml_unknown_request': 'La risposta SAML non corrisponde a nessuna richiesta di accesso avviata qui.',
  'sso_connector.test_session_not_found':
    'Questo test di connessione non esiste, è scaduto o è già stato usato. Avvia un nuovo test.',
  'saml_application.not_found': "L'applicazione SAML non esiste.",
  'saml_application.invalid_certificate': 'Il certificato del fornitore di servizi non è un certificato X.509 valido.',
  'saml_application.encryption_requirements':
    'Cifrare le asserzioni richiede di cifrare e poi firmare, e il certificato del fornitore di servizi.',
  'saml_application.secret_not_found': 'Il certificato di firma non esiste.',
  'saml_application.active_secret_undeletable':
    'Il certificato di firma attivo non può essere eliminato. Attivane prima un altro.',
  'saml_application.active_secret_required': 'Un certificato di firma deve restare attivo. Attivane invece un altro.',
  'saml_application.no_active_secret': "L'applicazione SAML non ha alcun certificato di firma attivo.",
  'saml_application.secret_expired': 'Questo certificato è scaduto: non può essere attivato. Creane uno nuovo.',
  'saml_application.active_secret_expired':
    'Il certificato di firma attivo dell’applicazione è scaduto, quindi nessun accesso riceve risposta. Un amministratore deve attivare un certificato valido.',
  'saml_application.invalid_request': 'La richiesta SAML non è un AuthnRequest valido.',
  'saml_application.issuer_mismatch':
    "La richiesta SAML proviene da un fornitore di servizi diverso dall'ID entità di questa applicazione.",
  'saml_application.acs_url_mismatch':
    'La richiesta SAML chiede un URL di Assertion Consumer Service diverso da quello configurato.',
  'saml_application.request_not_found': 'Questo accesso SAML non è stato avviato qui, è scaduto o è già concluso.',
  'saml_application.sign_in_failed': "L'accesso per l'applicazione SAML non è riuscito.",
  'saml_application.email_required':
    "L'utente non ha un indirizzo email, che questa applicazione SAML usa come NameID.",
  'saml_application.request_signing_requirements':
    "Un'applicazione SAML che richiede richieste firmate necessita del certificato di firma del fornitore di servizi.",
  'saml_application.request_signature_required':
    'Questa applicazione SAML accetta solo richieste firmate: la richiesta non ha firma.',
  'saml_application.invalid_request_signature':
    'La firma della richiesta SAML è incompleta, usa un algoritmo non supportato o non corrisponde al certificato del fornitore di servizi.',
  'sso_connector.idp_initiated_config_not_found':
    'Il connettore SSO non ha una configurazione di accesso avviato dall’IdP.',
  'sso_connector.idp_initiated_not_supported': 'L’accesso avviato dall’IdP è disponibile solo per i connettori SAML.',
  'sso_connector.idp_initiated_app_not_eligible': 'Questa applicazione non può ricevere accessi avviati dall’IdP.',
};

export default it;
