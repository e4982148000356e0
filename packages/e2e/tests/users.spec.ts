import type { Browser, Locator } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { newConfinedContext } from './support/browser';
import { consoleShell, consoleUrl, signInToConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { signIn } from './support/pages';
import type { RelyingParty } from './support/rp';

/** The value a copy field shows next to its label (the password dialog's fields). */
const copyFieldValue = async (scope: Locator, label: string) =>
  ((await scope.getByText(label, { exact: true }).locator('..').locator('code').textContent()) ?? '').trim();

/** Signs in through the sign-in pages in a fresh browser; resolves with the tokens, or the alert shown. */
const trySignIn = async (browser: Browser, rp: RelyingParty, identifier: string, password: string) => {
  const context = await newConfinedContext(browser);
  try {
    const visitor = await context.newPage();
    const flow = await rp.authorize(visitor);
    await signIn(visitor, identifier, password);
    // Whichever comes first: back at the application with tokens, or an error on the sign-in page.
    const finished = flow.finish().then(
      ({ tokens }) => ({ tokens, alert: undefined }),
      () => ({ tokens: undefined, alert: undefined }),
    );
    const alerted = visitor
      .getByRole('alert')
      .first()
      .waitFor({ timeout: 15_000 })
      .then(
        async () => ({ tokens: undefined, alert: (await visitor.getByRole('alert').first().textContent()) ?? '' }),
        () => ({ tokens: undefined, alert: undefined }),
      );
    return await Promise.race([finished, alerted]);
  } finally {
    await context.close();
  }
};

test('an admin adds a user, finds them, gives a role, resets the password, suspends, reads their logs and deletes them', async ({
  page,
  browser,
  management,
  rp,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `ada-${stamp}@lovelace.example`;
  const role = await management.call<{ id: string; name: string }>(
    'POST',
    '/roles',
    { name: `Analyst ${stamp}`, description: 'Reads reports' },
    201,
  );

  await signInToConsole(page, '/users');
  const shell = consoleShell(page);
  const userTabs = page.getByRole('navigation', { name: 'User sections' });
  await expect(shell.heading).toHaveText('Users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const create = page.getByRole('dialog', { name: 'Add a user' });
  await create.getByRole('button', { name: 'Add user' }).click();
  await expect(create.getByText('Enter a username, an email address or a phone number.')).toBeVisible();
  // The default sign-up asks for a username, so a user without one would be asked for it at sign-in.
  await create.getByLabel('Username').fill(`ada_${stamp}`);
  await create.getByLabel('Email address').fill(email);
  await create.getByLabel('Name', { exact: true }).fill(`Ada ${stamp}`);
  await expect(create.getByRole('radio', { name: 'Generate a strong password' })).toBeChecked();
  await create.getByRole('button', { name: 'Add user' }).click();

  // The first password is shown once, with the identifier to sign in with.
  const once = page.getByRole('alertdialog', { name: 'Copy the password now' });
  await expect(once).toBeVisible();
  expect(await copyFieldValue(once, 'Sign in with')).toBe(`ada_${stamp}`);
  const firstPassword = await copyFieldValue(once, 'Password');
  expect(firstPassword.length).toBeGreaterThanOrEqual(16);
  await once.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shell.heading).toHaveText(`Ada ${stamp}`);
  const userId = page.url().split('/users/')[1]?.split('/')[0] ?? '';
  expect(userId).toMatch(/^[0-9a-z]{12}$/);

  // Found by a fragment of the email.
  await page.getByRole('link', { name: 'Back to users' }).click();
  await page.getByRole('searchbox', { name: /Search by name/ }).fill(`a-${stamp}@love`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: `Ada ${stamp}` }).click();
  await expect(shell.heading).toHaveText(`Ada ${stamp}`);

  // A role.
  await userTabs.getByRole('link', { name: 'Roles' }).click();
  await page.getByRole('button', { name: 'Assign roles' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign roles' });
  await assign.getByRole('checkbox', { name: new RegExp(`Analyst ${stamp}`) }).check();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByRole('cell', { name: `Analyst ${stamp}`, exact: true })).toBeVisible();
  expect(await management.call<Array<{ id: string }>>('GET', `/users/${userId}/roles`)).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: role.id })]),
  );

  // A new password, shown once; the user signs in with it on the sign-in pages, not with the old one.
  await userTabs.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset password' }).click();
  const reset = page.getByRole('alertdialog', { name: 'Copy the password now' });
  const newPassword = await copyFieldValue(reset, 'Password');
  expect(newPassword).not.toBe(firstPassword);
  await reset.getByRole('button', { name: 'I have copied it' }).click();
  expect((await trySignIn(browser, rp, email, firstPassword)).tokens).toBeUndefined();
  const signedIn = await trySignIn(browser, rp, email, newPassword);
  expect(signedIn.alert).toBeUndefined();
  expect(signedIn.tokens?.claims()?.sub).toBe(userId);

  // Suspended: the sign-in pages refuse them.
  await page.getByRole('button', { name: 'Suspend user' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend user' }).click();
  await expect(page.getByText('Suspended', { exact: true })).toBeVisible();
  const refused = await trySignIn(browser, rp, email, newPassword);
  expect(refused.tokens).toBeUndefined();
  expect(refused.alert).toContain('suspended');

  // Their logs, and one record in full.
  await userTabs.getByRole('link', { name: 'Logs' }).click();
  const submitted = page.getByRole('link', { name: 'Sign-in submitted' }).first();
  await expect(async () => {
    await page.reload();
    await expect(submitted).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await submitted.click();
  await expect(shell.heading).toHaveText('Sign-in submitted');
  // The record names its user and links to them.
  await expect(page.getByRole('definition').locator(`a[href$="/users/${userId}"]`)).toBeVisible();
  await expect(page.getByText('Raw record (JSON)')).toBeVisible();
  expect(await page.locator('figure code').textContent()).not.toContain(newPassword);
  await page.getByRole('link', { name: 'Back to the user’s logs' }).click();
  await expect(page).toHaveURL(consoleUrl(`/users/${userId}/logs`));

  // Deleted after confirming.
  await userTabs.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Delete user' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(consoleUrl('/users'));
  await management.call('GET', `/users/${userId}`, undefined, 404);
});

test('the audit log lists records with their filters, and opens one', async ({ page, rp, createUser }) => {
  const user = await createUser('audited');
  await signInToConsole(page, '/audit-logs');
  await expect(consoleShell(page).heading).toHaveText('Audit logs');
  await page.getByRole('searchbox', { name: 'Filter by user ID' }).fill(user.sub);
  await expect(page).toHaveURL(new RegExp(`userId=${user.sub}`));
  await page.getByLabel('Event').selectOption('Interaction.Register.Submit');
  const row = page.getByRole('link', { name: 'Registration submitted', exact: true }).first();
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await row.click();
  await expect(consoleShell(page).heading).toHaveText('Registration submitted');
  // The user and the application by name, each a link to its page.
  await expect(page.getByRole('definition').locator(`a[href$="/users/${user.sub}"]`)).toBeVisible();
  await expect(page.getByRole('definition').locator(`a[href*="/applications/${rp.clientId}"]`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to audit logs' }).click();
  await expect(consoleShell(page).heading).toHaveText('Audit logs');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe-core finds no serious or critical violation on the users and audit log pages (${colorScheme})`, async ({
    page,
    createUser,
  }) => {
    await page.emulateMedia({ colorScheme });
    const user = await createUser('axe');
    await signInToConsole(page, '/users');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const path of [`/users/${user.sub}/settings`, `/users/${user.sub}/roles`, '/audit-logs']) {
      await page.goto(consoleUrl(path));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto(consoleUrl('/users/create'));
    await expect(page.getByRole('dialog', { name: 'Add a user' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
