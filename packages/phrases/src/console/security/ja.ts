import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: 'セキュリティ',
    subtitle: 'サインインと登録をボットやパスワードの推測から守り、登録できるメールアドレスを選びます。',
    captcha: {
      title: 'CAPTCHA',
      description: 'サインインまたは登録の前に CAPTCHA を求めます。各回答はプロバイダーがサーバー間で確認します。',
      enable: 'サインインと登録で CAPTCHA を必須にする',
      enable_description: 'プロバイダーが設定されている間だけ適用されます。',
      not_configured: 'まだプロバイダーが設定されていません。',
      configured: '{{provider}}、サイトキー {{siteKey}}',
      set_up: 'プロバイダーを設定',
      edit: 'プロバイダーを編集',
      page_title: 'CAPTCHA プロバイダー',
      page_subtitle: 'サインインページにウィジェットを表示し、その回答を確認するサービスです。',
      back: 'セキュリティに戻る',
      provider: 'プロバイダー',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: 'サイトキー',
      secret_key: 'シークレットキー',
      secret_key_hint: 'reCAPTCHA Enterprise では API キーです。暗号化して保存され、二度と表示されません。',
      project_id: 'プロジェクト ID',
      guide: 'これらのキーの取得方法',
      delete_title: 'プロバイダーを削除',
      delete_description: 'サインインと登録で CAPTCHA が求められなくなります。',
      delete_confirm: 'CAPTCHA プロバイダーを削除しますか？サインインと登録で CAPTCHA が求められなくなります。',
      deleted: 'CAPTCHA プロバイダーを削除しました。',
    },
    guides: {
      Turnstile: {
        title: 'Cloudflare Turnstile を設定する',
        step_1: 'Cloudflare のダッシュボードで Turnstile を開き、ウィジェットを追加します。',
        step_2: 'サインインページのホスト名をウィジェットのドメインに追加します。',
        step_3: 'サイトキーとシークレットキーを CAPTCHA プロバイダーのフォームにコピーします。',
      },
      RecaptchaEnterprise: {
        title: 'reCAPTCHA Enterprise を設定する',
        step_1: 'Google Cloud コンソールで、プロジェクトの reCAPTCHA Enterprise API を有効にします。',
        step_2: 'サインインページのホスト名に対して、スコアベースのウェブサイトキーを作成します。',
        step_3:
          'reCAPTCHA Enterprise に制限した API キーを作成し、サイトキー、API キー、プロジェクト ID を入力します。',
      },
    },
    lockout: {
      title: 'ロックアウト',
      description:
        'パスワードの失敗がこの回数に達すると、アカウントはしばらくロックされます。正しいパスワードで回数はリセットされます。',
      max_attempts: 'ロックアウトまでの失敗回数',
      lockout_duration: 'ロックアウトの期間（分）',
    },
    unlock: {
      title: 'アカウントのロックを解除',
      description:
        '今すぐロックを解除します。ロックされたユーザー名、メールアドレス、または電話番号を入力してください。',
      identifier: 'ユーザー名、メールアドレス、または電話番号',
      submit: 'ロックを解除',
      done: '「{{identifier}}」のロックを解除しました。',
    },
    blocklist: {
      title: 'メールのブロックリスト',
      description: '登録時と、ユーザーがアカウントにメールアドレスを追加するときに拒否するメールアドレスです。',
      domains: 'ブロックするドメイン',
      domains_hint: '1 行に 1 つのドメイン。サブドメインもブロックされます。',
      block_free: '無料メールプロバイダーをブロック',
      block_free_description: 'gmail.com、outlook.com、yahoo.com などの一般的な無料プロバイダーを拒否します。',
      block_subaddressing: 'サブアドレスをブロック',
      block_subaddressing_description: 'name+news@example.com のような + タグ付きのアドレスを拒否します。',
    },
  },
} satisfies Translated<typeof en, 'ja'>;
