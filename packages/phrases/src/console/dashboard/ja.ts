import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: 'ダッシュボード',
    total_users: 'ユーザー総数',
    new_today: '今日の新規ユーザー',
    new_7_days: '新規ユーザー（過去 7 日間）',
    dau: '日間アクティブユーザー',
    wau: '週間アクティブユーザー',
    mau: '月間アクティブユーザー',
    active_chart: 'アクティブユーザー（過去 30 日間）',
    sign_ins: 'サインイン',
    active_users: 'アクティブユーザー',
    change_vs: {
      day: '昨日比 {{change}}',
      week: '前の 7 日間比 {{change}}',
      month: '前の 30 日間比 {{change}}',
    },
    same_as: {
      day: '昨日と同じ',
      week: '前の 7 日間と同じ',
      month: '前の 30 日間と同じ',
    },
    empty_chart: 'まだアクティビティはありません',
  },
} satisfies Translated<typeof en, 'ja'>;
