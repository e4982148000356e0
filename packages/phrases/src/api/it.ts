import type { ErrorCode } from '@gatehouse/schemas/errors';

const it: Record<ErrorCode, string> = {
  'request.internal_error': 'Errore interno del server.',
  'request.invalid_json': 'Il corpo della richiesta non è un JSON valido.',
  'request.payload_too_large': 'Il corpo della richiesta è troppo grande.',
  'request.unsupported_media_type':
    'Il corpo della richiesta deve essere in formato JSON (Content-Type: application/json).',
  'route.not_found': 'Nessuna route dell’API corrisponde a questo metodo e percorso.',
  'guard.invalid_input': 'La richiesta non è valida.',
  'guard.invalid_pagination': 'Paginazione non valida: page deve essere almeno 1 e page_size compreso tra 1 e 100.',
  'auth.unauthorized': 'Autenticazione richiesta: invia un token di accesso bearer valido.',
  'auth.forbidden': 'Autorizzazioni insufficienti.',
  'tenant.not_found': 'Il tenant non esiste.',
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
  'role.not_found': 'Il ruolo non esiste.',
};

export default it;
