import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import arConsole from '@gatehouse/phrases/console/ar';
import en from '@gatehouse/phrases/experience/en';
import ja from '@gatehouse/phrases/experience/ja';
import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { newConfinedContext } from './support/browser';
import { chooseInUserMenu, signInToConsole } from './support/console';
import { expect, test } from './support/fixtures';

/**
 * Custom phrases (issue 17): an administrator writes Japanese text for the sign-in page in the
 * console's "Manage languages" editor (content tab of the sign-in experience), and a person whose
 * authorization request asks for Japanese sees it; languages the pages do not have built in (Dutch,
 * Hebrew) are offered once the tenant has phrases for them.
 */

const title = 'ようこそ、ガーデンへ';
const button = '庭に入る';

/** The editor as an administrator sees it (English texts of phrases/console/custom-phrases/en.ts). */
const editor = (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Manage languages' });
  return {
    open: page.getByRole('button', { name: 'Manage languages' }),
    dialog,
    language: (name: string, tag: string) =>
      dialog
        .getByRole('list', { name: 'Languages' })
        .getByRole('button', { name: new RegExp(`^${name}\\s*${tag}\\b`) }),
    search: dialog.getByRole('searchbox', { name: 'Search phrases' }),
    custom: (key: string) => dialog.getByRole('textbox', { name: `Custom text for ${key}`, exact: true }),
    save: dialog.getByRole('button', { name: 'Save changes' }),
    remove: dialog.getByRole('button', { name: 'Delete language' }),
    discardDialog: page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }),
  };
};

/** Screenshots for a person to look at, kept in test-results/screenshots/ (gitignored). */
const screenshot = async (page: Page, testInfo: TestInfo, name: string) => {
  const file = path.join(testInfo.project.outputDir, 'screenshots', `custom-phrases-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const keep = process.env.GATEHOUSE_SCREENSHOTS_DIR;
  if (keep) {
    await mkdir(keep, { recursive: true });
    await copyFile(file, path.join(keep, `custom-phrases-${name}.png`));
  }
};

test.afterAll(async ({ management }) => {
  // Whatever a failed run left behind: none of these languages keeps custom phrases.
  const left = await management.call<{ languageTag: string }[]>('GET', '/custom-phrases');
  for (const { languageTag } of left.filter(({ languageTag }) => ['ja', 'nl', 'he'].includes(languageTag))) {
    await management.call('DELETE', `/custom-phrases/${languageTag}`, undefined, 204);
  }
});

test('a Japanese custom phrase written in the console shows on the sign-in page asked for in Japanese, until it is deleted', async ({
  page,
  rp,
  browser,
}) => {
  await signInToConsole(page, '/sign-in-experience/content');
  const ui = editor(page);
  await ui.open.click();
  await expect(ui.dialog).toBeVisible();
  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);

  await ui.language('Japanese', 'ja').click();
  await expect(ui.dialog.getByRole('heading', { name: /^Japanese/ })).toBeVisible();
  // The built-in Japanese text stands beside each input.
  await ui.search.fill('page_title.sign_in');
  await expect(ui.dialog.getByRole('row', { name: /page_title\.sign_in/ })).toContainText(ja.page_title.sign_in);
  await ui.custom('page_title.sign_in').fill(title);

  // Leaving with unsaved text asks first; staying keeps it.
  await page.keyboard.press('Escape');
  await expect(ui.discardDialog).toBeVisible();
  await ui.discardDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(ui.custom('page_title.sign_in')).toHaveValue(title);

  await ui.search.fill('action.sign_in');
  await ui.custom('action.sign_in').fill(button);
  await ui.save.click();
  await expect(page.getByText('Custom phrases of Japanese saved.')).toBeVisible();
  await expect(ui.save).toBeDisabled();

  const person = await newConfinedContext(browser);
  try {
    const signInPage = await person.newPage();
    await rp.authorize(signInPage, { ui_locales: 'ja' });
    await expect(signInPage.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(signInPage.getByRole('button', { name: button, exact: true })).toBeVisible();
    await expect(signInPage.locator('html')).toHaveAttribute('lang', 'ja');
    // The phrases not customized keep the built-in Japanese text.
    await expect(signInPage.getByLabel(ja.input.password, { exact: true })).toBeVisible();

    // Deleting the language's phrases, after a confirmation, brings the built-in text back.
    await ui.remove.click();
    const confirmation = page.getByRole('alertdialog', { name: 'Delete the custom phrases of Japanese?' });
    await confirmation.getByRole('button', { name: 'Delete language' }).click();
    await expect(page.getByText('Custom phrases of Japanese deleted.')).toBeVisible();
    await signInPage.reload();
    await expect(signInPage.getByRole('heading', { level: 1 })).toHaveText(ja.page_title.sign_in);
  } finally {
    await person.close();
  }
});

test('a language with custom phrases only is chosen by ui_locales and the browser, English where it says nothing, right to left where it is written so', async ({
  page,
  rp,
  management,
  browser,
}) => {
  await management.call('PUT', '/custom-phrases/nl', { page_title: { sign_in: 'Inloggen bij de tuin' } });
  await management.call('PUT', '/custom-phrases/he', { page_title: { sign_in: 'כניסה לגן' } });
  try {
    await rp.authorize(page, { ui_locales: 'nl' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen bij de tuin');
    await expect(page.getByRole('button', { name: en.action.sign_in, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    const hebrew = await newConfinedContext(browser, { locale: 'he-IL' });
    try {
      const hebrewPage = await hebrew.newPage();
      await rp.authorize(hebrewPage);
      await expect(hebrewPage.getByRole('heading', { level: 1 })).toHaveText('כניסה לגן');
      await expect(hebrewPage.locator('html')).toHaveAttribute('lang', 'he');
      await expect(hebrewPage.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(hebrewPage.getByRole('main')).toHaveCSS('direction', 'rtl');
    } finally {
      await hebrew.close();
    }
  } finally {
    await management.call('DELETE', '/custom-phrases/nl', undefined, 204);
    await management.call('DELETE', '/custom-phrases/he', undefined, 204);
  }
});

test('the editor adds a language from the keyboard, writes it right to left where it is, and lays out right to left in Arabic, light and dark (screenshots for a human look)', async ({
  page,
}, testInfo) => {
  await signInToConsole(page, '/sign-in-experience/content');
  const ui = editor(page);
  await ui.open.click();
  // Add Hebrew by typing its name in the language search and pressing Enter.
  await ui.dialog.getByRole('searchbox', { name: 'Search languages' }).fill('Hebrew');
  await page.keyboard.press('Enter');
  await expect(ui.dialog.getByRole('heading', { name: /^Hebrew\s*he$/ })).toBeVisible();
  await expect(ui.language('Hebrew', 'he')).toHaveAttribute('aria-current', 'true');
  await expect(ui.custom('page_title.sign_in')).toHaveAttribute('dir', 'rtl');
  await ui.custom('page_title.sign_in').fill('כניסה');
  await screenshot(page, testInfo, 'editor-light');
  // Discarding from the question closes the editor; Hebrew, never saved, is gone.
  await page.keyboard.press('Escape');
  await ui.discardDialog.getByRole('button', { name: 'Discard' }).click();
  await expect(ui.dialog).toHaveCount(0);
  await ui.open.click();
  await expect(ui.language('Hebrew', 'he')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(ui.dialog).toHaveCount(0);

  await page.emulateMedia({ colorScheme: 'dark' });
  await chooseInUserMenu(page, /^Language/, 'العربية');
  try {
    await page.getByRole('button', { name: arConsole.custom_phrases.manage }).click();
    const dialog = page.getByRole('dialog', { name: arConsole.custom_phrases.modal_title });
    await expect(dialog).toHaveCSS('direction', 'rtl');
    const violations = await seriousViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
    await screenshot(page, testInfo, 'editor-arabic-dark');
    await page.keyboard.press('Escape');
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
    await chooseInUserMenu(page, /^اللغة/, 'English');
  }
});
