import { buildZip } from '@gatehouse/server/test/zip';
import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { chooseInUserMenu, consoleShell, consoleUrl, signInToConsole } from './support/console';
import { userUrl } from './support/env';
import { expect, test } from './support/fixtures';

/** These tests change the tenant's one sign-in experience: one at a time, each putting it back. */
test.describe.configure({ mode: 'serial' });

/** Screenshots for a person to look at: packages/e2e/test-results/…/sie-*.png (gitignored). */
const screenshot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`sie-${name}.png`), fullPage: true });

/** The settings form (the account center card beside it is a form of its own). */
const settingsForm = (page: Page) => page.getByRole('form', { name: 'Sign-in experience' });

/** The live preview's frame (its title is in the console's language). */
const preview = (page: Page) => page.frameLocator('aside iframe');

test('branding: a new color and logo show in the preview at once, and on the real sign-in page once saved', async ({
  page,
  management,
}, testInfo) => {
  const before = await management.signInExperience();
  const logo = `${userUrl()}/favicon.svg?brand=${Date.now()}`;
  try {
    await signInToConsole(page, '/sign-in-experience', '/sign-in-experience/branding');
    const shell = consoleShell(page);
    await expect(shell.heading).toHaveText('Sign-in experience');
    await expect(page.getByRole('link', { name: 'Branding', exact: true })).toHaveAttribute('aria-current', 'page');
    // The preview is the real page: its sign-in button is there.
    await expect(preview(page).getByRole('button', { name: 'Sign in' })).toBeVisible();

    await page.getByLabel('Brand color', { exact: true }).fill('#0A7B3E');
    await page.getByLabel('Logo', { exact: true }).fill(logo);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    // Not saved yet, already shown.
    await expect(preview(page).locator('img').first()).toHaveAttribute('src', logo);
    await expect
      .poll(() =>
        preview(page)
          .locator('html')
          .evaluate((element) => getComputedStyle(element).getPropertyValue('--color-primary').trim()),
      )
      .toBe('#0A7B3E');

    // The product's line under the card goes when the tenant hides it.
    await expect(preview(page).getByText('Powered by Gatehouse')).toBeVisible();
    await page.getByRole('switch', { name: 'Hide “Powered by Gatehouse”' }).check();
    await expect(preview(page).getByText('Powered by Gatehouse')).toBeHidden();

    // Custom CSS, typed in the code editor, styles the preview as it is typed.
    const editor = page.getByRole('textbox', { name: 'CSS' });
    await editor.click();
    await page.keyboard.type('main.card { outline: 7px solid rgb(1, 2, 3); }');
    await expect
      .poll(() =>
        preview(page)
          .locator('main.card')
          .evaluate((element) => getComputedStyle(element).outlineWidth),
      )
      .toBe('7px');

    // A bad color is refused on its field, and the preview keeps the last good one.
    await page.getByLabel('Brand color', { exact: true }).fill('green');
    await settingsForm(page).getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a colour as #rrggbb, such as #6139F6.')).toBeVisible();
    await expect(page.getByLabel('Brand color', { exact: true })).toBeFocused();
    await page.getByLabel('Brand color', { exact: true }).fill('#0A7B3E');

    // Moving to another tab keeps the changes (and does not ask).
    await page.getByRole('link', { name: 'Content', exact: true }).click();
    await expect(page).toHaveURL(consoleUrl('/sign-in-experience/content'));
    await page.getByRole('link', { name: 'Branding', exact: true }).click();
    await expect(page.getByLabel('Brand color', { exact: true })).toHaveValue('#0A7B3E');
    await screenshot(page, testInfo, 'branding');

    expect(await seriousViolations(page)).toEqual([]);
    await settingsForm(page).getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeHidden();

    const saved = await management.signInExperience();
    expect(saved.color.primaryColor).toBe('#0A7B3E');
    expect(saved.branding.logoUrl).toBe(logo);
    expect(saved.customCss).toContain('outline: 7px solid');
    expect(saved.hideProductBranding).toBe(true);

    // The real page.
    const signIn = await page.context().newPage();
    await signIn.goto(`${userUrl()}/sign-in`);
    await expect(signIn.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(signIn.locator('.brand img')).toHaveAttribute('src', logo);
    expect(
      await signIn
        .locator('html')
        .evaluate((element) => getComputedStyle(element).getPropertyValue('--color-primary').trim()),
    ).toBe('#0A7B3E');
    expect(await signIn.locator('main.card').evaluate((element) => getComputedStyle(element).outlineWidth)).toBe('7px');
    await expect(signIn.getByText('Powered by Gatehouse')).toBeHidden();
    await signIn.close();
  } finally {
    await management.patchSignInExperience({
      color: before.color,
      branding: before.branding,
      customCss: before.customCss,
      hideProductBranding: before.hideProductBranding,
    });
  }
});

test('sign-in methods are reordered with the keyboard, the page follows, and leaving with unsaved changes asks', async ({
  page,
  management,
}) => {
  const before = await management.signInExperience();
  try {
    await management.patchSignInExperience({
      signIn: {
        methods: [
          { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
          { identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true },
        ],
      },
    });
    await signInToConsole(page, '/sign-in-experience/sign-up-and-sign-in');
    const methods = page.getByRole('list', { name: 'Sign-in methods' });
    await expect(methods.getByRole('listitem')).toHaveCount(2);
    await expect(methods.getByRole('listitem').first()).toContainText('Username');

    // Keyboard: focus the handle, Space picks up, arrow moves, Space drops.
    const handle = methods.getByRole('button', { name: 'Move Email address', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    // Each step is announced to screen readers, in the console's words.
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // The sensor measures the rows once the drag starts; an arrow pressed before that moves nothing.
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText('Email address moved to position 1.')).toBeAttached({ timeout: 500 });
    }).toPass();
    await page.keyboard.press('Space');
    await expect(page.getByText('Email address dropped at position 1.')).toBeAttached();
    await expect(methods.getByRole('listitem').first()).toContainText('Email address');
    // The page asks in the new order.
    await expect(preview(page).getByLabel('Email or Username')).toBeAttached();

    // Leaving for another area asks first; staying keeps the change.
    await consoleShell(page).sidebar.getByRole('link', { name: 'User management' }).click();
    const guard = page.getByRole('alertdialog');
    await expect(guard).toBeVisible();
    await guard.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(consoleUrl('/sign-in-experience/sign-up-and-sign-in'));

    await settingsForm(page).getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    const saved = await management.signInExperience();
    expect(saved.signIn.methods.map((method) => method.identifier)).toEqual(['email', 'username']);
    const signIn = await page.context().newPage();
    await signIn.goto(`${userUrl()}/sign-in`);
    await expect(signIn.getByLabel('Email or Username')).toBeVisible();
    await signIn.close();

    // Removing a way users sign in today asks with a before/after summary.
    await methods.getByRole('button', { name: 'Remove Email address' }).click();
    await settingsForm(page).getByRole('button', { name: 'Save changes' }).click();
    const lockout = page.getByRole('alertdialog', { name: 'Some users may be locked out' });
    await expect(lockout).toContainText('Email address: Password');
    await expect(
      lockout.getByRole('region', { name: 'After' }).or(lockout.locator('section').nth(1)),
    ).not.toContainText('Email address');
    await lockout.getByRole('button', { name: 'Cancel' }).click();
    expect((await management.signInExperience()).signIn.methods).toHaveLength(2);
    await settingsForm(page).getByRole('button', { name: 'Discard' }).click();
  } finally {
    await management.patchSignInExperience({ signIn: before.signIn });
  }
});

test('password policy: a password is tried against the unsaved policy; cross-field problems are named before saving', async ({
  page,
}) => {
  await signInToConsole(page, '/sign-in-experience/password-policy');
  await page.getByLabel('Minimum length').fill('20');
  await page.getByLabel('Password to try').fill('Short-But-Fine-7');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('The password is too short.')).toBeVisible();
  await page.getByLabel('Minimum length').fill('8');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('This password meets the policy.')).toBeVisible();

  // Min above max is refused on its field.
  await page.getByLabel('Minimum length').fill('100');
  await page.getByLabel('Maximum length').fill('50');
  await settingsForm(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The minimum cannot be more than the maximum.')).toBeVisible();
  await settingsForm(page).getByRole('button', { name: 'Discard' }).click();

  // A sign-up identifier that cannot sign in: named in words, nothing saved.
  await page.getByRole('link', { name: 'Sign-up and sign-in' }).click();
  await page.getByRole('button', { name: 'Remove Username' }).click();
  await settingsForm(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be saved' })).toContainText(
    'Username is a sign-up identifier, so it must also be a sign-in method.',
  );
  await settingsForm(page).getByRole('button', { name: 'Discard' }).click();
});

test('the editor in dark, on a phone and in Arabic; the preview shows the dark page', async ({
  page,
  management,
}, testInfo) => {
  await management.withSignInExperience(
    { color: { primaryColor: '#6139F6', isDarkModeEnabled: true, darkPrimaryColor: '#A08BFF' } },
    async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize({ width: 1440, height: 1000 });
      await signInToConsole(page, '/sign-in-experience/branding');
      await expect(preview(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
      await page.getByRole('radio', { name: 'Dark' }).check();
      await expect(preview(page).locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect
        .poll(() =>
          preview(page)
            .locator('html')
            .evaluate((element) => getComputedStyle(element).getPropertyValue('--color-primary').trim()),
        )
        .toBe('#A08BFF');
      // The suggestion derives a readable dark color from the light one.
      await page.getByRole('button', { name: 'Suggest from the brand color' }).click();
      await expect(page.getByLabel('Brand color in dark mode', { exact: true })).not.toHaveValue('#A08BFF');
      await screenshot(page, testInfo, 'dark-wide');
      expect(await seriousViolations(page)).toEqual([]);
      await settingsForm(page).getByRole('button', { name: 'Discard' }).click();

      await page.getByRole('link', { name: 'Sign-up and sign-in', exact: true }).click();
      await page.getByRole('radio', { name: 'Phone' }).check();
      await expect(preview(page).locator('html')).toHaveAttribute('data-theme', 'dark');
      await screenshot(page, testInfo, 'dark-sign-up-phone-preview');

      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(consoleUrl('/sign-in-experience/content'));
      await expect(page.getByLabel('Terms of use URL')).toBeVisible();
      await screenshot(page, testInfo, 'phone-content');
      expect(await seriousViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(consoleUrl('/sign-in-experience/password-policy'));
      await chooseInUserMenu(page, /^Language/, 'العربية');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      try {
        await expect(page.getByRole('tab').or(page.locator('nav a[aria-current="page"]')).first()).toBeVisible();
        await screenshot(page, testInfo, 'arabic-password-policy');
        await page.goto(consoleUrl('/sign-in-experience/sign-up-and-sign-in'));
        await expect(preview(page).locator('html')).toHaveAttribute('dir', 'rtl');
        await screenshot(page, testInfo, 'arabic-sign-up-and-sign-in');
      } finally {
        await chooseInUserMenu(page, /^اللغة/, 'English');
      }
    },
  );
});

test('bring your UI: a custom sign-in UI uploaded as a ZIP is served at /sign-in once saved, and removed again', async ({
  page,
  management,
}) => {
  const marker = `custom-ui-${Date.now().toString(36)}`;
  const zip = buildZip([
    {
      name: 'index.html',
      content: `<!doctype html><html><head><title>${marker}</title><link rel="stylesheet" href="app.css"></head><body><h1>${marker}</h1></body></html>`,
    },
    { name: 'app.css', content: 'h1 { color: rgb(1, 2, 3); }' },
  ]);
  try {
    await signInToConsole(page, '/sign-in-experience/branding');
    await page.locator('input[type="file"][data-upload-for="customUiAssets"]').setInputFiles({
      name: 'ui.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zip),
    });
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await settingsForm(page).getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();

    const custom = await page.context().newPage();
    await custom.goto(`${userUrl()}/sign-in`);
    await expect(custom.getByRole('heading', { name: marker })).toBeVisible();
    // Its own files come from its own path, styled as it says.
    expect(await custom.getByRole('heading').evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(1, 2, 3)',
    );
    await custom.close();

    // The live preview keeps showing the built-in pages.
    await expect(preview(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  } finally {
    await management.patchSignInExperience({ customUiAssets: null });
  }
  const builtIn = await page.context().newPage();
  await builtIn.goto(`${userUrl()}/sign-in`);
  await expect(builtIn.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await builtIn.close();
});

test('the account center card under sign-up and sign-in saves on its own, beside the settings form', async ({
  page,
  management,
}) => {
  const before = await management.call<{ enabled: boolean; fields: Record<string, string> }>('GET', '/account-center');
  try {
    await signInToConsole(page, '/sign-in-experience/sign-up-and-sign-in');
    const card = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Account center', exact: true }) });
    await card.getByRole('switch', { name: 'Enable the Account API' }).check();
    await card.getByLabel('Display name').selectOption('Edit');
    await card.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    const saved = await management.call<{ enabled: boolean; fields: Record<string, string> }>('GET', '/account-center');
    expect(saved.enabled).toBe(true);
    expect(saved.fields.name).toBe('Edit');
    // The sign-in experience form was not touched: nothing unsaved there.
    await expect(page.getByText('Unsaved changes')).toBeHidden();
  } finally {
    await management.call('PATCH', '/account-center', before);
  }
});
