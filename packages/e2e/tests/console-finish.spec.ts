import type { Locator, Page } from '@playwright/test';
import { newConfinedContext } from './support/browser';
import {
  chooseInUserMenu,
  consoleShell,
  consoleUrl,
  listField,
  openUserMenu,
  signInToConsole,
} from './support/console';
import { password } from './support/env';
import { expect, test } from './support/fixtures';
import { signIn, signInPage, submitPasswordCheck } from './support/pages';

/** A local day of the browser as `YYYY-MM-DD`, `offset` days from today (what a date input holds). */
const browserDay = (page: Page, offset = 0) =>
  page.evaluate((days) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, offset);

/** The texts of the audit log table's Result column, one per row shown. */
const resultsShown = (page: Page) => page.locator('table tbody tr td:last-child').allInnerTexts();

/** Whether the page scrolls sideways (its content wider than the window). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** An element cut with an ellipsis: one line, text-overflow ellipsis, and more text than room. */
const expectCutWithEllipsis = async (element: Locator, fullText: string) => {
  await expect(element).toHaveAttribute('title', fullText);
  await expect(element).toHaveCSS('text-overflow', 'ellipsis');
  await expect(element).toHaveCSS('white-space', 'nowrap');
  expect(await element.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
};

test('the audit log filters by result and by days, keeps them in the URL across a reload, and clearing them shows all again', async ({
  page,
  browser,
  rp,
  createUser,
}) => {
  // A failed and then a successful sign-in of a new user to the test application.
  const user = await createUser('filtered');
  const visitor = await newConfinedContext(browser);
  try {
    const signInTab = await visitor.newPage();
    const flow = await rp.authorize(signInTab);
    const form = signInPage(signInTab);
    await expect(form.heading).toHaveText('Sign in');
    await form.identifier.fill(user.username);
    await form.password.fill(`${password}-wrong`);
    expect(await submitPasswordCheck(signInTab)).toBeGreaterThanOrEqual(400);
    await expect(form.alert.filter({ hasText: /./ }).first()).toBeVisible();
    await signIn(signInTab, user.username, password);
    await flow.finish();
  } finally {
    await visitor.close();
  }

  await signInToConsole(page, '/audit-logs');
  await expect(consoleShell(page).heading).toHaveText('Audit logs');
  const userFilter = page.getByRole('searchbox', { name: 'Filter by user ID' });
  const result = page.getByLabel('Result', { exact: true });
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  // The password checks are recorded with the user (not the application): filter by the user.
  await userFilter.fill(user.sub);
  await expect(page).toHaveURL(new RegExp(`userId=${user.sub}`));

  // Failed: only failed records, among them the wrong password just typed.
  await result.selectOption({ label: 'Failed' });
  await expect(page).toHaveURL(/[?&]result=Error(&|$)/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign-in: password checked', exact: true }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  const failed = await resultsShown(page);
  expect(failed.length).toBeGreaterThan(0);
  expect(
    failed.every((text) => text.includes('Failed') && !text.includes('Success')),
    failed.join(', '),
  ).toBe(true);

  // Success: only successful ones.
  await result.selectOption({ label: 'Success' });
  await expect(page).toHaveURL(/[?&]result=Success(&|$)/);
  await expect
    .poll(async () => {
      const shown = await resultsShown(page);
      return shown.length > 0 && shown.every((text) => text.includes('Success') && !text.includes('Failed'));
    })
    .toBe(true);

  // Today as the range: the records of this run are in it; the URL keeps it, and a reload keeps all filters.
  const today = await browserDay(page);
  await from.fill(today);
  await to.fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await page.reload();
  await expect(result).toHaveValue('Success');
  await expect(userFilter).toHaveValue(user.sub);
  await expect(from).toHaveValue(today);
  await expect(to).toHaveValue(today);
  await expect
    .poll(async () => {
      const shown = await resultsShown(page);
      return shown.length > 0 && shown.every((text) => text.includes('Success'));
    })
    .toBe(true);

  // A range that ended yesterday holds none of them: the empty state says the filters found nothing.
  await from.fill('');
  await to.fill(await browserDay(page, -1));
  await expect(page.getByText('No matching records', { exact: true })).toBeVisible();
  await expect(page.locator('table tbody tr')).toHaveCount(0);

  // Clearing the filters removes them from the URL and shows failed and successful records together again.
  await to.fill('');
  await result.selectOption({ label: 'All results' });
  await expect(page).not.toHaveURL(/[?&](result|from|to)=/);
  await expect
    .poll(async () => {
      const shown = await resultsShown(page);
      return shown.some((text) => text.includes('Failed')) && shown.some((text) => text.includes('Success'));
    })
    .toBe(true);
  await userFilter.fill('');
  await expect(page).toHaveURL(consoleUrl('/audit-logs'));
  await expect(page.getByText('No matching records', { exact: true })).toHaveCount(0);
  await expect(page.locator('table tbody tr').first()).toBeVisible();
});

test('a redirect URI the server refuses is focused and scrolled into view on a long settings page', async ({
  page,
  management,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const stamp = Date.now().toString(36);
  const callback = `https://focus-${stamp}.example.com/callback`;
  const app = await management.createApplication({
    name: `Focus ${stamp}`,
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [callback], postLogoutRedirectUris: [] },
  });
  await signInToConsole(page, `/applications/${app.id}/settings`);
  const redirects = listField(page, 'Redirect URIs');
  await expect(redirects.row(1)).toHaveValue(callback);

  // The console checks redirect URIs as the server does, so the refusal is made real on the way: the
  // saved list becomes a custom scheme, which the server refuses for a single-page app.
  let refused = 0;
  await page.route(
    (url) => url.pathname === `/api/applications/${app.id}`,
    async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      const body = route.request().postDataJSON() as { oidcClientMetadata?: { redirectUris?: string[] } };
      if (body.oidcClientMetadata) body.oidcClientMetadata.redirectUris = ['com.example.focus:/callback'];
      const response = await route.fetch({ postData: JSON.stringify(body) });
      if (response.status() === 400) refused++;
      await route.fulfill({ response });
    },
  );

  // An edit at the bottom of the page, so that the redirect URIs are scrolled out of view.
  const rotate = page.getByLabel('Rotate the refresh token at every use');
  await rotate.scrollIntoViewIfNeeded();
  await rotate.click();
  await expect(redirects.row(1)).not.toBeInViewport();
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect.poll(() => refused).toBe(1);
  await expect(redirects.row(1)).toBeFocused();
  await expect(redirects.row(1)).toBeInViewport({ ratio: 1 });
  await expect(redirects.group).toContainText('A redirect URI is not valid for this type of application.');
  expect(
    (await management.call<{ oidcClientMetadata: { redirectUris: string[] } }>('GET', `/applications/${app.id}`))
      .oidcClientMetadata.redirectUris,
  ).toEqual([callback]);
});

test('a 256-character application name is cut with an ellipsis in its list row and details header, with the whole name in title, and nothing scrolls sideways', async ({
  page,
  management,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Long ${stamp} ${'Quarterly reconciliation of regional ledgers '.repeat(8)}`.slice(0, 256);
  expect(name).toHaveLength(256);
  const app = await management.createApplication({
    name,
    type: 'MachineToMachine',
    oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  });
  await signInToConsole(page, `/applications?search=${stamp}`);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(consoleUrl(`/applications?search=${stamp}`));
    const row = page.getByRole('link', { name, exact: true });
    await expect(row).toBeVisible();
    await expectCutWithEllipsis(row.locator('[title]'), name);
    expect(await scrollsSideways(page), `the list scrolls sideways at ${width} px`).toBe(false);

    await row.click();
    await expect(page).toHaveURL(new RegExp(`/applications/${app.id}/`));
    const heading = consoleShell(page).heading;
    await expect(heading).toHaveText(name);
    await expectCutWithEllipsis(heading, name);
    expect(await scrollsSideways(page), `the details page scrolls sideways at ${width} px`).toBe(false);
  }
});

test('in Arabic the back arrow of a details page and the user menu’s submenu chevron are mirrored', async ({
  page,
  management,
}) => {
  const app = await management.createApplication({
    name: 'Mirrored arrows',
    type: 'MachineToMachine',
    oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  });
  await signInToConsole(page, `/applications/${app.id}/settings`);
  const backArrow = page.locator('#main-content a svg.lucide-arrow-left').first();
  const chevron = consoleShell(page).userMenu.locator('svg.lucide-chevron-right').first();
  const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)';

  // Left to right, neither is turned.
  await expect(backArrow).toBeVisible();
  await expect(backArrow).toHaveCSS('transform', 'none');
  await openUserMenu(page);
  await expect(chevron).toBeVisible();
  await expect(chevron).toHaveCSS('transform', 'none');
  await page.keyboard.press('Escape');

  await chooseInUserMenu(page, /^Language/, 'العربية');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  try {
    await expect(consoleShell(page).heading).toHaveText('Mirrored arrows');
    await expect(backArrow).toBeVisible();
    await expect(backArrow).toHaveCSS('transform', mirrored);
    // The arrow points away from the content, toward the reading start: right of the back text.
    const arrowBox = await backArrow.boundingBox();
    const textBox = await page.locator('#main-content a:has(svg.lucide-arrow-left) span').first().boundingBox();
    expect((arrowBox?.x ?? 0) > (textBox?.x ?? 0)).toBe(true);

    await openUserMenu(page);
    await expect(chevron).toBeVisible();
    await expect(chevron).toHaveCSS('transform', mirrored);
    await page.keyboard.press('Escape');
  } finally {
    await chooseInUserMenu(page, /^اللغة/, 'English');
    await expect(html).toHaveAttribute('dir', 'ltr');
  }
});

test('on the third-party applications tab only that tab is the current page', async ({ page }) => {
  await signInToConsole(page, '/applications/third-party-applications');
  const tabs = page.getByRole('navigation', { name: 'Applications', exact: true });
  await expect(tabs.getByRole('link', { name: 'Third-party applications' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'My applications' })).not.toHaveAttribute('aria-current', /.+/);
  await expect(tabs.locator('[aria-current]')).toHaveCount(1);
  await tabs.getByRole('link', { name: 'My applications' }).click();
  await expect(tabs.getByRole('link', { name: 'My applications' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.locator('[aria-current]')).toHaveCount(1);
});
