/**
 * Text of the sign-in pages, English: the reference shape every language
 * follows (`ExperiencePhrases`). `{{name}}` marks an interpolated value.
 */
const en = {
  page_title: {
    sign_in: 'Sign in',
    register: 'Create your account',
    forgot_password: 'Reset your password',
    consent: 'Authorize access',
    continue: 'Complete your profile',
    unknown_session: 'Sign-in session not found',
    error: 'Something went wrong',
    not_available: 'Not available yet',
  },
  description: {
    sign_in: 'Welcome back. Sign in to continue.',
    register: 'Create an account to continue.',
    continue: 'One more step: tell us what your account still needs.',
    no_account: 'No account yet?',
    have_account: 'Already have an account?',
    unknown_session:
      'This sign-in page was opened without a sign-in session, or the session expired. Go back to the application and start again.',
    reset_password_not_available:
      'Resetting a password by email or text message is not available yet. Contact your administrator for help.',
    capability_not_available: 'This way of signing in is not available yet. Use your password instead.',
    consent: '{{app}} would like to access your account.',
    consent_permissions: 'It asks for:',
    consent_terms: 'By authorizing, you agree to the {{links}} of {{app}}.',
    page_not_found: 'This page does not exist.',
    agree_automatic: 'By continuing, you agree to the {{links}}.',
    agree_manual: 'I agree to the {{links}}.',
    terms_and_privacy: '{{terms}} and {{privacy}}',
    terms_of_use: 'Terms of use',
    privacy_policy: 'Privacy policy',
    password_requirements: 'Your password needs:',
    signed_in_as: 'Signed in as {{identifier}}',
  },
  input: {
    username: 'Username',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    new_password: 'New password',
    confirm_password: 'Confirm password',
    separator: ' or ',
  },
  action: {
    sign_in: 'Sign in',
    register: 'Create account',
    continue: 'Continue',
    authorize: 'Authorize',
    cancel: 'Cancel',
    back: 'Back',
    back_to_sign_in: 'Back to sign in',
    forgot_password: 'Forgot password?',
    show_password: 'Show password',
    hide_password: 'Hide password',
    change: 'Change',
    try_again: 'Try again',
  },
  error: {
    required: '{{field}} is required.',
    invalid_email: 'Enter a valid email address.',
    invalid_phone: 'Enter a valid phone number with its country code.',
    invalid_username:
      'A username starts with a letter or an underscore and contains only letters, digits and underscores.',
    invalid_identifier: 'Enter a valid {{field}}.',
    passwords_do_not_match: 'The passwords do not match.',
    agree_terms_required: 'Agree to the terms of use and the privacy policy to continue.',
    network: 'Gatehouse could not be reached. Check your connection and try again.',
    unknown: 'Something went wrong. Try again.',
  },
  password_rule: {
    min_length: 'At least {{min}} characters',
    max_length: 'At most {{max}} characters',
    character_types: 'At least {{min}} of: lower-case letters, upper-case letters, digits, symbols',
    no_repetition: 'No long runs of the same character or of easy sequences',
    no_personal_info: 'None of your personal information',
    not_breached: 'Not known from a data breach',
  },
  scope: {
    openid: 'Sign you in',
    profile: 'Your name, username and picture',
    email: 'Your email address',
    phone: 'Your phone number',
    offline_access: 'Keep you signed in',
    custom_data: 'Your custom data',
    identities: 'Your linked accounts',
    roles: 'Your roles',
    api: '{{scope}} on {{resource}}',
  },
  sign_out: {
    title: 'Sign out',
    question: 'Do you want to sign out of {{host}}?',
    confirm: 'Yes, sign me out',
    cancel: 'No, stay signed in',
    signing_out: 'Signing you out…',
  },
  a11y: {
    loading: 'Loading…',
    logo: '{{name}} logo',
  },
};

export type ExperiencePhrases = typeof en;
export default en;
