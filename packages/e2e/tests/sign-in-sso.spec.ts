import {
  startTestProvider,
  type TestAccount,
  type TestProvider,
} from '@gatehouse/connectors/social/test/oidc-provider';
import ar from '@gatehouse/phrases/experience/ar';
import type { Page, TestInfo } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { userUrl } from './support/env';
import { expect, test } from './support/fixtures';
import { emailPasswordSettings } from './support/management';
import { screenshot as keepScreenshot } from './support/screenshots';
import { allowTestProviders, rewriteProviderCallback } from './support/test-providers';

/**
 * Enterprise SSO on the sign-in pages (issue 21), against a real OpenID provider (oidc-provider)
 * started here: an OIDC SSO connector owning an email domain, reached from the "single sign-on"
 * screen, from the sign-in form's offer and by `direct_sign_in=sso:{id}`; its callback's failures.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const domain = `acme-${unique()}.example`;
const person = (name: string): TestAccount => ({
  sub: `idp-${name}-${unique()}`,
  email: `${name}-${unique()}@${domain}`,
  email_verified: true,
  name: `${name} Acme`,
});
const client = { client_id: 'gatehouse-sso-e2e', client_secret: 'gatehouse-sso-e2e-secret' };
const config = (issuer: string) => ({ issuer, clientId: client.client_id, clientSecret: client.client_secret });

let provider: TestProvider;
let connectorId: string;
let restore = async () => {};

type User = { id: string; primaryEmail: string | null; name: string | null; hasPassword: boolean };

test.beforeAll(async ({ management }) => {
  const metadata = (redirectUri: string) => ({
    ...client,
    redirect_uris: [redirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code' as const],
    token_endpoint_auth_method: 'client_secret_basic' as const,
  });
  // As an administrator would: the connector is created by its name first, its redirect URI (which
  // names its id) registered at the provider, then the provider's config saved.
  ({ id: connectorId } = await management.call<{ id: string }>(
    'POST',
    '/sso-connectors',
    {
      providerName: 'OIDC',
      connectorName: `Acme ${unique()}`,
      domains: [domain],
      branding: { displayName: 'Acme Corp' },
    },
    201,
  ));
  provider = await startTestProvider([metadata(`${userUrl()}/callback/${connectorId}`)], person('first'));
  await management.call('PATCH', `/sso-connectors/${connectorId}`, { config: config(provider.issuer) });
  restore = await management.overrideSignInExperience({
    ...emailPasswordSettings,
    singleSignOnEnabled: true,
    color: { primaryColor: '#6139F6', isDarkModeEnabled: true, darkPrimaryColor: '#8F6EFF' },
  });
});

test.afterAll(async ({ management }) => {
  await restore();
  await management.call('DELETE', `/sso-connectors/${connectorId}`, undefined, 204);
  await provider?.close();
});

test.beforeEach(async ({ context }) => {
  await allowTestProviders(context);
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const workEmail = (page: Page) => page.getByRole('textbox', { name: 'Work email' });
const forgetSessions = (page: Page) => page.context().clearCookies();
const screenshot = (page: Page, testInfo: TestInfo, name: string) => keepScreenshot(page, testInfo, `sso-${name}`);
const rewriteCallback = (page: Page, rewrite: (callback: URL) => URL) =>
  rewriteProviderCallback(page, `${userUrl()}/callback/${connectorId}`, rewrite);

/** Signs in at the provider as `account` from now on. */
const as = (account: TestAccount) => {
  provider.useAccount(account);
  return account;
};

test('the single sign-on entry leads by email domain to the company; the first sign-in creates the user, the next finds them', async ({
  page,
  rp,
  management,
}, testInfo) => {
  const ada = as(person('ada'));
  const flow = await rp.authorize(page);
  await expect(heading(page)).toHaveText('Sign in');
  await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/single-sign-on');
  await expect(heading(page)).toHaveText('Single sign-on');
  await expect(workEmail(page)).toBeFocused();
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'email-light');
  await workEmail(page).fill(ada.email.toUpperCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  const { tokens } = await flow.finish();
  const sub = tokens.claims()?.sub ?? '';
  const user = await management.call<User>('GET', `/users/${sub}`);
  expect(user).toMatchObject({ primaryEmail: ada.email, name: 'ada Acme', hasPassword: false });
  const identity = await management.call<{ identityId: string; issuer: string }>(
    'GET',
    `/users/${sub}/sso-identities/${connectorId}`,
  );
  expect(identity).toMatchObject({ identityId: ada.sub, issuer: provider.issuer });
  expect(provider.requests).toContain('POST /token');

  // The next time, first_screen=single_sign_on opens the screen, and the same identity signs in.
  await forgetSessions(page);
  const again = await rp.authorize(page, { first_screen: 'single_sign_on', login_hint: ada.email });
  await expect(heading(page)).toHaveText('Single sign-on');
  await expect(workEmail(page)).toHaveValue(ada.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await again.finish()).tokens.claims()?.sub).toBe(sub);
});

test('a domain no connector owns is said so at the field, and nothing leaves for a provider', async ({
  page,
  rp,
}, testInfo) => {
  await rp.authorize(page, { first_screen: 'single_sign_on' });
  const reached = provider.requests.length;
  await workEmail(page).fill('not-an-address');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a valid email address.');
  const elsewhere = `someone@elsewhere-${unique()}.example`;
  await workEmail(page).fill(elsewhere);
  const asked = page.waitForResponse((response) => response.url().includes('/api/experience/sso-connectors'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await asked;
  await expect(page.getByRole('alert')).toHaveText(
    `Single sign-on is not set up for ${elsewhere.split('@')[1]}. Check the address, or sign in another way.`,
  );
  await expect(workEmail(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(workEmail(page)).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/single-sign-on');
  expect(provider.requests).toHaveLength(reached);
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'unknown-domain-light');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(heading(page)).toHaveText('Sign in');
});

test("the sign-in and register forms offer the company's sign-in for an email of its domain, and it signs in", async ({
  page,
  rp,
  management,
}, testInfo) => {
  const bea = as(person('bea'));
  const flow = await rp.authorize(page);
  const offer = page.getByRole('button', { name: 'Continue with Acme Corp' });
  // Another domain: the form asks about it once typing pauses, and offers nothing.
  const asked = page.waitForResponse((response) => response.url().includes('/api/experience/sso-connectors'));
  await page.getByRole('textbox', { name: 'Email' }).fill(`bea@elsewhere-${unique()}.example`);
  expect(await (await asked).json()).toEqual([]);
  await expect(offer).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email' }).fill(bea.email);
  await expect(page.getByText('Acme Corp signs you in with single sign-on.')).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'offer-light');
  // The register form offers it too: the company's provider registers its people.
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(bea.email);
  await expect(offer).toBeVisible();
  await offer.click();
  const sub = (await flow.finish()).tokens.claims()?.sub ?? '';
  expect((await management.call<User>('GET', `/users/${sub}`)).primaryEmail).toBe(bea.email);
});

test('direct_sign_in=sso:{id} goes straight to the provider; an id that is no connector says so and leads to the form', async ({
  page,
  rp,
  management,
}) => {
  const cy = as(person('cy'));
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  const flow = await rp.authorize(page, { direct_sign_in: `sso:${connectorId}` });
  const sub = (await flow.finish()).tokens.claims()?.sub ?? '';
  expect((await management.call<User>('GET', `/users/${sub}`)).primaryEmail).toBe(cy.email);
  // The provider was reached without anyone pressing a button.
  expect(paths).toContain(`/callback/${connectorId}`);

  await forgetSessions(page);
  await rp.authorize(page, { direct_sign_in: 'sso:nosuchconnector' });
  await expect(heading(page)).toHaveText('Could not sign you in');
  await expect(page.getByRole('alert')).toHaveText(/SSO connector/i);
  await page.getByRole('link', { name: 'Sign in another way' }).click();
  await expect(heading(page)).toHaveText('Sign in');
});

test('a callback whose state was tampered with, or where the provider refused, shows an error with a way back', async ({
  page,
  rp,
}, testInfo) => {
  as(person('dee'));
  await rp.authorize(page, { first_screen: 'single_sign_on' });
  const tampered = await rewriteCallback(page, (callback) => {
    callback.searchParams.set('state', 'forged-state-value');
    return callback;
  });
  await workEmail(page).fill(`dee@${domain}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Could not sign you in');
  await expect(page.getByRole('alert')).toContainText('the provider sent back another state');
  expect(tampered).toHaveLength(1);
  // The provider's answer is not left in the address bar for a reload to send again.
  expect(new URL(page.url()).search).toBe('');
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'tampered-light');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(heading(page)).toHaveText('Sign in');

  // The provider answers with an error (the person said no), under the right state.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await rp.authorize(page, { first_screen: 'single_sign_on' });
  const refused = await rewriteCallback(page, (callback) => {
    const state = callback.searchParams.get('state') ?? '';
    return new URL(`${callback.origin}${callback.pathname}?error=access_denied&state=${state}`);
  });
  await workEmail(page).fill(`dee@${domain}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Could not sign you in');
  await expect(page.getByRole('alert')).toHaveText('The identity provider did not authorize the sign-in.');
  expect(refused).toHaveLength(1);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(heading(page)).toHaveText('Sign in');
});

test('after SSO, a mandatory second factor is set up on its screen before the app', async ({
  page,
  rp,
  management,
}) => {
  as(person('eve'));
  await management.withSignInExperience(
    { mfa: { factors: ['Totp'], policy: 'Mandatory', rememberDeviceDays: 0 } },
    async () => {
      await rp.authorize(page, { direct_sign_in: `sso:${connectorId}` });
      await expect(page).toHaveURL((url) => url.pathname === '/mfa-binding');
      await expect(heading(page)).toHaveText('Set up an authenticator app');
    },
  );
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the single sign-on screen is axe-clean', async ({ page, rp }, testInfo) => {
    await rp.authorize(page, { first_screen: 'single_sign_on' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(heading(page)).toHaveText('Single sign-on');
    await expectAxeClean(page);
    await screenshot(page, testInfo, 'email-dark');
  });
});

test('in Arabic on a 390 px screen the screen and the offer read right to left (screenshot)', async ({
  page,
  rp,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await rp.authorize(page, { ui_locales: 'ar', first_screen: 'single_sign_on' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(heading(page)).toHaveText(ar.sso.title);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'email-arabic-390');
  await page.getByRole('link', { name: ar.action.back_to_sign_in }).click();
  await page.getByRole('textbox', { name: ar.input.email }).fill(`noor@${domain}`);
  await expect(page.getByText(ar.sso.offer.replace('{{provider}}', 'Acme Corp'))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'offer-arabic-390');
});
