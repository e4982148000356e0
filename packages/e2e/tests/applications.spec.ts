import { testApplication, testRelyingParty } from './support/apps';
import { seriousViolations } from './support/axe';
import { consoleShell, consoleUrl, fillListField, listField, signInToConsole } from './support/console';
import { password, uniqueUsername, userUrl } from './support/env';
import { expect, test } from './support/fixtures';
import { register } from './support/pages';
import { jwtClaims } from './support/rp';

test('an M2M app created in the console shows its secret once, takes a role there, and gets exactly that permission', async ({
  page,
  management,
}) => {
  const stamp = Date.now().toString(36);
  const indicator = `https://ledger-${stamp}.example.com`;
  const resource = await management.createResource({ name: `Ledger ${stamp}`, indicator });
  const read = await management.createScope(resource.id, { name: 'read:ledger' });
  await management.createScope(resource.id, { name: 'write:ledger' });
  await management.call(
    'POST',
    '/roles',
    { name: `Ledger reader ${stamp}`, type: 'MachineToMachine', scopeIds: [read.id] },
    201,
  );

  await signInToConsole(page, '/applications/create');
  const dialog = page.getByRole('dialog', { name: 'Create an application' });
  await dialog.getByRole('radio', { name: /Machine-to-machine/ }).check();
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByLabel('Application name').fill(`Ledger robot ${stamp}`);
  await dialog.getByRole('button', { name: 'Create application' }).click();

  // The secret, shown this one time.
  const once = page.getByRole('alertdialog', { name: 'Copy the secret now' });
  const secret = ((await once.locator('code').textContent()) ?? '').trim();
  expect(secret.length).toBeGreaterThanOrEqual(32);
  await once.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page).toHaveURL(/\/console\/applications\/[^/]+\/settings$/);
  const appId = page.url().split('/applications/')[1]?.split('/')[0] ?? '';
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByText(appId).first()).toBeVisible();
  await expect(page.getByText(`${userUrl()}/oidc/token`)).toBeVisible();

  await page.getByRole('link', { name: 'Machine-to-machine roles' }).click();
  await page.getByRole('button', { name: 'Assign roles' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign roles' });
  await assign.getByRole('checkbox', { name: new RegExp(`Ledger reader ${stamp}`) }).check();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByRole('cell', { name: `Ledger reader ${stamp}`, exact: true })).toBeVisible();

  const response = await fetch(`${userUrl()}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${appId}:${secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      resource: indicator,
      scope: 'read:ledger write:ledger',
    }),
  });
  expect(response.status).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  expect(jwtClaims(access_token)).toMatchObject({ aud: indicator, scope: 'read:ledger' });
});

test('named secrets: created with an expiry, shown once, listed without their value, deleted after confirming', async ({
  page,
  management,
}) => {
  const app = await management.createApplication({
    name: `Billing backend ${Date.now().toString(36)}`,
    type: 'Traditional',
    oidcClientMetadata: { redirectUris: ['https://billing.example.com/callback'], postLogoutRedirectUris: [] },
  });
  await signInToConsole(page, `/applications/${app.id}/settings`);
  await page.getByRole('button', { name: 'Create secret' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create secret' });
  await dialog.getByLabel('Secret name').fill('ci-runner');
  await dialog.getByRole('radio', { name: 'In 90 days' }).check();
  await dialog.getByRole('button', { name: 'Create secret' }).click();
  const once = page.getByRole('alertdialog', { name: 'Copy the secret now' });
  const value = ((await once.locator('code').textContent()) ?? '').trim();
  await once.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('cell', { name: 'ci-runner', exact: true })).toBeVisible();
  await expect(page.getByText(value)).toHaveCount(0);

  await page.getByRole('button', { name: 'Rename: ci-runner' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename secret' });
  await rename.getByLabel('Secret name').fill('deploy-bot');
  await rename.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('cell', { name: 'deploy-bot', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'ci-runner', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete: deploy-bot' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name: 'deploy-bot', exact: true })).toHaveCount(0);

  // Custom data must be a JSON object; the logo must be a URL.
  const customData = page.getByLabel('Custom data (JSON)');
  await customData.fill('[1, 2]');
  await page.getByLabel('Logo URL').fill('https://billing.example.com/logo.png');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(customData).toHaveAttribute('aria-invalid', 'true');
  await customData.fill('{"team": "payments"}');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
  expect(await management.call('GET', `/applications/${app.id}`)).toMatchObject({
    customData: { team: 'payments' },
    oidcClientMetadata: { logoUri: 'https://billing.example.com/logo.png' },
  });
});

test('an SPA created in the console, given its redirect URI there, signs a user in', async ({ page, browser }) => {
  const name = `Storefront ${Date.now().toString(36)}`;
  await signInToConsole(page, '/applications/create');
  const dialog = page.getByRole('dialog', { name: 'Create an application' });
  await dialog.getByRole('radio', { name: /Single-page app/ }).check();
  await dialog.getByLabel('Application name').fill(name);
  await dialog.getByRole('button', { name: 'Create application' }).click();
  await expect(consoleShell(page).heading).toHaveText(name);
  const appId = page.url().split('/applications/')[1]?.split('/')[0] ?? '';

  const redirect = listField(page, 'Redirect URIs').row(1);
  await redirect.fill('not a url');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(redirect).toHaveAttribute('aria-invalid', 'true');
  const { redirectUris, postLogoutRedirectUris } = testApplication().oidcClientMetadata;
  await fillListField(page, 'Redirect URIs', redirectUris);
  await fillListField(page, 'Post sign-out redirect URIs', postLogoutRedirectUris);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();

  const rp = await testRelyingParty(appId);
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const visitor = await context.newPage();
    const flow = await rp.authorize(visitor, { first_screen: 'register' });
    const username = uniqueUsername('shopper');
    await register(visitor, username, password);
    const { tokens } = await flow.finish();
    expect(tokens.claims()?.aud).toBe(appId);
  } finally {
    await context.close();
  }

  await page.getByRole('button', { name: 'Delete application' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(consoleUrl('/applications'));
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe-core finds no serious or critical violation on the application pages (${colorScheme})`, async ({
    page,
    management,
  }) => {
    await page.emulateMedia({ colorScheme });
    const app = await management.createApplication({
      name: `Axe app ${colorScheme}`,
      type: 'MachineToMachine',
      oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
    });
    await signInToConsole(page, '/applications');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(consoleUrl(`/applications/${app.id}/settings`));
    await expect(page.getByText('Endpoints and credentials')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // A third-party app's own tabs, and the logs tab.
    const partner = await management.call<{ id: string }>(
      'POST',
      '/applications',
      {
        name: `Axe partner ${colorScheme}`,
        type: 'SPA',
        isThirdParty: true,
        oidcClientMetadata: { redirectUris: ['https://partner.example/callback'], postLogoutRedirectUris: [] },
      },
      201,
    );
    for (const [tab, text] of [
      ['permissions', 'Nothing it may ask for yet'],
      ['branding', 'Terms and privacy'],
      ['logs', 'No records'],
    ] as const) {
      await page.goto(consoleUrl(`/applications/${partner.id}/${tab}`));
      await expect(page.getByText(text)).toBeVisible();
      expect(await seriousViolations(page), tab).toEqual([]);
    }
    await page.goto(consoleUrl(`/applications/${partner.id}/permissions`));
    await page.getByRole('button', { name: 'Add permissions' }).click();
    await expect(page.getByRole('dialog', { name: 'Add permissions' })).toBeVisible();
    expect(await seriousViolations(page), 'add permissions').toEqual([]);
  });
}

test('the M2M guide’s curl command, with the app’s real id and a secret, gets a token', async ({
  page,
  management,
}) => {
  const stamp = Date.now().toString(36);
  const app = await management.createApplication({
    name: `Curl robot ${stamp}`,
    type: 'MachineToMachine',
    oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  });
  await signInToConsole(page, `/applications/${app.id}/settings`);
  await page.getByRole('link', { name: 'curl' }).click();
  await expect(consoleShell(page).heading).toHaveText('Connect with curl');
  // The guide's first step names the role; its token request is the figure that asks /oidc/token.
  await expect(page.getByRole('heading', { name: 'Assign the “Management API access” role' })).toBeVisible();
  // The first such figure asks for a management API token; a later one, for the tenant's own API.
  const tokenStep = page.getByRole('figure').filter({ hasText: '/oidc/token' }).first();
  const command = ((await tokenStep.locator('code').textContent()) ?? '').trim();
  expect(command).toContain(app.id);
  expect(command).toContain(`${userUrl()}/oidc/token`);

  // Run it as a developer would, with the secret the app was created with.
  const { execFileSync } = await import('node:child_process');
  const output = execFileSync('sh', ['-c', command.replace('<your app secret>', app.secret ?? '')], {
    encoding: 'utf8',
  });
  expect(JSON.parse(output)).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });

  await page.goto(consoleUrl(`/applications/${app.id}/guide/react`));
  await expect(consoleShell(page).heading).toHaveText('Page not found');
});
