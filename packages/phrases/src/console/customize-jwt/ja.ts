import type { Translated } from '../../plurals';
import type en from './en';

export default {
  customize_jwt: {
    title: 'カスタム JWT',
    subtitle: 'トークンごとにサンドボックスで実行されるスクリプトで、アクセストークンにクレームを追加します。',
    user_token_title: 'ユーザーアクセストークン',
    user_token_description: 'API リソース向けにユーザーへ発行されるアクセストークン。',
    m2m_token_title: 'マシン間アクセストークン',
    m2m_token_description: 'マシン間アプリケーション（クライアントクレデンシャル）へ発行されるアクセストークン。',
    configured: 'カスタムクレームは有効です。',
    not_configured: 'カスタムクレームはまだありません。',
    add: 'カスタムクレームを追加',
    edit: '編集',
    delete_title: 'カスタムクレームのスクリプトを削除しますか？',
    delete_message: 'この種別のトークンには追加のクレームが含まれなくなります。環境変数も削除されます。',
    deleted: 'カスタムクレームのスクリプトを削除しました。',
    editor_subtitle: 'getCustomJwtClaims を書き、サンプルでテストしてから保存してください。',
    back: 'カスタム JWT に戻る',
    script: 'スクリプト',
    script_hint:
      'この種別のトークンごとに最大 1 秒実行されます。サーバーが許可しない限り、ネットワークやファイルにはアクセスできません。sub、aud、exp、scope などのクレームは上書きできません。',
    variables: '環境変数',
    variables_hint:
      'スクリプトが environmentVariables.NAME として読むシークレット。値は暗号化して保存され、二度と表示されません。',
    saved_variables: '保存済みの変数',
    variable_name: '名前',
    variable_value: '値',
    add_variable: '変数を追加',
    invalid_variables: '変数名は英字またはアンダースコアで始まり、英字・数字・アンダースコアのみを含みます。',
    samples: 'テスト',
    samples_hint: 'テスト実行でスクリプトに渡すサンプルのトークンとコンテキスト（JSON）。',
    token_sample: 'サンプルトークン',
    context_sample: 'サンプルコンテキスト',
    test: 'テストを実行',
    test_result: 'トークンに追加されたクレーム',
    error_access_denied: 'アクセス拒否:',
    error_general: 'スクリプトが失敗しました:',
  },
} satisfies Translated<typeof en, 'ja'>;
