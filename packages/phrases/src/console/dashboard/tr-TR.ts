import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: 'Pano',
    total_users: 'Toplam kullanıcı',
    new_today: 'Bugünkü yeni kullanıcılar',
    new_7_days: 'Yeni kullanıcılar, son 7 gün',
    dau: 'Günlük etkin kullanıcılar',
    wau: 'Haftalık etkin kullanıcılar',
    mau: 'Aylık etkin kullanıcılar',
    active_chart: 'Etkin kullanıcılar, son 30 gün',
    sign_ins: 'Oturum açmalar',
    active_users: 'Etkin kullanıcılar',
    change_vs: {
      day: 'Düne göre {{change}}',
      week: 'Önceki 7 güne göre {{change}}',
      month: 'Önceki 30 güne göre {{change}}',
    },
    same_as: {
      day: 'Dünle aynı',
      week: 'Önceki 7 günle aynı',
      month: 'Önceki 30 günle aynı',
    },
    empty_chart: 'Henüz etkinlik yok',
  },
} satisfies Translated<typeof en, 'tr-TR'>;
