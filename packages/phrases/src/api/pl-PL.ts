import type { ErrorCode } from '@gatehouse/schemas/errors';

const plPL: Record<ErrorCode, string> = {
  'request.internal_error': 'Wewnętrzny błąd serwera.',
  'request.invalid_json': 'Treść żądania nie jest prawidłowym dokumentem JSON.',
  'request.payload_too_large': 'Treść żądania jest zbyt duża.',
  'request.unsupported_media_type': 'Treść żądania musi być w formacie JSON (Content-Type: application/json).',
  'route.not_found': 'Żadna trasa API nie pasuje do tej metody i ścieżki.',
  'guard.invalid_input': 'Żądanie jest nieprawidłowe.',
  'guard.invalid_pagination': 'Nieprawidłowa paginacja: page musi wynosić co najmniej 1, a page_size od 1 do 100.',
  'auth.unauthorized': 'Wymagane uwierzytelnienie: wyślij prawidłowy token dostępu typu bearer.',
  'auth.forbidden': 'Niewystarczające uprawnienia.',
  'tenant.not_found': 'Dzierżawa nie istnieje.',
  'status.database_unavailable': 'Baza danych nie odpowiada.',
  'entity.unique_integrity_violation': 'Istnieje już encja o tej samej unikalnej wartości.',
  'application.not_found': 'Aplikacja nie istnieje.',
  'application.invalid_redirect_uri':
    'Jeden z identyfikatorów URI przekierowania jest nieprawidłowy dla tego typu aplikacji.',
  'application.secrets_not_supported': 'Ten typ aplikacji jest publiczny i nie ma sekretów.',
  'application.secret_not_found': 'Sekret aplikacji nie istnieje.',
  'application.secret_name_exists': 'Aplikacja ma już sekret o tej nazwie.',
  'application.roles_not_supported': 'Role można przypisywać tylko aplikacjom typu maszyna-maszyna.',
  'application.role_type_mismatch': 'Do aplikacji można przypisywać tylko role typu maszyna-maszyna.',
  'application.protected_application_not_supported': 'Nie można jeszcze tworzyć aplikacji tego typu.',
  'application.read_only': 'Ta aplikacja jest zarządzana przez Gatehouse i nie można jej zmienić ani usunąć.',
  'role.not_found': 'Rola nie istnieje.',
};

export default plPL;
