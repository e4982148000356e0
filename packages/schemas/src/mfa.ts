import { z } from 'zod';
import { checkedString, isOrigin, uniqueListGuard } from './urls';

/**
 * Second factors (spec §9). `EmailVerificationCode` / `PhoneVerificationCode`: a code sent to the
 * user's primary email / phone; a user has them by having that identifier (never enrolled here).
 */
export const mfaFactors = ['Totp', 'WebAuthn', 'BackupCode', 'EmailVerificationCode', 'PhoneVerificationCode'] as const;
export type MfaFactor = (typeof mfaFactors)[number];
export const mfaFactorGuard = z.enum(mfaFactors);

/** Factors a user has by their primary email / phone, and the identifier each sends its code to. */
export const codeFactorIdentifiers = { EmailVerificationCode: 'email', PhoneVerificationCode: 'phone' } as const;
export type CodeFactor = keyof typeof codeFactorIdentifiers;
export const isCodeFactor = (factor: string): factor is CodeFactor => factor in codeFactorIdentifiers;

/**
 * When the sign-in pages ask for a second factor (spec §9):
 * - `UserControlled`: only users who enrolled one are asked; nobody is prompted to enroll.
 * - `Mandatory`: every user must enroll and verify one; no skipping.
 * - `PromptOnlyAtSignIn`: users without a factor are offered enrollment at sign-in, and may skip it.
 * - `PromptAtSignInAndSignUp`: the same, at sign-up too.
 * - `NoPrompt`: enrolled users are asked; nobody is offered enrollment.
 */
export const mfaPolicies = [
  'UserControlled',
  'Mandatory',
  'PromptOnlyAtSignIn',
  'PromptAtSignInAndSignUp',
  'NoPrompt',
] as const;
export type MfaPolicy = (typeof mfaPolicies)[number];

/** Longest "remember this device" period, in days. */
export const maxRememberDeviceDays = 90;

/** Most related origins a tenant lists (browsers look at a handful of registrable domains anyway). */
export const maxWebAuthnRelatedOrigins = 20;

/** An origin passkeys may also be used from: https only, scheme and host (and port), no path. */
export const isHttpsOrigin = (value: string) => isOrigin(value) && value.startsWith('https://');

/**
 * WebAuthn related origins (`GET /.well-known/webauthn`): other https origins of the same service
 * whose pages may register and use the tenant's passkeys, listed once each.
 */
export const webAuthnRelatedOriginsGuard = uniqueListGuard(
  checkedString(isHttpsOrigin, 'form_errors.https_origin'),
  maxWebAuthnRelatedOrigins,
);

/** The `mfa` of the sign-in experience. */
export const mfaSettingsGuard = z.object({
  factors: z.array(mfaFactorGuard).max(mfaFactors.length),
  policy: z.enum(mfaPolicies),
  /** Days a device stays trusted after "remember this device" (0: the option is not offered). */
  rememberDeviceDays: z.number().int().min(0).max(maxRememberDeviceDays).default(0),
  /** Other origins the tenant's passkeys work on (served at `/.well-known/webauthn`). */
  webAuthnRelatedOrigins: webAuthnRelatedOriginsGuard.default([]),
});
export type MfaSettings = z.infer<typeof mfaSettingsGuard>;

export const defaultMfaSettings: MfaSettings = {
  factors: [],
  policy: 'UserControlled',
  rememberDeviceDays: 0,
  webAuthnRelatedOrigins: [],
};

/**
 * A stored `mfa` as written before it was typed (`{ factors: string[], policy: string }`): unknown
 * factors are dropped, an unknown policy reads as `UserControlled`, so an old record still opens.
 */
export const readStoredMfa = (value: unknown): MfaSettings => {
  const parsed = mfaSettingsGuard.safeParse(value);
  if (parsed.success) return parsed.data;
  const loose: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...value } : {};
  const factors = Array.isArray(loose.factors) ? loose.factors : [];
  return {
    factors: [...new Set(factors.filter((factor): factor is MfaFactor => mfaFactorGuard.safeParse(factor).success))],
    policy: z.enum(mfaPolicies).catch('UserControlled').parse(loose.policy),
    rememberDeviceDays: mfaSettingsGuard.shape.rememberDeviceDays.catch(0).parse(loose.rememberDeviceDays),
    webAuthnRelatedOrigins: mfaSettingsGuard.shape.webAuthnRelatedOrigins.catch([]).parse(loose.webAuthnRelatedOrigins),
  };
};

/** Whether the policy makes every user enroll (no skipping). */
export const mfaIsMandatory = (settings: MfaSettings) => settings.policy === 'Mandatory' && settings.factors.length > 0;

/**
 * Rules of the MFA settings, in English as the API reports them: a mandatory policy needs a factor
 * a user can enroll (TOTP, WebAuthn, or an email / SMS code, enrolled by adding the address), and
 * backup codes are only a fallback for another factor.
 */
export const mfaSettingsProblems = (settings: MfaSettings): string[] => {
  const problems: string[] = [];
  if (new Set(settings.factors).size !== settings.factors.length) problems.push('mfa.factors: a factor appears twice');
  const primary = settings.factors.filter((factor) => factor !== 'BackupCode');
  // A code factor counts: a user without the email / phone adds one at sign-in to enroll it
  // (enabling a code factor needs its connector, sign-in-experience/service.ts).
  if (settings.policy === 'Mandatory' && primary.length === 0) {
    problems.push('mfa.policy: a mandatory policy needs a factor enabled besides backup codes');
  }
  if (settings.factors.includes('BackupCode') && primary.length === 0) {
    problems.push('mfa.factors: backup codes need another factor enabled');
  }
  return problems;
};

/** One of a user's second factors as the APIs answer it: never its secret. */
export const mfaVerificationGuard = z.object({
  id: z.string(),
  type: mfaFactorGuard,
  name: z.string().nullable(),
  /** When it was added; null for a derived factor (it comes with the email / phone). */
  createdAt: z.number().int().nullable(),
  lastUsedAt: z.number().int().nullable(),
  /** Backup codes only: how many are still unused. */
  remainCodes: z.number().int().optional(),
  /**
   * A code factor the user has by their primary email / phone while the tenant enables it (its id
   * is the factor's type, its name the address): it cannot be removed by itself, only with the address.
   */
  derived: z.boolean().optional(),
});
export type MfaVerification = z.infer<typeof mfaVerificationGuard>;

/**
 * The code factors a user effectively has: each one the tenant enables whose identifier (primary
 * email / phone) the user has, as a derived entry of the factor lists.
 */
export const derivedCodeFactors = (
  user: { primaryEmail: string | null; primaryPhone: string | null },
  enabled: readonly MfaFactor[],
): MfaVerification[] =>
  enabled.filter(isCodeFactor).flatMap((factor) => {
    const address = codeFactorIdentifiers[factor] === 'email' ? user.primaryEmail : user.primaryPhone;
    return address
      ? [{ id: factor, type: factor, name: address, createdAt: null, lastUsedAt: null, derived: true }]
      : [];
  });

/** A factor's name (a passkey's: "Work laptop"): 1 to 64 characters, trimmed. */
export const mfaVerificationNameGuard = z.string().trim().min(1).max(64);

/** `PATCH …/mfa-verifications/{verificationId}` (and the Account API's `…/name`): renames a factor. */
export const renameMfaVerificationGuard = z.object({ name: mfaVerificationNameGuard }).strict();

/** A base32 TOTP secret: 16 to 64 characters of RFC 4648 base32. */
export const totpSecretGuard = z
  .string()
  .min(16)
  .max(64)
  .regex(/^[A-Z2-7]+=*$/);

/** A six-digit TOTP code. */
export const totpCodeGuard = z.string().regex(/^\d{6}$/);

/** A backup code as shown to the user: ten characters of lowercase letters and digits. */
export const backupCodeGuard = z.string().min(1).max(32);

/** How many backup codes a set holds. */
export const backupCodeCount = 10;

/** `POST /api/users/{id}/mfa-verifications`: a TOTP factor (a given or a new secret) or a new set of backup codes. */
export const createMfaVerificationGuard = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Totp'), secret: totpSecretGuard.optional() }).strict(),
  z
    .object({ type: z.literal('BackupCode'), codes: z.array(backupCodeGuard).length(backupCodeCount).optional() })
    .strict(),
]);

/** What creating a factor answers: the secret or the codes, this once. */
export const createdMfaVerificationGuard = z.object({
  type: mfaFactorGuard,
  secret: z.string().optional(),
  /** The `otpauth://` URI of a TOTP secret, for a QR code. */
  keyUri: z.string().optional(),
  codes: z.array(z.string()).optional(),
});

/**
 * An identifier as the MFA screens show it before sending a code: `j•••@example.com`, `•••• 1234`
 * (enough for the owner to recognise, not enough to learn it).
 */
export const maskIdentifier = (type: 'email' | 'phone', value: string) => {
  if (type === 'phone') return `•••• ${value.replace(/\D/g, '').slice(-4)}`;
  const at = value.lastIndexOf('@');
  // Not an address (never stored, but never shown whole either): nothing of it.
  if (at < 1) return '•••';
  return `${value.slice(0, 1)}•••${value.slice(at)}`;
};
