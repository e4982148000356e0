import type { MessagePhrases } from './en';

const trTR: MessagePhrases = {
  layout: {
    ignore: 'Bu isteği siz yapmadıysanız bu mesajı yok sayabilirsiniz.',
    codeLabel: 'Kodunuz',
    linkLabel: 'Bağlantıyı açın',
  },
  SignIn: {
    subject: 'Oturum açma kodunuz',
    body: 'Oturum açma kodunuz: {{code}}. Bu kod 10 dakika boyunca geçerlidir.',
  },
  Register: {
    subject: 'E-posta adresinizi doğrulayın',
    body: 'Hesabınızı oluşturmak için kodunuz: {{code}}. Bu kod 10 dakika boyunca geçerlidir.',
  },
  ForgotPassword: {
    subject: 'Parolanızı sıfırlayın',
    body: 'Parolanızı sıfırlamak için kodunuz: {{code}}. Bu kod 10 dakika boyunca geçerlidir.',
  },
  MagicLink: {
    subject: 'Oturum açma bağlantınız',
    body: 'Oturum açmak için bu bağlantıyı açın. Yalnızca bir kez çalışır ve yakında süresi dolar: {{link}}',
  },
  OrganizationInvitation: {
    subject: 'Bir kuruluşa katılmaya davet edildiniz',
    body: 'Bir kuruluşa katılmaya davet edildiniz. Daveti buradan kabul edebilirsiniz: {{link}}',
  },
  Generic: {
    subject: 'Doğrulama kodunuz',
    body: 'Doğrulama kodunuz: {{code}}. Bu kod 10 dakika boyunca geçerlidir.',
  },
  UserPermissionValidation: {
    subject: 'Kimliğinizi doğrulayın',
    body: 'Hesabınızdaki bu değişikliği onaylamak için kodunuz: {{code}}. Bu kod 10 dakika boyunca geçerlidir.',
  },
  BindNewIdentifier: {
    subject: 'Yeni adresinizi doğrulayın',
    body: 'Bu adresi hesabınıza eklemek için kodunuz: {{code}}. Bu kod 10 dakika boyunca geçerlidir.',
  },
  MfaVerification: {
    subject: 'İki adımlı doğrulama kodunuz',
    body: 'İki adımlı doğrulama kodunuz: {{code}}. Bu kod 10 dakika boyunca geçerlidir.',
  },
};

export default trTR;
