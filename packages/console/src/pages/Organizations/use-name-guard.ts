import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { limitedText } from '../../patterns/form';

/** An organization's name and description, within the server's limits, with messages in the admin's language. */
export const useNameGuard = () => {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        name: limitedText(t, 128).min(1, t('form.required', { field: t('organizations.name') })),
        description: limitedText(t, 256),
      }),
    [t],
  );
};
