import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** An organization's name and description, within the server's limits, with messages in the admin's language. */
export const useNameGuard = () => {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('form.required', { field: t('organizations.name') }))
          .max(128, t('form.too_long', { count: 128 })),
        description: z
          .string()
          .trim()
          .max(256, t('form.too_long', { count: 256 })),
      }),
    [t],
  );
};
