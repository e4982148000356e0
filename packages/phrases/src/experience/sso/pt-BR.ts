export default {
  sso: {
    title: 'Login único',
    description: 'Digite seu e-mail de trabalho. Vamos levar você ao login da sua organização.',
    input_email: 'E-mail de trabalho',
    no_connector: 'O login único não está configurado para {{domain}}. Confira o endereço ou entre de outra forma.',
    redirecting: 'Levando você ao login da sua organização…',
    checking_account: 'Verificando a conta da sua organização.',
    entry: 'Entrar com login único',
    offer: '{{provider}} faz seu login com login único.',
  },
};
