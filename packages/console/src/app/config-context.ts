import type { ConsoleConfig } from '@gatehouse/schemas/console-config';
import { createContext, useContext } from 'react';

export const ConfigContext = createContext<ConsoleConfig | undefined>(undefined);

/** The installation's config (edition, endpoints, resources, flags). */
export const useConsoleConfig = () => {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConsoleConfig outside ConfigContext');
  return config;
};
