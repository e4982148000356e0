import type en from './en';

export default {
  profile: {
    title: '個人資料',
    subtitle: '你的 Gatehouse 控制台帳戶。',
    settings_title: '個人資料設定',
    avatar: '頭像 URL',
    avatar_hint: '指向正方形圖片的 https:// 連結。',
    name: '姓名',
    username: '用戶名稱',
    password_title: '密碼',
    password_not_set: '未設定',
    invalid_url: '請輸入有效的 http(s) URL。',
    invalid_username: '用戶名稱必須以英文字母或底線開頭，其後只可包含英文字母、數字或底線。',
    updated: '個人資料已更新。',
  },
} satisfies typeof en;
