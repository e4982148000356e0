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
    change_label: 'Zmiana względem poprzedniego okresu',
    empty_chart: 'Brak aktywności',
  },
} satisfies Translated<typeof en, 'pl-PL'>;
