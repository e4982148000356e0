import { makeSigningKey, startSamlIdp, type TestSamlIdp } from '@gatehouse/server/test/saml-idp';
import type { Page, TestInfo } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { chooseInUserMenu, signInToConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { emailPasswordSettings } from './support/management';
import { screenshot as keepScreenshot } from './support/screenshots';
import { allowTestProviders } from './support/test-providers';

/**
 * Enterprise SSO through SAML in the browser (issue 21), against the SAML identity provider the
 * server's tests use (`@gatehouse/server/test/saml-idp`, xml-crypto), started here: its `/sso`
 * page posts a signed Response to the ACS. The connector is made in the console from the IdP's
 * metadata XML; a person signs in from the sign-in pages' single sign-on entry, twice, and a
 * forged answer ends on an error page with a way back.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const domain = `saml-${unique()}.example`;
let idp: TestSamlIdp;
let connectorId = '';
let restore = async () => {};

type User = { id: string; primaryEmail: string | null; name: string | null };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ management }) => {
  idp = await startSamlIdp();
  restore = await management.overrideSignInExperience({
    ...emailPasswordSettings,
    singleSignOnEnabled: true,
  });
});

test.afterAll(async ({ management }) => {
  await restore();
  if (connectorId) await management.call('DELETE', `/sso-connectors/${connectorId}`, undefined, 204);
  await idp?.close();
});

test.beforeEach(async ({ context }) => {
  await allowTestProviders(context);
});

const shot = (page: Page, testInfo: TestInfo, name: string) => keepScreenshot(page, testInfo, `saml-${name}`);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Looks at the page in dark mode, in Arabic and on a phone. */
const lookAt = async (page: Page, testInfo: TestInfo, name: string) => {
  await shot(page, testInfo, `${name}-light`);
  await chooseInUserMenu(page, /^Appearance/, 'Dark mode');
  try {
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await shot(page, testInfo, `${name}-dark`);
  } finally {
    await chooseInUserMenu(page, /^Appearance/, 'Light mode');
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseInUserMenu(page, /^Language/, 'العربية');
  try {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await shot(page, testInfo, `${name}-ar`);
  } finally {
    await chooseInUserMenu(page, /^اللغة/, 'English');
  }
};

test('a SAML connector is made in the console from the IdP metadata, and shows what to copy into the IdP', async ({
  page,
  management,
}, testInfo) => {
  await signInToConsole(page, '/enterprise-sso/create/SAML');
  await expect(heading(page)).toHaveText('New SAML connector');
  const name = page.getByRole('textbox', { name: 'Connector name' });
  await name.fill(`Acme SAML ${unique()}`);
  // By URL: a URL that is no https one is refused at the field before anything is sent.
  await page.getByRole('textbox', { name: 'Metadata URL' }).fill('ftp://idp.example/metadata');
  await page.getByRole('button', { name: 'Create connector' }).click();
  const metadataUrl = page.getByRole('textbox', { name: 'Metadata URL' });
  await expect(metadataUrl).toHaveAttribute('aria-invalid', 'true');
  // An address that answers with no metadata: the server's refusal shows on the field.
  await metadataUrl.fill(`${idp.base}/not-metadata`);
  await page.getByRole('button', { name: 'Create connector' }).click();
  await expect(metadataUrl).toBeFocused();
  await expect(metadataUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: /metadata/i })).toBeVisible();
  expect(await management.call<unknown[]>('GET', '/sso-connectors')).not.toContainEqual(
    expect.objectContaining({ connectorName: await name.inputValue() }),
  );
  // Typed in: each field is required, and a certificate that is none is refused by the server on its field.
  await page.getByRole('radio', { name: /Typed in/ }).check();
  await page.getByRole('textbox', { name: 'Identity provider entity ID' }).fill(idp.entityId);
  await page.getByRole('textbox', { name: 'Sign-in URL' }).fill(`${idp.base}/sso`);
  await page.getByRole('textbox', { name: 'Signing certificate' }).fill('bm90IGEgY2VydA==');
  await page.getByRole('button', { name: 'Create connector' }).click();
  const certificate = page.getByRole('textbox', { name: 'Signing certificate' });
  await expect(certificate).toHaveAttribute('aria-invalid', 'true');
  await expect(certificate).toBeFocused();
  await expect(page.getByText("The identity provider's certificate is not a valid X.509 certificate.")).toBeVisible();
  await lookAt(page, testInfo, 'create-manual');
  // The metadata XML: pasted here (a file can be uploaded too).
  await page.getByRole('radio', { name: /Metadata XML/ }).check();
  await page.locator('input[type=file]').setInputFiles({
    name: 'idp-metadata.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(idp.metadata()),
  });
  await expect(page.getByRole('textbox', { name: 'Metadata XML' })).toHaveValue(idp.metadata());
  await page.getByRole('textbox', { name: 'Email attribute' }).fill('email');
  await lookAt(page, testInfo, 'create-xml');
  await page.getByRole('button', { name: 'Create connector' }).click();
  await expect(page).toHaveURL((url) => /\/enterprise-sso\/[^/]+\/connection$/.test(url.pathname));
  connectorId = new URL(page.url()).pathname.split('/').at(-2) ?? '';
  const saved = await management.call<{ config: Record<string, unknown>; serviceProvider: Record<string, string> }>(
    'GET',
    `/sso-connectors/${connectorId}`,
  );
  expect(saved.config).toEqual({ metadata: idp.metadata(), attributeMapping: { email: 'email' } });
  // What to copy into the IdP is the connector's service-provider side.
  await expect(page.getByText('Service provider (Gatehouse)')).toBeVisible();
  for (const key of ['entityId', 'acsUrl', 'metadataUrl'] as const)
    await expect(page.getByText(saved.serviceProvider[key] ?? '', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the metadata XML' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`gatehouse-sp-metadata-${connectorId}.xml`);
  await expect(page.getByRole('radio', { name: /Metadata XML/ })).toBeChecked();
  await expectAxeClean(page);
  await lookAt(page, testInfo, 'connection');
  await management.call('PATCH', `/sso-connectors/${connectorId}`, { domains: [domain] });
});

test('"Test connection" signs in through the IdP in a popup and shows the claims, or the refusal, making no user', async ({
  page,
  management,
}, testInfo) => {
  test.skip(!connectorId, 'the connector is made by the test before');
  const users = async () => (await management.call<User[]>('GET', '/users?page_size=100')).length;
  const before = await users();
  idp.useAccount({ nameId: 'idp-tester', attributes: { email: `tester@${domain}`, department: 'Quality' } });
  await signInToConsole(page, `/enterprise-sso/${connectorId}/connection`);
  const runTest = async () => {
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Test connection' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    return popup;
  };
  const popup = await runTest();
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Connection works');
  await keepScreenshot(popup, testInfo, 'saml-test-connection-popup');
  await popup.close();
  await expect(page.getByRole('status').filter({ hasText: 'Connection works' })).toBeVisible();
  const claims = page.getByRole('region', { name: 'Claims received' });
  await expect(claims).toContainText('idp-tester');
  await expect(page.getByRole('region', { name: 'Attributes received' })).toContainText('Quality');
  await expect(page.getByRole('region', { name: 'Profile a sign-in would take' })).toContainText(`tester@${domain}`);
  await expectAxeClean(page);
  await page.getByRole('region', { name: 'Claims received' }).scrollIntoViewIfNeeded();
  await lookAt(page, testInfo, 'test-connection');

  // An answer signed with another key: the popup and the console say why.
  idp.useAccount({
    nameId: 'forged',
    attributes: { email: `tester@${domain}` },
    signWith: await makeSigningKey('Forger'),
  });
  const refused = await runTest();
  await expect(refused.getByRole('heading', { level: 1 })).toHaveText('The connection test failed');
  await expect(refused.getByText('sso_connector.saml_invalid_signature')).toBeVisible();
  await refused.close();
  await expect(page.getByRole('alert').filter({ hasText: 'The connection test failed' })).toContainText(
    'The SAML assertion is not signed by the identity provider.',
  );
  await shot(page, testInfo, 'test-connection-failed');
  expect(await users()).toBe(before);
});

test('a person signs in through the SAML IdP from the single sign-on entry: created the first time, found the next; a forged answer says so with a way back', async ({
  page,
  rp,
  management,
}, testInfo) => {
  test.skip(!connectorId, 'the connector is made by the test before');
  const email = `grace-${unique()}@${domain}`;
  idp.useAccount({ nameId: `idp-${unique()}`, attributes: { email, displayName: 'Grace Hopper' } });
  const signIn = async () => {
    const flow = await rp.authorize(page);
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await page.getByRole('textbox', { name: 'Work email' }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    return flow;
  };
  const sub = (await (await signIn()).finish()).tokens.claims()?.sub ?? '';
  expect(await management.call<User>('GET', `/users/${sub}`)).toMatchObject({
    primaryEmail: email,
    name: 'Grace Hopper',
  });
  await page.context().clearCookies();
  expect((await (await signIn()).finish()).tokens.claims()?.sub).toBe(sub);

  // A forged answer: the ACS sends the browser back to the page, which says why and leads back.
  await page.context().clearCookies();
  idp.useAccount({ nameId: 'forged', attributes: { email }, signWith: await makeSigningKey('Forger') });
  await signIn();
  await expect(heading(page)).toHaveText('Could not sign you in');
  await expect(page.getByRole('alert')).toHaveText('The SAML assertion is not signed by the identity provider.');
  expect(new URL(page.url()).search).toBe('');
  await expectAxeClean(page);
  await shot(page, testInfo, 'forged-light');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(heading(page)).toHaveText('Sign in');
});
