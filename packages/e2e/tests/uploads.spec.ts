import { consoleShell, signInToConsole } from './support/console';
import { userUrl } from './support/env';
import { expect, test } from './support/fixtures';

/** A 1×1 PNG: small, and an image the browser draws. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin uploads an application logo and sees it; a wrong file is refused on the field', async ({
  page,
  management,
}) => {
  const stamp = Date.now().toString(36);
  const app = await management.call<{ id: string }>(
    'POST',
    '/applications',
    {
      name: `Uploads ${stamp}`,
      type: 'SPA',
      isThirdParty: true,
      oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
    },
    201,
  );
  try {
    await signInToConsole(page, `/applications/${app.id}/branding`);
    await expect(consoleShell(page).heading).toHaveText(`Uploads ${stamp}`);
    const fileInput = page.locator('input[type="file"][data-upload-for="logoUrl"]');
    const field = page.getByRole('button', { name: 'Upload: Logo URL', exact: true });
    await expect(field).toBeVisible();
    await expect(
      page.getByText(/Upload or drop an image \(JPEG, PNG.*up to 20 MB\), or paste its URL\./).first(),
    ).toBeVisible();

    // A page is not an image: refused by the console, before anything is sent.
    await fileInput.setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<html></html>') });
    const fieldError = page.locator('p[role="alert"]');
    await expect(fieldError).toHaveText(/^This type of file is not allowed\. Allowed: JPEG, PNG/);
    // A page named and typed as a PNG: the server knows it by its bytes.
    const refusal = page.waitForResponse((response) => response.url().endsWith('/api/user-assets'));
    await fileInput.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    expect((await refusal).status()).toBe(400);
    await expect(fieldError).toHaveText(/^This type of file is not allowed\./);
    await expect(page.getByLabel('Logo URL', { exact: true })).toHaveValue('');

    // A real image: uploaded, shown, and saved with the branding.
    await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByRole('img', { name: 'Preview of Logo URL', exact: true });
    await expect(preview).toBeVisible();
    await expect(fieldError).toHaveCount(0);
    const url = await page.getByLabel('Logo URL', { exact: true }).inputValue();
    expect(url).toMatch(new RegExp(`^${userUrl()}/user-assets/default/[a-z0-9]{21}\\.png$`));
    await expect(preview).toHaveAttribute('src', url);
    // Drawn, not a broken image: the console's CSP lets it load from the user endpoint.
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
    expect(await management.call('GET', `/applications/${app.id}/sign-in-experience`)).toMatchObject({
      branding: { logoUrl: url },
    });
    await page.reload();
    await expect(page.getByRole('img', { name: 'Preview of Logo URL', exact: true })).toHaveAttribute('src', url);

    // Removed: the placeholder again, and saved as none.
    await page.getByRole('button', { name: 'Remove: Logo URL', exact: true }).click();
    await expect(page.getByRole('img', { name: 'Preview of Logo URL', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
    const saved = await management.call<{ branding: { logoUrl?: string } }>(
      'GET',
      `/applications/${app.id}/sign-in-experience`,
    );
    expect(saved.branding.logoUrl).toBeUndefined();
  } finally {
    await management.call('DELETE', `/applications/${app.id}`, undefined, 204);
  }
});
