import { type MfaSettings, mfaFactors, mfaSettingsGuard, webAuthnRelatedOriginsGuard } from '@gatehouse/schemas/mfa';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { z } from 'zod';
import { listRows, toRows } from '../../patterns/form-resolver';

/** What the MFA page saves of the sign-in experience. */
export type MfaPageSettings = Pick<SignInExperience, 'mfa' | 'passkeySignIn'>;

/**
 * The MFA form: the sign-in experience's `mfa` with one switch per factor, the passkeys' related
 * origins (one per row), and passkey sign-in (passkeys are enrolled as the WebAuthn factor, so it
 * stays off while WebAuthn is). The page saves the whole `mfa`: every field of it is here. Its rules are
 * the server's (`mfaSettingsProblems`), said in the admin's language on the field to change.
 */
export const mfaFormGuard = z
  .object({
    Totp: z.boolean(),
    WebAuthn: z.boolean(),
    BackupCode: z.boolean(),
    EmailVerificationCode: z.boolean(),
    PhoneVerificationCode: z.boolean(),
    policy: mfaSettingsGuard.shape.policy,
    rememberDeviceDays: z.coerce.number().pipe(mfaSettingsGuard.shape.rememberDeviceDays.unwrap()),
    passkeySignIn: z.boolean(),
    webAuthnRelatedOrigins: listRows(webAuthnRelatedOriginsGuard),
  })
  .superRefine((values, ctx) => {
    // Code factors count: a user without the email / phone adds one at sign-in (`mfaSettingsProblems`).
    const primary = values.Totp || values.WebAuthn || values.EmailVerificationCode || values.PhoneVerificationCode;
    if (values.policy === 'Mandatory' && !primary) {
      ctx.addIssue({ code: 'custom', path: ['policy'], message: 'mfa.errors.mandatory_needs_factor' });
    }
    if (values.BackupCode && !primary) {
      ctx.addIssue({ code: 'custom', path: ['BackupCode'], message: 'mfa.errors.backup_needs_factor' });
    }
  })
  .transform(
    (values): MfaPageSettings => ({
      mfa: {
        factors: mfaFactors.filter((factor) => values[factor]),
        policy: values.policy,
        rememberDeviceDays: values.rememberDeviceDays,
        webAuthnRelatedOrigins: values.webAuthnRelatedOrigins,
      },
      passkeySignIn: { enabled: values.passkeySignIn && values.WebAuthn },
    }),
  );

export type MfaFormInput = z.input<typeof mfaFormGuard>;

/** The form's values for stored settings. */
export const mfaFormValues = ({ mfa, passkeySignIn }: MfaPageSettings): MfaFormInput => ({
  Totp: mfa.factors.includes('Totp'),
  WebAuthn: mfa.factors.includes('WebAuthn'),
  BackupCode: mfa.factors.includes('BackupCode'),
  EmailVerificationCode: mfa.factors.includes('EmailVerificationCode'),
  PhoneVerificationCode: mfa.factors.includes('PhoneVerificationCode'),
  policy: mfa.policy,
  rememberDeviceDays: mfa.rememberDeviceDays,
  passkeySignIn: passkeySignIn.enabled,
  webAuthnRelatedOrigins: toRows(mfa.webAuthnRelatedOrigins),
});

/**
 * What a change could do to users who cannot follow it, to confirm before saving: the policy
 * becoming Mandatory (every user without a factor must enroll before signing in again), and
 * factors turned off (users who enrolled them can no longer use them).
 */
export const lockoutRisks = (saved: MfaSettings, next: MfaSettings) => ({
  becomesMandatory: next.policy === 'Mandatory' && saved.policy !== 'Mandatory',
  turnedOff: saved.factors.filter((factor) => !next.factors.includes(factor)),
});
