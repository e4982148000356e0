import type { Translated } from '../../plurals';
import type en from './en';

export default {
  account_center: {
    title: '帳戶中心',
    description: '讓已登入的用戶透過帳戶 API（/api/my-account）逐個欄位查看及修改自己的帳戶。',
    enable: '啟用帳戶 API',
    enable_description: '關閉期間，無論欄位如何設定，所有帳戶 API 請求都會被拒絕。',
    disabled_notice: '帳戶 API 已關閉：啟用後，下面的欄位設定便會生效。',
    security_title: '登入識別碼及憑證',
    security_description: '修改其中任何一項都需要近期的身分驗證：目前的密碼，或傳送到目前電郵或電話的驗證碼。',
    profile_title: '個人資料',
    profile_description: '用戶可直接修改，無需額外驗證。',
    controls: {
      Off: '關閉',
      ReadOnly: '唯讀',
      Edit: '可編輯',
    },
    fields: {
      name: '顯示名稱',
      avatar: '頭像',
      profile: '個人檔案',
      customData: '自訂資料',
      username: '用戶名稱',
      email: '主要電郵',
      phone: '主要電話',
      password: '密碼',
      social: '社交帳戶',
      mfa: '多重要素驗證',
    },
    hints: {
      profile: '標準個人檔案屬性：名字、暱稱、地址等。',
      customData: '儲存在用戶上的自由格式 JSON；編輯會整體取代。',
      username: '在租戶內必須保持唯一。',
      email: '新地址會以傳送到該地址的驗證碼確認。',
      phone: '新號碼會以傳送到該號碼的驗證碼確認。',
      password: '新密碼必須符合密碼政策。',
      social: '可以查看已連結的社交帳戶；帳戶 API 暫不支援修改。',
      mfa: '帳戶 API 暫不管理多重要素驗證。',
    },
  },
} satisfies Translated<typeof en, 'zh-HK'>;
