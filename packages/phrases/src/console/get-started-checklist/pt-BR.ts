import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: 'Checklist para começar',
    description: 'Marca-se sozinho conforme você configura este tenant.',
    hide: 'Ocultar checklist',
    create_application: 'Criar um aplicativo',
    customize_sign_in: 'Personalizar a experiência de login',
    add_connector: 'Adicionar um conector',
    create_user: 'Criar um usuário',
    invite_teammate: 'Convidar um colega de equipe',
    done: 'Concluído',
    to_do: 'A fazer',
  },
} satisfies Translated<typeof en, 'pt-BR'>;
