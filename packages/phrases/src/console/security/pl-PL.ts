import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: 'Bezpieczeństwo',
    subtitle:
      'Chroń logowanie i rejestrację przed botami i zgadywaniem haseł oraz wybierz, które adresy e-mail mogą się rejestrować.',
    captcha: {
      title: 'CAPTCHA',
      description:
        'Wymagaj CAPTCHA przed zalogowaniem lub rejestracją. Dostawca sprawdza każdą odpowiedź bezpośrednio między serwerami.',
      enable: 'Wymagaj CAPTCHA przy logowaniu i rejestracji',
      enable_description: 'Obowiązuje, dopóki skonfigurowano dostawcę.',
      not_configured: 'Nie skonfigurowano jeszcze żadnego dostawcy.',
      configured: '{{provider}}, klucz witryny {{siteKey}}',
      set_up: 'Skonfiguruj dostawcę',
      edit: 'Edytuj dostawcę',
      page_title: 'Dostawca CAPTCHA',
      page_subtitle: 'Usługa, która wyświetla widżet na stronach logowania i sprawdza odpowiedź.',
      back: 'Wróć do bezpieczeństwa',
      provider: 'Dostawca',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: 'Klucz witryny',
      secret_key: 'Klucz tajny',
      secret_key_hint:
        'W reCAPTCHA Enterprise to klucz API. Przechowywany w postaci zaszyfrowanej i nigdy więcej niepokazywany.',
      project_id: 'Identyfikator projektu',
      guide: 'Jak uzyskać te klucze',
      delete_title: 'Usuń dostawcę',
      delete_description: 'Logowanie i rejestracja nie będą już wymagać CAPTCHA.',
      delete_confirm: 'Usunąć dostawcę CAPTCHA? Logowanie i rejestracja nie będą już wymagać CAPTCHA.',
      deleted: 'Usunięto dostawcę CAPTCHA.',
    },
    guides: {
      Turnstile: {
        title: 'Skonfiguruj Cloudflare Turnstile',
        step_1: 'W panelu Cloudflare otwórz Turnstile i dodaj widżet.',
        step_2: 'Dodaj nazwę hosta stron logowania do domen widżetu.',
        step_3: 'Skopiuj klucz witryny i klucz tajny do formularza dostawcy CAPTCHA.',
      },
      RecaptchaEnterprise: {
        title: 'Skonfiguruj reCAPTCHA Enterprise',
        step_1: 'W konsoli Google Cloud włącz API reCAPTCHA Enterprise dla swojego projektu.',
        step_2: 'Utwórz oparty na wyniku klucz witryny dla nazwy hosta stron logowania.',
        step_3:
          'Utwórz klucz API ograniczony do reCAPTCHA Enterprise, a następnie wpisz klucz witryny, klucz API i identyfikator projektu.',
      },
    },
    lockout: {
      title: 'Blokada',
      description:
        'Po tylu nieudanych próbach hasła konto zostaje na pewien czas zablokowane. Poprawne hasło zeruje licznik.',
      max_attempts: 'Nieudane próby przed blokadą',
      lockout_duration: 'Czas blokady w minutach',
    },
    unlock: {
      title: 'Odblokuj konto',
      description: 'Znieś blokadę od razu: wpisz zablokowaną nazwę użytkownika, adres e-mail lub numer telefonu.',
      identifier: 'Nazwa użytkownika, adres e-mail lub numer telefonu',
      submit: 'Odblokuj',
      done: 'Odblokowano „{{identifier}}”.',
    },
    blocklist: {
      title: 'Lista blokowanych adresów e-mail',
      description: 'Adresy e-mail odrzucane przy rejestracji i przy dodawaniu adresu e-mail do konta.',
      domains: 'Zablokowane domeny',
      domains_hint: 'Jedna domena w wierszu; jej subdomeny też są blokowane.',
      block_free: 'Blokuj darmowych dostawców poczty',
      block_free_description: 'Odrzuca popularnych darmowych dostawców, takich jak gmail.com, outlook.com i yahoo.com.',
      block_subaddressing: 'Blokuj podadresy',
      block_subaddressing_description: 'Odrzuca adresy ze znacznikiem +, takie jak imie+news@example.com.',
    },
  },
} satisfies Translated<typeof en, 'pl-PL'>;
