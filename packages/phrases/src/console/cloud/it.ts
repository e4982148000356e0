import type { Translated } from '../../plurals';
import type en from './en';

export default {
  cloud: {
    switcher: {
      label: 'Cambia tenant',
      tenants: 'Tenant',
      invitations: 'Inviti',
      join: 'Unisciti',
      pending: 'Inviti in sospeso',
    },
    tags: {
      development: 'Sviluppo',
      production: 'Produzione',
    },
    status: {
      suspended: 'Sospeso',
      mau_exceeded: 'MAU superati',
      token_exceeded: 'Token superati',
    },
    regions: {
      EU: 'Europa',
      US: 'Stati Uniti',
      AU: 'Australia',
    },
    plans: {
      free: 'Gratuito',
      pro: 'Pro',
      dev: 'Sviluppo',
      admin: 'Admin',
      enterprise: 'Enterprise',
    },
    fields: {
      name: 'Nome del tenant',
      region: 'Regione',
      purpose: 'Scopo d’uso',
    },
    create: {
      title: 'Crea tenant',
      submit: 'Crea tenant',
      created: 'Tenant creato.',
      purpose_development: 'Per sviluppare e testare. Non per utenti reali.',
      purpose_production: 'Per la tua app in produzione e utenti reali.',
    },
    welcome: {
      title: 'Benvenuto in Gatehouse',
      description:
        'Crea un tenant per iniziare ad aggiungere applicazioni e utenti, oppure unisciti a uno a cui sei stato invitato.',
    },
    onboarding: {
      title: 'Crea il tuo primo tenant',
      description:
        'Un tenant contiene le tue applicazioni, gli utenti e le impostazioni di accesso. Potrai aggiungerne altri in seguito.',
      name: 'Nome del progetto',
      default_name: 'Il mio progetto',
      collaborators: 'Invita collaboratori',
      collaborators_hint: 'Digita gli indirizzi email e premi spazio o Invio. Entreranno come collaboratori.',
      submit: 'Crea e continua',
    },
    errors: {
      invalid_email:
        'Alcuni indirizzi non sono email valide. Correggili o rimuovili; vengono invitati solo quelli validi.',
    },
    accept: {
      title: 'Accetta invito',
      email_mismatch_title: 'Questo invito è per un’altra email',
      email_mismatch: 'Hai effettuato l’accesso come {{account}}. Accedi con l’account invitato per accettarlo.',
      switch_account: 'Cambia account',
      not_found: 'Invito non trovato',
      invalid_status: 'Stato dell’invito non valido: è già stato accettato, revocato oppure è scaduto.',
      failed: 'Impossibile accettare l’invito. Riprova più tardi.',
      go_home: 'Vai alla console',
    },
  },
} satisfies Translated<typeof en, 'it'>;
