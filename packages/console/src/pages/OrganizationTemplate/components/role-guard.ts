import type { TFunction } from 'i18next';
import { z } from 'zod';

/** An organization role's name and description, by the server's rules (organizations.ts), in the console's words. */
export const roleFieldsGuard = (t: TFunction) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, t('form.required', { field: t('roles.name') }))
      .max(128, t('form.too_long', { count: 128 })),
    description: z
      .string()
      .trim()
      .max(256, t('form.too_long', { count: 256 })),
  });
