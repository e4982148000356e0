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
    change_label: 'Variação face ao período anterior',
    empty_chart: 'Ainda sem atividade',
  },
} satisfies Translated<typeof en, 'pt-PT'>;
