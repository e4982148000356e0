import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: 'Lista na start',
    description: 'Zaznacza się sama, gdy konfigurujesz tę dzierżawę.',
    hide: 'Ukryj listę',
    create_application: 'Utwórz aplikację',
    customize_sign_in: 'Dostosuj logowanie',
    add_connector: 'Dodaj łącznik',
    create_user: 'Utwórz użytkownika',
    invite_teammate: 'Zaproś członka zespołu',
    done: 'Gotowe',
    to_do: 'Do zrobienia',
  },
} satisfies Translated<typeof en, 'pl-PL'>;
