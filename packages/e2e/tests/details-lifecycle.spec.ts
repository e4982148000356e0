import { consoleShell, consoleUrl, signInToConsole } from './support/console';
import { expect, test } from './support/fixtures';

test('deleting from a details page leaves it at once, and nothing asks for the deleted entity again', async ({
  page,
  management,
}) => {
  const stamp = Date.now().toString(36);
  const resource = await management.createResource({
    name: `Ledger ${stamp}`,
    indicator: `https://ledger-${stamp}.example.com`,
  });
  const readsOfIt: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith(`/api/resources/${resource.id}`)) {
      readsOfIt.push(request.url());
    }
  });

  await signInToConsole(page, `/api-resources/${resource.id}/general`);
  await expect(consoleShell(page).heading).toHaveText(`Ledger ${stamp}`);
  await page.getByRole('button', { name: 'Delete API resource' }).click();
  const before = readsOfIt.length;
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();

  await expect(page).toHaveURL(consoleUrl('/api-resources'), { timeout: 2000 });
  await expect(page.getByText(`API resource “Ledger ${stamp}” deleted.`)).toBeVisible();
  await page.waitForTimeout(1500); // long enough for a retry or refetch of the gone entity to show itself
  expect(readsOfIt.slice(before)).toEqual([]);
  await expect(page.getByRole('alert')).toHaveText('');
});

test('a details address with an unknown id is a not-found state with the way back, without retries or toasts', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/roles/doesnotexist') reads.push(request.url());
  });
  await signInToConsole(page, '/roles/doesnotexist/permissions', '/roles/doesnotexist/permissions');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.waitForTimeout(1500);
  expect(reads).toHaveLength(1);
  await expect(page.getByRole('alert')).toHaveText('');

  await page.getByRole('main').getByRole('link', { name: 'Roles' }).last().click();
  await expect(page).toHaveURL(consoleUrl('/roles'));
});
