import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: '安全性',
    subtitle: '保護登入與註冊免受機器人和密碼猜測攻擊，並選擇哪些電子郵件地址可以註冊。',
    captcha: {
      title: 'CAPTCHA',
      description: '在登入或註冊前要求完成 CAPTCHA。供應商會在伺服器之間驗證每個回答。',
      enable: '登入與註冊時要求 CAPTCHA',
      enable_description: '僅在已設定供應商時生效。',
      not_configured: '尚未設定供應商。',
      configured: '{{provider}}，網站金鑰 {{siteKey}}',
      set_up: '設定供應商',
      edit: '編輯供應商',
      page_title: 'CAPTCHA 供應商',
      page_subtitle: '在登入頁面顯示小工具並驗證其回答的服務。',
      back: '返回安全性',
      provider: '供應商',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: '網站金鑰',
      secret_key: '私密金鑰',
      secret_key_hint: '對於 reCAPTCHA Enterprise，這是 API 金鑰。加密儲存，之後不再顯示。',
      project_id: '專案 ID',
      guide: '如何取得這些金鑰',
      delete_title: '刪除供應商',
      delete_description: '登入與註冊將不再要求 CAPTCHA。',
      delete_confirm: '要刪除 CAPTCHA 供應商嗎？登入與註冊將不再要求 CAPTCHA。',
      deleted: '已刪除 CAPTCHA 供應商。',
    },
    guides: {
      Turnstile: {
        title: '設定 Cloudflare Turnstile',
        step_1: '在 Cloudflare 儀表板中開啟 Turnstile 並新增小工具。',
        step_2: '將登入頁面的主機名稱新增到小工具的網域中。',
        step_3: '將網站金鑰和私密金鑰複製到 CAPTCHA 供應商表單中。',
      },
      RecaptchaEnterprise: {
        title: '設定 reCAPTCHA Enterprise',
        step_1: '在 Google Cloud 主控台中為你的專案啟用 reCAPTCHA Enterprise API。',
        step_2: '為登入頁面的主機名稱建立以分數為基礎的網站金鑰。',
        step_3: '建立僅限 reCAPTCHA Enterprise 使用的 API 金鑰，然後輸入網站金鑰、API 金鑰和專案 ID。',
      },
    },
    lockout: {
      title: '鎖定',
      description: '密碼失敗達到此次數後，帳戶會被鎖定一段時間。輸入正確的密碼會重設計數。',
      max_attempts: '鎖定前允許的失敗次數',
      lockout_duration: '鎖定時長（分鐘）',
    },
    unlock: {
      title: '解除帳戶鎖定',
      description: '立即解除鎖定：輸入被鎖定的使用者名稱、電子郵件或電話號碼。',
      identifier: '使用者名稱、電子郵件或電話號碼',
      submit: '解除鎖定',
      done: '已解除「{{identifier}}」的鎖定。',
    },
    blocklist: {
      title: '電子郵件封鎖清單',
      description: '在註冊時以及使用者為帳戶新增電子郵件時拒絕的電子郵件地址。',
      domains: '封鎖的網域',
      domains_hint: '每行一個網域；其子網域也會被封鎖。',
      block_free: '封鎖免費電子郵件供應商',
      block_free_description: '拒絕 gmail.com、outlook.com、yahoo.com 等常見免費供應商。',
      block_subaddressing: '封鎖子地址',
      block_subaddressing_description: '拒絕帶有 + 標籤的地址，例如 name+news@example.com。',
    },
  },
} satisfies Translated<typeof en, 'zh-TW'>;
