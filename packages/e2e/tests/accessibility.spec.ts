import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { password, uniqueUsername, userUrl } from './support/env';
import { expect, test } from './support/fixtures';
import { registerPage, signInPage } from './support/pages';

test('the register form can be completed and submitted with the keyboard alone', async ({ page, rp }) => {
  const username = uniqueUsername('keyboard');
  const flow = await rp.authorize(page, { first_screen: 'register' });
  const form = registerPage(page);

  // Focus starts in the first field; Tab follows the visual order; Enter submits.
  await expect(form.username).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(form.password).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.confirm).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');

  const { tokens } = await flow.finish();
  expect(await rp.userInfo(tokens)).toMatchObject({ username });
});

const scans: Array<{ name: string; path: string; prepare: (page: Page) => Promise<void> }> = [
  {
    name: 'the sign-in page',
    path: '/sign-in',
    prepare: (page) => expect(signInPage(page).submit).toBeVisible(),
  },
  {
    name: 'the register page with a validation error shown',
    path: '/register',
    prepare: async (page) => {
      const form = registerPage(page);
      await form.username.fill('1 not a username');
      await form.submit.click();
      await expect(form.username).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  },
  {
    name: 'the identifier-first sign-in page',
    path: '/identifier-sign-in',
    prepare: (page) => expect(signInPage(page).continue).toBeVisible(),
  },
  {
    name: 'the forgot-password page',
    path: '/forgot-password',
    prepare: (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password'),
  },
  {
    name: 'the unknown-session page',
    path: '/unknown-session',
    prepare: (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in session not found'),
  },
  {
    name: 'the page-not-found page',
    // The server serves the pages' document on its page paths only; `/error` has no route in the app.
    path: '/error',
    prepare: (page) => expect(page.getByText('This page does not exist.')).toBeVisible(),
  },
];

for (const { name, path, prepare } of scans) {
  test(`axe finds no serious or critical violation on ${name} (${path})`, async ({ page }) => {
    await page.goto(`${userUrl()}${path}`);
    await prepare(page);
    const violations = await seriousViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
  });
}

test('axe finds no serious or critical violation on the sign-in page in dark mode', async ({ page, management }) => {
  await management.withSignInExperience(
    { color: { primaryColor: '#6139F6', isDarkModeEnabled: true, darkPrimaryColor: '#8F6EFF' } },
    async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${userUrl()}/sign-in`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const violations = await seriousViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
    },
  );
});
