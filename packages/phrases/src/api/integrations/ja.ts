import type { IntegrationErrorCode } from './codes';

const ja: Record<IntegrationErrorCode, string> = {
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
