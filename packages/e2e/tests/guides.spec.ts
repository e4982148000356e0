import { seriousViolations } from './support/axe';
import { consoleShell, signInToConsole } from './support/console';
import { userUrl } from './support/env';
import { expect, test } from './support/fixtures';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`an application guide shows numbered steps with highlighted code, axe-clean (${colorScheme})`, async ({
    page,
    management,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    const stamp = Date.now().toString(36);
    const app = await management.createApplication({
      name: `Guided Next ${stamp}`,
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: ['http://localhost:4321/auth/callback'], postLogoutRedirectUris: [] },
    });
    await signInToConsole(page, `/applications/${app.id}/settings`);
    await page.getByRole('link', { name: 'Next.js' }).click();
    await expect(consoleShell(page).heading).toHaveText('Connect with Next.js');
    const steps = page.getByRole('main').getByRole('listitem');
    await expect(steps.getByRole('heading')).toHaveText([
      'Install',
      'Configure with this app’s values',
      'Sign in',
      'Handle the callback on the redirect URI',
      'Sign out',
      'Call a protected endpoint with the access token',
      'Run it',
    ]);
    const callback = page.getByRole('figure').filter({ hasText: 'app/auth/callback/route.ts' });
    await expect(callback.locator('.hljs-keyword').first()).toBeVisible();
    await expect(page.getByRole('figure').filter({ hasText: 'lib/gatehouse.ts' })).toContainText(`${userUrl()}/oidc`);
    await expect(page.getByRole('figure').filter({ hasText: 'npx next dev' })).toContainText('-p 4321');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`guide-${colorScheme}.png`), fullPage: true });
  });
}

test('the machine-to-machine guide names the role its token needs and links to the tab that assigns it', async ({
  page,
  management,
}) => {
  const app = await management.createApplication({
    name: `Guided robot ${Date.now().toString(36)}`,
    type: 'MachineToMachine',
    oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  });
  await signInToConsole(page, `/applications/${app.id}/guide/curl`);
  await expect(page.getByRole('heading', { name: 'Assign the “Management API access” role' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Machine-to-machine roles' }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${app.id}/roles$`));
  await page.getByRole('button', { name: 'Assign roles' }).click();
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: /^Management API access/ })).toBeVisible();
});
