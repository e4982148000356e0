import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: 'Painel',
    total_users: 'Total de usuários',
    new_today: 'Novos usuários hoje',
    new_7_days: 'Novos usuários, últimos 7 dias',
    dau: 'Usuários ativos diários',
    wau: 'Usuários ativos semanais',
    mau: 'Usuários ativos mensais',
    active_chart: 'Usuários ativos, últimos 30 dias',
    sign_ins: 'Logins',
    active_users: 'Usuários ativos',
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
    empty_chart: 'Nenhuma atividade ainda',
  },
} satisfies Translated<typeof en, 'pt-BR'>;
