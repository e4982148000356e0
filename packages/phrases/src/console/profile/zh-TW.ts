import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: '個人資料',
    subtitle: '您的 Gatehouse 主控台帳號。',
    settings_title: '個人資料設定',
    settings_description: '您的大頭貼、名稱及使用者名稱。',
    avatar: '大頭貼照 URL',
    avatar_hint: '指向正方形圖片的 https:// 連結。',
    name: '姓名',
    username: '使用者名稱',
    password_title: '密碼',
    password_not_set: '未設定',
    updated: '個人資料已更新。',
  },
} satisfies Translated<typeof en, 'zh-TW'>;
