import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: 'Pulpit',
    total_users: 'Wszyscy użytkownicy',
    new_today: 'Nowi użytkownicy dzisiaj',
    new_7_days: 'Nowi użytkownicy, ostatnie 7 dni',
    dau: 'Aktywni użytkownicy dziennie',
    wau: 'Aktywni użytkownicy tygodniowo',
    mau: 'Aktywni użytkownicy miesięcznie',
    active_chart: 'Aktywni użytkownicy, ostatnie 30 dni',
    sign_ins: 'Logowania',
    active_users: 'Aktywni użytkownicy',
    change_vs: {
      day: '{{change}} w porównaniu z wczorajszym dniem',
      week: '{{change}} w porównaniu z poprzednimi 7 dniami',
      month: '{{change}} w porównaniu z poprzednimi 30 dniami',
    },
    same_as: {
      day: 'Tyle samo co wczoraj',
      week: 'Tyle samo co w poprzednich 7 dniach',
      month: 'Tyle samo co w poprzednich 30 dniach',
    },
    empty_chart: 'Brak aktywności',
  },
} satisfies Translated<typeof en, 'pl-PL'>;
