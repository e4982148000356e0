import type { Translated } from '../../plurals';
import type en from './en';

export default {
  account_center: {
    title: '帳號中心',
    description: '讓已登入的使用者透過帳號 API（/api/my-account）逐一欄位檢視及修改自己的帳號。',
    enable: '啟用帳號 API',
    enable_description: '關閉期間，無論欄位如何設定，所有帳號 API 請求都會被拒絕。',
    disabled_notice: '帳號 API 已關閉：啟用後，下方的欄位設定便會生效。',
    security_title: '登入識別碼與憑證',
    security_description: '修改其中任何一項都需要近期的身分驗證：目前的密碼，或傳送到目前電子郵件或電話的驗證碼。',
    profile_title: '個人資料',
    profile_description: '使用者可直接修改，不需額外驗證。',
    controls: {
      Off: '關閉',
      ReadOnly: '唯讀',
      Edit: '可編輯',
    },
    fields: {
      name: '顯示名稱',
      avatar: '大頭貼',
      profile: '個人檔案',
      customData: '自訂資料',
      username: '使用者名稱',
      email: '主要電子郵件',
      phone: '主要電話',
      password: '密碼',
      social: '社群帳號',
      mfa: '多重要素驗證',
    },
    hints: {
      profile: '標準個人檔案屬性：名字、暱稱、地址等。',
      customData: '儲存在使用者上的自由格式 JSON；編輯會整個取代。',
      username: '在租用戶內必須保持唯一。',
      email: '新地址會以傳送到該地址的驗證碼確認。',
      phone: '新號碼會以傳送到該號碼的驗證碼確認。',
      password: '新密碼必須符合密碼政策。',
      social: '可以檢視已連結的社群帳號；帳號 API 尚不支援修改。',
      mfa: '帳號 API 尚未管理多重要素驗證。',
    },
  },
} satisfies Translated<typeof en, 'zh-TW'>;
