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
    change_label: 'Cambio respecto al periodo anterior',
    empty_chart: 'Aún no hay actividad',
  },
} satisfies Translated<typeof en, 'es'>;
