import type { AppearanceMode } from '@gatehouse/schemas/admin-preferences';
import { appearanceModes } from '@gatehouse/schemas/admin-preferences';
import { useEffect, useSyncExternalStore } from 'react';

const storageKey = 'gatehouse.console.appearance';
const darkQuery = '(prefers-color-scheme: dark)';

/** The appearance chosen on this device, used until (and when) the user's preferences say nothing valid. */
export const localAppearance = (): AppearanceMode => {
  const stored = window.localStorage.getItem(storageKey);
  return (appearanceModes as readonly string[]).includes(stored ?? '') ? (stored as AppearanceMode) : 'system';
};

export const rememberAppearance = (mode: AppearanceMode) => window.localStorage.setItem(storageKey, mode);

const subscribeToOs = (listener: () => void) => {
  const media = window.matchMedia(darkQuery);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
};
const osPrefersDark = () => window.matchMedia(darkQuery).matches;

/** The theme to show: the chosen mode, or, for 'system', the OS setting — followed live (spec §4). */
export const useResolvedTheme = (mode: AppearanceMode): 'light' | 'dark' => {
  const dark = useSyncExternalStore(subscribeToOs, osPrefersDark);
  return mode === 'system' ? (dark ? 'dark' : 'light') : mode;
};

/** Applies a theme to the document (design tokens switch on `data-theme`). */
export const useApplyTheme = (mode: AppearanceMode) => {
  const theme = useResolvedTheme(mode);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return theme;
};

/**
 * The appearance in force: the device's until the user's preferences load,
 * then theirs. One store, so one place (the App) applies it to the document.
 */
export const createAppearanceStore = (initial: AppearanceMode) => {
  let mode = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => mode,
    set: (next: AppearanceMode) => {
      if (next === mode) return;
      mode = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export const appearanceStore = createAppearanceStore(typeof window === 'undefined' ? 'system' : localAppearance());

/** The appearance in force (see `appearanceStore`). */
export const useAppearance = () => useSyncExternalStore(appearanceStore.subscribe, appearanceStore.get);
