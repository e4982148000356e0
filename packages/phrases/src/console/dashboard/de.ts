import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: 'Übersicht',
    total_users: 'Benutzer insgesamt',
    new_today: 'Neue Benutzer heute',
    new_7_days: 'Neue Benutzer, letzte 7 Tage',
    dau: 'Täglich aktive Benutzer',
    wau: 'Wöchentlich aktive Benutzer',
    mau: 'Monatlich aktive Benutzer',
    active_chart: 'Aktive Benutzer, letzte 30 Tage',
    sign_ins: 'Anmeldungen',
    active_users: 'Aktive Benutzer',
    change_vs: {
      day: '{{change}} gegenüber gestern',
      week: '{{change}} gegenüber den 7 Tagen davor',
      month: '{{change}} gegenüber den 30 Tagen davor',
    },
    same_as: {
      day: 'Wie gestern',
      week: 'Wie in den 7 Tagen davor',
      month: 'Wie in den 30 Tagen davor',
    },
    empty_chart: 'Noch keine Aktivität',
  },
} satisfies Translated<typeof en, 'de'>;
