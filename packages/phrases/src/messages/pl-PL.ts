import type { MessagePhrases } from './en';

const plPL: MessagePhrases = {
  layout: {
    ignore: 'Jeśli ta prośba nie pochodzi od Ciebie, możesz zignorować tę wiadomość.',
    codeLabel: 'Twój kod',
    linkLabel: 'Otwórz link',
  },
  SignIn: {
    subject: 'Twój kod logowania',
    body: 'Twój kod do zalogowania się to {{code}}. Wygasa za 10 minut.',
  },
  Register: {
    subject: 'Potwierdź swój adres e-mail',
    body: 'Twój kod do utworzenia konta to {{code}}. Wygasa za 10 minut.',
  },
  ForgotPassword: {
    subject: 'Zresetuj hasło',
    body: 'Twój kod do zresetowania hasła to {{code}}. Wygasa za 10 minut.',
  },
  MagicLink: {
    subject: 'Twój link do logowania',
    body: 'Otwórz ten link, aby się zalogować. Działa jeden raz i wkrótce wygaśnie: {{link}}',
  },
  OrganizationInvitation: {
    subject: 'Zaproszenie do organizacji',
    body: 'Masz zaproszenie do dołączenia do organizacji. Zaakceptuj je tutaj: {{link}}',
  },
  Generic: {
    subject: 'Twój kod weryfikacyjny',
    body: 'Twój kod weryfikacyjny to {{code}}. Wygasa za 10 minut.',
  },
  UserPermissionValidation: {
    subject: 'Potwierdź, że to Ty',
    body: 'Twój kod do potwierdzenia tej zmiany na koncie to {{code}}. Wygasa za 10 minut.',
  },
  BindNewIdentifier: {
    subject: 'Potwierdź nowy adres',
    body: 'Twój kod do dodania tego adresu do konta to {{code}}. Wygasa za 10 minut.',
  },
  MfaVerification: {
    subject: 'Twój kod weryfikacji dwuetapowej',
    body: 'Twój kod weryfikacji dwuetapowej to {{code}}. Wygasa za 10 minut.',
  },
};

export default plPL;
