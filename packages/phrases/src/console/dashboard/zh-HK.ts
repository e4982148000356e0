import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: '儀表板',
    total_users: '用戶總數',
    new_today: '今日新增用戶',
    new_7_days: '近 7 日新增用戶',
    dau: '每日活躍用戶',
    wau: '每週活躍用戶',
    mau: '每月活躍用戶',
    active_chart: '近 30 日活躍用戶',
    sign_ins: '登入次數',
    active_users: '活躍用戶',
    change_vs: {
      day: '較昨天 {{change}}',
      week: '較前 7 天 {{change}}',
      month: '較前 30 天 {{change}}',
    },
    same_as: {
      day: '與昨天持平',
      week: '與前 7 天持平',
      month: '與前 30 天持平',
    },
    empty_chart: '暫無活動',
  },
} satisfies Translated<typeof en, 'zh-HK'>;
