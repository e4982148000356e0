import type { Translated } from '../../plurals';
import type en from './en';

export default {
  account_center: {
    title: 'Kontocenter',
    description:
      'Angemeldete Benutzer sehen und ändern ihr eigenes Konto über die Account-API (/api/my-account), Feld für Feld.',
    enable: 'Account-API aktivieren',
    enable_description:
      'Solange sie aus ist, wird jede Anfrage an die Account-API abgelehnt, was auch immer die Felder erlauben.',
    disabled_notice: 'Die Account-API ist aus: Die Feldeinstellungen unten gelten, sobald Sie sie aktivieren.',
    security_title: 'Anmeldekennungen und Zugangsdaten',
    security_description:
      'Eine Änderung verlangt einen frischen Identitätsnachweis: das aktuelle Passwort oder einen Code an die aktuelle E-Mail-Adresse oder Telefonnummer.',
    profile_title: 'Profildaten',
    profile_description: 'Benutzer ändern sie direkt, ohne zusätzliche Bestätigung.',
    controls: {
      Off: 'Aus',
      ReadOnly: 'Nur lesen',
      Edit: 'Bearbeiten',
    },
    fields: {
      name: 'Anzeigename',
      avatar: 'Profilbild',
      profile: 'Profil',
      customData: 'Benutzerdefinierte Daten',
      username: 'Benutzername',
      email: 'Primäre E-Mail-Adresse',
      phone: 'Primäre Telefonnummer',
      password: 'Passwort',
      social: 'Soziale Konten',
      mfa: 'Mehr-Faktor-Authentifizierung',
    },
    hints: {
      profile: 'Standard-Profilangaben: Vorname, Spitzname, Adresse und Ähnliches.',
      customData: 'Freies JSON am Benutzer; eine Änderung ersetzt es ganz.',
      username: 'Muss im Mandanten eindeutig bleiben.',
      email: 'Eine neue Adresse wird mit einem an sie gesendeten Code bestätigt.',
      phone: 'Eine neue Nummer wird mit einem an sie gesendeten Code bestätigt.',
      password: 'Ein neues Passwort muss die Passwortrichtlinie erfüllen.',
      social: 'Verknüpfte soziale Konten sind sichtbar; die Account-API ändert sie noch nicht.',
      mfa: 'Die Account-API verwaltet die Mehr-Faktor-Authentifizierung noch nicht.',
    },
  },
} satisfies Translated<typeof en, 'de'>;
