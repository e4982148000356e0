import type en from './en';

export default {
  common: {
    filePath: 'Percorso del file',
    filePathHelp:
      'Ogni messaggio viene aggiunto a questo file come una riga JSON. Un percorso relativo parte dalla cartella in cui gira il server; il nome deve terminare con .log o .jsonl.',
    url: 'URL dell’endpoint',
    urlHelp: 'Un indirizzo http o https. Ogni messaggio vi viene inviato come richiesta POST in JSON.',
    headers: 'Intestazioni della richiesta',
    headersHelp:
      'Un oggetto JSON di intestazioni HTTP inviate con ogni richiesta, come un’intestazione Authorization con il tuo token. Tenuto segreto.',
  },
  devEmail: {
    name: 'Email di sviluppo (log e file)',
    description:
      'Solo per lo sviluppo: non recapita alcuna email. Scrive ogni messaggio, con il suo codice o link, nel log del server e in un file.',
  },
  devSms: {
    name: 'SMS di sviluppo (log e file)',
    description:
      'Solo per lo sviluppo: non invia alcun SMS. Scrive ogni messaggio, con il suo codice, nel log del server e in un file.',
  },
  smtp: {
    name: 'SMTP',
    description: 'Invia email tramite qualsiasi server o provider di posta che accetta SMTP.',
    host: 'Host',
    hostHelp: 'Il nome del server di posta, ad esempio smtp.example.com.',
    port: 'Porta',
    portHelp: 'Di solito 587 con STARTTLS, 465 con TLS implicito, 25 senza crittografia.',
    security: 'Crittografia',
    securityHelp: 'Come viene protetta la connessione al server di posta.',
    securityNone: 'Nessuna (non crittografata)',
    securityStarttls: 'STARTTLS (obbligatorio)',
    securityTls: 'TLS implicito',
    username: 'Nome utente',
    usernameHelp: 'Lascia vuoto se il server non richiede l’accesso.',
    password: 'Password',
    fromAddress: 'Indirizzo del mittente',
    fromAddressHelp: 'L’indirizzo da cui arriva l’email; il tuo server di posta deve consentirlo.',
    fromName: 'Nome del mittente',
    fromNameHelp: 'Mostrato come mittente. Il nome del mittente impostato da un modello ha la precedenza.',
    ignoreInvalidCertificate: 'Accetta certificati non validi',
    ignoreInvalidCertificateHelp:
      'Solo per i test: accetta un certificato autofirmato o scaduto, il che permette ad altri di leggere la posta lungo il percorso.',
  },
  httpEmail: {
    name: 'Email via HTTP',
    description: 'Invia ogni email come JSON al tuo endpoint, che si occupa di recapitarla.',
  },
  httpSms: {
    name: 'SMS via HTTP',
    description: 'Invia ogni SMS come JSON al tuo endpoint o all’API del tuo provider SMS.',
    bodyTemplate: 'Corpo della richiesta',
    bodyTemplateHelp:
      'Il JSON da inviare. {{to}}, {{text}}, {{code}} e {{type}} nelle sue stringhe vengono sostituiti con i valori del messaggio.',
  },
  twilioSms: {
    name: 'SMS Twilio',
    description: 'Invia SMS tramite il tuo account Twilio.',
    accountSid: 'SID dell’account (Account SID)',
    accountSidHelp: 'Inizia con AC; è mostrato nella tua console Twilio.',
    authToken: 'Token di autenticazione',
    authTokenHelp: 'È mostrato accanto all’Account SID nella tua console Twilio.',
    fromNumber: 'Numero del mittente',
    fromNumberHelp:
      'Un numero di telefono Twilio in formato internazionale, ad esempio +15551234567. Non serve con un Messaging Service.',
    messagingServiceSid: 'SID del Messaging Service',
    messagingServiceSidHelp:
      'Facoltativo. Inizia con MG; se impostato, Twilio sceglie il mittente dal servizio e il numero del mittente non viene usato.',
  },
} satisfies typeof en;
