import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: 'Панель мониторинга',
    total_users: 'Всего пользователей',
    new_today: 'Новые пользователи сегодня',
    new_7_days: 'Новые пользователи за 7 дней',
    dau: 'Активные пользователи за день',
    wau: 'Активные пользователи за неделю',
    mau: 'Активные пользователи за месяц',
    active_chart: 'Активные пользователи за 30 дней',
    sign_ins: 'Входы',
    active_users: 'Активные пользователи',
    change_vs: {
      day: '{{change}} по сравнению со вчерашним днём',
      week: '{{change}} по сравнению с предыдущими 7 днями',
      month: '{{change}} по сравнению с предыдущими 30 днями',
    },
    same_as: {
      day: 'Как вчера',
      week: 'Как за предыдущие 7 дней',
      month: 'Как за предыдущие 30 дней',
    },
    empty_chart: 'Активности пока нет',
  },
} satisfies Translated<typeof en, 'ru'>;
