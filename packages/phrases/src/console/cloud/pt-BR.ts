import type { Translated } from '../../plurals';
import type en from './en';

export default {
  cloud: {
    switcher: {
      label: 'Trocar de tenant',
      tenants: 'Tenants',
      invitations: 'Convites',
      join: 'Entrar',
      pending: 'Convites pendentes',
    },
    tags: {
      development: 'Desenvolvimento',
      production: 'Produção',
    },
    status: {
      suspended: 'Suspenso',
      mau_exceeded: 'MAU excedido',
      token_exceeded: 'Tokens excedidos',
    },
    regions: {
      EU: 'Europa',
      US: 'Estados Unidos',
      AU: 'Austrália',
    },
    plans: {
      free: 'Gratuito',
      pro: 'Pro',
      dev: 'Desenvolvimento',
      admin: 'Admin',
      enterprise: 'Empresarial',
    },
    fields: {
      name: 'Nome do tenant',
      region: 'Região',
      purpose: 'Finalidade de uso',
    },
    create: {
      title: 'Criar tenant',
      submit: 'Criar tenant',
      created: 'Tenant criado.',
      purpose_development: 'Para desenvolver e testar. Não para usuários reais.',
      purpose_production: 'Para seu app em produção e usuários reais.',
    },
    welcome: {
      title: 'Boas-vindas ao Gatehouse',
      description:
        'Crie um tenant para começar a adicionar aplicativos e usuários, ou entre em um para o qual você foi convidado.',
    },
    onboarding: {
      title: 'Crie seu primeiro tenant',
      description:
        'Um tenant reúne seus aplicativos, usuários e configurações de login. Você pode adicionar outros depois.',
      name: 'Nome do projeto',
      default_name: 'Meu projeto',
      collaborators: 'Convidar colaboradores',
      collaborators_hint: 'Digite endereços de e-mail e pressione espaço ou Enter. Eles entram como colaboradores.',
      submit: 'Criar e continuar',
    },
    errors: {
      invalid_email: 'Alguns endereços não são e-mails válidos. Corrija-os ou remova-os; só os válidos são convidados.',
    },
    accept: {
      title: 'Aceitar convite',
      email_mismatch_title: 'Este convite é para outro e-mail',
      email_mismatch: 'Você entrou como {{account}}. Entre com a conta convidada para aceitá-lo.',
      switch_account: 'Trocar de conta',
      not_found: 'Convite não encontrado',
      invalid_status: 'Status de convite inválido: ele já foi aceito, revogado ou expirou.',
      failed: 'Não foi possível aceitar o convite. Tente novamente mais tarde.',
      go_home: 'Ir para o console',
    },
  },
} satisfies Translated<typeof en, 'pt-BR'>;
