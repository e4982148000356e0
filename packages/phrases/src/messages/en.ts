/**
 * The default messages Gatehouse sends (email and SMS) until a tenant writes its own email
 * templates. `{{code}}` is a verification code, `{{link}}` a link (an invitation, a magic link);
 * `{{application}}` the tenant's or application's name. Plain text: the server wraps the email body
 * in a small HTML layout and escapes every value.
 */
const en = {
  layout: {
    ignore: 'If you did not ask for this, you can ignore this message.',
    codeLabel: 'Your code',
    linkLabel: 'Open the link',
  },
  SignIn: {
    subject: 'Your sign-in code',
    body: 'Your code to sign in is {{code}}. It expires in 10 minutes.',
  },
  Register: {
    subject: 'Confirm your email address',
    body: 'Your code to create your account is {{code}}. It expires in 10 minutes.',
  },
  ForgotPassword: {
    subject: 'Reset your password',
    body: 'Your code to reset your password is {{code}}. It expires in 10 minutes.',
  },
  MagicLink: {
    subject: 'Your sign-in link',
    body: 'Open this link to sign in. It works once and expires soon: {{link}}',
  },
  OrganizationInvitation: {
    subject: 'You are invited to join an organization',
    body: 'You have been invited to join an organization. Accept the invitation here: {{link}}',
  },
  Generic: {
    subject: 'Your verification code',
    body: 'Your verification code is {{code}}. It expires in 10 minutes.',
  },
  UserPermissionValidation: {
    subject: 'Confirm it is you',
    body: 'Your code to confirm this change to your account is {{code}}. It expires in 10 minutes.',
  },
  BindNewIdentifier: {
    subject: 'Confirm your new address',
    body: 'Your code to add this address to your account is {{code}}. It expires in 10 minutes.',
  },
  MfaVerification: {
    subject: 'Your two-step verification code',
    body: 'Your two-step verification code is {{code}}. It expires in 10 minutes.',
  },
};

export default en;
export type MessagePhrases = typeof en;
