import {
  startTestProvider,
  type TestAccount,
  type TestProvider,
} from '@gatehouse/connectors/social/test/oidc-provider';
import ar from '@gatehouse/phrases/experience/ar';
import type { Page, TestInfo } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { password, userUrl } from './support/env';
import { expect, test } from './support/fixtures';
import { emailPasswordSettings, type ManagementApi } from './support/management';
import { screenshot as keepScreenshot } from './support/screenshots';
import { allowTestProviders, rewriteProviderCallback } from './support/test-providers';

/**
 * Social sign-in, magic links and direct sign-in on the sign-in pages, against real OpenID
 * providers (oidc-provider) started here, through the tenant's generic OpenID Connect connector.
 * Each provider has one account; the connector is pointed at the provider a test needs.
 */

const connectorId = 'socialtest01';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const account = (name: string): TestAccount => ({
  sub: `idp-${name}-${unique()}`,
  email: `${name}-${unique()}@social.example`,
  email_verified: true,
  name: `${name} Social`,
});

const accounts = {
  newcomer: account('newcomer'),
  existing: account('existing'),
  direct: account('direct'),
  agreeing: account('agreeing'),
};
const providers = new Map<keyof typeof accounts, TestProvider>();
let restore = async () => {};

test.beforeAll(async ({ management }) => {
  const client = {
    client_id: 'gatehouse-e2e',
    client_secret: 'gatehouse-e2e-secret',
    // The page's callback: known before the connector exists, since its id is chosen here.
    redirect_uris: [`${userUrl()}/callback/${connectorId}`],
    grant_types: ['authorization_code'],
    response_types: ['code' as const],
    token_endpoint_auth_method: 'client_secret_basic' as const,
  };
  for (const [name, person] of Object.entries(accounts) as Array<[keyof typeof accounts, TestAccount]>) {
    providers.set(name, await startTestProvider([client], person));
  }
  await management.call(
    'POST',
    '/connectors',
    {
      id: connectorId,
      connectorId: 'oidc',
      config: {
        issuer: providers.get('newcomer')?.issuer,
        clientId: client.client_id,
        clientSecret: client.client_secret,
      },
    },
    201,
  );
  restore = await management.overrideSignInExperience({
    ...emailPasswordSettings,
    socialSignInConnectorTargets: ['oidc'],
    color: { primaryColor: '#6139F6', isDarkModeEnabled: true, darkPrimaryColor: '#8F6EFF' },
  });
});

test.afterAll(async ({ management }) => {
  await restore();
  await management.call('DELETE', `/connectors/${connectorId}`, undefined, 204);
  await Promise.all([...providers.values()].map((provider) => provider.close()));
});

test.beforeEach(async ({ context }) => {
  await allowTestProviders(context);
});

/** Signs the browser out of Gatehouse (and the providers): the next authorization request shows the pages again. */
const forgetSessions = (page: Page) => page.context().clearCookies();

/** Points the connector at the provider of one account (the secret kept). */
const useProvider = async (management: ManagementApi, name: keyof typeof accounts) => {
  await management.call('PATCH', `/connectors/${connectorId}`, {
    config: { issuer: providers.get(name)?.issuer, clientId: 'gatehouse-e2e', clientSecret: '********' },
  });
};

const socialButton = (page: Page) => page.getByRole('button', { name: /^Continue with / });

/** Screenshots for a person to look at (support/screenshots.ts). */
const screenshot = (page: Page, testInfo: TestInfo, name: string) => keepScreenshot(page, testInfo, `social-${name}`);

type User = { id: string; primaryEmail: string | null; name: string | null; hasPassword: boolean };

test('the button shows on both forms; a newcomer registers through it, without a password, and lands at the app', async ({
  page,
  rp,
  management,
}, testInfo) => {
  await useProvider(management, 'newcomer');
  const flow = await rp.authorize(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.getByText('or', { exact: true })).toBeVisible();
  await expect(socialButton(page)).toHaveCount(1);
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'sign-in-light');
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(socialButton(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();

  // Keyboard: the button is reached by Tab and pressed with Enter.
  await page.getByRole('textbox', { name: 'Email' }).focus();
  for (
    let step = 0;
    step < 6 && !(await socialButton(page).evaluate((button) => button === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(socialButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  const { tokens } = await flow.finish();
  const sub = tokens.claims()?.sub ?? '';
  const user = await management.call<User>('GET', `/users/${sub}`);
  expect(user).toMatchObject({ primaryEmail: accounts.newcomer.email, name: 'newcomer Social', hasPassword: false });
  expect(providers.get('newcomer')?.requests).toContain('POST /token');

  // The next time, the same provider account signs straight in.
  await forgetSessions(page);
  const again = await rp.authorize(page);
  await socialButton(page).click();
  expect((await again.finish()).tokens.claims()?.sub).toBe(sub);
});

test('an account with the same email is linked once the person says yes', async ({
  page,
  rp,
  management,
}, testInfo) => {
  await useProvider(management, 'existing');
  const owner = await management.call<User>('POST', '/users', { primaryEmail: accounts.existing.email, password }, 201);
  const flow = await rp.authorize(page);
  await socialButton(page).click();
  await expect(page).toHaveURL((url) => url.pathname === `/callback/${connectorId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Link your .+ account$/);
  const masked = `${accounts.existing.email[0]}••${accounts.existing.email.slice(accounts.existing.email.indexOf('@'))}`;
  await expect(page.getByText(`An account with ${masked} exists.`, { exact: false })).toBeVisible();
  // Nothing is linked before the answer.
  expect(await management.call('GET', `/users/${owner.id}/identities`)).toEqual({});
  // The code is not left in the address bar for a reload to send again.
  expect(new URL(page.url()).search).toBe('');
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'link-light');
  await page.getByRole('button', { name: 'Link and continue' }).click();
  expect((await flow.finish()).tokens.claims()?.sub).toBe(owner.id);
  const identities = await management.call<Record<string, { userId: string }>>('GET', `/users/${owner.id}/identities`);
  expect(identities.oidc?.userId).toBe(accounts.existing.sub);
});

test('where the tenant asks for a tick on its terms, the social button leaves only once it is ticked', async ({
  page,
  rp,
  management,
}) => {
  await useProvider(management, 'agreeing');
  const provider = providers.get('agreeing');
  await management.withSignInExperience(
    { termsOfUseUrl: 'https://example.com/terms', privacyPolicyUrl: null, agreeToTermsPolicy: 'Manual' },
    async () => {
      const flow = await rp.authorize(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
      const agree = page.getByRole('checkbox', { name: /^I agree to the Terms of use/i });
      await expect(agree).not.toBeChecked();

      // Unticked: the page stays, says why at the checkbox and puts the focus there; the provider is not asked.
      await socialButton(page).click();
      await expect(agree).toBeFocused();
      await expect(agree).toHaveAttribute('aria-invalid', 'true');
      await expect(
        page.getByRole('alert').filter({ hasText: 'Agree to the terms of use and the privacy policy to continue.' }),
      ).toBeVisible();
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/sign-in');
      expect(provider?.requests ?? []).toEqual([]);

      // Ticked: the button leaves for the provider and the person signs in.
      await agree.check();
      await socialButton(page).click();
      const { tokens } = await flow.finish();
      const user = await management.call<User>('GET', `/users/${tokens.claims()?.sub ?? ''}`);
      expect(user.primaryEmail).toBe(accounts.agreeing.email);
      expect(provider?.requests).toContain('POST /token');
    },
  );
});

test('a callback whose state was tampered with, or that this tab never started, shows an error with a way back', async ({
  page,
  rp,
  management,
}, testInfo) => {
  await useProvider(management, 'newcomer');
  await rp.authorize(page);
  // The provider's redirect back to the page is rewritten with another state.
  const tampered = await rewriteProviderCallback(page, `${userUrl()}/callback/${connectorId}`, (callback) => {
    callback.searchParams.set('state', 'forged-state-value');
    return callback;
  });
  await socialButton(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Could not sign you in');
  await expect(page.getByRole('alert')).not.toBeEmpty();
  expect(tampered).toHaveLength(1);
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'tampered-light');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');

  // The callback opened again (the attempt is spent): nothing to finish.
  await page.goto(`${userUrl()}/callback/${connectorId}?code=abc&state=whatever`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Could not sign you in');
  await expect(page.getByRole('alert')).toContainText('was not started in this browser tab');
});

test('a magic link signs a person in once; the second use says it was used and leads to the form', async ({
  page,
  rp,
  management,
}, testInfo) => {
  const email = `magic-${unique()}@social.example`;
  const owner = await management.call<User>('POST', '/users', { primaryEmail: email, password }, 201);
  const { token } = await management.call<{ token: string }>('POST', '/one-time-tokens', { email }, 201);
  const flow = await rp.authorize(page, { one_time_token: token, login_hint: email });
  expect((await flow.finish()).tokens.claims()?.sub).toBe(owner.id);

  await forgetSessions(page);
  await rp.authorize(page, { one_time_token: token, login_hint: email });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link cannot be used');
  await expect(page.getByText('This link has already been used')).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'magic-link-used-light');
  await page.getByRole('link', { name: 'Sign in another way' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
});

test('a magic link for an address without an account registers it', async ({ page, rp, management }) => {
  const email = `magic-new-${unique()}@social.example`;
  const { token } = await management.call<{ token: string }>('POST', '/one-time-tokens', { email }, 201);
  const flow = await rp.authorize(page, { one_time_token: token, login_hint: email });
  // Where sign-up asks for a password, the profile page asks for it after the link.
  await expect(page).toHaveURL((url) => ['/e2e/callback', '/continue'].includes(url.pathname));
  if (new URL(page.url()).pathname === '/continue') {
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  const result = await flow.finish();
  const user = await management.call<User>('GET', `/users/${result.tokens.claims()?.sub}`);
  expect(user.primaryEmail).toBe(email);
});

test('with CAPTCHA on, a magic link signs in once the widget answered (it sends the token like the forms)', async ({
  page,
  rp,
  management,
}) => {
  const email = `magic-captcha-${unique()}@social.example`;
  const owner = await management.call<User>('POST', '/users', { primaryEmail: email, password }, 201);
  const { token } = await management.call<{ token: string }>('POST', '/one-time-tokens', { email }, 201);
  // The local fake Turnstile of global-setup.ts: its box hands out a token the fake provider accepts.
  const secretKey = process.env.GATEHOUSE_FAKE_CAPTCHA_SECRET ?? '';
  await management.call('PUT', '/captcha-provider', { type: 'Turnstile', siteKey: 'e2e-site-key', secretKey });
  await management.call('PATCH', '/sign-in-exp', { captchaPolicy: { enabled: true } });
  try {
    const flow = await rp.authorize(page, { one_time_token: token, login_hint: email });
    const started = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/api/experience'),
    );
    await expect(page.getByText('Complete the check below to use your sign-in link.')).toBeVisible();
    await page.getByTestId('fake-turnstile').check();
    expect((await started).postDataJSON()).toMatchObject({ captchaToken: 'fake-captcha-pass' });
    expect((await flow.finish()).tokens.claims()?.sub).toBe(owner.id);
  } finally {
    await management.call('PATCH', '/sign-in-exp', { captchaPolicy: { enabled: false } });
    await management.call('DELETE', '/captcha-provider', undefined, 204);
  }
});

test('direct_sign_in=social:oidc skips the sign-in page; an unknown target, or sso while single sign-on is off, falls back to the form', async ({
  page,
  rp,
  management,
}) => {
  await useProvider(management, 'direct');
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  const flow = await rp.authorize(page, { direct_sign_in: 'social:oidc' });
  const sub = (await flow.finish()).tokens.claims()?.sub ?? '';
  expect((await management.call<User>('GET', `/users/${sub}`)).primaryEmail).toBe(accounts.direct.email);
  // The provider was reached without anyone pressing a button: no sign-in form was needed.
  expect(paths).toContain(`/callback/${connectorId}`);

  for (const direct of ['social:nowhere', 'sso:abc']) {
    await forgetSessions(page);
    await rp.authorize(page, { direct_sign_in: direct });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(socialButton(page)).toBeVisible();
  }
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the sign-in and register forms with the button, and the magic-link error, are axe-clean', async ({
    page,
    rp,
  }, testInfo) => {
    await rp.authorize(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(socialButton(page)).toBeVisible();
    await expectAxeClean(page);
    await screenshot(page, testInfo, 'sign-in-dark');
    await rp.authorize(page, { first_screen: 'register' });
    await expect(socialButton(page)).toBeVisible();
    await expectAxeClean(page);
    await screenshot(page, testInfo, 'register-dark');
    await rp.authorize(page, { one_time_token: 'not-a-real-token', login_hint: 'nobody@social.example' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link cannot be used');
    await expectAxeClean(page);
    await screenshot(page, testInfo, 'magic-link-invalid-dark');
  });
});

test('in Arabic on a 390 px screen the button reads right to left (screenshot)', async ({ page, rp }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await rp.authorize(page, { ui_locales: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const button = page.getByRole('button', { name: new RegExp(`^${ar.social.continue_with.split('{{')[0]}`) });
  await expect(button).toBeVisible();
  await expect(page.getByText(ar.social.or, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'sign-in-arabic-390');
});
