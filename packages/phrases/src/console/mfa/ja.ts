import type { Translated } from '../../plurals';
import type en from './en';

export default {
  mfa: {
    title: '多要素認証',
    subtitle:
      '最初のサインイン方法に続く2つ目のステップ：ユーザーが登録できる要素と、サインインページが要素を求めるタイミングを設定します。',
    factors_title: '要素',
    factors_description: 'ユーザーが登録し、サインイン時に確認できる2つ目の要素です。',
    factors: {
      Totp: {
        title: '認証アプリ (TOTP)',
        description: 'Google Authenticator や 1Password などのアプリが表示する、30秒ごとに変わる6桁のコード。',
      },
      WebAuthn: {
        title: 'パスキー (WebAuthn)',
        description: '指紋、顔、画面ロック、またはセキュリティキー。',
      },
      BackupCode: {
        title: 'バックアップコード',
        description: '他の要素なしで入るための使い捨てコード10個。ほかの要素をオンにする必要があります。',
      },
      EmailVerificationCode: {
        title: 'メールコード',
        description: 'ユーザーのメインのメールアドレスに送るコード。メールアドレスのないユーザーは使えません。',
      },
      PhoneVerificationCode: {
        title: 'SMS コード',
        description: 'ユーザーのメインの電話番号に SMS で送るコード。電話番号のないユーザーは使えません。',
      },
    },
    passkey_title: 'パスキーでのサインイン',
    passkey_description:
      'パスキーを作成したユーザーは、ユーザー名もパスワードもなしにパスキーだけでサインインできます。',
    passkey_sign_in: 'パスキーでサインイン',
    passkey_needs_webauthn:
      '上のパスキー (WebAuthn) をオンにする必要があります。ユーザーは 2 要素目としてパスキーを作成します。',
    related_origins: '関連オリジン',
    related_origins_hint:
      'ユーザーが同じパスキーを作成・使用できる、ほかの自社 https サイト（例: https://shop.example.com）。ブラウザーは /.well-known/webauthn から読み取ります。最大 20 件。',
    needs_email_connector: '有効なメールコネクターが必要です（コネクター → メールと SMS）。',
    needs_sms_connector: '有効な SMS コネクターが必要です（コネクター → メールと SMS）。',
    policy_title: 'ポリシー',
    policy_description: 'サインインページがユーザーに2つ目の要素を求めるタイミング。',
    policy: 'MFA ポリシー',
    policies: {
      UserControlled: {
        title: 'ユーザーに任せる',
        description: '要素を登録したユーザーはサインイン時に確認します。登録を求められることはありません。',
      },
      Mandatory: {
        title: '必須',
        description: 'すべてのユーザーが要素を登録し、毎回のサインインで確認する必要があります。スキップできません。',
      },
      PromptOnlyAtSignIn: {
        title: 'サインイン時に提案',
        description: '要素のないユーザーにはサインイン時に登録を提案します。スキップできます。',
      },
      PromptAtSignInAndSignUp: {
        title: 'サインイン時と登録時に提案',
        description: '同じ提案を登録時にも行います。',
      },
      NoPrompt: {
        title: '提案しない',
        description: '要素を登録したユーザーは確認します。誰にも登録を提案しません。',
      },
    },
    remember_device_days: 'このデバイスを記憶する（日数）',
    remember_device_hint:
      '信頼したデバイスでは、この日数の間2つ目の要素を省略できます。0 でこのオプションを非表示にします。',
    organization_title: 'MFA を必須とする組織',
    organization_description:
      '「MFA を必須にする」がオンの組織にサインインするユーザーは、上記のポリシーにかかわらず要素を登録して確認する必要があり、スキップできません。',
    errors: {
      mandatory_needs_factor: '必須ポリシーには、バックアップコード以外の要素を 1 つ以上オンにする必要があります。',
      backup_needs_factor: 'バックアップコードには認証アプリまたはパスキーをオンにする必要があります。',
    },
    lockout_title: 'ユーザーがサインインできなくなる可能性があります',
    lockout_mandatory: '要素のないユーザーは全員、次にサインインする前に要素を登録する必要があります。',
    lockout_factor_off: '{{factors}} を登録したユーザーは、それを使ってサインインできなくなります。',
    lockout_confirm: 'このまま保存',
  },
} satisfies Translated<typeof en, 'ja'>;
