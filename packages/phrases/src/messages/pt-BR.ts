import type { MessagePhrases } from './en';

const ptBR: MessagePhrases = {
  layout: {
    ignore: 'Se você não fez esta solicitação, pode ignorar esta mensagem.',
    codeLabel: 'Seu código',
    linkLabel: 'Abrir o link',
  },
  SignIn: {
    subject: 'Seu código de login',
    body: 'Seu código para fazer login é {{code}}. Ele expira em 10 minutos.',
  },
  Register: {
    subject: 'Confirme seu endereço de e-mail',
    body: 'Seu código para criar sua conta é {{code}}. Ele expira em 10 minutos.',
  },
  ForgotPassword: {
    subject: 'Redefina sua senha',
    body: 'Seu código para redefinir sua senha é {{code}}. Ele expira em 10 minutos.',
  },
  MagicLink: {
    subject: 'Seu link de acesso',
    body: 'Abra este link para entrar. Ele funciona uma única vez e expira em breve: {{link}}',
  },
  OrganizationInvitation: {
    subject: 'Convite para participar de uma organização',
    body: 'Você recebeu um convite para participar de uma organização. Aceite o convite aqui: {{link}}',
  },
  Generic: {
    subject: 'Seu código de verificação',
    body: 'Seu código de verificação é {{code}}. Ele expira em 10 minutos.',
  },
  UserPermissionValidation: {
    subject: 'Confirme que é você',
    body: 'Seu código para confirmar esta alteração na sua conta é {{code}}. Ele expira em 10 minutos.',
  },
  BindNewIdentifier: {
    subject: 'Confirme seu novo endereço',
    body: 'Seu código para adicionar este endereço à sua conta é {{code}}. Ele expira em 10 minutos.',
  },
  MfaVerification: {
    subject: 'Seu código de verificação em duas etapas',
    body: 'Seu código de verificação em duas etapas é {{code}}. Ele expira em 10 minutos.',
  },
};

export default ptBR;
