/** The cloud console: tenant switcher, create-tenant modal, landing page, onboarding, accepting invitations. */
export default {
  cloud: {
    switcher: {
      label: 'Switch tenant',
      tenants: 'Tenants',
      invitations: 'Invitations',
      join: 'Join',
      pending: 'Pending invitations',
    },
    tags: {
      development: 'Development',
      production: 'Production',
    },
    status: {
      suspended: 'Suspended',
      mau_exceeded: 'MAU exceeded',
      token_exceeded: 'Token exceeded',
    },
    regions: {
      EU: 'Europe',
      US: 'United States',
      AU: 'Australia',
    },
    plans: {
      free: 'Free',
      pro: 'Pro',
      dev: 'Development',
      admin: 'Admin',
      enterprise: 'Enterprise',
    },
    fields: {
      name: 'Tenant name',
      region: 'Region',
      purpose: 'Usage purpose',
    },
    create: {
      title: 'Create tenant',
      submit: 'Create tenant',
      created: 'Tenant created.',
      purpose_development: 'For building and testing. Not for real users.',
      purpose_production: 'For your live app and real users.',
    },
    welcome: {
      title: 'Welcome to Gatehouse',
      description: 'Create a tenant to start adding applications and users, or join one you were invited to.',
    },
    onboarding: {
      title: 'Create your first tenant',
      description: 'A tenant holds your applications, users and sign-in settings. You can add more later.',
      name: 'Project name',
      default_name: 'My project',
      collaborators: 'Invite collaborators',
      collaborators_hint: 'Type email addresses and press space or Enter. They join as collaborators.',
      submit: 'Create and continue',
    },
    errors: {
      invalid_email: 'Some addresses are not valid emails. Fix or remove them; only valid ones are invited.',
    },
    accept: {
      title: 'Accept invitation',
      email_mismatch_title: 'This invitation is for another email',
      email_mismatch: 'You are signed in as {{account}}. Sign in with the invited account to accept it.',
      switch_account: 'Switch account',
      not_found: 'Invitation not found',
      invalid_status: 'Invalid invitation status: it was already accepted, revoked or has expired.',
      failed: 'The invitation could not be accepted. Try again later.',
      go_home: 'Go to the console',
    },
  },
};
