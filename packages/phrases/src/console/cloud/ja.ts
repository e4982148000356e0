import type { Translated } from '../../plurals';
import type en from './en';

export default {
  cloud: {
    switcher: {
      label: 'テナントを切り替え',
      tenants: 'テナント',
      invitations: '招待',
      join: '参加',
      pending: '保留中の招待',
    },
    tags: {
      development: '開発',
      production: '本番',
    },
    status: {
      suspended: '停止中',
      mau_exceeded: 'MAU 超過',
      token_exceeded: 'トークン超過',
    },
    regions: {
      EU: 'ヨーロッパ',
      US: 'アメリカ合衆国',
      AU: 'オーストラリア',
    },
    plans: {
      free: '無料',
      pro: 'プロ',
      dev: '開発',
      admin: '管理',
      enterprise: 'エンタープライズ',
    },
    fields: {
      name: 'テナント名',
      region: 'リージョン',
      purpose: '利用目的',
    },
    create: {
      title: 'テナントを作成',
      submit: 'テナントを作成',
      created: 'テナントを作成しました。',
      purpose_development: '開発とテスト用。実際のユーザー向けではありません。',
      purpose_production: '本番アプリと実際のユーザー向け。',
    },
    welcome: {
      title: 'Gatehouse へようこそ',
      description: 'テナントを作成してアプリケーションやユーザーを追加するか、招待されたテナントに参加してください。',
    },
    onboarding: {
      title: '最初のテナントを作成',
      description: 'テナントにはアプリケーション、ユーザー、サインイン設定が含まれます。後から追加することもできます。',
      name: 'プロジェクト名',
      default_name: 'マイプロジェクト',
      collaborators: '共同作業者を招待',
      collaborators_hint: 'メールアドレスを入力し、スペースまたは Enter を押してください。共同作業者として参加します。',
      submit: '作成して続行',
    },
    errors: {
      invalid_email:
        '有効なメールアドレスではないものがあります。修正または削除してください。有効なアドレスのみ招待されます。',
    },
    accept: {
      title: '招待を承諾',
      email_mismatch_title: 'この招待は別のメールアドレス宛てです',
      email_mismatch:
        '{{account}} としてサインインしています。承諾するには招待されたアカウントでサインインしてください。',
      switch_account: 'アカウントを切り替え',
      not_found: '招待が見つかりません',
      invalid_status: '招待のステータスが無効です。すでに承諾済み、取り消し済み、または期限切れです。',
      failed: '招待を承諾できませんでした。後でもう一度お試しください。',
      go_home: 'コンソールへ移動',
    },
  },
} satisfies Translated<typeof en, 'ja'>;
