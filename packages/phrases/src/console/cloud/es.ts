import type { Translated } from '../../plurals';
import type en from './en';

export default {
  cloud: {
    switcher: {
      label: 'Cambiar de tenant',
      tenants: 'Tenants',
      invitations: 'Invitaciones',
      join: 'Unirse',
      pending: 'Invitaciones pendientes',
    },
    tags: {
      development: 'Desarrollo',
      production: 'Producción',
    },
    status: {
      suspended: 'Suspendido',
      mau_exceeded: 'MAU excedidos',
      token_exceeded: 'Tokens excedidos',
    },
    regions: {
      EU: 'Europa',
      US: 'Estados Unidos',
      AU: 'Australia',
    },
    plans: {
      free: 'Gratis',
      pro: 'Pro',
      dev: 'Desarrollo',
      admin: 'Administración',
      enterprise: 'Empresa',
    },
    fields: {
      name: 'Nombre del tenant',
      region: 'Región',
      purpose: 'Finalidad de uso',
    },
    create: {
      title: 'Crear tenant',
      submit: 'Crear tenant',
      created: 'Tenant creado.',
      purpose_development: 'Para desarrollar y probar. No para usuarios reales.',
      purpose_production: 'Para tu aplicación en producción y usuarios reales.',
    },
    welcome: {
      title: 'Te damos la bienvenida a Gatehouse',
      description:
        'Crea un tenant para empezar a añadir aplicaciones y usuarios, o únete a uno al que te hayan invitado.',
    },
    onboarding: {
      title: 'Crea tu primer tenant',
      description:
        'Un tenant contiene tus aplicaciones, usuarios y ajustes de inicio de sesión. Puedes añadir más después.',
      name: 'Nombre del proyecto',
      default_name: 'Mi proyecto',
      collaborators: 'Invitar colaboradores',
      collaborators_hint: 'Escribe direcciones de correo y pulsa espacio o Intro. Se unirán como colaboradores.',
      submit: 'Crear y continuar',
    },
    errors: {
      invalid_email: 'Algunas direcciones no son correos válidos. Corrígelas o quítalas; solo se invita a las válidas.',
    },
    accept: {
      title: 'Aceptar invitación',
      email_mismatch_title: 'Esta invitación es para otro correo',
      email_mismatch: 'Has iniciado sesión como {{account}}. Inicia sesión con la cuenta invitada para aceptarla.',
      switch_account: 'Cambiar de cuenta',
      not_found: 'Invitación no encontrada',
      invalid_status: 'Estado de invitación no válido: ya se aceptó, se revocó o ha caducado.',
      failed: 'No se pudo aceptar la invitación. Inténtalo más tarde.',
      go_home: 'Ir a la consola',
    },
  },
} satisfies Translated<typeof en, 'es'>;
