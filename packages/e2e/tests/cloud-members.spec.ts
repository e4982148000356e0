import type { Page } from '@playwright/test';
import { newConfinedContext } from './support/browser';
import {
  callAsConsole,
  cloudGatehouseForFile,
  meTokenKey,
  organizationTokenKey,
  signUpAndOnboard,
  switcher,
  tenantOf,
} from './support/cloud';
import { chooseInUserMenu, consoleShell } from './support/console';
import { password, uniqueUsername } from './support/env';
import { expect, test } from './support/fixtures';
import { signIn } from './support/pages';
import { screenshot } from './support/screenshots';

/**
 * Members of a cloud tenant (issue 20, spec §2 and §4) against a second Gatehouse in the cloud
 * edition: a new person follows the invitation link, gets an account with the invited email on the
 * invitation page, signs in to the console and lands in the tenant as a collaborator, without member management; promoted to admin while signed in, their console signs
 * in again with consent and comes back to the same page, now with member management.
 */
test.describe.configure({ mode: 'serial' });

const cloud = cloudGatehouseForFile();

/** The tenant permissions of the organization token the console holds for the tenant. */
const tokenScopes = (page: Page, tenantId: string) =>
  page.evaluate((key) => {
    const { token } = JSON.parse(window.localStorage.getItem(`gatehouse.access-token:${key}`) ?? '{}');
    if (!token) return [];
    const payload = JSON.parse(atob(String(token).split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? ''));
    return String(payload.scope ?? '').split(' ');
  }, organizationTokenKey(tenantId));

test('a new person accepts a cloud invitation, signs in to the console as a collaborator, and is promoted with a new consent', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const at = (path = '') => `${cloud.adminUrl}/console${path}`;
  const email = `${uniqueUsername('mate')}@example.com`;
  const alpha = await signUpAndOnboard(page, cloud, 'Team Alpha');

  // The admin invites a new person's email to Alpha as a collaborator from tenant settings.
  await page.goto(at(`/${alpha}/tenant-settings/members/invitations`));
  await page.getByRole('button', { name: 'Invite members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite members' });
  await dialog.getByLabel('Email addresses').fill(email);
  await dialog.getByLabel('Role').selectOption('collaborator');
  await dialog.getByRole('button', { name: 'Invite members' }).click();
  const links = page.getByRole('alertdialog', { name: 'Pass these links on' });
  const link = String(await links.locator('code').first().textContent());
  expect(link).toMatch(new RegExp(`^${cloud.adminUrl}/console/accept/[\\w-]+$`));
  await links.getByRole('button', { name: 'Got it' }).click();

  const context = await newConfinedContext(browser);
  try {
    const invited = await context.newPage();
    // Signed out, with no account yet: the console's link leads to the invitation page, where the
    // invitee chooses a password and gets an account with the invited email (the link reached it).
    await invited.goto(link);
    await expect(invited).toHaveURL(new RegExp(`^${cloud.adminUrl}/invitation/[\\w-]+$`), { timeout: 15_000 });
    await invited.getByLabel('New password', { exact: true }).fill(password);
    await invited.getByLabel('Confirm password').fill(password);
    await invited.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(invited.getByRole('heading', { name: 'Welcome to Team Alpha' })).toBeVisible();
    await screenshot(invited, testInfo, 'cloud-invitation-accepted-light');
    await invited.getByRole('link', { name: 'Continue' }).click();
    await signIn(invited, email, password);
    await expect(invited.getByRole('heading', { name: 'Complete your profile' })).toBeVisible({ timeout: 15_000 });
    await invited.getByLabel('Username').fill(uniqueUsername('mate'));
    await invited.getByRole('button', { name: 'Continue' }).click();

    // A member already: the console opens Alpha.
    await expect(invited).toHaveURL((url) => url.pathname.startsWith(`/console/${alpha}/`), { timeout: 20_000 });
    await expect(switcher(invited)).toContainText('Team Alpha');
    const invitations = await callAsConsole(page, meTokenKey, `${cloud.adminUrl}/api/tenants/${alpha}/invitations`);
    expect(invitations.body).toEqual([expect.objectContaining({ invitee: email, status: 'Accepted' })]);

    // A collaborator: members, but no member management in the console…
    await invited.goto(at(`/${alpha}/tenant-settings`));
    await expect(invited).toHaveURL(at(`/${alpha}/tenant-settings/members`), { timeout: 15_000 });
    await expect(invited.getByRole('row', { name: /\(you\)/ }).getByText('Collaborator')).toBeVisible();
    await expect(invited.getByRole('combobox')).toHaveCount(0);
    await expect(invited.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expect(invited.getByRole('link', { name: 'Invitations' })).toHaveCount(0);
    await screenshot(invited, testInfo, 'cloud-collaborator-members-light');
    await invited.goto(at(`/${alpha}/tenant-settings/members/invitations`));
    await expect(invited.getByText('Page not found', { exact: false })).toBeVisible({ timeout: 15_000 });
    // …and the server refuses the member routes to their tokens.
    const refused = await callAsConsole(invited, meTokenKey, `${cloud.adminUrl}/api/tenants/${alpha}/invitations`, {
      method: 'POST',
      body: { invitee: 'someone@example.com', roleName: 'admin' },
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'tenant.insufficient_scope' } });
    expect(await tokenScopes(invited, alpha)).not.toContain('invite:member');

    // Promoted to admin while signed in: on the next navigation the console signs in again with
    // consent and comes back to the same page, whose member management is now there.
    await invited.goto(at(`/${alpha}/tenant-settings/members`));
    await expect(invited.getByRole('row', { name: /\(you\)/ })).toBeVisible({ timeout: 15_000 });
    await page.goto(at(`/${alpha}/tenant-settings/members`));
    await page
      .getByRole('row', { name: new RegExp(email) })
      .getByRole('combobox')
      .selectOption('admin');
    await expect(page.getByText('is now Admin.', { exact: false })).toBeVisible();

    const consent = invited.waitForRequest(
      (request) =>
        request.url().includes('/oidc/auth') && new URL(request.url()).searchParams.get('prompt') === 'consent',
      { timeout: 20_000 },
    );
    await consoleShell(invited).sidebar.getByRole('link', { name: 'Applications' }).click();
    await consent;
    await expect(invited).toHaveURL(at(`/${alpha}/applications`), { timeout: 20_000 });
    await expect(consoleShell(invited).heading).toHaveText('Applications');
    await expect.poll(() => tokenScopes(invited, alpha), { timeout: 15_000 }).toContain('invite:member');
    await invited.goto(at(`/${alpha}/tenant-settings/members`));
    await expect(invited.getByRole('link', { name: 'Invitations' })).toBeVisible({ timeout: 15_000 });
    await expect(invited.getByRole('row', { name: /\(you\)/ }).getByRole('combobox')).toHaveValue('admin');
    await screenshot(invited, testInfo, 'cloud-promoted-members-light');
    await invited.emulateMedia({ colorScheme: 'dark' });
    await screenshot(invited, testInfo, 'cloud-promoted-members-dark');
    await invited.emulateMedia({ colorScheme: 'light' });
    await invited.setViewportSize({ width: 390, height: 844 });
    await screenshot(invited, testInfo, 'cloud-promoted-members-390');
    await invited.setViewportSize({ width: 1280, height: 800 });
    await chooseInUserMenu(invited, /^Language/, 'العربية');
    await expect(invited.locator('html')).toHaveAttribute('dir', 'rtl');
    await invited.getByRole('button', { name: 'تبديل المستأجر' }).click();
    await screenshot(invited, testInfo, 'cloud-switcher-members-ar');
    expect(tenantOf(invited)).toBe(alpha);
  } finally {
    await context.close();
  }

  const beta = await callAsConsole(page, meTokenKey, `${cloud.adminUrl}/api/tenants`, {
    method: 'POST',
    body: { name: 'Team Beta', regionName: 'EU' },
  });
  expect(beta.status).toBe(201);
  const gamma = await callAsConsole(page, meTokenKey, `${cloud.adminUrl}/api/tenants`, {
    method: 'POST',
    body: { name: 'Team Gamma', regionName: 'EU', tag: 'production' },
  });
  expect(gamma.status).toBe(201);
  // The switcher's status tag (spec §4), for a tenant whose monthly active users reached the limit
  // (the answer of the tenant list is altered here: the server counts real sign-ins only).
  await page.route(`${cloud.adminUrl}/api/tenants`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const tenants = (await response.json()) as Array<{ id: string; usage: object; quota: { mauLimit: number } }>;
    const json = tenants.map((tenant) =>
      tenant.id === beta.body.id ? { ...tenant, usage: { activeUsers: tenant.quota.mauLimit, tokenUsage: 0 } } : tenant,
    );
    return route.fulfill({ response, json });
  });
  await page.reload();
  await switcher(page).click();
  const exceeded = page.getByTestId(`tenant-option-${beta.body.id}`);
  await expect(exceeded.getByText('MAU exceeded')).toBeVisible();
  await expect(page.getByTestId(`tenant-option-${alpha}`).getByText('MAU exceeded')).toHaveCount(0);
  await expect(exceeded).toContainText('Europe');
  await expect(exceeded).toContainText('Development');
  // The plan shows on a production tenant, not on a development one (which has its own).
  await expect(exceeded).not.toContainText('Free');
  await expect(page.getByTestId(`tenant-option-${gamma.body.id}`)).toContainText('Free');
  await screenshot(page, testInfo, 'cloud-switcher-status-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, testInfo, 'cloud-switcher-status-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, testInfo, 'cloud-switcher-status-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');
  await chooseInUserMenu(page, /^Language/, 'العربية');
  await page.getByRole('button', { name: 'تبديل المستأجر' }).click();
  await expect(exceeded.getByText('تجاوز المستخدمين النشطين شهريًا')).toBeVisible();
  await screenshot(page, testInfo, 'cloud-switcher-status-ar');
});
