import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: 'Lista para empezar',
    description: 'Se marca sola a medida que configuras este inquilino.',
    hide: 'Ocultar lista',
    create_application: 'Crear una aplicación',
    customize_sign_in: 'Personalizar la experiencia de inicio de sesión',
    add_connector: 'Añadir un conector',
    create_user: 'Crear un usuario',
    invite_teammate: 'Invitar a un compañero de equipo',
    done: 'Hecho',
    to_do: 'Pendiente',
  },
} satisfies Translated<typeof en, 'es'>;
