export default {
  sso: {
    title: 'Single Sign-On',
    description:
      'Geben Sie Ihre geschäftliche E-Mail-Adresse ein. Wir leiten Sie zur Anmeldung Ihrer Organisation weiter.',
    input_email: 'Geschäftliche E-Mail',
    no_connector:
      'Für {{domain}} ist kein Single Sign-On eingerichtet. Prüfen Sie die Adresse oder melden Sie sich anders an.',
    redirecting: 'Sie werden zur Anmeldung Ihrer Organisation weitergeleitet…',
    checking_account: 'Ihr Organisationskonto wird geprüft.',
    entry: 'Mit Single Sign-On anmelden',
    offer: '{{provider}} meldet Sie per Single Sign-On an.',
  },
};
