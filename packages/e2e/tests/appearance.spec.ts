import path from 'node:path';
import ar from '@gatehouse/phrases/experience/ar';
import type { Page, TestInfo } from '@playwright/test';
import { userUrl } from './support/env';
import { expect, test } from './support/fixtures';
import { signInPage } from './support/pages';

const brand = { primaryColor: '#6139F6', isDarkModeEnabled: true, darkPrimaryColor: '#8F6EFF' };
const lightPrimary = 'rgb(97, 57, 246)';
const darkPrimary = 'rgb(143, 110, 255)';

/** Screenshots for a person to look at: packages/e2e/test-results/screenshots/ (gitignored). */
const screenshot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', `${name}.png`), fullPage: true });

/** The page's card fits the viewport: nothing pushed off screen, no horizontal scrolling. */
const expectCardInViewport = async (page: Page) => {
  const card = await page.getByRole('main').boundingBox();
  const viewport = page.viewportSize();
  expect(card).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!card || !viewport) return;
  expect(card.x).toBeGreaterThanOrEqual(0);
  expect(card.x + card.width).toBeLessThanOrEqual(viewport.width);
};

test.describe('dark mode', () => {
  test('with dark mode enabled the page follows the color scheme: data-theme and the button’s color are dark, then light', async ({
    page,
    rp,
    management,
  }) => {
    await management.withSignInExperience({ color: brand }, async () => {
      const html = page.locator('html');
      const form = signInPage(page);

      await page.emulateMedia({ colorScheme: 'dark' });
      await rp.authorize(page);
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(form.submit).toHaveCSS('background-color', darkPrimary);

      // The page follows a change of the scheme while open.
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(form.submit).toHaveCSS('background-color', lightPrimary);

      await rp.authorize(page);
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(form.submit).toHaveCSS('background-color', lightPrimary);
    });
  });

  test('with dark mode disabled a dark color scheme still gets the light theme', async ({ page, rp, management }) => {
    await management.withSignInExperience({ color: { ...brand, isDarkModeEnabled: false } }, async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await rp.authorize(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(signInPage(page).submit).toHaveCSS('background-color', lightPrimary);
    });
  });
});

test.describe('languages', () => {
  test('ui_locales=de in the authorization request renders the pages in German, server messages included', async ({
    page,
    rp,
  }) => {
    await rp.authorize(page, { ui_locales: 'de' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('textbox', { name: 'Benutzername oder E-Mail' }).fill('niemand_hier');
    await page.getByLabel('Passwort', { exact: true }).fill('Falsches-Passw0rt');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Das Konto oder das Passwort ist falsch.');
  });

  test('ui_locales=ar in the authorization request renders Arabic, right to left', async ({ page, rp }) => {
    await rp.authorize(page, { ui_locales: 'ar' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test.describe('in a browser whose language is French', () => {
    test.use({ locale: 'fr-FR' });

    test('the pages are French when the tenant detects the browser’s language', async ({ page, rp, management }) => {
      await management.withSignInExperience(
        { languageInfo: { autoDetect: true, fallbackLanguage: 'en' } },
        async () => {
          await rp.authorize(page);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
          await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
          await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
        },
      );
    });

    test('the pages use the tenant’s fallback language when it does not detect the browser’s', async ({
      page,
      rp,
      management,
    }) => {
      await management.withSignInExperience(
        { languageInfo: { autoDetect: false, fallbackLanguage: 'en' } },
        async () => {
          await rp.authorize(page);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
          await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        },
      );
    });

    test('ui_locales=en in the authorization request wins over the browser’s French', async ({ page, rp }) => {
      await rp.authorize(page, { ui_locales: 'en' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
});

test('the sign-in page in light mode, dark mode and Arabic keeps its card on screen (screenshots for a human look)', async ({
  page,
  management,
}, testInfo) => {
  // Rendering only, so the page is opened directly; ui_locales in the page URL is what the pages read.
  await management.withSignInExperience({ color: brand }, async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${userUrl()}/sign-in`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(signInPage(page).submit).toBeVisible();
    await expectCardInViewport(page);
    await screenshot(page, testInfo, 'sign-in-light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectCardInViewport(page);
    await screenshot(page, testInfo, 'sign-in-dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${userUrl()}/sign-in?ui_locales=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('main')).toHaveCSS('direction', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
    await expectCardInViewport(page);
    await screenshot(page, testInfo, 'sign-in-arabic');
  });
});

test('an invitation’s accept page follows the tenant’s dark mode and renders Arabic right to left, server messages included', async ({
  page,
  management,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const organization = await management.call<{ id: string }>('POST', '/organizations', { name: `Dar ${stamp}` }, 201);
  const invitation = await management.call<{ link: string }>(
    'POST',
    '/organization-invitations',
    { invitee: `dar-${stamp}@example.com`, organizationId: organization.id, expiresAt: Date.now() + 86_400_000 },
    201,
  );
  try {
    await management.withSignInExperience({ color: brand }, async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(invitation.link);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Join Dar ${stamp}`);
      await expectCardInViewport(page);
      await screenshot(page, testInfo, 'invitation-dark');

      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${invitation.link}?ui_locales=ar`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('main')).toHaveCSS('direction', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        ar.page_title.invitation.replace('{{organization}}', `Dar ${stamp}`),
      );
      // A password the policy refuses: the server says why, in Arabic, under the password field.
      await page.getByLabel(ar.input.new_password).fill('abc');
      await page.getByLabel(ar.input.confirm_password).fill('abc');
      await page.getByRole('button', { name: ar.action.accept_invitation }).click();
      await expect(page.locator('.field-error').first()).toHaveText(/\p{Script=Arabic}/u);
      await expectCardInViewport(page);
      await screenshot(page, testInfo, 'invitation-arabic');
    });
  } finally {
    await management.call('DELETE', `/organizations/${organization.id}`, undefined, 204);
  }
});
