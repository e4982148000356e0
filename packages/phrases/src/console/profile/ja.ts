import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: 'プロフィール',
    subtitle: 'Gatehouse コンソールのアカウントです。',
    settings_title: 'プロフィール設定',
    settings_description: 'プロフィール画像、名前、ユーザー名です。',
    avatar: 'アバター URL',
    avatar_hint: '正方形の画像への https:// リンクです。',
    name: '名前',
    username: 'ユーザー名',
    password_title: 'パスワード',
    password_not_set: '未設定',
    updated: 'プロフィールを更新しました。',
  },
} satisfies Translated<typeof en, 'ja'>;
