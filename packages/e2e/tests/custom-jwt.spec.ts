import * as client from 'openid-client';
import { signInToConsole } from './support/console';
import { defaultManagementResource, userUrl } from './support/env';
import { expect, test } from './support/fixtures';

/**
 * Custom JWT (issue 19): an administrator writes a machine-to-machine token script in the console
 * with an environment variable, test-runs it against the sample context, saves it, and a token
 * obtained with openid-client's client credentials grant carries the script's claim.
 */

const script = `const getCustomJwtClaims = async ({ token, context, environmentVariables, api }) => {
  return { tier: environmentVariables.TIER, app: context.application.id };
};
`;

test.afterAll(async ({ management }) => {
  const left = await management.call<{ tokenType: string }[]>('GET', '/configs/jwt-customizer');
  for (const { tokenType } of left)
    await management.call('DELETE', `/configs/jwt-customizer/${tokenType}`, undefined, 204);
});

test('a script written and tested in the console puts its claim in a client credentials token', async ({
  page,
  management,
}) => {
  await signInToConsole(page, '/customize-jwt');
  await expect(page.getByRole('heading', { name: 'Machine-to-machine access token' })).toBeVisible();
  await page.getByRole('button', { name: 'Add custom claims' }).nth(1).click();
  await expect(page).toHaveURL(/\/customize-jwt\/client-credentials\/create$/);

  const editor = page.getByRole('textbox', { name: 'Script' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(script);

  await page.getByRole('button', { name: 'Add a variable' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('TIER');
  await page.getByLabel('Value').fill('gold');

  // A test run against the sample context shows the claims the script adds.
  await page.getByRole('button', { name: 'Run test' }).click();
  const result = page.getByRole('figure').filter({ hasText: 'Claims added to the token' });
  await expect(result).toContainText('"tier": "gold"');
  await expect(result).toContainText('"app": "sample-app"');
  await page.screenshot({ path: test.info().outputPath('custom-jwt-editor.png'), fullPage: true });

  // A script that refuses shows why, without saving anything.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('const getCustomJwtClaims = async ({ api }) => api.denyAccess("not today");');
  await page.getByRole('button', { name: 'Run test' }).click();
  await expect(page.getByText('Access denied:')).toBeVisible();
  await expect(page.getByTestId('jwt-error-message')).toHaveText('not today');

  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(script);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/customize-jwt$/);
  await expect(page.getByText('Custom claims are on.')).toBeVisible();

  // The variable's value never comes back; its name does.
  const saved = await management.call<{ environmentVariableNames: string[] }>(
    'GET',
    '/configs/jwt-customizer/client-credentials',
  );
  expect(saved.environmentVariableNames).toEqual(['TIER']);
  expect(JSON.stringify(saved)).not.toContain('gold');

  const app = await management.createApplication({
    name: `Custom JWT e2e ${Date.now()}`,
    type: 'MachineToMachine',
    oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  });
  const config = await client.discovery(
    new URL(`${userUrl()}/oidc`),
    app.id,
    app.secret,
    client.ClientSecretPost(app.secret),
    { execute: [client.allowInsecureRequests] },
  );
  const tokens = await client.clientCredentialsGrant(config, { resource: defaultManagementResource });
  const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString());
  expect(claims).toMatchObject({ tier: 'gold', app: app.id, sub: app.id });
});

test('the script editor knows the context’s types: it completes the user’s fields, shows a type on hover and marks a misspelt field', async ({
  page,
}) => {
  await signInToConsole(page, '/customize-jwt/access-token/create');
  const editor = page.getByRole('textbox', { name: 'Script' });
  // The new script starts typed: its function is declared as GetCustomJwtClaims.
  await expect(editor).toContainText('@type {GetCustomJwtClaims}');

  // A misspelt field of the user is marked, and says why.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(
    '/** @type {GetCustomJwtClaims} */\nconst getCustomJwtClaims = async ({ context }) => {\n  return { email: context.user.primaryEmial };\n};\n',
  );
  const marked = page.locator('.cm-lintRange-error');
  await expect(marked).toHaveCount(1, { timeout: 20_000 });
  await expect(marked).toHaveText('primaryEmial');
  await marked.hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText(
    "Property 'primaryEmial' does not exist on type 'CustomJwtUser'",
  );

  // Typing a member offers the user's fields; Enter takes one, and the test run uses it.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(
    '/** @type {GetCustomJwtClaims} */\nconst getCustomJwtClaims = async ({ context }) => {\n  return { email: context.user.',
  );
  await page.keyboard.type('prim');
  await expect(page.getByRole('option', { name: /primaryPhone/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('option', { name: /primaryEmail/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('custom-jwt-completions.png') });
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(' };\n};\n');
  await expect(editor).toContainText('context.user.primaryEmail };');
  await expect(marked).toHaveCount(0);

  // Hovering a name shows its type.
  await page.locator('.cm-content').getByText('context', { exact: true }).first().hover();
  await expect(page.locator('.cm-tooltip-hover')).toContainText('CustomJwtContext');

  await page.getByRole('button', { name: 'Run test' }).click();
  const result = page.getByRole('figure').filter({ hasText: 'Claims added to the token' });
  await expect(result).toContainText('"email": "jane@example.com"');
  await page.screenshot({ path: test.info().outputPath('custom-jwt-types.png'), fullPage: true });
});
