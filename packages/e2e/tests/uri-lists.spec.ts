import { seriousViolations } from './support/axe';
import { listField, signInToConsole } from './support/console';
import { expect, test } from './support/fixtures';

type OidcApplication = {
  id: string;
  oidcClientMetadata: { redirectUris: string[]; postLogoutRedirectUris: string[] };
  customClientMetadata: { corsAllowedOrigins?: string[] };
};

test('redirect URIs and CORS origins are edited one per row: add, remove, an error under its row, saved and shown again', async ({
  page,
  management,
}) => {
  const stamp = Date.now().toString(36);
  const first = `https://shop-${stamp}.example.com/callback`;
  const second = `https://shop-${stamp}.example.com/callback-2`;
  const app = await management.createApplication({
    name: `Row list ${stamp}`,
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [first], postLogoutRedirectUris: [] },
  });
  await signInToConsole(page, `/applications/${app.id}/settings`);
  const redirects = listField(page, 'Redirect URIs');
  await expect(redirects.rows).toHaveCount(1);
  await expect(redirects.row(1)).toHaveValue(first);
  // An empty list starts with one empty row to type in.
  await expect(listField(page, 'CORS allowed origins').rows).toHaveCount(1);
  await expect(listField(page, 'CORS allowed origins').row(1)).toHaveValue('');

  // Add another adds a row and puts the focus in it; Enter there adds the next row.
  await redirects.add.click();
  await expect(redirects.row(2)).toBeFocused();
  await page.keyboard.type('not a url');
  await page.keyboard.press('Enter');
  await expect(redirects.row(3)).toBeFocused();
  await page.keyboard.type(first);
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();

  // Tab goes along the rows: an input, its remove button, the next input.
  await redirects.row(1).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Remove ${first}` }).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(redirects.row(2)).toBeFocused();

  // Saving shows each bad row's reason under that row, and saves nothing.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(redirects.row(2)).toHaveAttribute('aria-invalid', 'true');
  await expect(redirects.row(2)).toHaveAccessibleDescription(
    /“not a url” is not an http:\/\/ or https:\/\/ URL with a host and without a #fragment\./,
  );
  await expect(redirects.row(3)).toHaveAccessibleDescription(new RegExp(`“${first}” is listed more than once\\.`));
  await expect(redirects.row(1)).not.toHaveAttribute('aria-invalid', 'true');
  const rowOf = (position: number) => redirects.row(position).locator('xpath=ancestor::li[1]');
  await expect(rowOf(2).getByRole('alert')).toHaveText(/^“not a url” is not/);
  const rowBox = await redirects.row(2).boundingBox();
  const errorBox = await rowOf(2).getByRole('alert').boundingBox();
  expect(errorBox && rowBox && errorBox.y >= rowBox.y + rowBox.height).toBe(true);
  expect(
    (await management.call<OidcApplication>('GET', `/applications/${app.id}`)).oidcClientMetadata.redirectUris,
  ).toEqual([first]);

  // The repeated row goes; the bad one is fixed; an empty row is left, which saving leaves out.
  await rowOf(3)
    .getByRole('button', { name: `Remove ${first}` })
    .click();
  await expect(redirects.rows).toHaveCount(2);
  await redirects.row(2).fill(second);
  await redirects.add.click();
  await expect(redirects.row(3)).toBeFocused();
  await listField(page, 'CORS allowed origins').row(1).fill(`https://shop-${stamp}.example.com`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
  const saved = await management.call<OidcApplication>('GET', `/applications/${app.id}`);
  expect(saved.oidcClientMetadata.redirectUris).toEqual([first, second]);
  expect(saved.customClientMetadata.corsAllowedOrigins).toEqual([`https://shop-${stamp}.example.com`]);

  await page.reload();
  await expect(redirects.rows).toHaveCount(2);
  await expect(redirects.row(1)).toHaveValue(first);
  await expect(redirects.row(2)).toHaveValue(second);
  await expect(listField(page, 'CORS allowed origins').row(1)).toHaveValue(`https://shop-${stamp}.example.com`);
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toHaveCount(0);

  // Removing the last row leaves Add another, which takes the focus.
  const origins = listField(page, 'CORS allowed origins');
  await origins.group.getByRole('button', { name: `Remove https://shop-${stamp}.example.com` }).click();
  await expect(origins.rows).toHaveCount(0);
  await expect(origins.add).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
  expect(
    (await management.call<OidcApplication>('GET', `/applications/${app.id}`)).customClientMetadata.corsAllowedOrigins,
  ).toEqual([]);
});
