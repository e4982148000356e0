import type { Translated } from '../../plurals';
import type en from './en';

export default {
  enterprise_sso: {
    title: 'エンタープライズ SSO',
    subtitle:
      '企業の従業員が自社の ID プロバイダーでサインインします。その企業のメールドメインのアドレスを入力すると、そこへ案内されます。',
    add: 'エンタープライズコネクターを追加',
    table_caption: 'エンタープライズ SSO コネクター',
    name: '名前',
    provider: 'プロバイダー',
    domains: 'メールドメイン',
    no_domains: 'まだありません',
    empty_title: 'エンタープライズコネクターはまだありません',
    empty_description:
      '取引先企業の ID プロバイダー（Okta、Entra ID、Google Workspace、または任意の OpenID Connect プロバイダー）を接続します。',
    pick_title: 'ID プロバイダーを選択',
    pick_description: 'コネクターはこのプロバイダー経由でサインインさせます。設定は次の画面で行います。',
    coming_soon: '近日公開',
    providers: {
      OIDC: { name: 'OpenID Connect', description: 'OpenID Connect に対応した任意の ID プロバイダー。' },
      SAML: { name: 'SAML', description: 'SAML 2.0 に対応した任意の ID プロバイダー。' },
      AzureAD: { name: 'Microsoft Entra ID (SAML)', description: 'Entra ID（旧 Azure AD）、SAML 2.0 経由。' },
      AzureAdOidc: {
        name: 'Microsoft Entra ID (OIDC)',
        description: 'Entra ID（旧 Azure AD）、OpenID Connect 経由。',
      },
      GoogleWorkspace: { name: 'Google Workspace', description: 'Google Workspace 組織のアカウント。' },
      Okta: { name: 'Okta', description: 'Okta 組織のアカウント、OpenID Connect 経由。' },
    },
    create_title: '{{provider}} コネクターを追加',
    create_subtitle:
      'まずコネクターに名前を付けてください。作成後の「接続」タブに、ID プロバイダーに登録するリダイレクト URI が、そこからコピーする設定の横に表示されます。',
    create: 'コネクターを作成',
    created: '{{name}} を作成しました。',
    connector_name: 'コネクター名',
    connector_name_hint:
      'あなたとチーム向けの名前です。サインインする人には「エクスペリエンス」タブの表示名が表示されます。',
    fields: {
      issuer: '発行者（Issuer）',
      issuer_hint: 'ID プロバイダーの URL。ここからディスカバリードキュメントを読み取ります。',
      clientId: 'クライアント ID',
      clientSecret: 'クライアントシークレット',
      scope: 'スコープ',
      scope_hint: 'スペース区切りで openid を含めます。空欄の場合: openid profile email。',
    },
    not_configured: '未設定',
    not_configured_notice:
      'このコネクターにはまだ接続設定がないため、サインインページには表示されません。下のリダイレクト URI を ID プロバイダーに登録し、発行された設定を入力して保存してください。',
    redirect_title: 'リダイレクト URI',
    redirect_description: 'この URI を、ID プロバイダーが利用者を戻す先として登録してください。',
    redirect_uri: 'リダイレクト URI',
    details_tabs: 'エンタープライズ SSO コネクターのセクション',
    tab_connection: '接続',
    tab_experience: 'エクスペリエンス',
    connector_id: 'コネクター ID',
    general_title: 'コネクター',
    general_description: 'このコンソールでのコネクターの名前。',
    connection_title: '接続',
    connection_description: 'ID プロバイダーと、そこに登録したアプリケーション。',
    branding_title: 'サインインボタン',
    branding_description: 'サインインページがこのコネクターについて表示する内容。',
    display_name: '表示名',
    logo: 'ロゴの URL',
    dark_logo: 'ダークモード用ロゴの URL',
    domains_title: 'メールドメイン',
    domains_description:
      'これらのドメインのアドレスはこのコネクターでサインインします。1 つのドメインはテナント内の 1 つのコネクターにのみ属します。',
    free_domain_warning:
      '{{domain}} は無料のメールドメインです。このようなアドレスを持つ全員がこの企業の ID プロバイダーへ案内されてしまいます。',
    domain_in_use: '{{domain}} はすでに別のエンタープライズコネクターが所有しています。',
    sync_profile: 'サインインのたびにプロフィールを同期',
    sync_profile_description:
      '名前、画像、メールを毎回 ID プロバイダーから更新します。オフの場合は初回サインイン時のみです。',
    danger_title: 'コネクターを削除',
    delete_description:
      '{{name}} でサインインしていた人はサインインできなくなります。アカウントは残ります。ドメインは解放されます。',
    delete: 'コネクターを削除',
    remove_title: '{{name}} を削除しますか？',
    remove_message: 'コネクター、そのドメイン、およびユーザーと組織のこのコネクターへの関連付けが削除されます。',
    deleted: '{{name}} を削除しました。',
  },
} satisfies Translated<typeof en, 'ja'>;
