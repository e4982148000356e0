import type { MessagePhrases } from './en';

const de: MessagePhrases = {
  layout: {
    ignore: 'Wenn Sie dies nicht angefordert haben, können Sie diese Nachricht ignorieren.',
    codeLabel: 'Ihr Code',
    linkLabel: 'Link öffnen',
  },
  SignIn: {
    subject: 'Ihr Anmeldecode',
    body: 'Ihr Code für die Anmeldung lautet {{code}}. Er läuft in 10 Minuten ab.',
  },
  Register: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    body: 'Ihr Code zum Erstellen Ihres Kontos lautet {{code}}. Er läuft in 10 Minuten ab.',
  },
  ForgotPassword: {
    subject: 'Setzen Sie Ihr Passwort zurück',
    body: 'Ihr Code zum Zurücksetzen Ihres Passworts lautet {{code}}. Er läuft in 10 Minuten ab.',
  },
  MagicLink: {
    subject: 'Ihr Anmeldelink',
    body: 'Öffnen Sie diesen Link, um sich anzumelden. Er funktioniert einmal und läuft bald ab: {{link}}',
  },
  OrganizationInvitation: {
    subject: 'Einladung zu einer Organisation',
    body: 'Sie wurden eingeladen, einer Organisation beizutreten. Nehmen Sie die Einladung hier an: {{link}}',
  },
  Generic: {
    subject: 'Ihr Bestätigungscode',
    body: 'Ihr Bestätigungscode lautet {{code}}. Er läuft in 10 Minuten ab.',
  },
  UserPermissionValidation: {
    subject: 'Bestätigen Sie, dass Sie es sind',
    body: 'Ihr Code zum Bestätigen dieser Änderung an Ihrem Konto lautet {{code}}. Er läuft in 10 Minuten ab.',
  },
  BindNewIdentifier: {
    subject: 'Bestätigen Sie Ihre neue Adresse',
    body: 'Ihr Code, um diese Adresse zu Ihrem Konto hinzuzufügen, lautet {{code}}. Er läuft in 10 Minuten ab.',
  },
  MfaVerification: {
    subject: 'Ihr Code für die Zwei-Schritt-Verifizierung',
    body: 'Ihr Code für die Zwei-Schritt-Verifizierung lautet {{code}}. Er läuft in 10 Minuten ab.',
  },
};

export default de;
