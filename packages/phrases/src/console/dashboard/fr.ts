import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: 'Tableau de bord',
    total_users: 'Utilisateurs au total',
    new_today: 'Nouveaux utilisateurs aujourd’hui',
    new_7_days: 'Nouveaux utilisateurs, 7 derniers jours',
    dau: 'Utilisateurs actifs par jour',
    wau: 'Utilisateurs actifs par semaine',
    mau: 'Utilisateurs actifs par mois',
    active_chart: 'Utilisateurs actifs, 30 derniers jours',
    sign_ins: 'Connexions',
    active_users: 'Utilisateurs actifs',
    change_vs: {
      day: '{{change}} par rapport à hier',
      week: '{{change}} par rapport aux 7 jours précédents',
      month: '{{change}} par rapport aux 30 jours précédents',
    },
    same_as: {
      day: 'Comme hier',
      week: 'Comme les 7 jours précédents',
      month: 'Comme les 30 jours précédents',
    },
    empty_chart: 'Aucune activité pour le moment',
  },
} satisfies Translated<typeof en, 'fr'>;
