import type { Translated } from '../../plurals';
import type en from './en';

export default {
  mfa: {
    title: 'Uwierzytelnianie wieloskładnikowe',
    subtitle:
      'Drugi krok po pierwszej metodzie logowania: które składniki użytkownicy mogą dodać i kiedy strony logowania o nie proszą.',
    factors_title: 'Składniki',
    factors_description: 'Drugie składniki, które użytkownicy mogą dodać i potwierdzać przy logowaniu.',
    factors: {
      Totp: {
        title: 'Aplikacja uwierzytelniająca (TOTP)',
        description: 'Sześciocyfrowy kod z aplikacji takiej jak Google Authenticator czy 1Password, nowy co 30 sekund.',
      },
      WebAuthn: {
        title: 'Klucze dostępu (WebAuthn)',
        description: 'Odcisk palca, twarz, blokada ekranu lub klucz bezpieczeństwa.',
      },
      BackupCode: {
        title: 'Kody zapasowe',
        description:
          'Dziesięć jednorazowych kodów do wejścia bez drugiego składnika. Wymaga innego włączonego składnika.',
      },
      EmailVerificationCode: {
        title: 'Kod e-mail',
        description:
          'Kod wysyłany na główny adres e-mail użytkownika. Użytkownicy bez adresu e-mail nie mogą z niego korzystać.',
      },
      PhoneVerificationCode: {
        title: 'Kod SMS',
        description:
          'Kod wysyłany SMS-em na główny numer telefonu użytkownika. Użytkownicy bez numeru nie mogą z niego korzystać.',
      },
    },
    passkey_title: 'Logowanie kluczem dostępu',
    passkey_description:
      'Użytkownicy, którzy utworzyli klucz dostępu, mogą logować się samym kluczem: bez nazwy użytkownika i hasła.',
    passkey_sign_in: 'Zaloguj się kluczem dostępu',
    passkey_needs_webauthn:
      'Wymaga włączonych powyżej kluczy dostępu (WebAuthn): użytkownicy tworzą je jako drugi składnik.',
    related_origins: 'Powiązane źródła',
    related_origins_hint:
      'Inne Twoje witryny https, w których użytkownicy mogą tworzyć i używać tych samych kluczy dostępu, np. https://shop.example.com. Przeglądarki odczytują je z /.well-known/webauthn; do 20.',
    needs_email_connector: 'Wymaga włączonego łącznika e-mail (Łączniki → E-mail i SMS).',
    needs_sms_connector: 'Wymaga włączonego łącznika SMS (Łączniki → E-mail i SMS).',
    policy_title: 'Zasada',
    policy_description: 'Kiedy strony logowania proszą o drugi składnik.',
    policy: 'Zasada MFA',
    policies: {
      UserControlled: {
        title: 'Według wyboru użytkownika',
        description:
          'Użytkownicy z dodanym składnikiem potwierdzają go przy logowaniu; nikt nie jest proszony o dodanie.',
      },
      Mandatory: {
        title: 'Obowiązkowe',
        description: 'Każdy użytkownik musi dodać składnik i potwierdzać go przy każdym logowaniu. Nie można pominąć.',
      },
      PromptOnlyAtSignIn: {
        title: 'Proponuj przy logowaniu',
        description: 'Użytkownikom bez składnika proponuje się jego dodanie przy logowaniu; mogą pominąć.',
      },
      PromptAtSignInAndSignUp: {
        title: 'Proponuj przy logowaniu i rejestracji',
        description: 'Ta sama propozycja, również przy rejestracji.',
      },
      NoPrompt: {
        title: 'Nigdy nie proponuj',
        description: 'Użytkownicy z dodanym składnikiem go potwierdzają; nikomu nie proponuje się dodania.',
      },
    },
    remember_device_days: 'Zapamiętaj to urządzenie (dni)',
    remember_device_hint:
      'Na zaufanym urządzeniu użytkownicy mogą pomijać drugi składnik przez tyle dni. 0 ukrywa opcję.',
    organization_title: 'Organizacje wymagające MFA',
    organization_description:
      'Użytkownicy logujący się do organizacji z włączonym „Wymagaj MFA” muszą dodać składnik i go potwierdzić bez względu na zasadę powyżej; nie mogą tego pominąć.',
    errors: {
      mandatory_needs_factor: 'Zasada obowiązkowa wymaga włączenia składnika innego niż kody zapasowe.',
      backup_needs_factor: 'Kody zapasowe wymagają włączenia aplikacji uwierzytelniającej lub kluczy dostępu.',
    },
    lockout_title: 'Użytkownicy mogą stracić dostęp',
    lockout_mandatory: 'Każdy użytkownik bez składnika będzie musiał go dodać, zanim znów się zaloguje.',
    lockout_factor_off: 'Użytkownicy, którzy dodali {{factors}}, nie będą mogli już logować się za jego pomocą.',
    lockout_confirm: 'Zapisz mimo to',
  },
} satisfies Translated<typeof en, 'pl-PL'>;
