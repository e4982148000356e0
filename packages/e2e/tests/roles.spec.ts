import { seriousViolations } from './support/axe';
import { consoleShell, consoleUrl, signInToConsole } from './support/console';
import { userUrl } from './support/env';
import { expect, test } from './support/fixtures';
import { jwtClaims } from './support/rp';

/** A client_credentials grant at the default tenant's token endpoint, as a backend would ask. */
const clientCredentials = async (app: { id: string; secret?: string }, resource: string, scope: string) => {
  const response = await fetch(`${userUrl()}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${app.id}:${app.secret ?? ''}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource, scope }),
  });
  expect(response.status).toBe(200);
  return jwtClaims(((await response.json()) as { access_token: string }).access_token);
};

test('a role made in the console gives an M2M app exactly its permission in client_credentials tokens', async ({
  page,
  management,
}) => {
  const stamp = Date.now().toString(36);
  const indicator = `https://warehouse-${stamp}.example.com`;
  const resource = await management.createResource({ name: `Warehouse ${stamp}`, indicator });
  await management.createScope(resource.id, { name: 'read:stock', description: 'See stock' });
  await management.createScope(resource.id, { name: 'write:stock', description: 'Change stock' });
  const robot = await management.createApplication({
    name: `Stock robot ${stamp}`,
    type: 'MachineToMachine',
    oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  });

  await signInToConsole(page, '/roles');
  const shell = consoleShell(page);
  await expect(shell.heading).toHaveText('Roles');
  await page.getByRole('button', { name: 'Create role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a role' });
  await dialog.getByLabel('Role name').fill(`Stock reader ${stamp}`);
  await dialog.getByLabel('Description').fill('Reads stock levels');
  await dialog.getByRole('radio', { name: 'Machine-to-machine' }).check();
  await dialog.getByRole('searchbox', { name: 'Search permissions or APIs' }).fill(`Warehouse ${stamp}`);
  const group = dialog.getByRole('group', { name: `Warehouse ${stamp}` });
  await group.getByRole('checkbox', { name: /read:stock/ }).check();
  await expect(dialog.getByText('Selected: 1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create role' }).click();

  await expect(page).toHaveURL(/\/console\/roles\/[^/]+\/permissions$/);
  await expect(shell.heading).toHaveText(`Stock reader ${stamp}`);
  await expect(page.getByRole('cell', { name: 'read:stock', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'write:stock', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Machine-to-machine apps' }).click();
  await page.getByRole('button', { name: 'Assign apps' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign apps' });
  await assign.getByRole('checkbox', { name: new RegExp(`Stock robot ${stamp}`) }).check();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByRole('cell', { name: `Stock robot ${stamp}`, exact: true })).toBeVisible();

  const claims = await clientCredentials(robot, indicator, 'read:stock write:stock');
  expect(claims).toMatchObject({ aud: indicator, scope: 'read:stock' });

  // Removing the permission asks first; the next token no longer carries it.
  await page.getByRole('link', { name: 'Permissions' }).click();
  await page.getByRole('button', { name: 'Remove: read:stock' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No permissions yet')).toBeVisible();
  expect((await clientCredentials(robot, indicator, 'read:stock')).scope).toBeUndefined();

  await page.getByRole('link', { name: 'General' }).click();
  await page.getByRole('button', { name: 'Delete role' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(consoleUrl('/roles'));
  await expect(page.getByRole('link', { name: `Stock reader ${stamp}` })).toHaveCount(0);
});

test('a User role can be made a default role for new users, and its users tab lists its holders', async ({
  page,
  createUser,
}) => {
  const stamp = Date.now().toString(36);
  await signInToConsole(page, '/roles/create');
  const dialog = page.getByRole('dialog', { name: 'Create a role' });
  await dialog.getByLabel('Role name').fill(`Member ${stamp}`);
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await expect(consoleShell(page).heading).toHaveText(`Member ${stamp}`);

  await page.getByRole('link', { name: 'General' }).click();
  await page.getByRole('switch', { name: 'Give this role to every new user' }).check();
  // Saved on the server before anyone registers.
  await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
  await expect(page.getByText('Default', { exact: true }).first()).toBeVisible();

  const user = await createUser('member');
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('cell', { name: user.username, exact: true }).first()).toBeVisible();

  // Not a default role any more, so later tests' users do not get it.
  await page.getByRole('link', { name: 'General' }).click();
  await page.getByRole('switch', { name: 'Give this role to every new user' }).uncheck();
  await expect(page.getByRole('switch', { name: 'Give this role to every new user' })).not.toBeChecked();

  // Someone who registers now does not get it; they are found by search and assigned here.
  const later = await createUser('assigned');
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('cell', { name: later.username, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Assign users' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign users' });
  await assign.getByRole('searchbox').fill(later.username);
  await assign.getByRole('checkbox', { name: new RegExp(later.username) }).check();
  await expect(assign.getByRole('list', { name: 'Selected' })).toContainText(later.username);
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByRole('cell', { name: later.username, exact: true }).first()).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe-core finds no serious or critical violation on the role pages (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signInToConsole(page, '/roles');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create role' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
