import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: 'Profil',
    subtitle: 'Ihr Konto für die Gatehouse-Konsole.',
    settings_title: 'Profileinstellungen',
    settings_description: 'Ihr Bild, Ihr Name und Ihr Benutzername.',
    avatar: 'Avatar-URL',
    avatar_hint: 'Ein https://-Link zu einem quadratischen Bild.',
    name: 'Name',
    username: 'Benutzername',
    password_title: 'Passwort',
    password_not_set: 'Nicht festgelegt',
    updated: 'Profil aktualisiert.',
  },
} satisfies Translated<typeof en, 'de'>;
