import type { Translated } from '../../plurals';
import type en from './en';

export default {
  account_center: {
    title: 'Centrum konta',
    description:
      'Pozwól zalogowanym użytkownikom przeglądać i zmieniać własne konto przez API konta (/api/my-account), pole po polu.',
    enable: 'Włącz API konta',
    enable_description:
      'Dopóki jest wyłączone, każde żądanie do API konta jest odrzucane, niezależnie od ustawień pól.',
    disabled_notice: 'API konta jest wyłączone: poniższe ustawienia pól zaczną obowiązywać po jego włączeniu.',
    security_title: 'Identyfikatory i dane logowania',
    security_description:
      'Zmiana któregoś z nich wymaga świeżego potwierdzenia tożsamości: bieżącego hasła lub kodu wysłanego na bieżący e-mail albo telefon.',
    profile_title: 'Dane profilu',
    profile_description: 'Użytkownicy zmieniają je bezpośrednio, bez dodatkowej weryfikacji.',
    controls: {
      Off: 'Wyłączone',
      ReadOnly: 'Tylko do odczytu',
      Edit: 'Edycja',
    },
    fields: {
      name: 'Nazwa wyświetlana',
      avatar: 'Zdjęcie profilowe',
      profile: 'Profil użytkownika',
      customData: 'Dane niestandardowe',
      username: 'Nazwa użytkownika',
      email: 'Główny e-mail',
      phone: 'Główny telefon',
      password: 'Hasło',
      social: 'Konta społecznościowe',
      mfa: 'Uwierzytelnianie wieloskładnikowe',
    },
    hints: {
      profile: 'Standardowe atrybuty profilu: imię, pseudonim, adres i podobne.',
      customData: 'Dowolny JSON zapisany przy użytkowniku; edycja zastępuje go w całości.',
      username: 'Musi pozostać unikalna w dzierżawie.',
      email: 'Nowy adres jest potwierdzany kodem wysłanym na niego.',
      phone: 'Nowy numer jest potwierdzany kodem wysłanym na niego.',
      password: 'Nowe hasło musi spełniać zasady haseł.',
      social: 'Połączone konta społecznościowe są widoczne; API konta jeszcze ich nie zmienia.',
      mfa: 'API konta nie obsługuje jeszcze uwierzytelniania wieloskładnikowego.',
    },
  },
} satisfies Translated<typeof en, 'pl-PL'>;
