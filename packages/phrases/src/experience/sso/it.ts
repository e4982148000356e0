export default {
  sso: {
    title: 'Accesso unico (single sign-on)',
    description: 'Inserisci il tuo indirizzo email di lavoro. Ti porteremo all’accesso della tua organizzazione.',
    input_email: 'Email di lavoro',
    no_connector:
      'Il single sign-on non è configurato per {{domain}}. Controlla l’indirizzo o accedi in un altro modo.',
    redirecting: 'Ti stiamo portando all’accesso della tua organizzazione…',
    checking_account: 'Verifica dell’account della tua organizzazione.',
    entry: 'Accedi con single sign-on',
    offer: '{{provider}} ti fa accedere con il single sign-on.',
  },
};
