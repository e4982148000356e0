import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: '個人資料',
    subtitle: '你的 Gatehouse 控制台帳戶。',
    settings_title: '個人資料設定',
    settings_description: '你的頭像、名稱及用戶名稱。',
    avatar: '頭像 URL',
    avatar_hint: '指向正方形圖片的 https:// 連結。',
    name: '姓名',
    username: '用戶名稱',
    password_title: '密碼',
    password_not_set: '未設定',
    updated: '個人資料已更新。',
  },
} satisfies Translated<typeof en, 'zh-HK'>;
