import type { MessagePhrases } from './en';

const it: MessagePhrases = {
  layout: {
    ignore: 'Se non hai richiesto tu questa operazione, puoi ignorare questo messaggio.',
    codeLabel: 'Il tuo codice',
    linkLabel: 'Apri il link',
  },
  SignIn: {
    subject: 'Il tuo codice di accesso',
    body: 'Il tuo codice per accedere è {{code}}. Scade tra 10 minuti.',
  },
  Register: {
    subject: 'Conferma il tuo indirizzo email',
    body: 'Il tuo codice per creare l’account è {{code}}. Scade tra 10 minuti.',
  },
  ForgotPassword: {
    subject: 'Reimposta la tua password',
    body: 'Il tuo codice per reimpostare la password è {{code}}. Scade tra 10 minuti.',
  },
  MagicLink: {
    subject: 'Il tuo link di accesso',
    body: 'Apri questo link per accedere. Funziona una sola volta e scade a breve: {{link}}',
  },
  OrganizationInvitation: {
    subject: 'Invito a unirti a un’organizzazione',
    body: 'Hai ricevuto un invito a unirti a un’organizzazione. Accetta l’invito qui: {{link}}',
  },
  Generic: {
    subject: 'Il tuo codice di verifica',
    body: 'Il tuo codice di verifica è {{code}}. Scade tra 10 minuti.',
  },
  UserPermissionValidation: {
    subject: 'Conferma la tua identità',
    body: 'Il tuo codice per confermare questa modifica al tuo account è {{code}}. Scade tra 10 minuti.',
  },
  BindNewIdentifier: {
    subject: 'Conferma il tuo nuovo indirizzo',
    body: 'Il tuo codice per aggiungere questo indirizzo al tuo account è {{code}}. Scade tra 10 minuti.',
  },
  MfaVerification: {
    subject: 'Il tuo codice di verifica in due passaggi',
    body: 'Il tuo codice di verifica in due passaggi è {{code}}. Scade tra 10 minuti.',
  },
};

export default it;
