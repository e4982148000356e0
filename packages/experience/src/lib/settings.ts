import { readableTextOn } from '@gatehouse/schemas/colors';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { request } from './api';

export type Settings = SignInExperience;

export const loadSettings = () => request<Settings>('GET', 'api/.well-known/sign-in-exp');

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
