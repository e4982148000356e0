export default {
  security: {
    title: 'Security',
    subtitle:
      'Protect sign-in and registration from bots and password guessing, and choose which email addresses may sign up.',
    captcha: {
      title: 'CAPTCHA',
      description:
        'Ask for a CAPTCHA before signing in or registering. The provider checks each answer, server to server.',
      enable: 'Require a CAPTCHA at sign-in and registration',
      enable_description: 'Applies while a provider is set up.',
      not_configured: 'No provider is set up yet.',
      configured: '{{provider}}, site key {{siteKey}}',
      set_up: 'Set up a provider',
      edit: 'Edit the provider',
      page_title: 'CAPTCHA provider',
      page_subtitle: 'The service that shows the widget on the sign-in pages and checks its answer.',
      back: 'Back to security',
      provider: 'Provider',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: 'Site key',
      secret_key: 'Secret key',
      secret_key_hint: 'For reCAPTCHA Enterprise, an API key. Stored encrypted and never shown again.',
      project_id: 'Project ID',
      guide: 'How to get these keys',
      delete_title: 'Delete the provider',
      delete_description: 'Sign-in and registration no longer ask for a CAPTCHA.',
      delete_confirm: 'Delete the CAPTCHA provider? Sign-in and registration will no longer ask for a CAPTCHA.',
      deleted: 'The CAPTCHA provider was deleted.',
    },
    guides: {
      Turnstile: {
        title: 'Set up Cloudflare Turnstile',
        step_1: 'In the Cloudflare dashboard, open Turnstile and add a widget.',
        step_2: 'Add the host name of your sign-in pages to the widget’s domains.',
        step_3: 'Copy the site key and the secret key into the CAPTCHA provider form.',
      },
      RecaptchaEnterprise: {
        title: 'Set up reCAPTCHA Enterprise',
        step_1: 'In the Google Cloud console, enable the reCAPTCHA Enterprise API for your project.',
        step_2: 'Create a score-based website key for the host name of your sign-in pages.',
        step_3:
          'Create an API key restricted to reCAPTCHA Enterprise, then enter the site key, the API key and the project ID.',
      },
    },
    lockout: {
      title: 'Lockout',
      description:
        'After this many failed password attempts, the account is locked for a while. A correct password resets the count.',
      max_attempts: 'Failed attempts before lockout',
      lockout_duration: 'Lockout duration in minutes',
    },
    unlock: {
      title: 'Unlock an account',
      description: 'Lift a lockout now: enter the username, email or phone number that was locked out.',
      identifier: 'Username, email or phone number',
      submit: 'Unlock',
      done: '“{{identifier}}” was unlocked.',
    },
    blocklist: {
      title: 'Email blocklist',
      description: 'Email addresses refused at registration and when users add an email to their account.',
      domains: 'Blocked domains',
      domains_hint: 'One domain per row; its subdomains are blocked too.',
      block_free: 'Block free email providers',
      block_free_description: 'Refuses common free providers such as gmail.com, outlook.com and yahoo.com.',
      block_subaddressing: 'Block subaddresses',
      block_subaddressing_description: 'Refuses addresses with a + tag, such as name+news@example.com.',
    },
  },
};
