import type { MessagePhrases } from './en';

const ptPT: MessagePhrases = {
  layout: {
    ignore: 'Se não fez este pedido, pode ignorar esta mensagem.',
    codeLabel: 'O seu código',
    linkLabel: 'Abrir a ligação',
  },
  SignIn: {
    subject: 'O seu código de início de sessão',
    body: 'O seu código para iniciar sessão é {{code}}. Expira dentro de 10 minutos.',
  },
  Register: {
    subject: 'Confirme o seu endereço de e-mail',
    body: 'O seu código para criar a sua conta é {{code}}. Expira dentro de 10 minutos.',
  },
  ForgotPassword: {
    subject: 'Reponha a sua palavra-passe',
    body: 'O seu código para repor a sua palavra-passe é {{code}}. Expira dentro de 10 minutos.',
  },
  MagicLink: {
    subject: 'A sua ligação de início de sessão',
    body: 'Abra esta ligação para iniciar sessão. Funciona uma única vez e expira em breve: {{link}}',
  },
  OrganizationInvitation: {
    subject: 'Convite para aderir a uma organização',
    body: 'Recebeu um convite para aderir a uma organização. Aceite o convite aqui: {{link}}',
  },
  Generic: {
    subject: 'O seu código de verificação',
    body: 'O seu código de verificação é {{code}}. Expira dentro de 10 minutos.',
  },
  UserPermissionValidation: {
    subject: 'Confirme a sua identidade',
    body: 'O seu código para confirmar esta alteração à sua conta é {{code}}. Expira dentro de 10 minutos.',
  },
  BindNewIdentifier: {
    subject: 'Confirme o seu novo endereço',
    body: 'O seu código para adicionar este endereço à sua conta é {{code}}. Expira dentro de 10 minutos.',
  },
  MfaVerification: {
    subject: 'O seu código de verificação em dois passos',
    body: 'O seu código de verificação em dois passos é {{code}}. Expira dentro de 10 minutos.',
  },
};

export default ptPT;
