import { interactionEvents } from '@gatehouse/schemas/logs';
import { z } from 'zod';
import { verificationGuard } from './verifications/registry';

/** The user column of each identifier a profile step supplies. */
export const profileColumnOf = { username: 'username', email: 'primaryEmail', phone: 'primaryPhone' } as const;

export type { Verification } from './verifications/registry';

/** Factors the pages can enroll (a code factor by adding a primary email / phone): the `bind` of the state. */
export const bindableFactors = [
  'Totp',
  'WebAuthn',
  'BackupCode',
  'EmailVerificationCode',
  'PhoneVerificationCode',
] as const;
export type BindableFactor = (typeof bindableFactors)[number];

/**
 * What the Experience API keeps between steps, inside the OIDC interaction
 * record (`oidc_model_instances`), so any instance can serve any step.
 * Never holds a plain password: only verified facts and hashes.
 */
export const experienceStateGuard = z.object({
  event: z.enum(interactionEvents),
  /** The verifications made so far (verifications/registry.ts), the last 20. */
  verifications: z.array(verificationGuard).max(20),
  /** Set by identification: the user signing in, or the one just registered. */
  userId: z.string().optional(),
  /** Profile fields supplied to complete a sign-in (spec: profile fulfilment). */
  profile: z
    .object({
      username: z.string().optional(),
      primaryEmail: z.string().optional(),
      primaryPhone: z.string().optional(),
      passwordEncrypted: z.string().optional(),
      passwordEncryptionMethod: z.string().optional(),
    })
    .default({}),
  /** Second factors: those enrolled here (added to the account at submit), and whether the prompt was skipped. */
  mfa: z
    .object({
      bind: z
        .array(z.object({ type: z.enum(bindableFactors), verificationId: z.string() }))
        .max(bindableFactors.length)
        .default([]),
      skipped: z.boolean().default(false),
    })
    .default({ bind: [], skipped: false }),
});
export type ExperienceState = z.infer<typeof experienceStateGuard>;
