export default {
  sso: {
    title: 'Início de sessão único',
    description: 'Introduza o seu e-mail profissional. Vamos levá-lo ao início de sessão da sua organização.',
    input_email: 'E-mail profissional',
    no_connector:
      'O início de sessão único não está configurado para {{domain}}. Verifique o endereço ou inicie sessão de outra forma.',
    redirecting: 'A levá-lo ao início de sessão da sua organização…',
    checking_account: 'A verificar a conta da sua organização.',
    entry: 'Iniciar sessão com início de sessão único',
    offer: '{{provider}} inicia a sua sessão com início de sessão único.',
  },
};
