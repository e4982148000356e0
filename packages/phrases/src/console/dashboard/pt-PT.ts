import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: 'Painel',
    total_users: 'Total de utilizadores',
    new_today: 'Novos utilizadores hoje',
    new_7_days: 'Novos utilizadores, últimos 7 dias',
    dau: 'Utilizadores ativos diários',
    wau: 'Utilizadores ativos semanais',
    mau: 'Utilizadores ativos mensais',
    active_chart: 'Utilizadores ativos, últimos 30 dias',
    sign_ins: 'Inícios de sessão',
    active_users: 'Utilizadores ativos',
    change_vs: {
      day: '{{change}} em relação a ontem',
      week: '{{change}} em relação aos 7 dias anteriores',
      month: '{{change}} em relação aos 30 dias anteriores',
    },
    same_as: {
      day: 'Igual a ontem',
      week: 'Igual aos 7 dias anteriores',
      month: 'Igual aos 30 dias anteriores',
    },
    empty_chart: 'Ainda sem atividade',
  },
} satisfies Translated<typeof en, 'pt-PT'>;
