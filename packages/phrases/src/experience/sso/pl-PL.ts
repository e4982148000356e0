export default {
  sso: {
    title: 'Logowanie jednokrotne',
    description: 'Wpisz służbowy adres e-mail. Przeniesiemy Cię do logowania Twojej organizacji.',
    input_email: 'Służbowy e-mail',
    no_connector:
      'Logowanie jednokrotne nie jest skonfigurowane dla {{domain}}. Sprawdź adres lub zaloguj się w inny sposób.',
    redirecting: 'Przenosimy Cię do logowania Twojej organizacji…',
    checking_account: 'Sprawdzanie konta Twojej organizacji.',
    entry: 'Zaloguj się przez logowanie jednokrotne',
    offer: '{{provider}} loguje Cię przez logowanie jednokrotne.',
  },
};
