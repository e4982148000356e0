export default {
  sso: {
    title: 'Authentification unique',
    description:
      'Saisissez votre adresse e-mail professionnelle. Nous vous conduirons vers la connexion de votre organisation.',
    input_email: 'E-mail professionnel',
    no_connector:
      'L’authentification unique n’est pas configurée pour {{domain}}. Vérifiez l’adresse ou connectez-vous autrement.',
    redirecting: 'Redirection vers la connexion de votre organisation…',
    checking_account: 'Vérification du compte de votre organisation.',
    entry: 'Se connecter avec l’authentification unique',
    offer: '{{provider}} vous connecte par authentification unique.',
  },
};
