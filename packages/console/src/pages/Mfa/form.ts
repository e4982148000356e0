import { type MfaFactor, type MfaSettings, mfaFactors, mfaSettingsGuard } from '@gatehouse/schemas/mfa';
import { z } from 'zod';

/**
 * Factors the sign-in pages can enroll today. WebAuthn is declared by the server but enrolled only
 * once passkeys arrive: the page shows it off, with a note.
 */
export const enrollableFactors: readonly MfaFactor[] = ['Totp', 'BackupCode'];

/**
 * The MFA form: the sign-in experience's `mfa` with one switch per factor. Its rules are the
 * server's (`mfaSettingsProblems`), said in the admin's language on the field to change.
 */
export const mfaFormGuard = z
  .object({
    Totp: z.boolean(),
    WebAuthn: z.boolean(),
    BackupCode: z.boolean(),
    policy: mfaSettingsGuard.shape.policy,
    rememberDeviceDays: z.coerce.number().pipe(mfaSettingsGuard.shape.rememberDeviceDays.unwrap()),
  })
  .superRefine((values, ctx) => {
    const primary = values.Totp || values.WebAuthn;
    if (values.policy === 'Mandatory' && !primary) {
      ctx.addIssue({ code: 'custom', path: ['policy'], message: 'mfa.errors.mandatory_needs_factor' });
    }
    if (values.BackupCode && !primary) {
      ctx.addIssue({ code: 'custom', path: ['BackupCode'], message: 'mfa.errors.backup_needs_factor' });
    }
  })
  .transform(
    (values): MfaSettings => ({
      factors: mfaFactors.filter((factor) => values[factor]),
      policy: values.policy,
      rememberDeviceDays: values.rememberDeviceDays,
    }),
  );

export type MfaFormInput = z.input<typeof mfaFormGuard>;

/** The form's values for stored settings. */
export const mfaFormValues = (settings: MfaSettings): MfaFormInput => ({
  Totp: settings.factors.includes('Totp'),
  WebAuthn: settings.factors.includes('WebAuthn'),
  BackupCode: settings.factors.includes('BackupCode'),
  policy: settings.policy,
  rememberDeviceDays: settings.rememberDeviceDays,
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
