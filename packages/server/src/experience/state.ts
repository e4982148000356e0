import { interactionEvents } from '@gatehouse/schemas/logs';
import { identifierGuard } from '@gatehouse/schemas/users';
import { z } from 'zod';

/**
 * What the Experience API keeps between steps, inside the OIDC interaction
 * record (`oidc_model_instances`), so any instance can serve any step.
 * Never holds a plain password: only verified facts and hashes.
 */
export const verificationGuard = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('Password'),
    identifier: identifierGuard,
    /** The user whose password matched. */
    userId: z.string(),
    /** Whether that account was suspended when verified (submit checks again). */
    userSuspended: z.boolean().default(false),
  }),
  z.object({
    id: z.string(),
    type: z.literal('NewPasswordIdentity'),
    identifier: identifierGuard,
    passwordEncrypted: z.string(),
    passwordEncryptionMethod: z.string(),
  }),
]);
export type Verification = z.infer<typeof verificationGuard>;

export const experienceStateGuard = z.object({
  event: z.enum(interactionEvents),
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
});
export type ExperienceState = z.infer<typeof experienceStateGuard>;
