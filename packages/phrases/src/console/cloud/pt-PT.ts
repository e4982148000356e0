import type { Translated } from '../../plurals';
import type en from './en';

export default {
  cloud: {
    switcher: {
      label: 'Mudar de tenant',
      tenants: 'Tenants',
      invitations: 'Convites',
      join: 'Aderir',
      pending: 'Convites pendentes',
    },
    tags: {
      development: 'Desenvolvimento',
      production: 'Produção',
    },
    status: {
      suspended: 'Suspenso',
      mau_exceeded: 'MAU excedidos',
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
      purpose: 'Finalidade de utilização',
    },
    create: {
      title: 'Criar tenant',
      submit: 'Criar tenant',
      created: 'Tenant criado.',
      purpose_development: 'Para desenvolver e testar. Não para utilizadores reais.',
      purpose_production: 'Para a sua aplicação em produção e utilizadores reais.',
    },
    welcome: {
      title: 'Bem-vindo ao Gatehouse',
      description:
        'Crie um tenant para começar a adicionar aplicações e utilizadores, ou adira a um para o qual foi convidado.',
    },
    onboarding: {
      title: 'Crie o seu primeiro tenant',
      description:
        'Um tenant reúne as suas aplicações, utilizadores e definições de início de sessão. Pode adicionar mais depois.',
      name: 'Nome do projeto',
      default_name: 'O meu projeto',
      collaborators: 'Convidar colaboradores',
      collaborators_hint: 'Escreva endereços de email e prima espaço ou Enter. Entram como colaboradores.',
      submit: 'Criar e continuar',
    },
    errors: {
      invalid_email: 'Alguns endereços não são emails válidos. Corrija-os ou remova-os; só os válidos são convidados.',
    },
    accept: {
      title: 'Aceitar convite',
      email_mismatch_title: 'Este convite é para outro email',
      email_mismatch: 'Tem sessão iniciada como {{account}}. Inicie sessão com a conta convidada para o aceitar.',
      switch_account: 'Mudar de conta',
      not_found: 'Convite não encontrado',
      invalid_status: 'Estado do convite inválido: já foi aceite, revogado ou expirou.',
      failed: 'Não foi possível aceitar o convite. Tente mais tarde.',
      go_home: 'Ir para a consola',
    },
  },
} satisfies Translated<typeof en, 'pt-PT'>;
