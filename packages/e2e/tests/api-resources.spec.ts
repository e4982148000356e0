import { seriousViolations } from './support/axe';
import { consoleShell, consoleUrl, signInToConsole } from './support/console';
import { defaultManagementResource, userUrl } from './support/env';
import { expect, test } from './support/fixtures';

/** A unique API identifier for this run (the server is shared by every test). */
const uniqueIndicator = (name: string) => `https://${name}-${Date.now().toString(36)}.example.com`;

test('a developer creates an API resource with two permissions, edits one, and deletes one after confirming', async ({
  page,
  management,
}) => {
  await signInToConsole(page, '/api-resources');
  const shell = consoleShell(page);
  await expect(shell.heading).toHaveText('API resources');
  await expect(shell.sidebar.getByRole('link', { name: 'API resources' })).toHaveAttribute('aria-current', 'page');

  const indicator = uniqueIndicator('orders');
  await page.getByRole('button', { name: 'Create API resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API resource' });
  await dialog.getByLabel('API name').fill('Orders');
  await dialog.getByLabel('API identifier').fill('not a uri');
  await dialog.getByRole('button', { name: 'Create API resource' }).click();
  await expect(dialog.getByLabel('API identifier')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('API identifier').fill(indicator);
  await dialog.getByRole('button', { name: 'Create API resource' }).click();

  await expect(page).toHaveURL(/\/console\/api-resources\/[^/]+\/permissions$/);
  await expect(shell.heading).toHaveText('Orders');
  await expect(page.getByText(indicator)).toBeVisible();

  for (const [name, description] of [
    ['read:orders', 'Read orders'],
    ['write:orders', 'Change orders'],
  ] as const) {
    await page.getByRole('button', { name: 'Create permission' }).click();
    const scopeDialog = page.getByRole('dialog', { name: 'Create permission' });
    await scopeDialog.getByLabel('Permission name').fill(name);
    await scopeDialog.getByLabel('Description').fill(description);
    await scopeDialog.getByRole('button', { name: 'Create permission' }).click();
    await expect(scopeDialog).toHaveCount(0);
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }

  // A duplicate name is refused at its field, with the server's message.
  await page.getByRole('button', { name: 'Create permission' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Create permission' });
  await duplicate.getByLabel('Permission name').fill('read:orders');
  await duplicate.getByRole('button', { name: 'Create permission' }).click();
  await expect(duplicate.getByText('This API resource already has a permission with this name.')).toBeVisible();
  await duplicate.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Edit: write:orders' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit permission' });
  await edit.getByLabel('Description').fill('Create and change orders');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('cell', { name: 'Create and change orders' })).toBeVisible();

  // Deleting asks first; cancelling keeps it.
  await page.getByRole('button', { name: 'Delete: write:orders' }).click();
  const confirmDialog = page.getByRole('alertdialog');
  await expect(confirmDialog).toContainText('write:orders');
  await confirmDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('cell', { name: 'write:orders', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete: write:orders' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name: 'write:orders', exact: true })).toHaveCount(0);

  // The server holds exactly what the page shows.
  const resources = await management.resources();
  const created = resources.find((resource) => resource.indicator === indicator);
  expect(created).toBeTruthy();
  expect((await management.scopes(created?.id ?? '')).map((scope) => scope.name)).toEqual(['read:orders']);
});

test('the general tab renames, sets the lifetime and the default, and deletes after confirming', async ({
  page,
  management,
}) => {
  const indicator = uniqueIndicator('billing');
  const created = await management.createResource({ name: 'Billing', indicator });
  await signInToConsole(page, `/api-resources/${created.id}/general`);

  const ttl = page.getByLabel('Access token lifetime (seconds)');
  await ttl.fill('0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(ttl).toHaveAttribute('aria-invalid', 'true');
  await ttl.fill('900');
  await page.getByLabel('API name').fill('Billing API');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(consoleShell(page).heading).toHaveText('Billing API');

  await page.getByRole('switch', { name: 'Use as the default API' }).check();
  await expect(page.getByText('Default', { exact: true }).first()).toBeVisible();
  expect(await management.resource(created.id)).toMatchObject({
    name: 'Billing API',
    accessTokenTtl: 900,
    isDefault: true,
  });
  await page.getByRole('switch', { name: 'Use as the default API' }).uncheck();
  await expect.poll(async () => (await management.resource(created.id)).isDefault).toBe(false);

  await page.getByRole('button', { name: 'Delete API resource' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(consoleUrl('/api-resources'));
  expect((await management.resources()).some((resource) => resource.id === created.id)).toBe(false);
});

test('the management API is listed but read-only', async ({ page, management }) => {
  const managementApi = (await management.resources()).find(
    (resource) => resource.indicator === defaultManagementResource,
  );
  await signInToConsole(page, `/api-resources/${managementApi?.id}/permissions`);
  await expect(page.getByText('Managed by Gatehouse', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'all', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create permission' })).toHaveCount(0);
  await page.getByRole('link', { name: 'General' }).click();
  await expect(page.getByLabel('API name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete API resource' })).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe-core finds no serious or critical violation on the API resource pages (${colorScheme})`, async ({
    page,
    management,
  }) => {
    await page.emulateMedia({ colorScheme });
    const created = await management.createResource({ name: `Axe ${colorScheme}`, indicator: uniqueIndicator('axe') });
    await management.createScope(created.id, { name: 'read:axe', description: 'Read' });
    await signInToConsole(page, '/api-resources');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(consoleUrl(`/api-resources/${created.id}/permissions`));
    await expect(page.getByRole('cell', { name: 'read:axe', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'General' }).click();
    await expect(page.getByLabel('API name')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the guides show how to validate the API’s tokens in Node, Python and Go, with its real identifier and the tenant’s issuer', async ({
  page,
  management,
}) => {
  const indicator = uniqueIndicator('guide');
  const created = await management.createResource({ name: 'Guided', indicator });
  await management.createScope(created.id, { name: 'read:guided' });
  await signInToConsole(page, `/api-resources/${created.id}/permissions`);
  for (const [stack, file] of [
    ['Node.js (Express)', 'server.mjs'],
    ['Python (Flask)', 'app.py'],
    ['Go (net/http)', 'main.go'],
  ] as const) {
    await page.getByRole('link', { name: stack }).click();
    await expect(page).toHaveURL(/\/guide\/(express|python|go)$/);
    await expect(consoleShell(page).heading).toHaveText(`Validate access tokens in ${stack}`);
    const code = page.getByRole('figure').filter({ hasText: file });
    await expect(code).toContainText(indicator);
    await expect(code).toContainText(`${userUrl()}/oidc`);
    await expect(code).toContainText(`${userUrl()}/oidc/jwks`);
    await expect(code).toContainText('read:guided');
    await page.getByRole('link', { name: 'Guided' }).click();
  }
  await page.goto(consoleUrl(`/api-resources/${created.id}/guide/cobol`));
  await expect(consoleShell(page).heading).toHaveText('Page not found');
});
