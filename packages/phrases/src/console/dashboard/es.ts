import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: 'Panel',
    total_users: 'Usuarios totales',
    new_today: 'Usuarios nuevos hoy',
    new_7_days: 'Usuarios nuevos, últimos 7 días',
    dau: 'Usuarios activos diarios',
    wau: 'Usuarios activos semanales',
    mau: 'Usuarios activos mensuales',
    active_chart: 'Usuarios activos, últimos 30 días',
    sign_ins: 'Inicios de sesión',
    active_users: 'Usuarios activos',
    change_vs: {
      day: '{{change}} respecto a ayer',
      week: '{{change}} respecto a los 7 días anteriores',
      month: '{{change}} respecto a los 30 días anteriores',
    },
    same_as: {
      day: 'Igual que ayer',
      week: 'Igual que los 7 días anteriores',
      month: 'Igual que los 30 días anteriores',
    },
    empty_chart: 'Aún no hay actividad',
  },
} satisfies Translated<typeof en, 'es'>;
