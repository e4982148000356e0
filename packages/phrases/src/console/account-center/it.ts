import type { Translated } from '../../plurals';
import type en from './en';

export default {
  account_center: {
    title: 'Centro account',
    description:
      'Consenti agli utenti connessi di vedere e modificare il proprio account tramite l’API dell’account (/api/my-account), campo per campo.',
    enable: 'Attiva l’API dell’account',
    enable_description:
      'Finché è disattivata, ogni richiesta all’API dell’account viene rifiutata, qualunque cosa consentano i campi.',
    disabled_notice: 'L’API dell’account è disattivata: le impostazioni dei campi qui sotto valgono appena la attivi.',
    security_title: 'Identificativi e credenziali di accesso',
    security_description:
      'Per cambiarne uno serve una prova d’identità recente: la password attuale o un codice inviato all’email o al telefono attuale.',
    profile_title: 'Dati del profilo',
    profile_description: 'Gli utenti li modificano direttamente, senza verifiche aggiuntive.',
    controls: {
      Off: 'Disattivato',
      ReadOnly: 'Sola lettura',
      Edit: 'Modifica',
    },
    fields: {
      name: 'Nome visualizzato',
      avatar: 'Immagine del profilo',
      profile: 'Profilo',
      customData: 'Dati personalizzati',
      username: 'Nome utente',
      email: 'Email principale',
      phone: 'Telefono principale',
      password: 'Password dell’account',
      social: 'Account social',
      mfa: 'Autenticazione a più fattori',
    },
    hints: {
      profile: 'Attributi standard del profilo: nome, soprannome, indirizzo e simili.',
      customData: 'JSON libero conservato sull’utente; una modifica lo sostituisce per intero.',
      username: 'Deve restare unico nel tenant.',
      email: 'Un nuovo indirizzo viene confermato con un codice inviato a esso.',
      phone: 'Un nuovo numero viene confermato con un codice inviato a esso.',
      password: 'Una nuova password deve rispettare la policy delle password.',
      social: 'Gli account social collegati sono visibili; l’API dell’account non li modifica ancora.',
      mfa: 'L’API dell’account non gestisce ancora l’autenticazione a più fattori.',
    },
  },
} satisfies Translated<typeof en, 'it'>;
