import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: 'Checkliste für den Einstieg',
    description: 'Hakt sich selbst ab, während Sie diesen Mandanten einrichten.',
    hide: 'Checkliste ausblenden',
    create_application: 'Eine Anwendung erstellen',
    customize_sign_in: 'Die Anmeldeseite anpassen',
    add_connector: 'Einen Connector hinzufügen',
    create_user: 'Einen Benutzer anlegen',
    invite_teammate: 'Ein Teammitglied einladen',
    done: 'Erledigt',
    to_do: 'Offen',
  },
} satisfies Translated<typeof en, 'de'>;
