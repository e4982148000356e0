import type { Page } from '@playwright/test';
import { testApplication } from './support/apps';
import { seriousViolations } from './support/axe';
import { password, uniqueUsername, userUrl } from './support/env';
import { expect, test } from './support/fixtures';
import { registerPage, signInPage } from './support/pages';
import { RelyingParty } from './support/rp';

const appName = testApplication().name;

/** An authorization request of the test application with a redirect URI it never registered. */
const badRedirectRequest = (clientId: string) =>
  `${userUrl()}/oidc/auth?${new URLSearchParams({
    client_id: clientId,
    redirect_uri: 'https://evil.example/callback',
    response_type: 'code',
    scope: 'openid',
    state: 'never-shown-state',
  })}`;

const expectAxeClean = async (page: Page) => {
  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
};

test('the sign-in and register pages name the application the person signs in to, and carry a favicon', async ({
  page,
  rp,
}) => {
  await rp.authorize(page);
  const form = signInPage(page);
  await expect(form.heading).toHaveText('Sign in');
  await expect(page.getByText(`Sign in to continue to ${appName}.`)).toBeVisible();
  await expect(page).toHaveTitle(`Sign in · ${appName}`);
  // Gatehouse's own icon, served with the pages.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/assets\/favicon-[\w-]+\.svg$/);
  expect((await page.request.get(new URL(icon ?? '', page.url()).href)).status()).toBe(200);

  await form.registerLink.click();
  await expect(registerPage(page).heading).toHaveText('Create your account');
  await expect(page.getByText(`Create an account to continue to ${appName}.`)).toBeVisible();
});

test('with organization_id the pages also name the organization', async ({ page, rp, management }) => {
  const name = `Acme ${Date.now().toString(36)}`;
  const organization = await management.call<{ id: string }>('POST', '/organizations', { name }, 201);
  await rp.authorize(page, { organization_id: organization.id });
  await expect(page.getByText(`Sign in to continue to ${appName}.`)).toBeVisible();
  await expect(page.getByText(`Organization: ${name}`)).toBeVisible();
});

test('in Arabic the application’s name reads right to left, and the page is axe-clean', async ({ page, rp }) => {
  await rp.authorize(page, { ui_locales: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(`سجّل الدخول للمتابعة إلى ${appName}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeVisible();
  await expectAxeClean(page);
});

test('the tenant’s favicon replaces Gatehouse’s when the branding sets one', async ({ page, rp, management }) => {
  await management.withSignInExperience({ branding: { favicon: 'https://cdn.example/favicon.png' } }, async () => {
    await rp.authorize(page);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', 'https://cdn.example/favicon.png');
  });
});

test('“Forgot password?” is not offered while no way to reset a password exists', async ({ page, rp }) => {
  await rp.authorize(page);
  await expect(signInPage(page).submit).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
});

test('a bad redirect_uri shows an HTML error page in the browser, and JSON to a client that asks for JSON', async ({
  page,
  rp,
}) => {
  const url = badRedirectRequest(rp.clientId);
  const response = await page.goto(url);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in could not continue');
  await expect(
    page.getByText('The application sent you here with a return address it has not registered.'),
  ).toBeVisible();
  await expect(page.getByText('Error code: invalid_redirect_uri')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('never-shown-state');
  await expectAxeClean(page);

  const json = await page.request.get(url, { headers: { accept: 'application/json' } });
  expect(json.status()).toBe(400);
  expect(json.headers()['content-type']).toMatch(/^application\/json/);
  expect(await json.json()).toMatchObject({ error: 'invalid_redirect_uri' });
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the OIDC error page and the sign-in page with the application’s name are axe-clean', async ({
    page,
    rp,
    management,
  }) => {
    await management.withSignInExperience(
      { color: { primaryColor: '#6139F6', isDarkModeEnabled: true, darkPrimaryColor: '#8F6EFF' } },
      async () => {
        await page.goto(badRedirectRequest(rp.clientId));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in could not continue');
        await expectAxeClean(page);

        await rp.authorize(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expect(page.getByText(`Sign in to continue to ${appName}.`)).toBeVisible();
        await expectAxeClean(page);
      },
    );
  });
});

test('an unknown client gets the HTML error page too', async ({ page }) => {
  await page.goto(
    `${userUrl()}/oidc/auth?${new URLSearchParams({ client_id: 'no-such-client', response_type: 'code', scope: 'openid' })}`,
  );
  await expect(page.getByText('The application that sent you here is not known.', { exact: false })).toBeVisible();
});

test('the sign-in page with the application’s name is axe-clean in light mode', async ({ page, rp }) => {
  await rp.authorize(page);
  await expect(page.getByText(`Sign in to continue to ${appName}.`)).toBeVisible();
  await expectAxeClean(page);
});

test('a session that expires on the way ends on a page that leads back to the application', async ({
  page,
  context,
  rp,
  createUser,
}) => {
  const user = await createUser('expired');
  await rp.authorize(page);
  await expect(page.getByText(`Sign in to continue to ${appName}.`)).toBeVisible();
  // The interaction is gone (as when it expires): its cookie with it.
  await context.clearCookies();
  await signInPage(page).identifier.fill(user.username);
  await signInPage(page).password.fill(user.password);
  await signInPage(page).submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in session not found');
  await expect(page.getByRole('link', { name: `Back to ${appName}` })).toHaveAttribute('href', userUrl());
});

test('dead-end pages opened on their own offer the sign-in experience’s unknown-session URL', async ({
  page,
  management,
}) => {
  const onward = 'https://app.example/start';
  await management.withSignInExperience({ unknownSessionRedirectUrl: onward }, async () => {
    await page.goto(`${userUrl()}/unknown-session`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in session not found');
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', onward);

    await page.goto(`${userUrl()}/invitation/no-such-invitation`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invitation not available');
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', onward);
  });
});

test('the wrong-password banner clears as soon as the person edits the password', async ({ page, rp, createUser }) => {
  const user = await createUser('banner');
  await rp.authorize(page);
  const form = signInPage(page);
  await form.identifier.fill(user.username);
  await form.password.fill('Not-the-Passw0rd');
  await form.submit.click();
  await expect(form.alert).toHaveText('The account or password is incorrect.');
  await form.password.pressSequentially('!');
  await expect(form.alert).toHaveCount(0);
});

test('a username already in use is said under the username field, and clears when it is edited', async ({
  page,
  rp,
  createUser,
}) => {
  const user = await createUser('taken');
  await rp.authorize(page, { first_screen: 'register' });
  const form = registerPage(page);
  await form.username.fill(user.username);
  await form.password.fill(password);
  await form.confirm.fill(password);
  await form.submit.click();
  await expect(form.username).toHaveAttribute('aria-invalid', 'true');
  await expect(form.username).toHaveAccessibleDescription('This username is already in use.');
  await expect(page.locator('.form-error')).toHaveCount(0);
  await form.username.fill(uniqueUsername('free'));
  await expect(form.username).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This username is already in use.')).toHaveCount(0);
});

test('the password visibility toggle is an icon button named “Show password” that says whether it is pressed', async ({
  page,
  rp,
}) => {
  await rp.authorize(page);
  const toggle = page.getByRole('button', { name: 'Show password' });
  const field = signInPage(page).password;
  await field.fill('secret-Passw0rd');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toHaveText('');
  await expect(field).toHaveAttribute('type', 'password');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveAttribute('type', 'text');
  await toggle.press('Enter');
  await expect(field).toHaveAttribute('type', 'password');
});

test('the password checklist ticks nothing for an empty field, then tells met from failed', async ({ page, rp }) => {
  await rp.authorize(page, { first_screen: 'register' });
  const form = registerPage(page);
  const rules = page.getByRole('list', { name: 'Your password needs:' }).getByRole('listitem');
  await expect(rules.first()).toBeVisible();
  for (const rule of await rules.all()) await expect(rule).toHaveAttribute('data-state', 'unchecked');
  await expect(rules.first()).toContainText('not checked yet');

  await form.password.fill('abc');
  await expect(rules.nth(0)).toHaveAttribute('data-state', 'failed');
  await expect(rules.nth(0)).toContainText('not met');

  await form.password.fill(password);
  for (const rule of await rules.all()) await expect(rule).toHaveAttribute('data-state', 'met');
  await expectAxeClean(page);
});

test('consent names who is signed in, and “not you?” signs out and returns to sign-in for the same request', async ({
  page,
  management,
  createUser,
}) => {
  const redirectUri = `${userUrl()}/e2e/callback`;
  const partner = await management.call<{ id: string }>(
    'POST',
    '/applications',
    {
      name: `Partner ${Date.now().toString(36)}`,
      type: 'SPA',
      isThirdParty: true,
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    },
    201,
  );
  const partnerRp = await RelyingParty.discover({ issuer: `${userUrl()}/oidc`, clientId: partner.id, redirectUri });
  const user = await createUser('consent');
  await partnerRp.authorize(page);
  await signInPage(page).identifier.fill(user.username);
  await signInPage(page).password.fill(user.password);
  await signInPage(page).submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authorize access');
  await expect(page.getByText(`Signed in as ${user.username}`)).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Not you? Use another account' }).click();
  await expect(signInPage(page).heading).toHaveText('Sign in');
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
});
