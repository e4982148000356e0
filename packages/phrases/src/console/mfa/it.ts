import type { Translated } from '../../plurals';
import type en from './en';

export default {
  mfa: {
    title: 'Autenticazione a più fattori',
    subtitle:
      'Un secondo passaggio dopo il primo metodo di accesso: quali fattori gli utenti possono registrare e quando le pagine di accesso ne chiedono uno.',
    factors_title: 'Fattori',
    factors_description: 'I secondi fattori che gli utenti possono registrare e verificare all’accesso.',
    factors: {
      Totp: {
        title: 'App di autenticazione (TOTP)',
        description: 'Un codice di sei cifre da un’app come Google Authenticator o 1Password, nuovo ogni 30 secondi.',
      },
      WebAuthn: {
        title: 'Passkey (WebAuthn)',
        description: 'Impronta digitale, volto, blocco schermo o chiave di sicurezza.',
      },
      BackupCode: {
        title: 'Codici di backup',
        description: 'Dieci codici monouso per entrare senza l’altro fattore. Richiede un altro fattore attivo.',
      },
      EmailVerificationCode: {
        title: 'Codice via email',
        description: 'Un codice inviato all’indirizzo email principale. Gli utenti senza email non possono usarlo.',
      },
      PhoneVerificationCode: {
        title: 'Codice SMS',
        description:
          'Un codice inviato via SMS al numero di telefono principale. Gli utenti senza numero non possono usarlo.',
      },
    },
    passkey_title: 'Accesso con passkey',
    passkey_description: 'Chi ha creato una passkey può accedere solo con quella: senza nome utente né password.',
    passkey_sign_in: 'Accedi con una passkey',
    passkey_needs_webauthn:
      'Richiede le passkey (WebAuthn) attivate qui sopra: gli utenti le creano come secondo fattore.',
    related_origins: 'Origini correlate',
    related_origins_hint:
      'Altri tuoi siti https in cui gli utenti possono creare e usare le stesse passkey, come https://shop.example.com. I browser li leggono da /.well-known/webauthn; fino a 20.',
    needs_email_connector: 'Richiede un connettore email attivo (Connettori → Email e SMS).',
    needs_sms_connector: 'Richiede un connettore SMS attivo (Connettori → Email e SMS).',
    policy_title: 'Criterio',
    policy_description: 'Quando le pagine di accesso chiedono un secondo fattore.',
    policy: 'Criterio MFA',
    policies: {
      UserControlled: {
        title: 'A scelta di ogni utente',
        description:
          'Chi ha registrato un fattore lo verifica all’accesso; a nessuno viene chiesto di registrarne uno.',
      },
      Mandatory: {
        title: 'Obbligatorio',
        description: 'Ogni utente deve registrare un fattore e verificarlo a ogni accesso. Non si può saltare.',
      },
      PromptOnlyAtSignIn: {
        title: 'Suggerisci all’accesso',
        description: 'Agli utenti senza fattore viene proposto di registrarne uno all’accesso; possono saltare.',
      },
      PromptAtSignInAndSignUp: {
        title: 'Suggerisci all’accesso e alla registrazione',
        description: 'La stessa proposta, anche alla registrazione.',
      },
      NoPrompt: {
        title: 'Non suggerire mai',
        description: 'Chi ha registrato un fattore lo verifica; a nessuno viene proposto di registrarne uno.',
      },
    },
    remember_device_days: 'Ricorda questo dispositivo (giorni)',
    remember_device_hint:
      'Gli utenti possono saltare il secondo fattore su un dispositivo attendibile per questo numero di giorni. 0 nasconde l’opzione.',
    organization_title: 'Organizzazioni che richiedono la MFA',
    organization_description:
      'Chi accede a un’organizzazione con «Richiedi MFA» attivo deve registrare un fattore e verificarlo, qualunque sia il criterio qui sopra; non può saltarlo.',
    errors: {
      mandatory_needs_factor: 'Una policy obbligatoria richiede un fattore attivo oltre ai codici di backup.',
      backup_needs_factor: 'I codici di backup richiedono l’app di autenticazione o le passkey.',
    },
    lockout_title: 'Alcuni utenti potrebbero restare bloccati',
    lockout_mandatory: 'Ogni utente senza fattore dovrà registrarne uno prima di poter accedere di nuovo.',
    lockout_factor_off: 'Gli utenti che hanno registrato {{factors}} non potranno più usarlo per accedere.',
    lockout_confirm: 'Salva comunque',
  },
} satisfies Translated<typeof en, 'it'>;
