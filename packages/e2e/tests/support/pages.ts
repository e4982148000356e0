import { expect, type Page } from '@playwright/test';

/**
 * The sign-in pages as a user sees them, found by role and accessible name
 * (English texts of packages/phrases/src/experience/en.ts).
 */
export const signInPage = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1 }),
  /** The identifier field; its label names the tenant's sign-in identifiers ("Username or Email"). */
  identifier: page.getByRole('textbox', { name: 'Username or Email' }),
  password: page.getByLabel('Password', { exact: true }),
  submit: page.getByRole('button', { name: 'Sign in', exact: true }),
  continue: page.getByRole('button', { name: 'Continue', exact: true }),
  registerLink: page.getByRole('link', { name: 'Create account' }),
  alert: page.getByRole('alert'),
});

export const registerPage = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1 }),
  /** The default tenant's sign-up identifier is the username. */
  username: page.getByRole('textbox', { name: 'Username' }),
  password: page.getByLabel('Password', { exact: true }),
  confirm: page.getByLabel('Confirm password', { exact: true }),
  submit: page.getByRole('button', { name: 'Create account', exact: true }),
  signInLink: page.getByRole('link', { name: 'Sign in', exact: true }),
  alert: page.getByRole('alert'),
});

/** The page path (without the query) the browser is on. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Fills and submits the register form; the caller waits for where it leads. */
export const register = async (page: Page, username: string, password: string) => {
  const form = registerPage(page);
  await expect(form.heading).toHaveText('Create your account');
  await form.username.fill(username);
  await form.password.fill(password);
  await form.confirm.fill(password);
  await form.submit.click();
};

/** Fills and submits the password sign-in form; the caller waits for where it leads. */
export const signIn = async (page: Page, identifier: string, password: string) => {
  const form = signInPage(page);
  await expect(form.heading).toHaveText('Sign in');
  await form.identifier.fill(identifier);
  await form.password.fill(password);
  await form.submit.click();
};

/** Submits the sign-in form and returns the status of the password check it sent. */
export const submitPasswordCheck = async (page: Page) => {
  const checked = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/experience/verification/password'),
  );
  await signInPage(page).submit.click();
  return (await checked).status();
};
