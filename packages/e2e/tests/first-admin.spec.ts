import { consoleRelyingParty, managementApiFor, testApplication, testRelyingParty } from './support/apps';
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

test('the console’s sign-in lands on the register page; registering `admin` returns a code whose tokens give a management API token with scope `all`', async ({
  page,
}) => {
  const consoleClient = await consoleRelyingParty();
  const flow = await consoleClient.authorize(page);
  await expect(page).toHaveURL((url) => url.origin === adminUrl() && url.pathname === '/register');
  const form = registerPage(page);
  await expect(form.heading).toHaveText('Create your account');
  // Registration only: no way to the sign-in form while there is nobody to sign in.
  await expect(form.signInLink).toHaveCount(0);

  await register(page, administrator.username, administrator.password);
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

test('a second visit to the console’s sign-in shows sign-in only, with no link to create an account', async ({
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
  const { tokens } = await flow.finish();
  expect(tokens.claims()?.sub).toMatch(/^[0-9a-z]{12}$/);
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
