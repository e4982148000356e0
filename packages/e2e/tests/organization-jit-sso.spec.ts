import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { chooseInUserMenu, signInToConsole } from './support/console';
import { expect, test } from './support/fixtures';

/**
 * The organization's just-in-time card lists enterprise SSO connectors: added from the tenant's
 * connectors, removed by their tag, saved with the settings form (PUT `…/jit/sso-connectors`).
 * The connectors are created by name alone, as an admin may before configuring them.
 */

const shots = '/tmp/shots-organization-jit-sso';
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

type Summary = { id: string; connectorName: string };

test('an admin adds SSO connectors to an organization’s just-in-time card, removes one, saves, and the list is kept; light, dark, Arabic and phone', async ({
  page,
  management,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const [first, second] = [`Northwind ${stamp}`, `Contoso ${stamp}`];
  const connectors: Summary[] = [];
  for (const connectorName of [first, second]) {
    connectors.push(
      await management.call<Summary>('POST', '/sso-connectors', { providerName: 'Okta', connectorName }, 201),
    );
  }
  const [northwind, contoso] = connectors as [Summary, Summary];
  const organization = await management.call<{ id: string }>(
    'POST',
    '/organizations',
    { name: `JIT SSO ${stamp}` },
    201,
  );
  const jitPath = `/organizations/${organization.id}/jit/sso-connectors`;
  try {
    await signInToConsole(page, `/organizations/${organization.id}/settings`);
    await expect(page.getByRole('heading', { name: 'Just-in-time provisioning' })).toBeVisible();
    await expect(page.getByText('No SSO connectors yet')).toBeVisible();
    const choice = page.getByRole('combobox', { name: 'Add an SSO connector' });
    const add = page.getByRole('button', { name: 'Add connector' });
    await expect(add).toBeDisabled();

    // Both added; the one added is no longer offered.
    await choice.selectOption({ label: first });
    await add.click();
    await expect(choice.locator('option', { hasText: first })).toHaveCount(0);
    await choice.selectOption({ label: second });
    await add.click();
    const listed = page.getByRole('list', { name: 'Enterprise SSO connectors' });
    await expect(listed.getByRole('listitem')).toHaveText([first, second]);
    // Nothing is saved before Save.
    expect(await management.call('GET', jitPath)).toEqual([]);
    await shot(page, 'added-light');

    // One removed by its tag, then saved with the form.
    await page.getByRole('button', { name: `Remove ${second}` }).click();
    await expect(listed.getByRole('listitem')).toHaveText([first]);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
    expect(await management.call<Summary[]>('GET', jitPath)).toEqual([
      expect.objectContaining({ id: northwind.id, connectorName: first }),
    ]);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Enterprise SSO connectors' }).getByRole('listitem')).toHaveText([
      first,
    ]);

    // Looked at: light and dark, no serious accessibility violation; Arabic; a phone.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await seriousViolations(page), colorScheme).toEqual([]);
    }
    await chooseInUserMenu(page, /^Appearance/, 'Dark mode');
    try {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.getByRole('heading', { name: 'Just-in-time provisioning' }).scrollIntoViewIfNeeded();
      await shot(page, 'saved-dark');
    } finally {
      await chooseInUserMenu(page, /^Appearance/, 'Light mode');
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('list', { name: 'Enterprise SSO connectors' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/saved-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooseInUserMenu(page, /^Language/, 'العربية');
    try {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByText('موصلات SSO للمؤسسات')).toBeVisible();
      await shot(page, 'saved-ar');
    } finally {
      await chooseInUserMenu(page, /^اللغة/, 'English');
    }

    // Removing the last one and saving empties the list.
    await page.getByRole('button', { name: `Remove ${first}` }).click();
    await expect(page.getByText('No SSO connectors yet')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
    expect(await management.call('GET', jitPath)).toEqual([]);
    expect(contoso.id).toBeTruthy();
  } finally {
    await management.call('DELETE', `/organizations/${organization.id}`, undefined, 204);
    for (const { id } of connectors) await management.call('DELETE', `/sso-connectors/${id}`, undefined, 204);
  }
});
