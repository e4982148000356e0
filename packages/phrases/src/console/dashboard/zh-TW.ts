import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: '儀表板',
    total_users: '使用者總數',
    new_today: '今日新增使用者',
    new_7_days: '近 7 天新增使用者',
    dau: '每日活躍使用者',
    wau: '每週活躍使用者',
    mau: '每月活躍使用者',
    active_chart: '近 30 天活躍使用者',
    sign_ins: '登入次數',
    active_users: '活躍使用者',
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
    empty_chart: '尚無活動',
  },
} satisfies Translated<typeof en, 'zh-TW'>;
