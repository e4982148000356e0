import { z } from 'zod';
import { captchaWidgetGuard } from './captcha';
import { hexColorRegEx } from './colors';
import { defaultPrimaryColor, fallbackLanguage } from './constants';
import { defaultEmailBlocklistPolicy, emailBlocklistPolicyGuard } from './email-blocklist';
import { freeFormJsonGuard } from './json';
import { defaultMfaSettings, mfaSettingsGuard } from './mfa';
import { defaultPasswordPolicy, partialPasswordPolicyGuard, passwordPolicyGuard } from './password-policy';
import { customUiAssetsGuard } from './uploads';
import { identifierTypeGuard } from './users';

const hexColor = z.string().regex(hexColorRegEx, 'form_errors.invalid_color');

/** Terms and privacy URLs (spec §5): up to 2048 characters, a valid http(s) URL or empty. */
const optionalUrl = z
  .union([
    z.literal(''),
    z
      .string()
      .max(2048)
      .url()
      .refine((value) => /^https?:\/\//i.test(value), 'form_errors.invalid_url'),
  ])
  .nullable()
  .transform((value) => value || null);

/**
 * Custom CSS of the sign-in pages. The pages set it as a style element's text (never parsed as
 * HTML), and anything that could close a `<style>` element or open markup is refused outright, so
 * it stays CSS wherever it is embedded.
 */
export const customCssGuard = z
  .string()
  .max(65_536)
  .refine((value) => !/<\/?\s*(style|script)|<!--/i.test(value), 'form_errors.css_markup');

export const signInModes = ['SignIn', 'Register', 'SignInAndRegister'] as const;
export const agreeToTermsPolicies = ['Automatic', 'ManualRegistrationOnly', 'Manual'] as const;

export const colorGuard = z.object({
  primaryColor: hexColor,
  isDarkModeEnabled: z.boolean(),
  darkPrimaryColor: hexColor,
});

export const brandingGuard = z.object({
  logoUrl: optionalUrl.optional(),
  darkLogoUrl: optionalUrl.optional(),
  favicon: optionalUrl.optional(),
  darkFavicon: optionalUrl.optional(),
});

export const languageInfoGuard = z.object({
  autoDetect: z.boolean(),
  fallbackLanguage: z.string().min(2).max(16),
});

export const signInMethodGuard = z.object({
  identifier: identifierTypeGuard,
  password: z.boolean(),
  verificationCode: z.boolean(),
  isPasswordPrimary: z.boolean(),
});

export const signInGuard = z.object({
  methods: z.array(signInMethodGuard).max(3),
});

export const signUpGuard = z.object({
  /** Identifiers a new account must provide; one of them is enough when several are listed. */
  identifiers: z.array(identifierTypeGuard).max(3),
  password: z.boolean(),
  verify: z.boolean(),
});

/** Lockout (sentinel) policy: failed attempts per identifier before it is blocked, and for how long. */
export const sentinelPolicyGuard = z.object({
  maxAttempts: z.number().int().min(1).max(100),
  lockoutDuration: z.number().int().min(1).max(1440).describe('minutes'),
});

export const signInExperienceGuard = z.object({
  color: colorGuard,
  branding: brandingGuard,
  /** Leaves out the "Powered by Gatehouse" line under the sign-in pages. */
  hideProductBranding: z.boolean(),
  languageInfo: languageInfoGuard,
  termsOfUseUrl: optionalUrl,
  privacyPolicyUrl: optionalUrl,
  agreeToTermsPolicy: z.enum(agreeToTermsPolicies),
  signIn: signInGuard,
  signUp: signUpGuard,
  socialSignIn: freeFormJsonGuard,
  socialSignInConnectorTargets: z.array(z.string().max(128)).max(50),
  signInMode: z.enum(signInModes),
  customCss: customCssGuard.nullable(),
  customContent: z.record(z.string(), z.string().max(65_536)),
  /** A custom sign-in UI served in place of the built-in pages ("Bring your UI"); null: the built-in pages. */
  customUiAssets: customUiAssetsGuard.nullable(),
  passwordPolicy: passwordPolicyGuard,
  mfa: mfaSettingsGuard,
  /**
   * Passkey sign-in (issue 18): a discoverable WebAuthn credential (a passkey) signs in without an
   * identifier. Off by default; passkeys are enrolled as the WebAuthn second factor.
   */
  passkeySignIn: z.object({ enabled: z.boolean() }),
  singleSignOnEnabled: z.boolean(),
  /**
   * With `singleSignOnEnabled`: an email whose domain an enterprise SSO connector owns signs in
   * through that connector only (no password; 422 `session.sso_required`).
   */
  singleSignOnRequired: z.boolean(),
  supportEmail: z.string().max(256).email().nullable(),
  supportWebsiteUrl: optionalUrl,
  unknownSessionRedirectUrl: optionalUrl,
  captchaPolicy: z.object({ enabled: z.boolean() }),
  sentinelPolicy: sentinelPolicyGuard,
  emailBlocklistPolicy: emailBlocklistPolicyGuard,
});
export type SignInExperience = z.infer<typeof signInExperienceGuard>;

/**
 * What the sign-in pages read (`GET /api/.well-known/sign-in-exp`): the settings, and which ways
 * of receiving a code exist (an enabled email or SMS connector), so a page offers only what works.
 */
export const signInPageSettingsGuard = signInExperienceGuard.extend({
  forgotPassword: z.object({ email: z.boolean(), phone: z.boolean() }),
  /** The social buttons, in the order of `socialSignInConnectorTargets`: enabled connectors only. */
  /** The CAPTCHA widget to show when the tenant's `captchaPolicy` is on and a provider is set; else null. */
  captcha: captchaWidgetGuard.nullable(),
  socialConnectors: z.array(
    z.object({
      id: z.string(),
      target: z.string(),
      name: z.record(z.string(), z.string()),
      logo: z.string(),
      logoDark: z.string().nullable(),
    }),
  ),
});
export type SignInPageSettings = z.infer<typeof signInPageSettingsGuard>;

/** PATCH body: any top-level field; nested objects are replaced except the password policy, which is merged. */
export const patchSignInExperienceGuard = signInExperienceGuard
  .omit({ passwordPolicy: true })
  .partial()
  .extend({ passwordPolicy: partialPasswordPolicyGuard.optional() })
  .strict();

export const defaultSentinelPolicy = { maxAttempts: 10, lockoutDuration: 60 } as const;

export const defaultSignInExperience: SignInExperience = {
  color: { primaryColor: defaultPrimaryColor, isDarkModeEnabled: false, darkPrimaryColor: '#8F6EFF' },
  branding: {},
  hideProductBranding: false,
  languageInfo: { autoDetect: true, fallbackLanguage },
  termsOfUseUrl: null,
  privacyPolicyUrl: null,
  agreeToTermsPolicy: 'Automatic',
  signIn: {
    methods: [
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
      { identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true },
    ],
  },
  signUp: { identifiers: ['username'], password: true, verify: false },
  socialSignIn: {},
  socialSignInConnectorTargets: [],
  signInMode: 'SignInAndRegister',
  customCss: null,
  customContent: {},
  customUiAssets: null,
  passwordPolicy: defaultPasswordPolicy,
  mfa: defaultMfaSettings,
  passkeySignIn: { enabled: false },
  singleSignOnEnabled: false,
  singleSignOnRequired: false,
  supportEmail: null,
  supportWebsiteUrl: null,
  unknownSessionRedirectUrl: null,
  captchaPolicy: { enabled: false },
  sentinelPolicy: defaultSentinelPolicy,
  emailBlocklistPolicy: defaultEmailBlocklistPolicy,
};

/** A rule across fields that settings break, with what it is about (the console says it in words). */
export type SignInExperienceIssue = {
  code:
    | 'no_sign_in_method'
    | 'sign_up_identifier_cannot_sign_in'
    | 'duplicate_method'
    | 'method_needs_credential'
    | 'username_code'
    | 'passwordless_sign_up_must_verify'
    | 'verify_needs_email_or_phone'
    | 'sign_up_needs_identifier';
  identifier?: string;
  /** The rule in English, as the API reports it. */
  text: string;
};

/**
 * Rules across fields: every sign-up identifier can also sign in, every sign-in method has a
 * password or a verification code (codes only for email and phone), sign-up without a password
 * verifies the email or phone it asks for, and `verify` needs an email or phone to verify.
 * Returns the issues found. Whether a connector delivers the codes is the server's check.
 */
export const signInExperienceIssues = (settings: SignInExperience): SignInExperienceIssue[] => {
  const issues: SignInExperienceIssue[] = [];
  const signInIdentifiers = new Set(settings.signIn.methods.map((method) => method.identifier));
  const registers = settings.signInMode !== 'SignIn';
  if (settings.signIn.methods.length === 0 && settings.signInMode !== 'Register') {
    issues.push({ code: 'no_sign_in_method', text: 'signIn.methods: at least one sign-in method is needed' });
  }
  for (const identifier of settings.signUp.identifiers) {
    if (!signInIdentifiers.has(identifier)) {
      issues.push({
        code: 'sign_up_identifier_cannot_sign_in',
        identifier,
        text: `signUp.identifiers: ${identifier} is not a sign-in method`,
      });
    }
  }
  if (signInIdentifiers.size !== settings.signIn.methods.length) {
    issues.push({ code: 'duplicate_method', text: 'signIn.methods: an identifier appears twice' });
  }
  for (const { identifier, password, verificationCode } of settings.signIn.methods) {
    if (!password && !verificationCode) {
      issues.push({
        code: 'method_needs_credential',
        identifier,
        text: `signIn.methods: ${identifier} needs a password or a verification code`,
      });
    }
    if (identifier === 'username' && verificationCode) {
      issues.push({ code: 'username_code', text: 'signIn.methods: a username cannot receive a verification code' });
    }
  }
  const verifiable = settings.signUp.identifiers.filter((identifier) => identifier !== 'username');
  if (registers && !settings.signUp.password && !(settings.signUp.verify && verifiable.length > 0)) {
    issues.push({
      code: 'passwordless_sign_up_must_verify',
      text: 'signUp.password: registration without a password must verify an email or phone',
    });
  }
  if (registers && settings.signUp.verify && verifiable.length === 0) {
    issues.push({ code: 'verify_needs_email_or_phone', text: 'signUp.verify: only an email or phone can be verified' });
  }
  if (settings.signUp.identifiers.length === 0 && registers) {
    issues.push({
      code: 'sign_up_needs_identifier',
      text: 'signUp.identifiers: registration needs at least one identifier',
    });
  }
  return issues;
};

/** The issues of `signInExperienceIssues` as the API reports them. */
export const signInExperienceProblems = (settings: SignInExperience): string[] =>
  signInExperienceIssues(settings).map((issue) => issue.text);
