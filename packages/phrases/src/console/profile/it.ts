import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: 'Profilo',
    subtitle: 'Account personale della console di Gatehouse.',
    settings_title: 'Impostazioni del profilo',
    settings_description: 'Immagine, nome e nome utente dell’account.',
    avatar: 'URL dell’avatar',
    avatar_hint: 'Un link https:// a un’immagine quadrata.',
    name: 'Nome',
    username: 'Nome utente',
    password_title: 'Password di accesso',
    password_not_set: 'Non impostata',
    updated: 'Profilo aggiornato.',
  },
} satisfies Translated<typeof en, 'it'>;
