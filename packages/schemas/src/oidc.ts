/**
 * Sign-in page parameters of `/oidc/auth` (spec §2) and where each first
 * screen leads. Shared by the server (interaction redirect) and the sign-in pages.
 */
export const firstScreens = [
  'sign_in',
  'register',
  'reset_password',
  'identifier:sign_in',
  'identifier:register',
  'single_sign_on',
  /** @deprecated use `sign_in` */
  'signIn',
] as const;
export type FirstScreen = (typeof firstScreens)[number];

export const interactionModes = ['signIn', 'signUp'] as const;

/** Extra `/oidc/auth` parameters accepted and kept on the interaction. */
export const extraAuthParams = [
  'first_screen',
  'interaction_mode',
  'direct_sign_in',
  'organization_id',
  'identifier',
  'one_time_token',
] as const;

/** Parameters forwarded as query parameters to the first screen. */
export const forwardedAuthParams = [
  'login_hint',
  'identifier',
  'one_time_token',
  'direct_sign_in',
  'organization_id',
  'ui_locales',
] as const;

const screenPaths: Record<FirstScreen, string> = {
  sign_in: '/sign-in',
  signIn: '/sign-in',
  register: '/register',
  reset_password: '/forgot-password',
  'identifier:sign_in': '/identifier-sign-in',
  'identifier:register': '/identifier-register',
  single_sign_on: '/single-sign-on',
};

/**
 * The sign-in page path for an authorization request: `first_screen` wins;
 * `interaction_mode` counts only when `first_screen` is absent.
 *
 * @example
 * firstScreenPath({ first_screen: 'register' }) // '/register'
 * firstScreenPath({ interaction_mode: 'signUp' }) // '/register'
 */
export const firstScreenPath = (params: { first_screen?: unknown; interaction_mode?: unknown }): string => {
  const screen = params.first_screen;
  if (typeof screen === 'string' && Object.hasOwn(screenPaths, screen)) return screenPaths[screen as FirstScreen];
  if (!screen && params.interaction_mode === 'signUp') return screenPaths.register;
  return screenPaths.sign_in;
};
