import { seriousViolations } from './support/axe';
import { consoleShell, consoleUrl, signInToConsole } from './support/console';
import { expect, test } from './support/fixtures';
import type { ManagementApi } from './support/management';

type Created = { id: string; name: string };

test('an admin builds an organization role from organization permissions and an API permission, then edits and trims it', async ({
  page,
  management,
}) => {
  const stamp = Date.now().toString(36);
  const resource = await management.createResource({
    name: `Billing ${stamp}`,
    indicator: `https://billing-${stamp}.example.com`,
  });
  await management.createScope(resource.id, { name: 'read:invoices', description: 'See invoices' });
  const invite = `invite:member-${stamp}`;
  const remove = `remove:member-${stamp}`;

  await signInToConsole(page, '/organization-template', '/organization-template/organization-roles');
  const shell = consoleShell(page);
  await expect(shell.heading).toHaveText('Organization template');

  // Two organization permissions; a name with a space is refused before it is sent, a taken name by the server.
  await page.getByRole('link', { name: 'Organization permissions' }).click();
  await expect(page).toHaveURL(consoleUrl('/organization-template/organization-permissions'));
  for (const [name, description] of [
    [invite, 'Invite members'],
    [remove, 'Remove members'],
  ] as const) {
    await page.getByRole('button', { name: 'Create organization permission' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create organization permission' });
    await dialog.getByLabel('Permission name').fill(`${name} now`);
    await dialog.getByRole('button', { name: 'Create organization permission' }).click();
    await expect(dialog.getByText('Use no spaces.')).toBeVisible();
    await dialog.getByLabel('Permission name').fill(name);
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Create organization permission' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Create organization permission' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Create organization permission' });
  await duplicate.getByLabel('Permission name').fill(invite);
  await duplicate.getByRole('button', { name: 'Create organization permission' }).click();
  await expect(duplicate.getByText('Another organization permission already has this name.')).toBeVisible();
  await expect(duplicate.getByLabel('Permission name')).toHaveAttribute('aria-invalid', 'true');
  await duplicate.getByRole('button', { name: 'Cancel' }).click();

  // An organization role of User type with one organization permission and one API permission.
  await page.getByRole('link', { name: 'Organization roles' }).click();
  await page.getByRole('button', { name: 'Create organization role' }).click();
  const create = page.getByRole('dialog', { name: 'Create an organization role' });
  await create.getByLabel('Role name').fill(`Admin ${stamp}`);
  await create.getByLabel('Description').fill('Runs the organization');
  await expect(create.getByRole('radio', { name: 'User' })).toBeChecked();
  await create
    .getByRole('group', { name: 'Organization permissions' })
    .getByRole('checkbox', { name: new RegExp(invite) })
    .check();
  await create.getByRole('searchbox', { name: 'Search permissions or APIs' }).fill(`Billing ${stamp}`);
  await create
    .getByRole('group', { name: `Billing ${stamp}` })
    .getByRole('checkbox', { name: /read:invoices/ })
    .check();
  await create.getByRole('button', { name: 'Create organization role' }).click();

  await expect(page).toHaveURL(/\/console\/organization-template\/organization-roles\/[^/]+\/permissions$/);
  await expect(shell.heading).toHaveText(`Admin ${stamp}`);
  await expect(page.getByText('User', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Permissions' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('cell', { name: invite, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'read:invoices', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Billing ${stamp}`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: remove, exact: true })).toHaveCount(0);

  // The second permission is added; the held ones show as given.
  await page.getByRole('button', { name: 'Assign permissions' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign permissions' });
  await expect(assign.getByRole('checkbox', { name: new RegExp(invite) })).toBeDisabled();
  await assign.getByRole('checkbox', { name: new RegExp(remove) }).check();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign).toHaveCount(0);
  await expect(page.getByRole('cell', { name: remove, exact: true })).toBeVisible();

  // Removing one asks first.
  await page.getByRole('button', { name: `Remove: ${invite}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('cell', { name: invite, exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: remove, exact: true })).toBeVisible();
  const role = await management.call<{ scopes: Created[]; resourceScopes: Created[] }>(
    'GET',
    `/organization-roles/${page.url().split('/').at(-2)}`,
  );
  expect(role.scopes.map((scope) => scope.name)).toEqual([remove]);
  expect(role.resourceScopes.map((scope) => scope.name)).toEqual(['read:invoices']);

  // General: the description is saved; a taken name is shown on the name field.
  const other = await management.call<Created>('POST', '/organization-roles', { name: `Other ${stamp}` }, 201);
  await page.getByRole('link', { name: 'General' }).click();
  await page.getByLabel('Description').fill('Runs the whole organization');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
  await expect(page.getByText('Runs the whole organization', { exact: true })).toBeVisible();
  await page.getByLabel('Role name').fill(other.name);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Another organization role already has this name.')).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Role name')).toHaveValue(`Admin ${stamp}`);

  // Deleting an organization permission asks first, and roles lose it.
  await page.goto(consoleUrl('/organization-template/organization-permissions'));
  await page.getByRole('button', { name: `Delete: ${remove}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name: remove, exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Organization roles' }).click();
  await page.getByRole('searchbox', { name: 'Search organization roles' }).fill(stamp);
  const row = page.getByRole('row', { name: new RegExp(`Admin ${stamp}`) });
  await expect(row).toContainText('read:invoices');
  await expect(row).not.toContainText(remove);

  // Deleting the role leads back to the list.
  await row.getByRole('link', { name: `Admin ${stamp}` }).click();
  await page.getByRole('link', { name: 'General' }).click();
  await page.getByRole('button', { name: 'Delete organization role' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(consoleUrl('/organization-template/organization-roles'));
  await expect(page.getByRole('link', { name: `Admin ${stamp}` })).toHaveCount(0);
  await management.call('DELETE', `/organization-roles/${other.id}`, undefined, 204);
  await management.call(
    'DELETE',
    `/organization-scopes/${(await permissionByName(management, invite)).id}`,
    undefined,
    204,
  );
});

/** An organization permission found by its exact name. */
const permissionByName = async (management: ManagementApi, name: string): Promise<Created> => {
  const matches = await management.call<Created[]>('GET', `/organization-scopes?q=${encodeURIComponent(name)}`);
  const found = matches.find((scope) => scope.name === name);
  if (!found) throw new Error(`no organization permission ${name}`);
  return found;
};

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe-core finds no serious or critical violation on the organization template pages (${colorScheme})`, async ({
    page,
    management,
  }) => {
    const stamp = `${colorScheme}-${Date.now().toString(36)}`;
    const scope = await management.call<Created>(
      'POST',
      '/organization-scopes',
      { name: `read:axe-${stamp}`, description: 'Checked by axe' },
      201,
    );
    const role = await management.call<Created>(
      'POST',
      '/organization-roles',
      { name: `Axe ${stamp}`, organizationScopeIds: [scope.id] },
      201,
    );
    await page.emulateMedia({ colorScheme });
    await signInToConsole(page, '/organization-template/organization-roles');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create organization role' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Organization permissions' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(consoleUrl(`/organization-template/organization-roles/${role.id}`));
    await expect(page.getByRole('cell', { name: `read:axe-${stamp}`, exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'General' }).click();
    await expect(page.getByLabel('Role name')).toHaveValue(`Axe ${stamp}`);
    expect(await seriousViolations(page)).toEqual([]);

    await management.call('DELETE', `/organization-roles/${role.id}`, undefined, 204);
    await management.call('DELETE', `/organization-scopes/${scope.id}`, undefined, 204);
  });
}
