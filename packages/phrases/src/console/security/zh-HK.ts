import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: '保安',
    subtitle: '保護登入及註冊免受機械人及密碼估測攻擊，並選擇哪些電郵地址可以註冊。',
    captcha: {
      title: 'CAPTCHA',
      description: '在登入或註冊前要求完成 CAPTCHA。服務商會在伺服器之間核實每個回答。',
      enable: '登入及註冊時要求 CAPTCHA',
      enable_description: '只在已設定服務商時生效。',
      not_configured: '尚未設定服務商。',
      configured: '{{provider}}，網站金鑰 {{siteKey}}',
      set_up: '設定服務商',
      edit: '編輯服務商',
      page_title: 'CAPTCHA 服務商',
      page_subtitle: '在登入頁面顯示小工具並核實其回答的服務。',
      back: '返回保安',
      provider: '服務商',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: '網站金鑰',
      secret_key: '私密金鑰',
      secret_key_hint: '對於 reCAPTCHA Enterprise，這是 API 金鑰。加密儲存，之後不會再顯示。',
      project_id: '項目 ID',
      guide: '如何取得這些金鑰',
      delete_title: '刪除服務商',
      delete_description: '登入及註冊將不再要求 CAPTCHA。',
      delete_confirm: '要刪除 CAPTCHA 服務商嗎？登入及註冊將不再要求 CAPTCHA。',
      deleted: '已刪除 CAPTCHA 服務商。',
    },
    guides: {
      Turnstile: {
        title: '設定 Cloudflare Turnstile',
        step_1: '在 Cloudflare 控制台中開啟 Turnstile 並加入小工具。',
        step_2: '將登入頁面的主機名稱加入小工具的網域。',
        step_3: '將網站金鑰及私密金鑰複製到 CAPTCHA 服務商表格中。',
      },
      RecaptchaEnterprise: {
        title: '設定 reCAPTCHA Enterprise',
        step_1: '在 Google Cloud 控制台中為你的項目啟用 reCAPTCHA Enterprise API。',
        step_2: '為登入頁面的主機名稱建立以分數為本的網站金鑰。',
        step_3: '建立只限 reCAPTCHA Enterprise 使用的 API 金鑰，然後輸入網站金鑰、API 金鑰及項目 ID。',
      },
    },
    lockout: {
      title: '鎖定',
      description: '密碼失敗達到此次數後，帳戶會被鎖定一段時間。輸入正確密碼會重設計數。',
      max_attempts: '鎖定前容許的失敗次數',
      lockout_duration: '鎖定時長（分鐘）',
    },
    unlock: {
      title: '解除帳戶鎖定',
      description: '立即解除鎖定：輸入被鎖定的用戶名稱、電郵或電話號碼。',
      identifier: '用戶名稱、電郵或電話號碼',
      submit: '解除鎖定',
      done: '已解除「{{identifier}}」的鎖定。',
    },
    blocklist: {
      title: '電郵封鎖名單',
      description: '在註冊時及用戶為帳戶加入電郵時拒絕的電郵地址。',
      domains: '已封鎖的網域',
      domains_hint: '每行一個網域；其子網域亦會被封鎖。',
      block_free: '封鎖免費電郵服務商',
      block_free_description: '拒絕 gmail.com、outlook.com、yahoo.com 等常見免費服務商。',
      block_subaddressing: '封鎖子地址',
      block_subaddressing_description: '拒絕帶有 + 標籤的地址，例如 name+news@example.com。',
    },
  },
} satisfies Translated<typeof en, 'zh-HK'>;
