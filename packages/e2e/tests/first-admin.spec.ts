import { consoleRelyingParty, managementApiFor, testApplication, testRelyingParty } from './support/apps';
import { consoleShell, consoleUrl } from './support/console';
import { administrator, adminUrl, defaultManagementResource } from './support/env';
import { expect, test } from './support/fixtures';
import type { ManagementApi } from './support/management';
import { register, registerPage, signIn, signInPage } from './support/pages';
import { jwtClaims } from './support/rp';

/**
 * The admin tenant on a fresh server: registration only until the first user
 * exists, who becomes administrator of the default tenant. Runs before every
 * other spec (project `first-admin` in playwright.config.ts), in order: each
 * test needs what the one before it did.
 */
test.describe.configure({ mode: 'serial' });

/** The first administrator's management API token, kept for the next test. */
let management: ManagementApi;

test('the first visit to the console leads to registering the first administrator, and lands on the first sidebar item', async ({
  page,
}) => {
  await page.goto(consoleUrl());
  await expect(page).toHaveURL((url) => url.origin === adminUrl() && url.pathname === '/register', {
    timeout: 15_000,
  });
  const form = registerPage(page);
  await expect(form.heading).toHaveText('Create your account');
  // Registration only: no way to the sign-in form while there is nobody to sign in.
  await expect(form.signInLink).toHaveCount(0);

  await register(page, administrator.username, administrator.password);
  await expect(page).toHaveURL(consoleUrl('/get-started'), { timeout: 15_000 });
  const shell = consoleShell(page);
  await expect(shell.heading).toHaveText('Get started');
  await expect(shell.sidebar.getByRole('link', { name: 'Get started' })).toHaveAttribute('aria-current', 'page');
  await expect(shell.userMenuButton).toContainText(administrator.username);
  await expect(page).toHaveTitle('Get started - Gatehouse');
});

test('after that the console’s sign-in shows sign-in only, and its tokens reach the management API with scope `all`', async ({
  page,
}) => {
  const consoleClient = await consoleRelyingParty();
  // Even a request for the register screen gets the sign-in form now.
  await consoleClient.authorize(page, { first_screen: 'register' });
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
  await expect(signInPage(page).heading).toHaveText('Sign in');

  const flow = await consoleClient.authorize(page);
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
  const form = signInPage(page);
  await expect(form.heading).toHaveText('Sign in');
  await expect(form.identifier).toBeVisible();
  await expect(form.registerLink).toHaveCount(0);
  await expect(page.getByText('No account yet?')).toHaveCount(0);

  await signIn(page, administrator.username, administrator.password);
  const { callback, tokens } = await flow.finish();
  expect(callback.searchParams.get('code')).toBeTruthy();
  expect(tokens.claims()?.sub).toMatch(/^[0-9a-z]{12}$/);
  expect(tokens.refresh_token).toBeTruthy();

  const { grant, management: api } = await managementApiFor(consoleClient, tokens.refresh_token);
  expect(grant.scope).toBe('all');
  expect(jwtClaims(grant.access_token)).toMatchObject({ aud: defaultManagementResource, scope: 'all' });
  management = api;
  expect(Array.isArray(await management.applications())).toBe(true);
});

test('with that token an SPA application is created in the default tenant, and its sign-in request opens the default tenant’s pages', async ({
  page,
}) => {
  const wanted = testApplication();
  const created = await management.createApplication(wanted);
  expect(created).toMatchObject({
    name: wanted.name,
    type: 'SPA',
    oidcClientMetadata: {
      redirectUris: wanted.oidcClientMetadata.redirectUris,
      postLogoutRedirectUris: wanted.oidcClientMetadata.postLogoutRedirectUris,
    },
  });
  expect(created.secret).toBeUndefined();

  const rp = await testRelyingParty(created.id);
  await rp.authorize(page);
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
  await expect(signInPage(page).heading).toHaveText('Sign in');
  // The default tenant lets people create an account.
  await expect(signInPage(page).registerLink).toBeVisible();
});
