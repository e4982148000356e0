export default {
  mfa: {
    title: 'Multi-factor authentication',
    subtitle:
      'A second step after the first sign-in method: which factors users may enroll, and when the sign-in pages ask for one.',
    factors_title: 'Factors',
    factors_description: 'The second factors users can enroll and verify at sign-in.',
    factors: {
      Totp: {
        title: 'Authenticator app (TOTP)',
        description: 'A six-digit code from an app such as Google Authenticator or 1Password, new every 30 seconds.',
      },
      WebAuthn: {
        title: 'Passkeys (WebAuthn)',
        description: 'A fingerprint, face, screen lock or security key.',
      },
      BackupCode: {
        title: 'Backup codes',
        description: 'Ten single-use codes to get in without the other factor. Needs another factor on.',
      },
      EmailVerificationCode: {
        title: 'Email code',
        description: 'A code sent to the user’s primary email address. Users without an email address cannot use it.',
      },
      PhoneVerificationCode: {
        title: 'SMS code',
        description:
          'A code sent by text message to the user’s primary phone number. Users without a phone number cannot use it.',
      },
    },
    passkey_title: 'Passkey sign-in',
    passkey_description: 'Users who created a passkey can sign in with it alone: no username, no password.',
    passkey_sign_in: 'Sign in with a passkey',
    passkey_needs_webauthn: 'Needs passkeys (WebAuthn) on above: users create their passkeys as a second factor.',
    related_origins: 'Related origins',
    related_origins_hint:
      'Other https sites of yours where users may create and use the same passkeys, such as https://shop.example.com. Browsers read them from /.well-known/webauthn; up to 20.',
    needs_email_connector: 'Needs an enabled email connector (Connectors → Email and SMS).',
    needs_sms_connector: 'Needs an enabled SMS connector (Connectors → Email and SMS).',
    policy_title: 'Policy',
    policy_description: 'When the sign-in pages ask users for a second factor.',
    policy: 'MFA policy',
    policies: {
      UserControlled: {
        title: 'Up to each user',
        description: 'Users who enrolled a factor verify it at sign-in; nobody is asked to enroll one.',
      },
      Mandatory: {
        title: 'Mandatory',
        description: 'Every user must enroll a factor and verify it at every sign-in. It cannot be skipped.',
      },
      PromptOnlyAtSignIn: {
        title: 'Suggest at sign-in',
        description: 'Users without a factor are offered to enroll one when they sign in, and may skip it.',
      },
      PromptAtSignInAndSignUp: {
        title: 'Suggest at sign-in and registration',
        description: 'The same offer, at registration too.',
      },
      NoPrompt: {
        title: 'Never suggest',
        description: 'Users who enrolled a factor verify it; nobody is offered to enroll one.',
      },
    },
    remember_device_days: 'Remember this device (days)',
    remember_device_hint:
      'Users may skip the second factor on a device they trust for this many days. 0 hides the option.',
    organization_title: 'Organizations that require MFA',
    organization_description:
      'Users signing in to an organization with “Require MFA” on must enroll a factor and verify it, whatever the policy above; they cannot skip it.',
    errors: {
      mandatory_needs_factor: 'A mandatory policy needs a factor turned on besides backup codes.',
      backup_needs_factor: 'Backup codes need the authenticator app or passkeys turned on.',
    },
    lockout_title: 'Users may be locked out',
    lockout_mandatory: 'Every user without a factor will have to enroll one before signing in again.',
    lockout_factor_off: 'Users who enrolled {{factors}} will no longer be able to use it to sign in.',
    lockout_confirm: 'Save anyway',
  },
};
