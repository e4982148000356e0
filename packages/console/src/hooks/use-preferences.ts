import type { AdminConsolePreferences } from '@gatehouse/schemas/admin-preferences';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateCustomData } from '../api/me/mutations';
import { useMe } from '../api/me/queries';
import { ConsoleError } from '../api/submit-errors';
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
  // One save at a time, each on top of the last one's answer: two quick changes must not race.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(me);
  latest.current = me;
  const update = useCallback(
    (changes: Partial<AdminConsolePreferences>) => {
      if (!latest.current) return Promise.reject(new ConsoleError(t('errors.unexpected_error')));
      const run = queue.current.then(async () => {
        const current = latest.current;
        if (!current) throw new ConsoleError(t('errors.unexpected_error'));
        const customData = await mutateAsync(preferencesPatch(current.customData, changes));
        latest.current = { ...current, customData };
      });
      queue.current = run.catch(() => undefined);
      return run;
    },
    [mutateAsync, t],
  );
  return { preferences, isLoading, update };
};
