import type { ErrorCode } from '@gatehouse/schemas/errors';

const trTR: Record<ErrorCode, string> = {
  'request.internal_error': 'Dahili sunucu hatası.',
  'request.invalid_json': 'İstek gövdesi geçerli bir JSON değil.',
  'request.payload_too_large': 'İstek gövdesi çok büyük.',
  'request.unsupported_media_type': 'İstek gövdesi JSON olmalıdır (Content-Type: application/json).',
  'route.not_found': 'Bu yöntem ve yolla eşleşen bir API rotası yok.',
  'guard.invalid_input': 'İstek geçersiz.',
  'guard.invalid_pagination': 'Geçersiz sayfalama: page en az 1, page_size ise 1 ile 100 arasında olmalıdır.',
  'auth.unauthorized': 'Kimlik doğrulaması gerekiyor: geçerli bir bearer erişim belirteci gönderin.',
  'auth.forbidden': 'Yetersiz izinler.',
  'tenant.not_found': 'Kiracı mevcut değil.',
  'status.database_unavailable': 'Veritabanı yanıt vermiyor.',
  'entity.unique_integrity_violation': 'Aynı benzersiz değere sahip bir varlık zaten mevcut.',
  'application.not_found': 'Uygulama mevcut değil.',
  'application.invalid_redirect_uri': 'Yönlendirme URI’lerinden biri bu uygulama türü için geçerli değil.',
  'application.secrets_not_supported': 'Bu uygulama türü herkese açıktır ve gizli anahtarı yoktur.',
  'application.secret_not_found': 'Uygulama gizli anahtarı mevcut değil.',
  'application.secret_name_exists': 'Uygulamanın bu ada sahip bir gizli anahtarı zaten var.',
  'application.roles_not_supported': 'Yalnızca makineden makineye uygulamalara rol atanabilir.',
  'application.role_type_mismatch': 'Bir uygulamaya yalnızca makineden makineye roller atanabilir.',
  'application.protected_application_not_supported': 'Bu uygulama türü henüz oluşturulamaz.',
  'application.read_only': 'Bu uygulama Gatehouse tarafından yönetilir ve değiştirilemez veya silinemez.',
  'role.not_found': 'Rol mevcut değil.',
};

export default trTR;
