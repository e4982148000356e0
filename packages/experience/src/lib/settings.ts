import { readableTextOn } from '@gatehouse/schemas/colors';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { request } from './api';

export type Settings = SignInExperience;

/** The tenant's settings; for a third-party application (`app_id` in the address), with its own branding. */
export const loadSettings = () => {
  const appId = new URLSearchParams(window.location.search).get('app_id');
  return request<Settings>(
    'GET',
    appId ? `api/.well-known/sign-in-exp?app_id=${encodeURIComponent(appId)}` : 'api/.well-known/sign-in-exp',
  );
};

/** Applies the brand color and the dark mode choice (dark follows the OS when the tenant enables it). */
export const applyTheme = (settings: Settings) => {
  const root = document.documentElement;
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)');
  const update = () => {
    const dark = settings.color.isDarkModeEnabled && prefersDark.matches;
    root.dataset.theme = dark ? 'dark' : 'light';
    const primary = dark ? settings.color.darkPrimaryColor : settings.color.primaryColor;
    root.style.setProperty('--color-primary', primary);
    root.style.setProperty('--color-on-primary', readableTextOn(primary));
  };
  update();
  prefersDark.addEventListener('change', update);
};
