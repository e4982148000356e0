import type { ErrorCode } from '@gatehouse/schemas/errors';

const fr: Record<ErrorCode, string> = {
  'request.internal_error': 'Erreur interne du serveur.',
  'request.invalid_json': 'Le corps de la requête n’est pas un JSON valide.',
  'request.payload_too_large': 'Le corps de la requête est trop volumineux.',
  'request.unsupported_media_type': 'Le corps de la requête doit être au format JSON (Content-Type: application/json).',
  'route.not_found': 'Aucune route de l’API ne correspond à cette méthode et à ce chemin.',
  'guard.invalid_input': 'La requête n’est pas valide.',
  'guard.invalid_pagination':
    'Pagination non valide : page doit être supérieur ou égal à 1 et page_size compris entre 1 et 100.',
  'auth.unauthorized': 'Authentification requise : envoyez un jeton d’accès bearer valide.',
  'auth.forbidden': 'Autorisations insuffisantes.',
  'tenant.not_found': 'Le locataire n’existe pas.',
  'status.database_unavailable': 'La base de données ne répond pas.',
  'entity.unique_integrity_violation': 'Une entité avec la même valeur unique existe déjà.',
  'application.not_found': 'L’application n’existe pas.',
  'application.invalid_redirect_uri': 'Une URI de redirection n’est pas valide pour ce type d’application.',
  'application.secrets_not_supported': 'Ce type d’application est public et n’a pas de secrets.',
  'application.secret_not_found': 'Le secret de l’application n’existe pas.',
  'application.secret_name_exists': 'L’application possède déjà un secret portant ce nom.',
  'application.roles_not_supported': 'Seules les applications machine à machine peuvent se voir attribuer des rôles.',
  'application.role_type_mismatch': 'Seuls des rôles machine à machine peuvent être attribués à une application.',
  'application.protected_application_not_supported': 'Ce type d’application ne peut pas encore être créé.',
  'application.read_only': 'Cette application est gérée par Gatehouse et ne peut être ni modifiée ni supprimée.',
  'role.not_found': 'Le rôle n’existe pas.',
};

export default fr;
