import type en from './en';

export default {
  profile: {
    title: 'プロフィール',
    subtitle: 'Gatehouse コンソールのアカウントです。',
    settings_title: 'プロフィール設定',
    avatar: 'アバター URL',
    avatar_hint: '正方形の画像への https:// リンクです。',
    name: '名前',
    username: 'ユーザー名',
    password_title: 'パスワード',
    password_not_set: '未設定',
    invalid_url: '有効な http(s) URL を入力してください。',
    invalid_username: 'ユーザー名は英字またはアンダースコアで始まり、英字、数字、アンダースコアのみを使用できます。',
    updated: 'プロフィールを更新しました。',
  },
} satisfies typeof en;
