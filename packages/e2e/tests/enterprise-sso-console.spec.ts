import { mkdirSync } from 'node:fs';
import { startTestProvider, type TestProvider } from '@gatehouse/connectors/social/test/oidc-provider';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { chooseInUserMenu, consoleShell, consoleUrl, listField, signInToConsole } from './support/console';
import { userUrl } from './support/env';
import { expect, test } from './support/fixtures';

/**
 * The console's Enterprise SSO screens against the real management API, with a real OpenID provider
 * (oidc-provider) started here: the server reads its discovery document when a connector is saved.
 */

const shots = '/tmp/shots-enterprise-sso';
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

type SsoConnector = {
  id: string;
  connectorName: string;
  domains: string[];
  config: Record<string, unknown>;
  configured: boolean;
};
type SsoProvider = { providerName: string; available: boolean };

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const client = { client_id: 'gatehouse-sso-e2e', client_secret: 'gatehouse-sso-e2e-secret' };
let provider: TestProvider;

test.beforeAll(async () => {
  provider = await startTestProvider(
    [
      {
        ...client,
        redirect_uris: [`${userUrl()}/callback/sso`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    { sub: `sso-${unique}`, email: `sso-${unique}@acme.example`, email_verified: true, name: 'SSO Person' },
  );
});

test.afterAll(async () => {
  await provider?.close();
});

test('an OIDC connector is created from the provider grid by its name alone, lands unconfigured on its connection tab with the redirect URI, is configured there, renamed, given domains (free-domain warning, a taken domain refused on its row) and deleted; unsaved changes ask first; light, dark, Arabic and phone', async ({
  page,
  management,
}) => {
  const name = `Acme ${unique}`;
  const renamed = `Acme Corp ${unique}`;
  const taken = `taken-${unique}.example`;
  const created: string[] = [];
  try {
    await signInToConsole(page, '/enterprise-sso');
    await expect(consoleShell(page).heading).toHaveText('Enterprise SSO');
    const existing = await management.call<SsoConnector[]>('GET', '/sso-connectors');
    if (existing.length === 0) {
      await expect(page.getByText('No enterprise connector yet')).toBeVisible();
      await shot(page, 'list-empty');
    }
    // Another connector owns a domain: claiming it here is refused.
    const other = await management.call<SsoConnector>(
      'POST',
      '/sso-connectors',
      {
        providerName: 'OIDC',
        connectorName: `Other ${unique}`,
        config: { issuer: provider.issuer, ...{ clientId: client.client_id, clientSecret: client.client_secret } },
        domains: [taken],
      },
      201,
    );
    created.push(other.id);
    await page.reload();
    const table = page.getByRole('table', { name: 'Enterprise SSO connectors' });
    await expect(table.getByRole('row', { name: new RegExp(`Other ${unique}`) })).toContainText(taken);

    // The grid: the providers the server can create are links; the others say 'Coming soon'.
    await page.getByRole('button', { name: 'Add enterprise connector' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Choose the identity provider' });
    const providers = await management.call<SsoProvider[]>('GET', '/sso-connector-providers');
    await expect(picker.getByRole('link')).toHaveCount(providers.filter((p) => p.available).length);
    const unavailable = providers.filter((p) => !p.available).length;
    await expect(picker.getByText('Coming soon')).toHaveCount(unavailable);
    if (unavailable > 0) await expect(picker.getByRole('link', { name: /^SAML/ })).toHaveCount(0);
    await shot(page, 'provider-grid');
    await picker.getByRole('link', { name: /^OpenID Connect/ }).click();
    await expect(consoleShell(page).heading).toHaveText('New OpenID Connect connector');

    // Typed settings are not lost by accident.
    await page.getByLabel('Connector name').fill(name);
    await page.getByRole('link', { name: 'Enterprise SSO' }).first().click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(consoleShell(page).heading).toHaveText('New OpenID Connect connector');

    // The create step asks for the name alone; a name another connector has is refused on it.
    await expect(page.getByLabel('Issuer')).toHaveCount(0);
    await page.getByLabel('Connector name').fill(`Other ${unique}`);
    await page.getByRole('button', { name: 'Create connector' }).click();
    await expect(page.getByLabel('Connector name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Another SSO connector already has this name.')).toBeVisible();
    await expect(page.getByLabel('Connector name')).toBeFocused();
    expect(await management.call<SsoConnector[]>('GET', '/sso-connectors')).toHaveLength(existing.length + 1);
    await shot(page, 'create-refused');
    await page.getByLabel('Connector name').fill(name);
    await shot(page, 'create-light');
    await page.getByRole('button', { name: 'Create connector' }).click();

    // Created unconfigured: the connection tab shows the redirect URI to register first, beside the form.
    await expect(consoleShell(page).heading).toHaveText(name);
    await expect(page).toHaveURL(/\/enterprise-sso\/[^/]+\/connection$/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-2) ?? '');
    created.push(id);
    await expect(page.getByText(`${userUrl()}/callback/${id}`)).toBeVisible();
    await expect(page.getByText('This connector has no connection settings yet')).toBeVisible();
    await expect(page.getByText('Not configured', { exact: true })).toBeVisible();
    expect(await management.call<SsoConnector>('GET', `/sso-connectors/${id}`)).toMatchObject({
      config: {},
      configured: false,
    });
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'connection-unconfigured');
    await chooseInUserMenu(page, /^Language/, 'العربية');
    try {
      await expect(page.getByText('غير مُهيأ', { exact: true })).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'connection-unconfigured-ar-phone');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
      await chooseInUserMenu(page, /^اللغة/, 'English');
    }
    await page.goto(consoleUrl('/enterprise-sso'));
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Not configured');
    await page.goto(consoleUrl(`/enterprise-sso/${id}/connection`));

    // While unconfigured, the name saves alone: the blank config is not sent.
    await page.getByLabel('Connector name').fill(`${name} pending`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(consoleShell(page).heading).toHaveText(`${name} pending`);
    expect(await management.call<SsoConnector>('GET', `/sso-connectors/${id}`)).toMatchObject({
      connectorName: `${name} pending`,
      configured: false,
    });

    // An issuer that does not answer: the server's refusal is on the issuer, the connector stays unconfigured.
    const issuer = page.getByLabel('Issuer');
    await issuer.fill('http://127.0.0.1:9/');
    await page.getByLabel('Client ID').fill(client.client_id);
    await page.getByRole('textbox', { name: 'Client secret' }).fill(client.client_secret);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(issuer).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/discovery document could not be read/)).toBeVisible();
    await expect(issuer).toBeFocused();
    expect((await management.call<SsoConnector>('GET', `/sso-connectors/${id}`)).configured).toBe(false);
    await shot(page, 'connection-refused');

    await issuer.fill(provider.issuer);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes saved.').last()).toBeVisible();
    await expect(page.getByText('This connector has no connection settings yet')).toHaveCount(0);
    await expect(page.getByText('Not configured', { exact: true })).toHaveCount(0);
    // The secret is write-only: it reads masked, and is not sent back to the page.
    await expect(page.getByRole('textbox', { name: 'Client secret' })).toHaveValue('********');
    const saved = await management.call<SsoConnector>('GET', `/sso-connectors/${id}`);
    expect(saved).toMatchObject({ configured: true, config: { issuer: provider.issuer, clientId: client.client_id } });

    // Renamed; the secret kept.
    await page.getByLabel('Connector name').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes saved.').last()).toBeVisible();
    await expect(consoleShell(page).heading).toHaveText(renamed);
    expect((await management.call<SsoConnector>('GET', `/sso-connectors/${id}`)).connectorName).toBe(renamed);
    await shot(page, 'connection-light');
    // The toast is closed, so that the next save's is the only one.
    await page.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByText('Changes saved.')).toHaveCount(0);

    // Domains: a free provider's domain is warned about; one another connector owns is refused on its row.
    await page.getByRole('link', { name: 'Experience', exact: true }).click();
    const domains = listField(page, 'Email domains');
    await domains.row(1).fill('gmail.com');
    await expect(page.getByText('gmail.com is a free email domain')).toBeVisible();
    await domains.add.click();
    await domains.row(2).fill(taken);
    await domains.add.click();
    await domains.row(3).fill(`acme-${unique}.example`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(domains.row(2)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(`Another enterprise connector already owns ${taken}.`)).toBeVisible();
    await expect(domains.row(2)).toBeFocused();
    expect((await management.call<SsoConnector>('GET', `/sso-connectors/${id}`)).domains).toEqual([]);
    await shot(page, 'experience-refused');

    // Moving to another tab with unsaved changes asks first.
    await page.getByRole('link', { name: 'Connection', exact: true }).click();
    await leave.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Remove ${taken}` }).click();
    await page.getByLabel('Display name').fill('Acme');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes saved.').last()).toBeVisible();
    const after = await management.call<SsoConnector & { branding: unknown }>('GET', `/sso-connectors/${id}`);
    expect(after.domains.sort()).toEqual([`acme-${unique}.example`, 'gmail.com'].sort());
    expect(after.branding).toEqual({ displayName: 'Acme' });

    // Looked at: light and dark, no serious accessibility violation; Arabic, right to left; a phone.
    await expect(page.getByText('gmail.com is a free email domain')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'experience-light');
    await chooseInUserMenu(page, /^Appearance/, 'Dark mode');
    try {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'experience-dark');
      await page.goto(consoleUrl('/enterprise-sso'));
      await expect(page.getByRole('table', { name: 'Enterprise SSO connectors' })).toContainText(renamed);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'list-dark');
    } finally {
      await chooseInUserMenu(page, /^Appearance/, 'Light mode');
    }
    await expect(page.getByRole('table', { name: 'Enterprise SSO connectors' })).toContainText(renamed);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'list-light');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'list-phone');
    await page.goto(consoleUrl(`/enterprise-sso/${id}/experience`));
    await expect(page.getByText('gmail.com is a free email domain')).toBeVisible();
    await shot(page, 'experience-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooseInUserMenu(page, /^Language/, 'العربية');
    try {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByText('gmail.com نطاق بريد مجاني', { exact: false })).toBeVisible();
      await shot(page, 'experience-ar');
      await page.goto(consoleUrl('/enterprise-sso/create'));
      await expect(page.getByRole('dialog')).toContainText('OpenID Connect');
      await shot(page, 'provider-grid-ar');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await chooseInUserMenu(page, /^اللغة/, 'English');
    }

    // Deleted after confirming: back at the list, and gone from the API.
    await page.goto(consoleUrl(`/enterprise-sso/${id}/connection`));
    await page.getByRole('button', { name: 'Delete connector' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${renamed}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${renamed} was deleted.`)).toBeVisible();
    await expect(page).toHaveURL(consoleUrl('/enterprise-sso'));
    await management.call('GET', `/sso-connectors/${id}`, undefined, 404);
    created.splice(created.indexOf(id), 1);
  } finally {
    for (const id of created) await management.call('DELETE', `/sso-connectors/${id}`, undefined, 204);
  }
});
