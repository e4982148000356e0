import type { ErrorCode } from '@gatehouse/schemas/errors';

const ja: Record<ErrorCode, string> = {
  'request.internal_error': '内部サーバーエラーが発生しました。',
  'request.invalid_json': 'リクエスト本文が有効な JSON ではありません。',
  'request.payload_too_large': 'リクエスト本文が大きすぎます。',
  'request.unsupported_media_type': 'リクエスト本文は JSON である必要があります（Content-Type: application/json）。',
  'route.not_found': 'このメソッドとパスに一致する API ルートはありません。',
  'guard.invalid_input': 'リクエストが無効です。',
  'guard.invalid_pagination':
    'ページネーションが無効です。page は 1 以上、page_size は 1 から 100 の範囲で指定してください。',
  'auth.unauthorized': '認証が必要です。有効な Bearer アクセストークンを送信してください。',
  'auth.forbidden': '権限が不足しています。',
  'tenant.not_found': 'テナントが存在しません。',
  'status.database_unavailable': 'データベースが応答していません。',
  'entity.unique_integrity_violation': '同じ一意の値を持つエンティティがすでに存在します。',
  'application.not_found': 'アプリケーションが存在しません。',
  'application.invalid_redirect_uri': 'この種類のアプリケーションでは使用できないリダイレクト URI があります。',
  'application.secrets_not_supported': 'この種類のアプリケーションはパブリックであり、シークレットを持ちません。',
  'application.secret_not_found': 'アプリケーションシークレットが存在しません。',
  'application.secret_name_exists': 'このアプリケーションには同じ名前のシークレットがすでに存在します。',
  'application.roles_not_supported': 'ロールを割り当てられるのはマシン間アプリケーションのみです。',
  'application.role_type_mismatch': 'アプリケーションに割り当てられるのはマシン間ロールのみです。',
  'application.protected_application_not_supported': 'この種類のアプリケーションはまだ作成できません。',
  'application.read_only': 'このアプリケーションは Gatehouse によって管理されているため、変更または削除できません。',
  'role.not_found': 'ロールが存在しません。',
};

export default ja;
