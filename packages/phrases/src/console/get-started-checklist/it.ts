import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: 'Checklist per iniziare',
    description: 'Si spunta da sola mentre configuri questo tenant.',
    hide: 'Nascondi checklist',
    create_application: 'Crea un’applicazione',
    customize_sign_in: 'Personalizza l’esperienza di accesso',
    add_connector: 'Aggiungi un connettore',
    create_user: 'Crea un utente',
    invite_teammate: 'Invita un collega',
    done: 'Fatto',
    to_do: 'Da fare',
  },
} satisfies Translated<typeof en, 'it'>;
