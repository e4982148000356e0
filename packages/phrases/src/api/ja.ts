import type { ErrorCode } from '@gatehouse/schemas/errors';

const ja: Record<ErrorCode, string> = {
  'request.internal_error': '内部サーバーエラーが発生しました。',
  'request.invalid_json': 'リクエスト本文が有効な JSON ではありません。',
  'request.invalid_characters':
    'リクエストに保存できないテキストが含まれています（NUL 文字、不完全なサロゲートペア、または不正なパーセントエンコーディング）。',
  'request.headers_too_large': 'リクエストヘッダーが大きすぎます。',
  'request.malformed': 'リクエストが有効な HTTP ではありません。',
  'request.payload_too_large': 'リクエスト本文が大きすぎます。',
  'request.unsupported_media_type': 'リクエスト本文は JSON である必要があります（Content-Type: application/json）。',
  'route.not_found': 'このメソッドとパスに一致する API ルートはありません。',
  'guard.invalid_input': 'リクエストが無効です。',
  'guard.invalid_pagination':
    'ページネーションが無効です。page は 1 以上、page_size は 1 から 100 の範囲で指定してください。',
  'auth.unauthorized': '認証が必要です。有効な Bearer アクセストークンを送信してください。',
  'auth.forbidden': '権限が不足しています。',
  'tenant.not_found': 'テナントが存在しません。',
  'tenant.built_in': '組み込みのテナントはこの方法では変更できません。',
  'tenant.region_not_served': 'このデプロイメントはそのリージョンを扱っていません。',
  'tenant.insufficient_scope': 'このテナントでのあなたのロールではこの操作は許可されていません。',
  'tenant_member.last_admin': 'テナントの最後の管理者は削除することも管理者ロールを外すこともできません。',
  'subscription.quota_exceeded': 'クォータの上限を超えました。',
  'tenant_member.not_found': 'このユーザーはこのテナントのメンバーではありません。',
  'tenant_invitation.invitees_refused': '招待は送信されませんでした。招待できないメールアドレスがあります。',
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
  'application.third_party_only': 'この設定はサードパーティアプリケーションにのみあります。',
  'role.not_found': 'ロールが存在しません。',
  'request.too_many_requests': 'リクエストが多すぎます。しばらく待ってから、もう一度お試しください。',
  'password_rejected.too_short': 'パスワードが短すぎます。',
  'password_rejected.too_long': 'パスワードが長すぎます。',
  'password_rejected.unsupported_characters': 'パスワードに使用できない文字が含まれています。',
  'password_rejected.character_types': 'パスワードに含める文字の種類を増やしてください（小文字、大文字、数字、記号）。',
  'password_rejected.pwned': 'このパスワードは過去のデータ侵害で流出しています。別のパスワードを選んでください。',
  'password_rejected.restricted.repetition': 'パスワードで同じ文字が繰り返し使われすぎています。',
  'password_rejected.restricted.sequence': 'パスワードに "abc" や "123" のような推測されやすい並びが含まれています。',
  'password_rejected.restricted.words': 'パスワードに使用できない単語が含まれています。',
  'password_rejected.restricted.user_info': 'パスワードに名前やメールアドレスなどの個人情報が含まれています。',
  'session.interaction_not_found':
    'サインインセッションが見つからないか、有効期限が切れています。アプリケーションからもう一度やり直してください。',
  'session.interaction_event_required': '先にサインイン、登録、またはパスワードのリセットを開始してください。',
  'session.verification_not_found': '確認情報が見つからないか、有効期限が切れています。もう一度確認してください。',
  'session.not_identified': 'アカウントがまだ特定されていません。',
  'session.invalid_credentials': 'アカウントまたはパスワードが正しくありません。',
  'session.sso_required': 'このメールアドレスは組織のシングルサインオンでサインインします。',
  'session.too_many_attempts': '失敗した試行が多すぎます。しばらくしてからもう一度お試しください。',
  'session.sign_in_method_not_enabled': 'このサインイン方法は有効になっていません。',
  'session.sign_in_disabled': 'ここではサインインできません。代わりにアカウントを作成してください。',
  'session.registration_disabled': 'ここではアカウントを作成できません。',
  'session.missing_profile': '完了するには追加の情報が必要です。',
  'session.capability_not_available': 'このサインイン方法はまだご利用いただけません。',
  'session.consent_required': '続行するには同意が必要です。',
  'user.not_found': 'ユーザーが存在しません。',
  'user.suspended': 'このアカウントは停止されています。',
  'user.username_already_in_use': 'このユーザー名はすでに使用されています。',
  'user.email_already_in_use': 'このメールアドレスはすでに使用されています。',
  'user.phone_already_in_use': 'この電話番号はすでに使用されています。',
  'user.invalid_username':
    'ユーザー名は英字またはアンダースコアで始まり、英字、数字、アンダースコアのみを使用できます。',
  'user.invalid_email': 'メールアドレスが無効です。',
  'user.invalid_phone': '電話番号が無効です。国番号を含め、数字のみを入力してください。',
  'user.identity_not_found': 'このユーザーには、このコネクターに紐づくアイデンティティがありません。',
  'user.invalid_password_digest': 'パスワードのハッシュがアルゴリズムの形式と一致しません。',
  'sign_in_experience.invalid_configuration': 'サインイン体験の設定に矛盾があります。',
  'sign_in_experience.mfa_factor_needs_connector':
    '2 要素目としてのメール／SMS コードには、有効なメールまたは SMS コネクターが必要です。',
  'log.not_found': 'ログエントリが存在しません。',
  'resource.not_found': 'API リソースが存在しません。',
  'resource.indicator_in_use': 'このインジケーターは別の API リソースですでに使用されています。',
  'resource.invalid_indicator':
    'API 識別子は、https://api.example.com のような、フラグメントを含まない絶対 URI である必要があります。',
  'resource.read_only': 'この API リソースは Gatehouse によって管理されているため、変更または削除できません。',
  'scope.not_found': '権限が存在しません。',
  'scope.name_in_use': 'この API リソースには同じ名前の権限がすでに存在します。',
  'scope.invalid_name': '権限名は空にできず、スペースを含めることもできません。',
  'role.name_in_use': 'この名前は別のロールですでに使用されています。',
  'role.type_mismatch':
    'このロールは種類が異なります。ユーザーロールはユーザーに、マシン間ロールはマシン間アプリケーションに割り当てます。',
  'role.read_only': 'このロールは Gatehouse によって管理されているため、変更または削除できません。',
  'organization.not_found': '組織が存在しません。',
  'organization.member_not_found': 'ユーザーまたはアプリケーションはこの組織のメンバーではありません。',
  'organization.require_membership':
    '組織のロールを付与できるのはメンバーのみです。先にメンバーとして追加してください。',
  'organization.machine_to_machine_only': '組織に参加できるのはマシン間アプリケーションのみです。',
  'organization_role.not_found': '組織ロールが存在しません。',
  'organization_role.name_in_use': 'この名前は別の組織ロールですでに使用されています。',
  'organization_role.type_mismatch':
    'この組織ロールは種類が異なります。ユーザーロールはメンバーに、マシン間ロールはアプリケーションに割り当てます。',
  'organization_scope.not_found': '組織の権限が存在しません。',
  'organization_scope.name_in_use': 'この名前は別の組織の権限ですでに使用されています。',
  'organization_jit.email_domain_not_found':
    'このメールドメインは組織のジャストインタイムプロビジョニングの一覧にありません。',
  'organization_invitation.not_found': '招待が存在しません。',
  'organization_invitation.invitee_is_member': 'このメールアドレスはすでに組織のメンバーのものです。',
  'organization_invitation.pending_exists': 'このメールアドレスには組織への保留中の招待がすでにあります。',
  'organization_invitation.invalid_expiry': '有効期限は未来の日時である必要があります。',
  'organization_invitation.invalid_status':
    'この招待はもう保留中ではありません。承諾済み、取り消し済み、または期限切れです。',
  'organization_invitation.email_mismatch':
    'この招待は、ユーザーのメインのメールアドレスとは別のアドレスに送られたものです。',
  'organization_invitation.no_email_connector':
    'メールコネクターが設定されていないため、メールは送信されていません。招待のリンクをご自身で届けてください（リンクはこのエラーのデータと招待に含まれています）。',
  'connector.not_found': 'コネクターが存在しません。',
  'connector.factory_not_found': 'この ID の組み込みコネクターはありません。',
  'connector.type_in_use':
    'このテナントには既にこの種類のコネクターがあります（メールと SMS はそれぞれ最大 1 つ）。先に変更または削除してください。',
  'connector.target_in_use': 'この ID プロバイダーのソーシャルコネクターは既に存在します。',
  'connector.general': 'コネクターが失敗しました。',
  'connector.invalid_metadata': 'コネクターのメタデータが無効です。',
  'connector.unexpected_type': 'このコネクターはこのリクエストに必要な種類ではありません。',
  'connector.invalid_config_guard': 'コネクターの設定フォームが設定スキーマと一致しません。',
  'connector.invalid_request_parameters': 'コネクターへのリクエストのパラメーターが無効です。',
  'connector.insufficient_request_parameters': 'コネクターへのリクエストにパラメーターが不足しています。',
  'connector.invalid_config': 'コネクターの設定が無効です。',
  'connector.invalid_certificate': '証明書が無効です。',
  'connector.invalid_response': 'プロバイダーがリクエストを拒否しました。その応答はこのエラーのデータにあります。',
  'connector.template_not_found': 'この種類のメッセージのテンプレートがありません。',
  'connector.template_not_supported': 'コネクターはこの種類のメッセージに対応していません。',
  'connector.rate_limit_exceeded':
    '送信が多すぎるため、プロバイダーが現在リクエストを拒否しています。後でもう一度お試しください。',
  'connector.not_implemented': 'コネクターはこの操作に対応していません。',
  'connector.social_auth_code_invalid': 'ID プロバイダーが認可コードを拒否しました。',
  'connector.social_invalid_access_token': 'ID プロバイダーがアクセストークンを拒否しました。',
  'connector.social_invalid_id_token':
    'ID プロバイダーの ID トークンが無効です（署名、発行者、オーディエンス、有効期限、または nonce）。',
  'connector.authorization_failed': 'ID プロバイダーがサインインを承認しませんでした。',
  'verification_code.not_found': 'このアドレスに確認コードは送信されていないか、新しいコードに置き換えられました。',
  'verification_code.expired': '確認コードの有効期限が切れました。新しいコードを請求してください。',
  'verification_code.code_mismatch': '確認コードが正しくありません。',
  'verification_code.exceed_max_try':
    '誤った入力が多すぎるため、このコードは使用できなくなりました。新しいコードを請求してください。',
  'verification_code.too_soon': 'コードを送信したばかりです。しばらく待ってから再度請求してください。',
  'verification_code.no_connector':
    'コードを配信できる有効なメールまたは SMS コネクターがありません。「コネクター」で設定してください。',
  'email_template.not_found': 'メールテンプレートが存在しません。',
  'custom_phrase.not_found': 'この言語のカスタムフレーズはありません。',
  'custom_phrase.invalid_language_tag': 'サポートされている言語タグではありません。',
  'custom_phrase.unknown_keys': 'サインインページのフレーズではないキーがあります。',
  'custom_phrase.fallback_language_in_use':
    'この言語はサインイン体験のフォールバック言語です。フレーズを削除する前に、別のフォールバック言語を選択してください。',
  'session.identifier_not_verified':
    'アカウントを作成する前に、このメールアドレスまたは電話番号をコードで確認する必要があります。',
  'session.invalid_connector_state':
    'サインインはここで開始されていないか、プロバイダーが別の state を返しました。最初からやり直してください。',
  'one_time_token.not_found': '一致するワンタイムトークンがありません。',
  'one_time_token.expired': 'このリンクは有効期限切れです。新しいリンクを請求してください。',
  'one_time_token.consumed': 'このリンクは使用済みです。各リンクは一度だけ使えます。',
  'one_time_token.revoked': 'このリンクは取り消されました。',
  'one_time_token.not_active': '取り消せるのは有効なワンタイムトークンだけです。',
  'one_time_token.no_email_connector':
    'メールコネクターが設定されていないため、リンクをメールで送信できません。コネクターを設定するか、リンクをご自身で届けてください。',
  'guard.file_size': 'ファイルがアップロード上限の 20 MB を超えています。',
  'guard.mime_type_not_allowed':
    'この種類のファイルはアップロードできません。使用可能: JPEG、PNG、GIF、ICO、SVG、TIFF、WebP、BMP、ZIP。',
  'guard.file_type_mismatch': 'ファイルの内容が宣言された種類と一致しません。',
  'guard.file_missing': 'ファイルが送信されていません。multipart/form-data のフィールド「file」で送信してください。',
  'guard.too_many_files': '1 回のアップロードで送信できるファイルは 1 つだけです。',
  'request.multipart_required': 'リクエスト本文は multipart/form-data である必要があります。',
  'storage.not_configured': 'このサーバーではアップロードが設定されていません。',
  'storage.unavailable': 'ファイルストレージが応答しません。しばらくしてから再試行してください。',
  'custom_ui.invalid_zip': 'ファイルは有効な ZIP アーカイブではありません。',
  'custom_ui.missing_index': 'アーカイブのルートに index.html がありません。',
  'custom_ui.unsafe_path':
    'アーカイブのエントリに安全でないパス（絶対パス、「..」、ドライブ、バックスラッシュ）があるか、リンクです。',
  'custom_ui.too_large': 'アーカイブの展開後のサイズが 100 MB を超えるか、ファイルの 1 つが 20 MB を超えています。',
  'custom_ui.too_many_files': 'アーカイブに 1,000 を超えるファイルが含まれています。',
  'custom_ui.unknown_asset': 'この ID のアップロード済みカスタム UI はありません。',
  'account_center.not_enabled': 'このテナントではアカウントセンターがオフです。アカウント API は使用できません。',
  'account_center.field_not_enabled': 'このアカウント項目はアカウントセンターでオフになっています。',
  'account_center.field_read_only': 'このアカウント項目はアカウントセンターで読み取り専用です。',
  'account_center.identity_not_verified':
    '先に本人確認をしてください。最近の検証レコードの ID を logto-verification-id ヘッダーで送信してください。',
  'account_center.last_identifier':
    'この変更ではアカウントにサインイン手段がなくなります。ユーザー名、メールアドレス、電話番号、ソーシャルアカウントのいずれかを残してください。',
  'verification_record.invalid': '検証レコードが不明か、有効期限切れか、使用済みか、別の宛先のものです。',
  'jwt_customizer.not_found': 'このトークン種別のカスタム JWT スクリプトはありません。',
  'jwt_customizer.script_invalid':
    'スクリプトを使用できません。構文解析できないか、読み込み時に失敗したか、getCustomJwtClaims を定義していません。',
  'jwt_customizer.script_failed':
    'スクリプトはクレームを返しませんでした。アクセスを拒否したか、例外を投げたか、時間またはメモリの上限を超えました。',
  'signing_key.not_found': 'このキーは存在しません。',
  'signing_key.current_key':
    '現在のキーは新しいトークンに署名しているため削除できません。先にローテーションしてから、以前のキーを削除してください。',
  'hook.not_found': 'この ID の Webhook はありません。',
  'hook_log.not_found': 'このリクエストは Webhook のログにありません。',
  'hook.insecure_url': 'Webhook の URL は https:// を使う必要があります。',
  'hook.private_address':
    'Webhook の URL がプライベート、ループバック、またはリンクローカルのアドレスを指しています。Webhook はそこに送信できません。',
  'user.totp_already_in_use': 'このユーザーには既に認証アプリ (TOTP) があります。先に削除してください。',
  'user.mfa_verification_derived':
    'この要素はユーザーのメールアドレスまたは電話番号に付随します。削除するにはそちらを削除してください。',
  'user.mfa_verification_not_found': 'MFA 要素が見つかりません。',
  'user.backup_code_needs_factor': 'バックアップコードの前に認証アプリ (TOTP) を設定してください。',
  'session.mfa.invalid_code': 'コードが正しくないか、既に使用されています。',
  'session.mfa.factor_not_enabled': 'この認証要素は有効になっていません。',
  'session.mfa.no_identifier_for_factor':
    'このアカウントにはコードを送信できるメールアドレスまたは電話番号がありません。',
  'session.mfa.identifier_already_bound':
    'このアカウントにはすでにこの種類の連絡先があります。コードはそこに送信されます。',
  'session.mfa.require_mfa_verification': '続行するには、2 つ目の要素で本人確認を行ってください。',
  'session.mfa.mfa_enrollment_required': '続行するには、2 つ目の要素を設定してください。',
  'session.mfa.skip_not_allowed': 'この手順はスキップできません。',
  'session.mfa.pending_secret_not_found': '先に認証アプリ用のシークレットを作成してください。',
  'session.mfa.webauthn_verification_failed':
    'セキュリティキーまたはパスキーの応答を検証できませんでした（チャレンジ、オリジン、またはサイトが異なります）。もう一度お試しください。',
  'session.mfa.webauthn_credential_not_found':
    'このセキュリティキーまたはパスキーはこのアカウントに登録されていません。',
  'user.webauthn_credential_in_use': 'このセキュリティキーまたはパスキーは既に登録されています。',
  'captcha_provider.not_found': 'CAPTCHA プロバイダーが設定されていません。',
  'session.captcha_required': '先に CAPTCHA の確認を完了してください。',
  'session.captcha_failed': 'CAPTCHA の確認に失敗しました。もう一度お試しください。',
  'email_blocklist.email_not_allowed':
    'このドメインのメールアドレスはここでは使用できません。別のアドレスを使用してください。',
  'email_blocklist.subaddressing_not_allowed':
    '「+」タグ付きのアドレスはここでは使用できません。タグのないアドレスを使用してください。',
  'sso_connector.not_found': 'SSO コネクターが存在しません。',
  'sso_connector.provider_not_available': 'この SSO プロバイダーはこのリリースではまだ利用できません。',
  'sso_connector.invalid_config': 'SSO コネクターの設定がプロバイダーに対して有効ではありません。',
  'sso_connector.not_configured': 'この SSO コネクターはまだ設定されていないため、サインインに使えません。',
  'sso_connector.discovery_failed':
    'ID プロバイダーの OpenID Connect ディスカバリードキュメントを読み取れませんでした。発行者を確認してください。',
  'sso_connector.domain_in_use': 'このメールドメインは別の SSO コネクターがすでに所有しています。',
  'sso_connector.name_in_use': 'この名前の SSO コネクターがすでに存在します。',
  'sso_connector.identity_not_found': 'ユーザーはこの SSO コネクターの ID を持っていません。',
  'sso_connector.identity_linked_to_another_user': 'この SSO ID はすでに別のユーザーにリンクされています。',
  'sso_connector.email_required':
    'ID プロバイダーからメールアドレスが送られませんでした。エンタープライズ SSO にはメールアドレスが必要です。',
  'sso_connector.saml_metadata_unreachable':
    'ID プロバイダーの SAML メタデータ URL がメタデータを返しませんでした。URL を確認してください。',
  'sso_connector.saml_invalid_metadata':
    'この XML は ID プロバイダーの SAML メタデータではありません（サインインエンドポイントと署名証明書を持つ IDPSSODescriptor が必要です）。',
  'sso_connector.saml_invalid_certificate': 'ID プロバイダーの証明書は有効な X.509 証明書ではありません。',
  'sso_connector.saml_invalid_response': 'SAML レスポンスを読み取れませんでした。',
  'sso_connector.saml_invalid_signature': 'SAML アサーションが ID プロバイダーによって署名されていません。',
  'sso_connector.saml_assertion_expired': 'SAML アサーションの有効期限が切れているか、まだ有効ではありません。',
  'sso_connector.saml_assertion_replayed': 'この SAML アサーションはすでに使用されています。',
  'sso_connector.saml_audience_mismatch': 'この SAML アサーションは別のサービスプロバイダー宛てです。',
  'sso_connector.saml_recipient_mismatch': 'SAML レスポンスはこのコネクター以外のアドレスに送信されました。',
  'sso_connector.saml_unknown_request': 'SAML レスポンスに対応するサインイン要求がここで開始されていません。',
  'sso_connector.test_session_not_found':
    'この接続テストは存在しないか、期限切れか、使用済みです。新しいテストを開始してください。',
  'application.saml_use_saml_applications': 'SAML アプリケーションは POST /api/saml-applications で作成します。',
  'saml_application.not_found': 'SAML アプリケーションが存在しません。',
  'saml_application.invalid_certificate': 'サービスプロバイダーの証明書が有効な X.509 証明書ではありません。',
  'saml_application.encryption_requirements':
    'アサーションを暗号化するには「暗号化してから署名」とサービスプロバイダーの証明書が必要です。',
  'saml_application.secret_not_found': '署名証明書が存在しません。',
  'saml_application.active_secret_undeletable':
    '有効な署名証明書は削除できません。先に別の証明書を有効にしてください。',
  'saml_application.active_secret_required':
    '署名証明書は 1 つ有効である必要があります。代わりに別の証明書を有効にしてください。',
  'saml_application.no_active_secret': 'SAML アプリケーションに有効な署名証明書がありません。',
  'saml_application.secret_expired': 'この証明書は期限切れのため有効化できません。新しい証明書を作成してください。',
  'saml_application.active_secret_expired':
    'アプリケーションの有効な署名証明書が期限切れのため、サインインに応答できません。管理者が有効な証明書を有効化する必要があります。',
  'saml_application.invalid_request': 'SAML リクエストが有効な AuthnRequest ではありません。',
  'saml_application.issuer_mismatch':
    'SAML リクエストがこのアプリケーションのエンティティ ID とは別のサービスプロバイダーから送られています。',
  'saml_application.acs_url_mismatch':
    'SAML リクエストが設定とは異なる Assertion Consumer Service URL を求めています。',
  'saml_application.request_not_found':
    'この SAML サインインはここで開始されていないか、期限切れか、既に完了しています。',
  'saml_application.sign_in_failed': 'SAML アプリケーションへのサインインが成功しませんでした。',
  'saml_application.email_required':
    'ユーザーにメールアドレスがありません。この SAML アプリケーションは NameID としてメールアドレスを使います。',
  'saml_application.request_signing_requirements':
    '署名付きリクエストを必須とする SAML アプリケーションには、サービスプロバイダーのリクエスト署名証明書が必要です。',
  'saml_application.request_signature_required':
    'この SAML アプリケーションは署名付きリクエストのみを受け付けます。リクエストに署名がありません。',
  'saml_application.invalid_request_signature':
    'SAML リクエストの署名が不完全か、未対応のアルゴリズムを使用しているか、サービスプロバイダーの証明書と一致しません。',
  'sso_connector.idp_initiated_config_not_found': 'この SSO コネクターには IdP 起点サインインの設定がありません。',
  'sso_connector.idp_initiated_not_supported': 'IdP 起点サインインは SAML コネクターでのみ使えます。',
  'sso_connector.idp_initiated_app_not_eligible': 'このアプリケーションは IdP 起点サインインを受け取れません。',
};

export default ja;
