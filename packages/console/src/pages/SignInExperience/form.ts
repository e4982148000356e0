import { hexColorRegEx } from '@gatehouse/schemas/colors';
import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import {
  type SignInExperience,
  type SignInExperienceIssue,
  signInExperienceGuard,
  signInExperienceIssues,
} from '@gatehouse/schemas/sign-in-experience';
import { z } from 'zod';
import { blankOr } from '../../patterns/form-resolver';

/*
 * The sign-in experience editor's one form, across its four tabs: the server's schema
 * (`signInExperienceGuard`) with text fields where the admin types (blank means none) and the
 * sign-up identifiers as the one choice the page offers. `toSettings` turns it back.
 */

const shape = signInExperienceGuard.shape;
const url = blankOr(
  z
    .string()
    .max(2048)
    .url('form_errors.invalid_url')
    .refine((value) => /^https?:\/\//i.test(value), 'form_errors.invalid_url'),
);

/** The sign-up identifier choices of the page (spec: username, email, phone, email or phone, none). */
export const signUpChoices = ['username', 'email', 'phone', 'emailOrPhone', 'none'] as const;
export type SignUpChoice = (typeof signUpChoices)[number];

const choiceIdentifiers: Record<SignUpChoice, IdentifierType[]> = {
  username: ['username'],
  email: ['email'],
  phone: ['phone'],
  emailOrPhone: ['email', 'phone'],
  none: [],
};

export const signUpChoiceOf = (identifiers: readonly IdentifierType[]): SignUpChoice => {
  const set = new Set(identifiers);
  if (set.has('email') && set.has('phone')) return 'emailOrPhone';
  return identifiers[0] ?? 'none';
};

export const formGuard = z.object({
  color: shape.color,
  branding: z.object({ logoUrl: url, darkLogoUrl: url, favicon: url, darkFavicon: url }),
  hideProductBranding: z.boolean(),
  customCss: shape.customCss.unwrap(),
  customUiAssets: shape.customUiAssets,
  signUp: z.object({ choice: z.enum(signUpChoices), password: z.boolean(), verify: z.boolean() }),
  signIn: shape.signIn,
  socialSignInConnectorTargets: shape.socialSignInConnectorTargets,
  singleSignOnEnabled: z.boolean(),
  singleSignOnRequired: z.boolean(),
  signInMode: shape.signInMode,
  termsOfUseUrl: url,
  privacyPolicyUrl: url,
  agreeToTermsPolicy: shape.agreeToTermsPolicy,
  supportEmail: blankOr(z.string().max(256).email('form_errors.invalid_email')),
  supportWebsiteUrl: url,
  unknownSessionRedirectUrl: url,
  languageInfo: shape.languageInfo,
  passwordPolicy: z.object({
    length: z
      .object({ min: z.coerce.number().int().min(1).max(256), max: z.coerce.number().int().min(1).max(256) })
      .refine(({ min, max }) => min <= max, { message: 'form_errors.min_above_max', path: ['min'] }),
    characterTypes: z.object({ min: z.coerce.number().int().min(1).max(4) }),
    rejects: z.object({
      pwned: z.boolean(),
      repetitionAndSequence: z.boolean(),
      userInfo: z.boolean(),
      /** One word per line. */
      words: z.string().max(256_000),
    }),
  }),
});

export type SignInExperienceForm = z.input<typeof formGuard>;
type FormOutput = z.output<typeof formGuard>;

export const toForm = (settings: SignInExperience): SignInExperienceForm => ({
  color: settings.color,
  branding: {
    logoUrl: settings.branding.logoUrl ?? '',
    darkLogoUrl: settings.branding.darkLogoUrl ?? '',
    favicon: settings.branding.favicon ?? '',
    darkFavicon: settings.branding.darkFavicon ?? '',
  },
  hideProductBranding: settings.hideProductBranding,
  customCss: settings.customCss ?? '',
  customUiAssets: settings.customUiAssets,
  signUp: {
    choice: signUpChoiceOf(settings.signUp.identifiers),
    password: settings.signUp.password,
    verify: settings.signUp.verify,
  },
  signIn: settings.signIn,
  socialSignInConnectorTargets: settings.socialSignInConnectorTargets,
  singleSignOnEnabled: settings.singleSignOnEnabled,
  singleSignOnRequired: settings.singleSignOnRequired,
  signInMode: settings.signInMode,
  termsOfUseUrl: settings.termsOfUseUrl ?? '',
  privacyPolicyUrl: settings.privacyPolicyUrl ?? '',
  agreeToTermsPolicy: settings.agreeToTermsPolicy,
  supportEmail: settings.supportEmail ?? '',
  supportWebsiteUrl: settings.supportWebsiteUrl ?? '',
  unknownSessionRedirectUrl: settings.unknownSessionRedirectUrl ?? '',
  languageInfo: settings.languageInfo,
  passwordPolicy: {
    length: settings.passwordPolicy.length,
    characterTypes: settings.passwordPolicy.characterTypes,
    rejects: { ...settings.passwordPolicy.rejects, words: settings.passwordPolicy.rejects.words.join('\n') },
  },
});

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);
export const wordsOf = (text: string) => [
  ...new Set(
    text
      .split('\n')
      .map((word) => word.trim())
      .filter(Boolean),
  ),
];

/**
 * The settings the form stands for, over `base` (fields the editor does not show are kept). Takes
 * the form's raw values too, so the preview can show what is being typed before it validates.
 */
export const toSettings = (values: SignInExperienceForm | FormOutput, base: SignInExperience): SignInExperience => {
  const policy = values.passwordPolicy;
  return {
    ...base,
    color: values.color,
    branding: {
      logoUrl: orNull(values.branding.logoUrl),
      darkLogoUrl: orNull(values.branding.darkLogoUrl),
      favicon: orNull(values.branding.favicon),
      darkFavicon: orNull(values.branding.darkFavicon),
    },
    hideProductBranding: values.hideProductBranding,
    customCss: values.customCss.trim() ? values.customCss : null,
    customUiAssets: values.customUiAssets,
    signUp: {
      identifiers: choiceIdentifiers[values.signUp.choice],
      password: values.signUp.password,
      verify: values.signUp.verify,
    },
    signIn: values.signIn,
    socialSignInConnectorTargets: values.socialSignInConnectorTargets,
    singleSignOnEnabled: values.singleSignOnEnabled,
    singleSignOnRequired: values.singleSignOnRequired,
    signInMode: values.signInMode,
    termsOfUseUrl: orNull(values.termsOfUseUrl),
    privacyPolicyUrl: orNull(values.privacyPolicyUrl),
    agreeToTermsPolicy: values.agreeToTermsPolicy,
    supportEmail: orNull(values.supportEmail),
    supportWebsiteUrl: orNull(values.supportWebsiteUrl),
    unknownSessionRedirectUrl: orNull(values.unknownSessionRedirectUrl),
    languageInfo: values.languageInfo,
    passwordPolicy: {
      length: { min: Number(policy.length.min), max: Number(policy.length.max) },
      characterTypes: { min: Number(policy.characterTypes.min) },
      rejects: { ...policy.rejects, words: wordsOf(policy.rejects.words) },
    },
  };
};

/** What the page can show of unsaved settings: a color still being typed shows the saved one. */
export const toPreviewSettings = (values: SignInExperienceForm, saved: SignInExperience): SignInExperience => {
  const settings = toSettings(values, saved);
  const color = (value: string, fallback: string) => (hexColorRegEx.test(value) ? value : fallback);
  return {
    ...settings,
    color: {
      ...settings.color,
      primaryColor: color(settings.color.primaryColor, saved.color.primaryColor),
      darkPrimaryColor: color(settings.color.darkPrimaryColor, saved.color.darkPrimaryColor),
    },
  };
};

export type FormIssue = Pick<SignInExperienceIssue, 'identifier'> & {
  code: SignInExperienceIssue['code'] | 'needs_connector';
};

/**
 * The rules across fields the server holds too (`signInExperienceIssues`), and whether a connector
 * delivers the codes the settings use (`channels`: enabled email and SMS connectors), to say before saving.
 */
export const issuesOf = (settings: SignInExperience, channels: { email: boolean; phone: boolean }): FormIssue[] => {
  const issues: FormIssue[] = signInExperienceIssues(settings).map(({ code, identifier }) => ({ code, identifier }));
  for (const identifier of ['email', 'phone'] as const) {
    const usesCodes =
      settings.signIn.methods.some((method) => method.identifier === identifier && method.verificationCode) ||
      (settings.signInMode !== 'SignIn' && settings.signUp.verify && settings.signUp.identifiers.includes(identifier));
    if (usesCodes && !channels[identifier]) issues.push({ code: 'needs_connector', identifier });
  }
  return issues;
};

export type MethodSummary = { identifier: IdentifierType; password: boolean; verificationCode: boolean };

/**
 * Whether saving can lock existing users out: a way of signing in that users may rely on today
 * (an identifier with a password, or with a code) is gone afterwards. Returns the ways lost.
 */
export const lostSignInWays = (before: SignInExperience, after: SignInExperience): MethodSummary[] => {
  const lost: MethodSummary[] = [];
  if (after.signInMode === 'Register' && before.signInMode !== 'Register') return before.signIn.methods;
  for (const method of before.signIn.methods) {
    const next = after.signIn.methods.find((candidate) => candidate.identifier === method.identifier);
    const password = method.password && !next?.password;
    const verificationCode = method.verificationCode && !next?.verificationCode;
    if (password || verificationCode) lost.push({ identifier: method.identifier, password, verificationCode });
  }
  return lost;
};
