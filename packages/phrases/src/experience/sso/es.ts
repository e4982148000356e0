export default {
  sso: {
    title: 'Inicio de sesión único',
    description: 'Introduce tu correo electrónico del trabajo. Te llevaremos al inicio de sesión de tu organización.',
    input_email: 'Correo del trabajo',
    no_connector:
      'El inicio de sesión único no está configurado para {{domain}}. Comprueba la dirección o inicia sesión de otra forma.',
    redirecting: 'Te llevamos al inicio de sesión de tu organización…',
    checking_account: 'Comprobando la cuenta de tu organización.',
    entry: 'Iniciar sesión con inicio de sesión único',
    offer: '{{provider}} te permite iniciar sesión con inicio de sesión único.',
  },
};
