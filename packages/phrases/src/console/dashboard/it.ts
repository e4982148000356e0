import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: 'Pannello di controllo',
    total_users: 'Utenti totali',
    new_today: 'Nuovi utenti oggi',
    new_7_days: 'Nuovi utenti, ultimi 7 giorni',
    dau: 'Utenti attivi giornalieri',
    wau: 'Utenti attivi settimanali',
    mau: 'Utenti attivi mensili',
    active_chart: 'Utenti attivi, ultimi 30 giorni',
    sign_ins: 'Accessi',
    active_users: 'Utenti attivi',
    change_vs: {
      day: '{{change}} rispetto a ieri',
      week: '{{change}} rispetto ai 7 giorni precedenti',
      month: '{{change}} rispetto ai 30 giorni precedenti',
    },
    same_as: {
      day: 'Come ieri',
      week: 'Come nei 7 giorni precedenti',
      month: 'Come nei 30 giorni precedenti',
    },
    empty_chart: 'Ancora nessuna attività',
  },
} satisfies Translated<typeof en, 'it'>;
