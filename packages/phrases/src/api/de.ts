import type { ErrorCode } from '@gatehouse/schemas/errors';

const de: Record<ErrorCode, string> = {
  'request.internal_error': 'Interner Serverfehler.',
  'request.invalid_json': 'Der Anfragetext ist kein gültiges JSON.',
  'request.payload_too_large': 'Der Anfragetext ist zu groß.',
  'request.unsupported_media_type': 'Der Anfragetext muss JSON sein (Content-Type: application/json).',
  'route.not_found': 'Keine API-Route entspricht dieser Methode und diesem Pfad.',
  'guard.invalid_input': 'Die Anfrage ist ungültig.',
  'guard.invalid_pagination':
    'Ungültige Paginierung: page muss mindestens 1 sein und page_size zwischen 1 und 100 liegen.',
  'auth.unauthorized': 'Authentifizierung erforderlich: Senden Sie ein gültiges Bearer-Zugriffstoken.',
  'auth.forbidden': 'Unzureichende Berechtigungen.',
  'tenant.not_found': 'Der Mandant existiert nicht.',
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
  'role.not_found': 'Die Rolle existiert nicht.',
};

export default de;
