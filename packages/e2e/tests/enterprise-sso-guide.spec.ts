import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { chooseInUserMenu, consoleShell, consoleUrl, signInToConsole } from './support/console';
import { expect, test } from './support/fixtures';

/**
 * The enterprise SSO setup guide: numbered steps per provider beside the form, on the create page
 * (before the values exist) and on the connection tab (the values to register, with copy buttons).
 */

const shots = '/tmp/shots-enterprise-sso-guide';
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

type SamlConnector = { id: string; serviceProvider: { acsUrl: string; entityId: string; metadataUrl: string } };

test('the setup guide: steps on the create page, the ACS URL to copy on a SAML connector’s connection tab; light, dark, Arabic and phone', async ({
  page,
  management,
}) => {
  await signInToConsole(page, '/enterprise-sso/create/AzureAD');
  await expect(consoleShell(page).heading).toHaveText('New Microsoft Entra ID (SAML) connector');
  const createGuide = page.getByTestId('sso-setup-guide');
  await expect(createGuide.getByRole('listitem')).toHaveCount(4);
  await expect(createGuide).toContainText('Enterprise applications › New application');
  await expect(createGuide).toContainText('The values to copy appear here once the connector is created.');
  await shot(page, 'create-light');

  const connector = await management.call<SamlConnector>(
    'POST',
    '/sso-connectors',
    { providerName: 'SAML', connectorName: `Guide ${unique}` },
    201,
  );
  try {
    await page.goto(consoleUrl(`/enterprise-sso/${connector.id}/connection`));
    const guide = page.getByTestId('sso-setup-guide');
    await expect(guide.getByRole('listitem')).toHaveCount(4);
    const { acsUrl, entityId, metadataUrl } = connector.serviceProvider;
    for (const value of [acsUrl, entityId, metadataUrl])
      await expect(guide.getByText(value, { exact: true })).toBeVisible();
    await expect(guide.getByRole('button', { name: 'Copy: Assertion Consumer Service URL' })).toBeVisible();
    // Shown once: the service provider card keeps the metadata file and the certificate.
    await expect(page.getByText(acsUrl, { exact: true })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'connection-light');
    await chooseInUserMenu(page, /^Appearance/, 'Dark mode');
    try {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'connection-dark');
    } finally {
      await chooseInUserMenu(page, /^Appearance/, 'Light mode');
    }
    await chooseInUserMenu(page, /^Language/, 'العربية');
    try {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(guide).toContainText('أنشئ تطبيق SAML 2.0');
      await shot(page, 'connection-ar');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'connection-ar-phone');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
      await chooseInUserMenu(page, /^اللغة/, 'English');
    }
  } finally {
    await management.call('DELETE', `/sso-connectors/${connector.id}`, undefined, 204);
  }
});
