import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: 'Sicurezza',
    subtitle:
      'Proteggi accesso e registrazione da bot e tentativi di indovinare le password, e scegli quali indirizzi email possono registrarsi.',
    captcha: {
      title: 'CAPTCHA',
      description:
        'Chiedi un CAPTCHA prima dell’accesso o della registrazione. Il fornitore verifica ogni risposta, da server a server.',
      enable: 'Richiedi un CAPTCHA all’accesso e alla registrazione',
      enable_description: 'Si applica finché è configurato un fornitore.',
      not_configured: 'Nessun fornitore è ancora configurato.',
      configured: '{{provider}}, chiave del sito {{siteKey}}',
      set_up: 'Configura un fornitore',
      edit: 'Modifica il fornitore',
      page_title: 'Fornitore CAPTCHA',
      page_subtitle: 'Il servizio che mostra il widget nelle pagine di accesso e ne verifica la risposta.',
      back: 'Torna a sicurezza',
      provider: 'Fornitore',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: 'Chiave del sito',
      secret_key: 'Chiave segreta',
      secret_key_hint: 'Per reCAPTCHA Enterprise, una chiave API. Salvata cifrata e mai più mostrata.',
      project_id: 'ID progetto',
      guide: 'Come ottenere queste chiavi',
      delete_title: 'Elimina il fornitore',
      delete_description: 'Accesso e registrazione non chiedono più un CAPTCHA.',
      delete_confirm: 'Eliminare il fornitore CAPTCHA? Accesso e registrazione non chiederanno più un CAPTCHA.',
      deleted: 'Il fornitore CAPTCHA è stato eliminato.',
    },
    guides: {
      Turnstile: {
        title: 'Configura Cloudflare Turnstile',
        step_1: 'Nella dashboard di Cloudflare, apri Turnstile e aggiungi un widget.',
        step_2: 'Aggiungi il nome host delle tue pagine di accesso ai domini del widget.',
        step_3: 'Copia la chiave del sito e la chiave segreta nel modulo del fornitore CAPTCHA.',
      },
      RecaptchaEnterprise: {
        title: 'Configura reCAPTCHA Enterprise',
        step_1: 'Nella console Google Cloud, abilita l’API reCAPTCHA Enterprise per il tuo progetto.',
        step_2: 'Crea una chiave per sito web basata sul punteggio per il nome host delle tue pagine di accesso.',
        step_3:
          'Crea una chiave API limitata a reCAPTCHA Enterprise, poi inserisci la chiave del sito, la chiave API e l’ID progetto.',
      },
    },
    lockout: {
      title: 'Blocco',
      description:
        'Dopo questo numero di tentativi di password falliti, l’account viene bloccato per un po’. Una password corretta azzera il conteggio.',
      max_attempts: 'Tentativi falliti prima del blocco',
      lockout_duration: 'Durata del blocco in minuti',
    },
    unlock: {
      title: 'Sblocca un account',
      description: 'Rimuovi subito un blocco: inserisci il nome utente, l’email o il numero di telefono bloccato.',
      identifier: 'Nome utente, email o numero di telefono',
      submit: 'Sblocca',
      done: '«{{identifier}}» è stato sbloccato.',
    },
    blocklist: {
      title: 'Lista di blocco email',
      description:
        'Indirizzi email rifiutati alla registrazione e quando gli utenti aggiungono un’email al proprio account.',
      domains: 'Domini bloccati',
      domains_hint: 'Un dominio per riga; anche i suoi sottodomini sono bloccati.',
      block_free: 'Blocca i fornitori di email gratuiti',
      block_free_description: 'Rifiuta i fornitori gratuiti più comuni come gmail.com, outlook.com e yahoo.com.',
      block_subaddressing: 'Blocca i sottoindirizzi',
      block_subaddressing_description: 'Rifiuta gli indirizzi con un’etichetta +, come nome+news@example.com.',
    },
  },
} satisfies Translated<typeof en, 'it'>;
