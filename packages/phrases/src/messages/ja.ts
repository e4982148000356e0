import type { MessagePhrases } from './en';

const ja: MessagePhrases = {
  layout: {
    ignore: 'このリクエストに心当たりがない場合は、このメッセージを無視してください。',
    codeLabel: '確認コード',
    linkLabel: 'リンクを開く',
  },
  SignIn: {
    subject: 'サインイン用の確認コード',
    body: 'サインイン用の確認コードは {{code}} です。有効期限は10分です。',
  },
  Register: {
    subject: 'メールアドレスの確認',
    body: 'アカウント作成用の確認コードは {{code}} です。有効期限は10分です。',
  },
  ForgotPassword: {
    subject: 'パスワードの再設定',
    body: 'パスワード再設定用の確認コードは {{code}} です。有効期限は10分です。',
  },
  MagicLink: {
    subject: 'サインイン用リンク',
    body: 'このリンクを開いてサインインしてください。使えるのは一度だけで、まもなく期限切れになります: {{link}}',
  },
  OrganizationInvitation: {
    subject: '組織への招待',
    body: '組織に招待されました。次のリンクから招待を承諾してください：{{link}}',
  },
  Generic: {
    subject: '確認コードのお知らせ',
    body: '確認コードは {{code}} です。有効期限は10分です。',
  },
  UserPermissionValidation: {
    subject: 'ご本人確認',
    body: 'アカウントの変更を確認するためのコードは {{code}} です。有効期限は10分です。',
  },
  BindNewIdentifier: {
    subject: '新しいアドレスの確認',
    body: 'このアドレスをアカウントに追加するための確認コードは {{code}} です。有効期限は10分です。',
  },
  MfaVerification: {
    subject: '2段階認証の確認コード',
    body: '2段階認証の確認コードは {{code}} です。有効期限は10分です。',
  },
};

export default ja;
