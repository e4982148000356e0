import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../hooks/use-preferences';
import { changeLanguage } from './i18n';
import { appearanceStore } from './theme';

/** Applies the signed-in user's language and appearance (spec §3, §4). */
export const PreferencesEffects = () => {
  const { preferences, isLoading } = usePreferences();
  const { i18n } = useTranslation();
  useEffect(() => appearanceStore.set(preferences.appearanceMode), [preferences.appearanceMode]);
  useEffect(() => {
    if (!isLoading && preferences.language !== i18n.language) void changeLanguage(preferences.language);
  }, [isLoading, preferences.language, i18n.language]);
  return null;
};
