import { createContext, useContext } from 'react';
import type { Settings } from './settings';

export const SettingsContext = createContext<Settings | undefined>(undefined);

/** The tenant's sign-in experience, loaded once before the first render. */
export const useSettings = (): Settings => {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings outside SettingsContext');
  return settings;
};
