import fs from 'node:fs/promises';
import path from 'node:path';
import ar from '@gatehouse/phrases/console/ar';
import type { Locator, Page } from '@playwright/test';
import { chooseInUserMenu, consoleShell, consoleUrl, signInToConsole } from './support/console';
import { expect, test } from './support/fixtures';

/*
 * The console's layout at a desktop width (1440 px) and on a phone (390 px). With LAYOUT_SHOTS=<dir>,
 * each page is also saved as a screenshot there, to be looked at (light, dark, and right to left).
 */

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const shots = process.env.LAYOUT_SHOTS;

/** Saves the whole page (the content scrolls in its own box, so the window grows to its height first). */
const screenshot = async (page: Page, name: string) => {
  if (!shots) return;
  const viewport = page.viewportSize() ?? desktop;
  const height = await page.locator('#main-content').evaluate((element) => element.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height + 120) });
  await fs.mkdir(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
  await page.setViewportSize(viewport);
};

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
};

test('a settings card puts its title beside its fields on a desktop screen, above them on a phone', async ({
  page,
  management,
}) => {
  const role = await management.call<{ id: string }>(
    'POST',
    '/roles',
    { name: `Layout role ${Date.now().toString(36)}`, description: 'Reads the orders', type: 'User' },
    201,
  );
  await page.setViewportSize(desktop);
  await signInToConsole(page, `/roles/${role.id}/general`);
  const title = page.getByRole('heading', { name: 'Settings', level: 2 });
  const name = page.getByRole('textbox', { name: 'Role name' });
  const wide = { title: await box(title), field: await box(name) };
  expect(wide.title.x + wide.title.width).toBeLessThan(wide.field.x);
  expect(Math.abs(wide.title.y - wide.field.y)).toBeLessThan(40);
  // The fields' column is about two thirds of the card.
  const card = await box(page.locator('section').filter({ has: name }));
  expect(wide.field.width / card.width).toBeGreaterThan(0.55);
  expect(wide.field.width / card.width).toBeLessThan(0.7);
  // The delete card follows: its button in the fields' column.
  const deleteButton = await box(page.getByRole('button', { name: 'Delete role' }));
  expect(Math.abs(deleteButton.x - wide.field.x)).toBeLessThan(2);

  await page.setViewportSize(phone);
  const narrow = { title: await box(title), field: await box(name) };
  expect(narrow.title.y + narrow.title.height).toBeLessThanOrEqual(narrow.field.y);
  expect(Math.abs(narrow.title.x - narrow.field.x)).toBeLessThan(2);
});

test('screenshots of application details, role details and a list, at 1440 and 390 px, light, dark and Arabic', async ({
  page,
  management,
}) => {
  test.skip(!shots, 'LAYOUT_SHOTS=<dir> takes the screenshots');
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const app = await management.createApplication({
    name: `Storefront ${stamp}`,
    type: 'SPA',
    oidcClientMetadata: {
      redirectUris: [`https://shop-${stamp}.example.com/callback`, 'http://localhost:3000/callback'],
      postLogoutRedirectUris: [`https://shop-${stamp}.example.com`],
    },
  });
  const role = await management.call<{ id: string }>(
    'POST',
    '/roles',
    { name: `Order reader ${stamp}`, description: 'Reads the orders of every store', type: 'User' },
    201,
  );
  const user = await management.call<{ id: string }>(
    'POST',
    '/users',
    { username: `ada_${stamp}`, name: 'Ada Lovelace', primaryEmail: `ada-${stamp}@example.com` },
    201,
  );
  await management.call('POST', `/roles/${role.id}/users`, { userIds: [user.id] }, 201);
  const pages = [
    ['application', `/applications/${app.id}/settings`],
    ['role', `/roles/${role.id}/general`],
    ['role-users', `/roles/${role.id}/users`],
    ['user', `/users/${user.id}/settings`],
    ['applications-list', '/applications'],
    ['users-list', '/users'],
    ['organizations-list-empty', '/organizations'],
  ] as const;
  await page.setViewportSize(desktop);
  await signInToConsole(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [name, target] of pages) {
      for (const [size, viewport] of [
        ['1440', desktop],
        ['390', phone],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(consoleUrl(target));
        await expect(consoleShell(page).heading).toBeVisible();
        await expect(page.getByText('Loading…')).toHaveCount(0);
        await screenshot(page, `${name}-${size}-${colorScheme}`);
      }
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(desktop);
  await chooseInUserMenu(page, /^Language/, 'العربية');
  try {
    for (const [name, target] of pages) {
      for (const [size, viewport] of [
        ['1440', desktop],
        ['390', phone],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(consoleUrl(target));
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.getByText(ar.general.loading)).toHaveCount(0);
        await screenshot(page, `${name}-${size}-ar`);
      }
    }
  } finally {
    await page.setViewportSize(desktop);
    await chooseInUserMenu(page, /^اللغة/, 'English');
  }
});

test('a list is a table on a desktop screen and a column of cards on a phone, never scrolled sideways', async ({
  page,
  management,
}) => {
  const name = `Layout list ${Date.now().toString(36)}`;
  await management.createApplication({
    name,
    type: 'MachineToMachine',
    oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  });
  await page.setViewportSize(desktop);
  await signInToConsole(
    page,
    `/applications?search=${encodeURIComponent(name)}`,
    `/applications?search=${name.replaceAll(' ', '+')}`,
  );
  const table = page.getByRole('table', { name: 'My applications' });
  const row = table.getByRole('row').filter({ hasText: name });
  const link = row.getByRole('link', { name });
  await expect(table.getByRole('columnheader', { name: 'Application type' })).toBeVisible();
  const type = row.getByRole('cell').nth(1);
  // One line per row, the column's title only in the header.
  expect(Math.abs((await box(link)).y - (await box(type.getByText('Machine-to-machine'))).y)).toBeLessThan(12);
  await expect(type.getByText('Application type')).toBeHidden();

  await page.setViewportSize(phone);
  // A card: the name first, then 'Application type: Machine-to-machine' under it.
  await expect(type.getByText('Application type')).toBeVisible();
  const title = await box(link);
  const line = await box(type);
  expect(line.y).toBeGreaterThanOrEqual(title.y + title.height);
  const label = await box(type.getByText('Application type'));
  const value = await box(type.getByText('Machine-to-machine'));
  expect(Math.abs(label.y - value.y)).toBeLessThan(8);
  const wrapper = table.locator('xpath=..');
  const { scrollWidth, clientWidth } = await wrapper.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  // Still a table for assistive technology, and the row still leads to the app.
  await expect(table.getByRole('columnheader', { name: 'Application type' })).toHaveCount(1);
  await link.click();
  await expect(consoleShell(page).heading).toHaveText(name);
});
