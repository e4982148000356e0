import { expect, test } from './support/fixtures';
import { registerPage, signInPage } from './support/pages';

/** Where each `first_screen` (and the older `interaction_mode`) of the authorization request leads. */
const screens: Array<{ parameters: Record<string, string>; path: string; heading: string }> = [
  { parameters: { first_screen: 'sign_in' }, path: '/sign-in', heading: 'Sign in' },
  { parameters: { first_screen: 'register' }, path: '/register', heading: 'Create your account' },
  { parameters: { first_screen: 'reset_password' }, path: '/forgot-password', heading: 'Reset your password' },
  { parameters: { first_screen: 'identifier:sign_in' }, path: '/identifier-sign-in', heading: 'Sign in' },
  { parameters: { first_screen: 'identifier:register' }, path: '/identifier-register', heading: 'Create your account' },
  // Single sign-on is off in the default tenant (sign-in-sso.spec.ts opens the screen with it on).
  { parameters: { first_screen: 'single_sign_on' }, path: '/single-sign-on', heading: 'Not available yet' },
  { parameters: { first_screen: 'signIn' }, path: '/sign-in', heading: 'Sign in' },
  { parameters: { interaction_mode: 'signUp' }, path: '/register', heading: 'Create your account' },
];

for (const { parameters, path, heading } of screens) {
  const [[name, value] = []] = Object.entries(parameters);
  test(`${name}=${value} opens ${path} (“${heading}”)`, async ({ page, rp }) => {
    await rp.authorize(page, parameters);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('identifier:sign_in asks for the identifier first, and Continue reveals the password field', async ({
  page,
  rp,
}) => {
  await rp.authorize(page, { first_screen: 'identifier:sign_in' });
  const form = signInPage(page);
  await expect(form.identifier).toBeVisible();
  await expect(form.password).toHaveCount(0);
  await expect(form.submit).toHaveCount(0);

  await form.identifier.fill('ada_identifier');
  await form.continue.click();
  await expect(form.password).toBeVisible();
  await expect(form.password).toBeFocused();
  await expect(page.getByText('Signed in as ada_identifier')).toBeVisible();
  await expect(form.submit).toBeVisible();
});

test('identifier:register asks for the identifier before the password fields', async ({ page, rp }) => {
  await rp.authorize(page, { first_screen: 'identifier:register' });
  const form = registerPage(page);
  await expect(form.username).toBeVisible();
  await expect(form.password).toHaveCount(0);
  await expect(form.confirm).toHaveCount(0);
});
