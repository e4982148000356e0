import { expectAxeClean } from './support/axe';
import { newConfinedContext } from './support/browser';
import { chooseInUserMenu, consoleShell, consoleUrl, signInToConsole } from './support/console';
import { adminUrl, uniqueUsername } from './support/env';
import { expect, test } from './support/fixtures';
import { signIn } from './support/pages';
import { screenshot } from './support/screenshots';

const password = 'Xk9#mQ2-Lw7pZ';

/**
 * Self-hosted tenant settings (issue 20): the administrator of `default` invites a collaborator by
 * email; with no email connector the link is shown to copy. The invitee gets an account through
 * the invitation's page on the admin endpoint (the link is the proof), signs in to the console,
 * sees data but no member management; the administrator then changes their role and removes them.
 */
test('the admin invites a collaborator, who joins, sees no member management, and is promoted then removed', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const username = uniqueUsername('mate');
  const email = `${username}@example.com`;
  await signInToConsole(page, '/tenant-settings', '/tenant-settings/members');
  await expect(consoleShell(page).heading).toHaveText('Tenant settings');
  // The first admin is an admin member; the last admin cannot be demoted.
  const me = page.getByRole('row', { name: /\(you\)/ });
  await expect(me.getByRole('combobox')).toHaveValue('admin');
  await me.getByRole('combobox').selectOption('collaborator');
  await expect(page.getByText('A tenant needs at least one admin', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Invitations' }).click();
  await expect(page).toHaveURL(consoleUrl('/tenant-settings/members/invitations'));
  await page.getByRole('button', { name: 'Invite members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite members' });
  await dialog.getByLabel('Email addresses').fill('not-an-email');
  await dialog.getByLabel('Email addresses').press('Enter');
  await dialog.getByRole('button', { name: 'Invite members' }).click();
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove not-an-email' }).click();
  await dialog.getByLabel('Email addresses').fill(email);
  await dialog.getByLabel('Role').selectOption('collaborator');
  await dialog.getByRole('button', { name: 'Invite members' }).click();
  const links = page.getByRole('alertdialog', { name: 'Pass these links on' });
  const link = String(await links.locator('code').first().textContent());
  expect(link).toMatch(/\/console\/accept\/[\w-]+$/);
  await links.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('row', { name: new RegExp(email) }).getByText('Pending')).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'tenant-invitations-light');

  // The invitee: an account through the invitation's page (the accept page of the console is
  // another change's), then the console, where member management is not theirs.
  const invitationId = link.split('/').at(-1) ?? '';
  const context = await newConfinedContext(browser);
  try {
    const invited = await context.newPage();
    await invited.goto(`${adminUrl()}/invitation/${invitationId}`);
    await invited.getByLabel('New password', { exact: true }).fill(password);
    await invited.getByLabel('Confirm password').fill(password);
    await invited.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(invited.getByRole('heading', { name: /Welcome to/ })).toBeVisible();

    await invited.goto(consoleUrl('/tenant-settings'));
    await expect(invited).toHaveURL((url) => url.pathname === '/sign-in', { timeout: 15_000 });
    await signIn(invited, email, password);
    // The admin tenant's sign-up rules want a username, asked for once.
    await expect(invited.getByRole('heading', { name: 'Complete your profile' })).toBeVisible({ timeout: 15_000 });
    await invited.getByLabel('Username').fill(username);
    await expect(invited.getByLabel('Username')).toHaveValue(username);
    await invited.getByRole('button', { name: 'Continue' }).click();
    await expect(invited).toHaveURL(consoleUrl('/tenant-settings/members'), { timeout: 15_000 });
    await expect(invited.getByRole('row', { name: /\(you\)/ }).getByText('Collaborator')).toBeVisible();
    await expect(invited.getByRole('combobox')).toHaveCount(0);
    await expect(invited.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expect(invited.getByRole('link', { name: 'Invitations' })).toHaveCount(0);
    await invited.goto(consoleUrl('/tenant-settings/members/invitations'));
    await expect(invited.getByText('Page not found', { exact: false })).toBeVisible();
    // Data is theirs to see.
    await invited.goto(consoleUrl('/applications'));
    await expect(consoleShell(invited).heading).toHaveText('Applications');
  } finally {
    await context.close();
  }

  await page.goto(consoleUrl('/tenant-settings/members'));
  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('combobox').selectOption('admin');
  await expect(page.getByText(`is now Admin.`, { exact: false })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'tenant-members-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, testInfo, 'tenant-members-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: new RegExp(`^Remove: ${email}`) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('removed.', { exact: false })).toBeVisible();
  await expect(row).toHaveCount(0);

  await chooseInUserMenu(page, /^Language/, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await screenshot(page, testInfo, 'tenant-members-ar');
  await chooseInUserMenu(page, /^اللغة/, 'English');
});
