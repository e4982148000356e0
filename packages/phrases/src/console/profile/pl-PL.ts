import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: 'Profil',
    subtitle: 'Konto w konsoli Gatehouse.',
    settings_title: 'Ustawienia profilu',
    settings_description: 'Twoje zdjęcie, imię i nazwa użytkownika.',
    avatar: 'URL awatara',
    avatar_hint: 'Link https:// do kwadratowego obrazu.',
    name: 'Imię i nazwisko',
    username: 'Nazwa użytkownika',
    password_title: 'Hasło',
    password_not_set: 'Nie ustawiono',
    updated: 'Zaktualizowano profil.',
  },
} satisfies Translated<typeof en, 'pl-PL'>;
