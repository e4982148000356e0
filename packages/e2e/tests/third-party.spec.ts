import { seriousViolations } from './support/axe';
import { newConfinedContext } from './support/browser';
import { consoleShell, consoleUrl, signInToConsole } from './support/console';
import { uniqueUsername, userUrl } from './support/env';
import { expect, test } from './support/fixtures';
import { register, signIn } from './support/pages';
import { jwtClaims, RelyingParty } from './support/rp';

test('a third-party app asks only for what its permissions tab lists, under its own branding', async ({
  page,
  browser,
  management,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const indicator = `https://files-${stamp}.example.com`;
  const resource = await management.createResource({ name: `Files ${stamp}`, indicator });
  await management.createScope(resource.id, { name: 'read:files', description: 'Read your files' });
  await management.createScope(resource.id, { name: 'delete:files', description: 'Delete your files' });
  // The user holds both permissions, so only the consent list narrows what the partner gets.
  const role = await management.call<{ id: string }>(
    'POST',
    '/roles',
    { name: `File owner ${stamp}`, scopeIds: (await management.scopes(resource.id)).map((scope) => scope.id) },
    201,
  );
  const username = uniqueUsername('partner');
  const password = 'Gatehouse-Tr0ub4dor';
  const user = await management.call<{ id: string }>('POST', '/users', { username, password }, 201);
  await management.call('POST', `/users/${user.id}/roles`, { roleIds: [role.id] }, 201);
  const redirectUri = `${userUrl()}/e2e/callback`;
  const partner = await management.call<{ id: string }>(
    'POST',
    '/applications',
    {
      name: `Partner ${stamp}`,
      type: 'SPA',
      isThirdParty: true,
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    },
    201,
  );

  await signInToConsole(page, '/applications/third-party-applications');
  await page.getByRole('link', { name: `Partner ${stamp}` }).click();
  const shell = consoleShell(page);
  await expect(shell.heading).toHaveText(`Partner ${stamp}`);

  // Permissions: user data and one API permission.
  await page.getByRole('link', { name: 'Permissions', exact: true }).click();
  await expect(page.getByText('Nothing it may ask for yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add permissions' }).click();
  const add = page.getByRole('dialog', { name: 'Add permissions' });
  await add.getByRole('checkbox', { name: /^email/ }).check();
  await add
    .getByRole('group', { name: `Files ${stamp}` })
    .getByRole('checkbox', { name: /read:files/ })
    .check();
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'email', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'read:files', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'delete:files', exact: true })).toHaveCount(0);

  // Branding: validated, then saved.
  await page.getByRole('link', { name: 'Branding', exact: true }).click();
  await page.getByLabel('Display name').fill(`Partner Files ${stamp}`);
  await page.getByLabel('Brand colour', { exact: true }).fill('green');
  await page.getByLabel('Terms of use URL').fill('https://partner.example/terms');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Brand colour', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Brand colour', { exact: true }).fill('#0a7f5a');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
  expect(await management.call('GET', `/applications/${partner.id}/sign-in-experience`)).toMatchObject({
    displayName: `Partner Files ${stamp}`,
    color: { primaryColor: '#0a7f5a' },
    termsOfUseUrl: 'https://partner.example/terms',
  });

  // The user signs in through the partner: the consent page shows its name and terms, and only what it may ask.
  const rp = await RelyingParty.discover({ issuer: `${userUrl()}/oidc`, clientId: partner.id, redirectUri });
  const context = await newConfinedContext(browser);
  try {
    const visitor = await context.newPage();
    const flow = await rp.authorize(visitor, {
      scope: 'openid profile email read:files delete:files',
      resource: indicator,
    });
    // The sign-in page already wears the partner's brand colour.
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    expect(await visitor.evaluate(() => document.documentElement.style.getPropertyValue('--color-primary'))).toBe(
      '#0a7f5a',
    );
    await signIn(visitor, username, password);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Authorize access');
    await expect(visitor.getByText(`Partner Files ${stamp} would like to access your account.`)).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      'https://partner.example/terms',
    );
    const asked = visitor.getByRole('list').filter({ hasText: 'Your email address' });
    await expect(asked).toContainText(`read:files on ${indicator}`);
    await expect(asked).not.toContainText('delete:files');
    await expect(asked).not.toContainText('Your name, username and picture');
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.getByRole('button', { name: 'Authorize' }).click();
    const { tokens } = await flow.finish();
    expect(jwtClaims(tokens.access_token).scope).toBe('read:files');
  } finally {
    await context.close();
  }
});

test('a developer starts from the React card: the app is created, the guide asks for its redirect URI, and a test SPA signs in', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  await signInToConsole(page, '/applications');
  await page.getByRole('link', { name: /^React/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an application' });
  await expect(
    dialog.getByText('Application type: Single-page app. The React guide opens once it is created.'),
  ).toBeVisible();
  await dialog.getByLabel('Application name').fill(`Guided SPA ${stamp}`);
  await dialog.getByRole('button', { name: 'Create application' }).click();

  const shell = consoleShell(page);
  await expect(shell.heading).toHaveText('Connect with React');
  const appId = page.url().split('/applications/')[1]?.split('/')[0] ?? '';
  const redirect = page.getByRole('textbox', { name: 'Redirect URIs', exact: true });
  await redirect.fill('not a url');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(redirect).toHaveAttribute('aria-invalid', 'true');
  const redirectUri = `${userUrl()}/e2e/callback`;
  await redirect.fill(redirectUri);
  await page
    .getByRole('textbox', { name: 'Post sign-out redirect URIs', exact: true })
    .fill(`${userUrl()}/e2e/signed-out`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  // The guide's code now carries the app's id and its redirect URI.
  const code = page.getByRole('figure').filter({ hasText: 'src/main.jsx' });
  await expect(code).toContainText(appId);
  await expect(code).toContainText(redirectUri);

  const rp = await RelyingParty.discover({ issuer: `${userUrl()}/oidc`, clientId: appId, redirectUri });
  const context = await newConfinedContext(browser);
  try {
    const visitor = await context.newPage();
    const flow = await rp.authorize(visitor, { first_screen: 'register' });
    await register(visitor, uniqueUsername('guided'), 'Gatehouse-Tr0ub4dor');
    const { tokens } = await flow.finish();
    expect(tokens.claims()?.aud).toBe(appId);
  } finally {
    await context.close();
  }
  await page.goto(consoleUrl(`/applications/${appId}/settings`));
  await expect(shell.heading).toHaveText(`Guided SPA ${stamp}`);
});
