import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: 'لوحة المعلومات',
    total_users: 'إجمالي المستخدمين',
    new_today: 'المستخدمون الجدد اليوم',
    new_7_days: 'المستخدمون الجدد، آخر 7 أيام',
    dau: 'المستخدمون النشطون يوميًا',
    wau: 'المستخدمون النشطون أسبوعيًا',
    mau: 'المستخدمون النشطون شهريًا',
    active_chart: 'المستخدمون النشطون، آخر 30 يومًا',
    sign_ins: 'عمليات تسجيل الدخول',
    active_users: 'المستخدمون النشطون',
    change_vs: {
      day: '{{change}} مقارنة بالأمس',
      week: '{{change}} مقارنة بالأيام السبعة السابقة',
      month: '{{change}} مقارنة بالأيام الثلاثين السابقة',
    },
    same_as: {
      day: 'دون تغيير عن الأمس',
      week: 'دون تغيير عن الأيام السبعة السابقة',
      month: 'دون تغيير عن الأيام الثلاثين السابقة',
    },
    empty_chart: 'لا يوجد نشاط بعد',
  },
} satisfies Translated<typeof en, 'ar'>;
