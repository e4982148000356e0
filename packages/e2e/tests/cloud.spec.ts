import {
  callAsConsole,
  cloudGatehouseForFile,
  expectOrganizationToken,
  meTokenKey,
  organizationTokenKey,
  switcher,
  tenantOf,
} from './support/cloud';
import { chooseInUserMenu } from './support/console';
import { password, uniqueUsername } from './support/env';
import { expect, test } from './support/fixtures';
import { register } from './support/pages';
import { screenshot } from './support/screenshots';

/**
 * The cloud console (issue 20) against a second Gatehouse started here in the cloud edition: sign
 * up, onboarding, the tenant switcher and the create-tenant modal, each tenant's data behind the
 * management proxy, deep links with the tenant prefix.
 */
test.describe.configure({ mode: 'serial' });

const cloud = cloudGatehouseForFile();

test('a new cloud user signs up, onboards with collaborators, creates and switches tenants, and sees each one’s data only', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const at = (path = '') => `${cloud.adminUrl}/console${path}`;

  // Sign up: the console's index leads to onboarding.
  await page.goto(at('/?sign-up'));
  await register(page, uniqueUsername('cloud'), password);
  await expect(page).toHaveURL(at('/onboarding'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Create your first tenant' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const name = page.getByLabel('Project name');
  await expect(name).toHaveValue('My project');
  await name.fill('Alpha');

  // Collaborators: a valid address kept, an invalid one flagged; backspace selects then removes.
  const emails = page.getByLabel('Invite collaborators');
  await emails.fill('ana@example.com');
  await emails.press('Space');
  await emails.fill('not-an-email');
  await emails.press('Enter');
  await expect(page.getByTestId('email-tag')).toHaveText(['ana@example.com']);
  await expect(page.getByTestId('email-tag-invalid')).toHaveText(['not-an-email']);
  await expect(page.getByText('Some addresses are not valid emails.', { exact: false })).toBeVisible();
  await emails.fill('temp@example.com');
  await emails.blur();
  await expect(page.getByTestId('email-tag')).toHaveCount(2);
  await emails.press('Backspace');
  await emails.press('Backspace');
  await expect(page.getByTestId('email-tag')).toHaveText(['ana@example.com']);
  await screenshot(page, testInfo, 'cloud-onboarding-light');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, testInfo, 'cloud-onboarding-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page).toHaveURL((url) => /^\/console\/[a-z0-9-]+\/get-started$/.test(url.pathname), {
    timeout: 20_000,
  });
  const alpha = tenantOf(page);
  await expect(switcher(page)).toContainText('Alpha');
  await expect(switcher(page)).toContainText('Development');

  // Only the valid address was invited, as a collaborator.
  const invitations = await callAsConsole(page, meTokenKey, `${cloud.adminUrl}/api/tenants/${alpha}/invitations`);
  expect(invitations.status).toBe(200);
  expect(invitations.body.map((invitation: { invitee: string }) => invitation.invitee)).toEqual(['ana@example.com']);
  expect(invitations.body[0].roleName).toBe('collaborator');

  // Onboarding is done: it sends the user away now.
  await page.goto(at('/onboarding'));
  await expect(page).toHaveURL(at(`/${alpha}/get-started`), { timeout: 15_000 });

  // A second tenant from the switcher's modal, keyboard first.
  await switcher(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: /Alpha/ })).toHaveAttribute('aria-checked', 'true');
  await screenshot(page, testInfo, 'cloud-switcher-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, testInfo, 'cloud-switcher-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('menuitem', { name: 'Create tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create tenant' });
  await dialog.getByRole('button', { name: 'Create tenant' }).click();
  // The name is required: flagged, the dialog stays.
  await expect(dialog.getByLabel('Tenant name')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Tenant name').fill('Beta');
  await dialog.getByRole('radio', { name: 'United States' }).check();
  await dialog.getByRole('radio', { name: /Production/ }).check();
  await dialog.getByRole('button', { name: 'Create tenant' }).click();
  await expect(page.getByText('Tenant created.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/console/') && tenantOf(page) !== alpha, {
    timeout: 15_000,
  });
  const beta = tenantOf(page);
  await expect(switcher(page)).toContainText('Beta');
  await expect(switcher(page)).toContainText('Production');

  // An application in Beta, through the management proxy with Beta's organization token.
  await expectOrganizationToken(page, beta);
  const created = await callAsConsole(
    page,
    organizationTokenKey(beta),
    `${cloud.adminUrl}/m/${beta}/api/applications`,
    {
      method: 'POST',
      body: { name: 'Beta only app', type: 'SPA', oidcClientMetadata: { redirectUris: ['https://beta.example/cb'] } },
    },
  );
  expect(created.status).toBe(201);
  // Beta's token does not open Alpha.
  const crossed = await callAsConsole(
    page,
    organizationTokenKey(beta),
    `${cloud.adminUrl}/m/${alpha}/api/applications`,
  );
  expect(crossed.status).toBeGreaterThanOrEqual(401);

  // A deep link with the tenant prefix shows Beta's data…
  await page.goto(at(`/${beta}/applications`));
  await expect(page.getByText('Beta only app')).toBeVisible({ timeout: 15_000 });
  // …and after switching, Alpha shows its own only.
  await switcher(page).click();
  await page.getByRole('menuitemradio', { name: /Alpha/ }).click();
  await expect(page).toHaveURL((url) => tenantOf(page) === alpha && url.pathname.startsWith(`/console/${alpha}`));
  await page.goto(at(`/${alpha}/applications`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Beta only app')).toHaveCount(0);

  // An unknown tenant in the path leads back to the root, which opens the stored default (Alpha).
  await page.goto(at('/nosuchtenant/applications'));
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`/console/${alpha}`), { timeout: 15_000 });

  // An invitation link that leads nowhere says so.
  await page.goto(at('/accept/nosuchinvitation'));
  await expect(page.getByText('Invitation not found')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Go to the console' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`/console/${alpha}`), { timeout: 15_000 });

  // Arabic, right to left: the switcher reads in Arabic.
  await chooseInUserMenu(page, /^Language/, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'تبديل المستأجر' }).click();
  await expect(page.getByRole('menuitem', { name: 'إنشاء مستأجر' })).toBeVisible();
  await screenshot(page, testInfo, 'cloud-switcher-ar');
  await page.keyboard.press('Escape');
  await chooseInUserMenu(page, /^اللغة/, 'English');
});
