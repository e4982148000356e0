import type { Translated } from '../../plurals';
import type en from './en';

export default {
  cloud: {
    switcher: {
      label: 'Przełącz tenanta',
      tenants: 'Tenanty',
      invitations: 'Zaproszenia',
      join: 'Dołącz',
      pending: 'Oczekujące zaproszenia',
    },
    tags: {
      development: 'Deweloperski',
      production: 'Produkcyjny',
    },
    status: {
      suspended: 'Zawieszony',
      mau_exceeded: 'Przekroczono MAU',
      token_exceeded: 'Przekroczono tokeny',
    },
    regions: {
      EU: 'Europa',
      US: 'Stany Zjednoczone',
      AU: 'Australia',
    },
    plans: {
      free: 'Darmowy',
      pro: 'Pro',
      dev: 'Deweloperski',
      admin: 'Administrator',
      enterprise: 'Enterprise',
    },
    fields: {
      name: 'Nazwa tenanta',
      region: 'Region',
      purpose: 'Przeznaczenie',
    },
    create: {
      title: 'Utwórz tenanta',
      submit: 'Utwórz tenanta',
      created: 'Tenant utworzony.',
      purpose_development: 'Do tworzenia i testowania. Nie dla prawdziwych użytkowników.',
      purpose_production: 'Dla działającej aplikacji i prawdziwych użytkowników.',
    },
    welcome: {
      title: 'Witamy w Gatehouse',
      description:
        'Utwórz tenanta, aby dodawać aplikacje i użytkowników, lub dołącz do tego, do którego cię zaproszono.',
    },
    onboarding: {
      title: 'Utwórz pierwszego tenanta',
      description: 'Tenant zawiera twoje aplikacje, użytkowników i ustawienia logowania. Kolejne możesz dodać później.',
      name: 'Nazwa projektu',
      default_name: 'Mój projekt',
      collaborators: 'Zaproś współpracowników',
      collaborators_hint: 'Wpisz adresy e-mail i naciśnij spację lub Enter. Dołączą jako współpracownicy.',
      submit: 'Utwórz i kontynuuj',
    },
    errors: {
      invalid_email: 'Niektóre adresy nie są poprawnymi e-mailami. Popraw je lub usuń; zapraszane są tylko poprawne.',
    },
    accept: {
      title: 'Przyjmij zaproszenie',
      email_mismatch_title: 'To zaproszenie jest dla innego adresu e-mail',
      email_mismatch: 'Zalogowano jako {{account}}. Zaloguj się na zaproszone konto, aby je przyjąć.',
      switch_account: 'Zmień konto',
      not_found: 'Nie znaleziono zaproszenia',
      invalid_status: 'Nieprawidłowy status zaproszenia: zostało już przyjęte, cofnięte lub wygasło.',
      failed: 'Nie udało się przyjąć zaproszenia. Spróbuj ponownie później.',
      go_home: 'Przejdź do konsoli',
    },
  },
} satisfies Translated<typeof en, 'pl-PL'>;
