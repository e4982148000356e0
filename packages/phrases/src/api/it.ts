import type { CoreErrorCode } from './integrations/codes';

const it: Record<CoreErrorCode, string> = {
  'request.internal_error': 'Errore interno del server.',
  'request.invalid_json': 'Il corpo della richiesta non è un JSON valido.',
  'request.invalid_characters':
    'La richiesta contiene testo che non può essere salvato: un carattere NUL, una coppia surrogata incompleta o una codifica percentuale non valida.',
  'request.headers_too_large': 'Le intestazioni della richiesta sono troppo grandi.',
  'request.malformed': 'La richiesta non è HTTP valido.',
  'request.payload_too_large': 'Il corpo della richiesta è troppo grande.',
  'request.unsupported_media_type':
    'Il corpo della richiesta deve essere in formato JSON (Content-Type: application/json).',
  'route.not_found': 'Nessuna route dell’API corrisponde a questo metodo e percorso.',
  'guard.invalid_input': 'La richiesta non è valida.',
  'guard.invalid_pagination': 'Paginazione non valida: page deve essere almeno 1 e page_size compreso tra 1 e 100.',
  'auth.unauthorized': 'Autenticazione richiesta: invia un token di accesso bearer valido.',
  'auth.forbidden': 'Autorizzazioni insufficienti.',
  'tenant.not_found': 'Il tenant non esiste.',
  'tenant.built_in': 'I tenant integrati non possono essere modificati in questo modo.',
  'tenant.region_not_served': 'Questa installazione non serve quella regione.',
  'tenant.insufficient_scope': 'Il tuo ruolo in questo tenant non lo consente.',
  'tenant_member.last_admin':
    'L’ultimo amministratore del tenant non può essere rimosso né perdere il ruolo di amministratore.',
  'subscription.quota_exceeded': 'Limite della quota superato.',
  'tenant_member.not_found': 'L’utente non è membro di questo tenant.',
  'tenant_invitation.invitees_refused':
    'Nessun invito è stato inviato: alcuni degli indirizzi email non possono essere invitati.',
  'status.database_unavailable': 'Il database non risponde.',
  'entity.unique_integrity_violation': 'Esiste già un’entità con lo stesso valore univoco.',
  'application.not_found': 'L’applicazione non esiste.',
  'application.invalid_redirect_uri': 'Un URI di reindirizzamento non è valido per questo tipo di applicazione.',
  'application.secrets_not_supported': 'Questo tipo di applicazione è pubblico e non ha segreti.',
  'application.secret_not_found': 'Il segreto dell’applicazione non esiste.',
  'application.secret_name_exists': 'L’applicazione ha già un segreto con questo nome.',
  'application.roles_not_supported': 'Solo alle applicazioni da macchina a macchina possono essere assegnati ruoli.',
  'application.role_type_mismatch': 'A un’applicazione possono essere assegnati solo ruoli da macchina a macchina.',
  'application.protected_application_not_supported': 'Questo tipo di applicazione non può ancora essere creato.',
  'application.read_only': 'Questa applicazione è gestita da Gatehouse e non può essere modificata né eliminata.',
  'application.third_party_only': 'Solo le applicazioni di terze parti hanno questa impostazione.',
  'role.not_found': 'Il ruolo non esiste.',
  'request.too_many_requests': 'Troppe richieste. Attendi un momento e riprova.',
  'password_rejected.too_short': 'La password è troppo corta.',
  'password_rejected.too_long': 'La password è troppo lunga.',
  'password_rejected.unsupported_characters': 'La password contiene caratteri non consentiti.',
  'password_rejected.character_types':
    'La password deve contenere più tipi di caratteri (minuscole, maiuscole, cifre, simboli).',
  'password_rejected.pwned': 'Questa password è comparsa in una violazione di dati. Scegline un’altra.',
  'password_rejected.restricted.repetition': 'La password ripete lo stesso carattere troppe volte.',
  'password_rejected.restricted.sequence': 'La password contiene una sequenza facile come "abc" o "123".',
  'password_rejected.restricted.words': 'La password contiene una parola non consentita.',
  'password_rejected.restricted.user_info':
    'La password contiene i tuoi dati personali, come il nome o l’indirizzo email.',
  'session.interaction_not_found':
    'La sessione di accesso non è stata trovata o è scaduta. Ricomincia dall’applicazione.',
  'session.interaction_event_required': 'Avvia prima l’accesso, la registrazione o la reimpostazione della password.',
  'session.verification_not_found': 'La verifica non è stata trovata o è scaduta. Ripeti la verifica.',
  'session.not_identified': 'L’account non è ancora stato identificato.',
  'session.invalid_credentials': 'L’account o la password non sono corretti.',
  'session.sso_required': 'Questa email accede tramite il single sign-on della tua organizzazione.',
  'session.too_many_attempts': 'Troppi tentativi non riusciti. Riprova più tardi.',
  'session.sign_in_method_not_enabled': 'Questo metodo di accesso non è abilitato.',
  'session.sign_in_disabled': 'Qui non è possibile accedere; crea invece un account.',
  'session.registration_disabled': 'Qui non è possibile creare un account.',
  'session.missing_profile': 'Per completare sono necessarie altre informazioni.',
  'session.capability_not_available': 'Questa modalità di accesso non è ancora disponibile.',
  'session.consent_required': 'Per continuare è necessario il tuo consenso.',
  'user.not_found': 'L’utente non esiste.',
  'user.suspended': 'Questo account è sospeso.',
  'user.username_already_in_use': 'Questo nome utente è già in uso.',
  'user.email_already_in_use': 'Questo indirizzo email è già in uso.',
  'user.phone_already_in_use': 'Questo numero di telefono è già in uso.',
  'user.invalid_username':
    'Un nome utente inizia con una lettera o un trattino basso e contiene solo lettere, cifre e trattini bassi.',
  'user.invalid_email': 'L’indirizzo email non è valido.',
  'user.invalid_phone': 'Il numero di telefono non è valido: usa solo cifre, incluso il prefisso internazionale.',
  'user.identity_not_found': 'L’utente non ha un’identità collegata per questo connettore.',
  'user.invalid_password_digest': 'L’hash della password non corrisponde al formato del suo algoritmo.',
  'sign_in_experience.invalid_configuration': 'Le impostazioni dell’esperienza di accesso non sono coerenti.',
  'sign_in_experience.mfa_factor_needs_connector':
    'I codici via email o SMS come secondo fattore richiedono un connettore email o SMS attivo.',
  'log.not_found': 'La voce di log non esiste.',
  'resource.not_found': 'La risorsa API non esiste.',
  'resource.indicator_in_use': 'Un’altra risorsa API usa già questo indicatore.',
  'resource.invalid_indicator':
    'L’identificatore dell’API deve essere un URI assoluto senza frammento, ad esempio https://api.example.com.',
  'resource.read_only': 'Questa risorsa API è gestita da Gatehouse e non può essere modificata né eliminata.',
  'scope.not_found': 'L’autorizzazione non esiste.',
  'scope.name_in_use': 'Questa risorsa API ha già un’autorizzazione con questo nome.',
  'scope.invalid_name': 'Il nome di un’autorizzazione non può essere vuoto né contenere spazi.',
  'role.name_in_use': 'Un altro ruolo ha già questo nome.',
  'role.type_mismatch':
    'Questo ruolo è di un altro tipo: i ruoli utente vanno assegnati agli utenti, i ruoli da macchina a macchina alle applicazioni da macchina a macchina.',
  'role.read_only': 'Questo ruolo è gestito da Gatehouse e non può essere modificato né eliminato.',
  'organization.not_found': 'L’organizzazione non esiste.',
  'organization.member_not_found': 'L’utente o l’applicazione non è membro di questa organizzazione.',
  'organization.require_membership':
    'Solo i membri dell’organizzazione possono ricevere i suoi ruoli: aggiungili prima come membri.',
  'organization.machine_to_machine_only':
    'Solo le applicazioni da macchina a macchina possono unirsi a un’organizzazione.',
  'organization_role.not_found': 'Il ruolo dell’organizzazione non esiste.',
  'organization_role.name_in_use': 'Un altro ruolo dell’organizzazione ha già questo nome.',
  'organization_role.type_mismatch':
    'Questo ruolo dell’organizzazione è di un altro tipo: i ruoli utente vanno ai membri, quelli da macchina a macchina alle applicazioni.',
  'organization_scope.not_found': 'L’autorizzazione dell’organizzazione non esiste.',
  'organization_scope.name_in_use': 'Un’altra autorizzazione dell’organizzazione ha già questo nome.',
  'organization_jit.email_domain_not_found':
    'Questo dominio email non è nell’elenco di provisioning just-in-time dell’organizzazione.',
  'organization_invitation.not_found': 'L’invito non esiste.',
  'organization_invitation.invitee_is_member': 'Questo indirizzo email appartiene già a un membro dell’organizzazione.',
  'organization_invitation.pending_exists':
    'Per questo indirizzo email esiste già un invito in sospeso all’organizzazione.',
  'organization_invitation.invalid_expiry': 'La scadenza deve essere nel futuro.',
  'organization_invitation.invalid_status':
    'L’invito non è più in sospeso: è stato accettato, revocato oppure è scaduto.',
  'organization_invitation.email_mismatch':
    'L’invito è stato inviato a un indirizzo email diverso dall’email principale dell’utente.',
  'organization_invitation.no_email_connector':
    'Non è configurato alcun connettore email, quindi non è stata inviata alcuna email: consegna tu il link dell’invito (si trova nei dati di questo errore e nell’invito).',
  'verification_code.not_found':
    'Nessun codice di verifica è stato inviato a questo indirizzo, oppure è stato sostituito da uno più recente.',
  'verification_code.expired': 'Il codice di verifica è scaduto; richiedine uno nuovo.',
  'verification_code.code_mismatch': 'Il codice di verifica è errato.',
  'verification_code.exceed_max_try': 'Troppi tentativi errati: questo codice non è più valido. Richiedine uno nuovo.',
  'verification_code.too_soon': 'Un codice è appena stato inviato; attendi prima di chiederne un altro.',
  'verification_code.no_connector':
    'Nessun connettore email o SMS abilitato può inviare il codice: configurane uno in Connettori.',
  'email_template.not_found': 'Il modello email non esiste.',
  'custom_phrase.not_found': 'Non esistono frasi personalizzate per questa lingua.',
  'custom_phrase.invalid_language_tag': 'Questo non è uno dei tag di lingua supportati.',
  'custom_phrase.unknown_keys': 'Alcune chiavi non sono frasi delle pagine di accesso.',
  'custom_phrase.fallback_language_in_use':
    "Questa lingua è la lingua di riserva dell'esperienza di accesso: scegli un'altra lingua di riserva prima di eliminarne le frasi.",
  'session.identifier_not_verified':
    'Questa email o questo telefono deve essere verificato con un codice prima di creare un account.',
  'session.invalid_connector_state':
    "L'accesso non è stato avviato qui, oppure il provider ha restituito un altro state: ricomincia.",
  'one_time_token.not_found': 'Nessun token monouso corrisponde.',
  'one_time_token.expired': 'Questo link è scaduto: richiedine uno nuovo.',
  'one_time_token.consumed': 'Questo link è già stato usato: ognuno funziona una sola volta.',
  'one_time_token.revoked': 'Questo link è stato revocato.',
  'one_time_token.not_active': 'Solo un token monouso attivo può essere revocato.',
  'one_time_token.no_email_connector':
    'Non è configurato alcun connettore email, quindi il link non può essere inviato per email: configurane uno o consegna tu il link.',
  'guard.file_size': 'Il file supera il limite di caricamento di 20 MB.',
  'guard.mime_type_not_allowed':
    'Questo tipo di file non può essere caricato. Consentiti: JPEG, PNG, GIF, ICO, SVG, TIFF, WebP, BMP e ZIP.',
  'guard.file_type_mismatch': 'Il contenuto del file non è del tipo dichiarato.',
  'guard.file_missing': 'Nessun file inviato: invialo nel campo multipart/form-data «file».',
  'guard.too_many_files': 'Invia esattamente un file per caricamento.',
  'request.multipart_required': 'Il corpo della richiesta deve essere multipart/form-data.',
  'storage.not_configured': 'I caricamenti non sono configurati su questo server.',
  'storage.unavailable': 'L’archiviazione dei file non risponde; riprova più tardi.',
  'custom_ui.invalid_zip': 'Il file non è un archivio ZIP valido.',
  'custom_ui.missing_index': 'L’archivio non contiene un index.html nella radice.',
  'custom_ui.unsafe_path':
    'Una voce dell’archivio ha un percorso non sicuro (assoluto, «..», un’unità o una barra rovesciata) o è un collegamento.',
  'custom_ui.too_large': 'L’archivio decompresso supera 100 MB, o uno dei suoi file supera 20 MB.',
  'custom_ui.too_many_files': 'L’archivio contiene più di 1.000 file.',
  'custom_ui.unknown_asset': 'Nessuna interfaccia personalizzata caricata ha questo id.',
  'account_center.not_enabled':
    'Il centro account è disattivato per questo tenant: l’API dell’account non è disponibile.',
  'account_center.field_not_enabled': 'Questo campo dell’account è disattivato nel centro account.',
  'account_center.field_read_only': 'Questo campo dell’account è di sola lettura nel centro account.',
  'account_center.identity_not_verified':
    'Verifica prima la tua identità: invia l’ID di un record di verifica recente nell’intestazione logto-verification-id.',
  'account_center.last_identifier':
    'L’account resterebbe senza modo di accedere: mantieni un nome utente, un’email, un numero di telefono o un account social.',
  'verification_record.invalid':
    'Il record di verifica è sconosciuto, scaduto, già usato o riguarda un altro indirizzo.',
  'jwt_customizer.not_found': 'Non esiste uno script JWT personalizzato per questo tipo di token.',
  'jwt_customizer.script_invalid':
    'Lo script non è utilizzabile: non viene analizzato, fallisce al caricamento o non definisce getCustomJwtClaims.',
  'jwt_customizer.script_failed':
    'Lo script non ha restituito claim: ha negato l’accesso, ha generato un errore o ha superato il limite di tempo o di memoria.',
  'signing_key.not_found': 'Questa chiave non esiste.',
  'signing_key.current_key':
    'La chiave attuale firma i nuovi token e non può essere eliminata: prima ruotala, poi elimina la chiave precedente.',
  'hook.not_found': 'Nessun webhook ha questo id.',
  'hook_log.not_found': 'Questa richiesta non è nei log del webhook.',
  'hook.insecure_url': 'L’URL del webhook deve usare https://.',
  'hook.private_address':
    'L’URL del webhook punta a un indirizzo privato, di loopback o link-local, che i webhook non possono raggiungere.',
  'user.totp_already_in_use': "L'utente ha già un'app di autenticazione (TOTP); rimuovila prima.",
  'user.mfa_verification_derived':
    'Questo fattore deriva dall’indirizzo email o dal numero di telefono dell’utente: rimuovili per rimuoverlo.',
  'user.mfa_verification_not_found': 'Il fattore MFA non è stato trovato.',
  'user.backup_code_needs_factor': 'Configura un’app di autenticazione (TOTP) prima dei codici di backup.',
  'session.mfa.invalid_code': 'Il codice non è corretto o è già stato usato.',
  'session.mfa.factor_not_enabled': 'Questo fattore di verifica non è abilitato.',
  'session.mfa.no_identifier_for_factor':
    'Questo account non ha un indirizzo email o un numero di telefono a cui inviare un codice.',
  'session.mfa.identifier_already_bound':
    'Questo account ha già un indirizzo di questo tipo: i codici vengono inviati lì.',
  'session.mfa.require_mfa_verification': 'Verifica la tua identità con un secondo fattore per continuare.',
  'session.mfa.mfa_enrollment_required': 'Configura un secondo fattore per continuare.',
  'session.mfa.skip_not_allowed': 'Questo passaggio non può essere saltato.',
  'session.mfa.pending_secret_not_found': 'Crea prima un segreto di autenticazione.',
  'session.mfa.webauthn_verification_failed':
    'Impossibile verificare la risposta della chiave di sicurezza o passkey (altra sfida, origine o sito). Riprova.',
  'session.mfa.webauthn_credential_not_found':
    'Questa chiave di sicurezza o passkey non è registrata per questo account.',
  'user.webauthn_credential_in_use': 'Questa chiave di sicurezza o passkey è già registrata.',
  'captcha_provider.not_found': 'Non è configurato alcun fornitore CAPTCHA.',
  'session.captcha_required': 'Completa prima la verifica CAPTCHA.',
  'session.captcha_failed': 'La verifica CAPTCHA non è riuscita; riprova.',
  'email_blocklist.email_not_allowed': 'Le email di questo dominio non sono consentite qui: usa un altro indirizzo.',
  'email_blocklist.subaddressing_not_allowed':
    'Gli indirizzi con un’etichetta “+” non sono consentiti qui: usa l’indirizzo senza.',
  'application.saml_use_saml_applications': 'Le applicazioni SAML si creano con POST /api/saml-applications.',
};

export default it;
