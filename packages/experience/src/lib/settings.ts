import { readableTextOn } from '@gatehouse/schemas/colors';
import type { SignInPageSettings } from '@gatehouse/schemas/sign-in-experience';
import { request } from './api';

/** The tenant's sign-in experience, and which channels can deliver a code (`forgotPassword`). */
export type Settings = SignInPageSettings;

/**
 * The tenant's settings; for a third-party application (`app_id` in the address) with its own
 * branding, and for an organization (`organization_id`) with its logos.
 */
export const loadSettings = () => {
  const address = new URLSearchParams(window.location.search);
  const query = new URLSearchParams();
  for (const name of ['app_id', 'organization_id']) {
    const value = address.get(name);
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return request<Settings>('GET', `api/.well-known/sign-in-exp${search ? `?${search}` : ''}`);
};

/** The tenant's favicon when its branding sets one; else the page keeps Gatehouse's (index.html). */
const applyFavicon = (href: string | null | undefined) => {
  if (!href) return;
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.createElement('link');
  link.rel = 'icon';
  link.removeAttribute('type');
  link.href = href;
  document.head.append(link);
};

/**
 * The tenant's custom CSS, last in the document so it wins. Set as the style element's text, never
 * parsed as HTML (the server also refuses anything that looks like markup).
 */
export const applyCustomCss = (css: string | null) => {
  let style = document.getElementById('custom-css');
  if (!css) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.id = 'custom-css';
  }
  style.textContent = css;
  document.head.append(style);
};

let stopFollowing: (() => void) | undefined;

/**
 * Applies the brand color and the dark mode choice: dark follows the OS when the tenant enables it,
 * unless `mode` forces one (the console's preview).
 */
export const applyTheme = (settings: Settings, mode?: 'light' | 'dark') => {
  stopFollowing?.();
  const root = document.documentElement;
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)');
  const update = () => {
    const dark = settings.color.isDarkModeEnabled && (mode ? mode === 'dark' : prefersDark.matches);
    root.dataset.theme = dark ? 'dark' : 'light';
    const primary = dark ? settings.color.darkPrimaryColor : settings.color.primaryColor;
    root.style.setProperty('--color-primary', primary);
    root.style.setProperty('--color-on-primary', readableTextOn(primary));
    applyFavicon(dark ? (settings.branding.darkFavicon ?? settings.branding.favicon) : settings.branding.favicon);
  };
  update();
  applyCustomCss(settings.customCss);
  prefersDark.addEventListener('change', update);
  stopFollowing = () => prefersDark.removeEventListener('change', update);
};
