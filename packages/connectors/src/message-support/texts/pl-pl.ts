import type en from './en';

export default {
  common: {
    filePath: 'Ścieżka pliku',
    filePathHelp:
      'Każda wiadomość jest dopisywana do tego pliku jako jeden wiersz JSON. Ścieżka względna zaczyna się w folderze, w którym działa serwer; nazwa musi kończyć się na .log lub .jsonl.',
    url: 'Adres URL punktu końcowego',
    urlHelp: 'Adres http lub https. Każda wiadomość jest do niego wysyłana jako żądanie POST z JSON.',
    headers: 'Nagłówki żądania',
    headersHelp:
      'Obiekt JSON z nagłówkami HTTP wysyłanymi z każdym żądaniem, np. nagłówek Authorization z Twoim tokenem. Przechowywany w tajemnicy.',
  },
  devEmail: {
    name: 'E-mail deweloperski (log i plik)',
    description:
      'Tylko do programowania: nie dostarcza żadnych e-maili. Zapisuje każdą wiadomość wraz z kodem lub linkiem w logu serwera i w pliku.',
  },
  devSms: {
    name: 'SMS deweloperski (log i plik)',
    description:
      'Tylko do programowania: nie wysyła żadnych SMS-ów. Zapisuje każdą wiadomość wraz z kodem w logu serwera i w pliku.',
  },
  smtp: {
    name: 'SMTP',
    description: 'Wysyła e-maile przez dowolny serwer pocztowy lub dostawcę obsługującego SMTP.',
    host: 'Host',
    hostHelp: 'Nazwa serwera pocztowego, np. smtp.example.com.',
    port: 'Port',
    portHelp: 'Zwykle 587 ze STARTTLS, 465 z niejawnym TLS, 25 bez szyfrowania.',
    security: 'Szyfrowanie',
    securityHelp: 'Sposób ochrony połączenia z serwerem pocztowym.',
    securityNone: 'Brak (bez szyfrowania)',
    securityStarttls: 'STARTTLS (wymagany)',
    securityTls: 'Niejawny TLS',
    username: 'Nazwa użytkownika',
    usernameHelp: 'Pozostaw puste, jeśli serwer nie wymaga logowania.',
    password: 'Hasło',
    fromAddress: 'Adres nadawcy',
    fromAddressHelp: 'Adres, z którego wychodzi e-mail; Twój serwer pocztowy musi go dopuszczać.',
    fromName: 'Nazwa nadawcy',
    fromNameHelp: 'Wyświetlana jako nadawca. Nazwa nadawcy ustawiona w szablonie ma pierwszeństwo.',
    ignoreInvalidCertificate: 'Akceptuj nieprawidłowe certyfikaty',
    ignoreInvalidCertificateHelp:
      'Tylko do testów: akceptuje certyfikat samopodpisany lub wygasły, przez co inni mogą czytać pocztę po drodze.',
  },
  httpEmail: {
    name: 'E-mail przez HTTP',
    description: 'Wysyła każdy e-mail jako JSON do Twojego punktu końcowego, który go dostarcza.',
  },
  httpSms: {
    name: 'SMS przez HTTP',
    description: 'Wysyła każdy SMS jako JSON do Twojego punktu końcowego lub do API Twojego dostawcy SMS.',
    bodyTemplate: 'Treść żądania',
    bodyTemplateHelp:
      'JSON do wysłania. {{to}}, {{text}}, {{code}} i {{type}} w jego ciągach znaków są zastępowane wartościami wiadomości.',
  },
  twilioSms: {
    name: 'SMS Twilio',
    description: 'Wysyła SMS-y przez Twoje konto Twilio.',
    accountSid: 'SID konta (Account SID)',
    accountSidHelp: 'Zaczyna się od AC; widoczny w konsoli Twilio.',
    authToken: 'Token uwierzytelniania',
    authTokenHelp: 'Widoczny obok Account SID w konsoli Twilio.',
    fromNumber: 'Numer nadawcy',
    fromNumberHelp:
      'Numer telefonu Twilio w formacie międzynarodowym, np. +15551234567. Niepotrzebny przy Messaging Service.',
    messagingServiceSid: 'SID usługi Messaging Service',
    messagingServiceSidHelp:
      'Opcjonalnie. Zaczyna się od MG; gdy jest ustawiony, Twilio wybiera nadawcę z usługi, a numer nadawcy nie jest używany.',
  },
} satisfies typeof en;
