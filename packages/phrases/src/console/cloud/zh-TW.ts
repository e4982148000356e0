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
      suspended: '已停權',
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
      region: '區域',
      purpose: '使用目的',
    },
    create: {
      title: '建立租戶',
      submit: '建立租戶',
      created: '已建立租戶。',
      purpose_development: '用於開發與測試，不供真實使用者使用。',
      purpose_production: '用於正式上線的應用程式與真實使用者。',
    },
    welcome: {
      title: '歡迎使用 Gatehouse',
      description: '建立租戶以開始新增應用程式與使用者，或加入你受邀的租戶。',
    },
    onboarding: {
      title: '建立你的第一個租戶',
      description: '租戶包含你的應用程式、使用者與登入設定。之後還可以再新增。',
      name: '專案名稱',
      default_name: '我的專案',
      collaborators: '邀請協作者',
      collaborators_hint: '輸入電子郵件地址後按空白鍵或 Enter。他們將以協作者身分加入。',
      submit: '建立並繼續',
    },
    errors: {
      invalid_email: '部分地址不是有效的電子郵件。請修正或移除；只會邀請有效的地址。',
    },
    accept: {
      title: '接受邀請',
      email_mismatch_title: '此邀請是寄給另一個電子郵件',
      email_mismatch: '你目前以 {{account}} 登入。請使用受邀帳號登入以接受邀請。',
      switch_account: '切換帳號',
      not_found: '找不到邀請',
      invalid_status: '邀請狀態無效：已被接受、撤銷或已過期。',
      failed: '無法接受邀請，請稍後再試。',
      go_home: '前往主控台',
    },
  },
} satisfies Translated<typeof en, 'zh-TW'>;
