import type { MessagePhrases } from './en';

const es: MessagePhrases = {
  layout: {
    ignore: 'Si no ha solicitado esto, puede ignorar este mensaje.',
    codeLabel: 'Su código',
    linkLabel: 'Abrir el enlace',
  },
  SignIn: {
    subject: 'Su código de inicio de sesión',
    body: 'Su código para iniciar sesión es {{code}}. Caduca en 10 minutos.',
  },
  Register: {
    subject: 'Confirme su dirección de correo electrónico',
    body: 'Su código para crear su cuenta es {{code}}. Caduca en 10 minutos.',
  },
  ForgotPassword: {
    subject: 'Restablezca su contraseña',
    body: 'Su código para restablecer su contraseña es {{code}}. Caduca en 10 minutos.',
  },
  MagicLink: {
    subject: 'Tu enlace de inicio de sesión',
    body: 'Abre este enlace para iniciar sesión. Funciona una sola vez y caduca pronto: {{link}}',
  },
  OrganizationInvitation: {
    subject: 'Invitación para unirse a una organización',
    body: 'Ha recibido una invitación para unirse a una organización. Acepte la invitación aquí: {{link}}',
  },
  Generic: {
    subject: 'Su código de verificación',
    body: 'Su código de verificación es {{code}}. Caduca en 10 minutos.',
  },
  UserPermissionValidation: {
    subject: 'Confirme que es usted',
    body: 'Su código para confirmar este cambio en su cuenta es {{code}}. Caduca en 10 minutos.',
  },
  BindNewIdentifier: {
    subject: 'Confirme su nueva dirección',
    body: 'Su código para añadir esta dirección a su cuenta es {{code}}. Caduca en 10 minutos.',
  },
  MfaVerification: {
    subject: 'Su código de verificación en dos pasos',
    body: 'Su código de verificación en dos pasos es {{code}}. Caduca en 10 minutos.',
  },
};

export default es;
