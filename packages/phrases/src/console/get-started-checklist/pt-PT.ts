import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: 'Lista para começar',
    description: 'Assinala-se sozinha à medida que configura este inquilino.',
    hide: 'Ocultar lista',
    create_application: 'Criar uma aplicação',
    customize_sign_in: 'Personalizar o início de sessão',
    add_connector: 'Adicionar um conector',
    create_user: 'Criar um utilizador',
    invite_teammate: 'Convidar um colega de equipa',
    done: 'Concluído',
    to_do: 'Por fazer',
  },
} satisfies Translated<typeof en, 'pt-PT'>;
