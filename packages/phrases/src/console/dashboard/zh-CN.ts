import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: '仪表盘',
    total_users: '用户总数',
    new_today: '今日新增用户',
    new_7_days: '近 7 天新增用户',
    dau: '日活跃用户',
    wau: '周活跃用户',
    mau: '月活跃用户',
    active_chart: '近 30 天活跃用户',
    sign_ins: '登录次数',
    active_users: '活跃用户',
    change_vs: {
      day: '较昨天 {{change}}',
      week: '较前 7 天 {{change}}',
      month: '较前 30 天 {{change}}',
    },
    same_as: {
      day: '与昨天持平',
      week: '与前 7 天持平',
      month: '与前 30 天持平',
    },
    empty_chart: '暂无活动',
  },
} satisfies Translated<typeof en, 'zh-CN'>;
