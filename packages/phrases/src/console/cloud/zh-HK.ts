import type { Translated } from '../../plurals';
import type en from './en';

export default {
  cloud: {
    switcher: {
      label: '切換租戶',
      tenants: '租戶',
      invitations: '邀請',
      join: '加入',
      pending: '待處理的邀請',
    },
    tags: {
      development: '開發',
      production: '正式',
    },
    status: {
      suspended: '已暫停',
      mau_exceeded: 'MAU 已超額',
      token_exceeded: '權杖已超額',
    },
    regions: {
      EU: '歐洲',
      US: '美國',
      AU: '澳洲',
    },
    plans: {
      free: '免費版',
      pro: '專業版',
      dev: '開發版',
      admin: '管理版',
      enterprise: '企業版',
    },
    fields: {
      name: '租戶名稱',
      region: '地區',
      purpose: '使用目的',
    },
    create: {
      title: '建立租戶',
      submit: '建立租戶',
      created: '已建立租戶。',
      purpose_development: '用於開發及測試，不供真實用戶使用。',
      purpose_production: '用於正式上線的應用程式及真實用戶。',
    },
    welcome: {
      title: '歡迎使用 Gatehouse',
      description: '建立租戶以開始加入應用程式及用戶，或加入你獲邀的租戶。',
    },
    onboarding: {
      title: '建立你的第一個租戶',
      description: '租戶包含你的應用程式、用戶及登入設定。之後仍可再加入。',
      name: '項目名稱',
      default_name: '我的項目',
      collaborators: '邀請協作者',
      collaborators_hint: '輸入電郵地址後按空格鍵或 Enter。他們會以協作者身分加入。',
      submit: '建立並繼續',
    },
    errors: {
      invalid_email: '部分地址不是有效的電郵。請修正或移除；只會邀請有效的地址。',
    },
    accept: {
      title: '接受邀請',
      email_mismatch_title: '此邀請是發給另一個電郵',
      email_mismatch: '你目前以 {{account}} 登入。請以獲邀帳戶登入以接受邀請。',
      switch_account: '切換帳戶',
      not_found: '找不到邀請',
      invalid_status: '邀請狀態無效：已被接受、撤銷或已過期。',
      failed: '未能接受邀請，請稍後再試。',
      go_home: '前往控制台',
    },
  },
} satisfies Translated<typeof en, 'zh-HK'>;
