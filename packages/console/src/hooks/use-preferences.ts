import type { AdminConsolePreferences } from '@gatehouse/schemas/admin-preferences';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe, useUpdateCustomData } from '../api/me';
import { initialLanguage } from '../app/i18n';
import { preferencesPatch, resolvePreferences } from '../app/preferences';
import { localAppearance } from '../app/theme';

/**
 * The console user's preferences (spec §3), and `update` to change them.
 * Updating before the user's data has loaded fails with 'unexpected error'.
 */
export const usePreferences = () => {
  const { t } = useTranslation();
  const { data: me, isLoading } = useMe();
  const { mutateAsync } = useUpdateCustomData();
  const preferences = useMemo(
    () => resolvePreferences(me?.customData, { language: initialLanguage(), appearanceMode: localAppearance() }),
    [me],
  );
  const update = useCallback(
    async (changes: Partial<AdminConsolePreferences>) => {
      if (!me) throw new Error(t('errors.unexpected_error'));
      await mutateAsync(preferencesPatch(me.customData, changes));
    },
    [me, mutateAsync, t],
  );
  return { preferences, isLoading, update };
};
