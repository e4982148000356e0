import { z } from 'zod';

/** Sentinel decisions of spec §4. */
export const sentinelDecisions = ['Undecided', 'Allowed', 'Blocked', 'Challenge'] as const;

/** `POST /api/sentinel-activities/delete`: the identifiers to unlock. */
export const unlockSentinelGuard = z
  .object({
    targets: z
      .array(z.string().trim().min(1).max(256))
      .min(1)
      .max(100)
      .describe('Usernames, emails or phone numbers, as a person types them.'),
  })
  .strict();
