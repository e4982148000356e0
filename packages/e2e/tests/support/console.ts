import { expect, type Page } from '@playwright/test';
import { administrator, adminUrl } from './env';
import { signIn } from './pages';

/** The console as a user sees it, found by role and accessible name (English texts of phrases/console/en.ts). */
export const consoleShell = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1 }),
  sidebar: page.getByRole('navigation', { name: 'Main navigation' }),
  /**
   * The account menu's trigger (found by what it is, so that it is found in every language): the
   * last menu button of the top bar (in the cloud the tenant switcher is one too).
   */
  userMenuButton: page.locator('header button[aria-haspopup="menu"]').last(),
  userMenu: page.getByRole('menu'),
});

/** A console path as a full URL on the admin endpoint. */
export const consoleUrl = (path = '') => `${adminUrl()}/console${path}`;

/**
 * Opens a console path as a signed-out visitor, signs the administrator in on
 * the sign-in page it leads to, and waits until the console is back on that
 * path (or on `landing`, where the path redirects) and holds its first access
 * token (the user menu's `/me`), so every test starts from a settled console
 * rather than racing its first refresh.
 */
export const signInToConsole = async (page: Page, path = '/get-started', landing = path) => {
  await page.goto(consoleUrl(path));
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in', { timeout: 15_000 });
  await signIn(page, administrator.username, administrator.password);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === `/console${landing}`, {
    timeout: 15_000,
  });
  await expect(consoleShell(page).userMenuButton).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(window.localStorage).some((key) => key.startsWith('gatehouse.access-token:'))),
    )
    .toBe(true);
};

/** Opens the user menu by click (the hover path is tested on its own). */
export const openUserMenu = async (page: Page) => {
  const shell = consoleShell(page);
  // A click that lands while the menu's own hover timer opens it toggles it shut again: click once more then.
  await expect(async () => {
    if (!(await shell.userMenu.isVisible())) await shell.userMenuButton.click();
    await expect(shell.userMenu).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 10_000 });
};

/**
 * Picks an entry of one of the user menu's submenus (Language, Appearance)
 * with the keyboard: → (← right to left) opens the submenu, ↓ walks to the
 * entry, Enter picks it.
 */
export const chooseInUserMenu = async (page: Page, submenu: RegExp, choice: string) => {
  const item = page.getByRole('menuitemradio', { name: choice, exact: true });
  const focused = () => item.evaluate((element) => element === document.activeElement).catch(() => false);
  // The submenu opens toward the reading direction: ← in right-to-left languages.
  const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
  // A submenu the menu's hover timer closes under the keys is opened again; the walk itself is the test.
  await expect(async () => {
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: submenu }).focus();
    await page.keyboard.press(rtl ? 'ArrowLeft' : 'ArrowRight');
    await expect(item).toBeVisible({ timeout: 2_000 });
    // Down from where the submenu put the focus; up when the entry was above it (the menu does not wrap).
    for (let step = 0; step < 10 && !(await focused()); step++) await page.keyboard.press('ArrowDown');
    for (let step = 0; step < 10 && !(await focused()); step++) await page.keyboard.press('ArrowUp');
    await expect(item).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Enter');
  await expect(consoleShell(page).userMenu).toHaveCount(0);
};

/** A list field of the console (redirect URIs, CORS origins): its group, and its rows by position. */
export const listField = (page: Page, label: string) => {
  const group = page.getByRole('group', { name: label, exact: true });
  return {
    group,
    rows: group.getByRole('textbox'),
    row: (position: number) => group.getByRole('textbox', { name: `${label}, row ${position}`, exact: true }),
    add: group.getByRole('button', { name: 'Add another' }),
  };
};

/** Types `values` into a list field, one per row: the first row, then a row added with Add another for each next. */
export const fillListField = async (page: Page, label: string, values: readonly string[]) => {
  const field = listField(page, label);
  for (const [index, value] of values.entries()) {
    if (index > 0 && (await field.rows.count()) <= index) {
      await field.add.click();
      await expect(field.row(index + 1)).toBeFocused();
    }
    await field.row(index + 1).fill(value);
  }
};
