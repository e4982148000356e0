import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { expect, test } from './support/fixtures';
import { emailPasswordSettings } from './support/management';

/**
 * An SSO connector created by its name alone (its config comes later) owns an email domain: the
 * sign-in pages do not offer it, by the email's domain nor by `direct_sign_in=sso:{id}`.
 */

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const domain = `pending-${stamp}.example`;
let connectorId: string;
let restore = async () => {};

test.beforeAll(async ({ management }) => {
  ({ id: connectorId } = await management.call<{ id: string }>(
    'POST',
    '/sso-connectors',
    { providerName: 'OIDC', connectorName: `Pending ${stamp}`, domains: [domain] },
    201,
  ));
  restore = await management.overrideSignInExperience({
    ...emailPasswordSettings,
    singleSignOnEnabled: true,
  });
});

test.afterAll(async ({ management }) => {
  await restore();
  await management.call('DELETE', `/sso-connectors/${connectorId}`, undefined, 204);
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a connector without its config is not offered for its domain, and direct_sign_in to it says it is not configured and leads to the form', async ({
  page,
  rp,
}) => {
  await rp.authorize(page, { first_screen: 'single_sign_on' });
  await expect(heading(page)).toHaveText('Single sign-on');
  const email = `ada@${domain}`;
  await page.getByRole('textbox', { name: 'Work email' }).fill(email);
  const asked = page.waitForResponse((response) => response.url().includes('/api/experience/sso-connectors'));
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(await (await asked).json()).toEqual([]);
  await expect(page.getByRole('alert')).toHaveText(
    `Single sign-on is not set up for ${domain}. Check the address, or sign in another way.`,
  );
  expect(new URL(page.url()).pathname).toBe('/single-sign-on');

  await page.context().clearCookies();
  await rp.authorize(page, { direct_sign_in: `sso:${connectorId}` });
  await expect(heading(page)).toHaveText('Could not sign you in');
  await expect(page.getByRole('alert')).toHaveText(
    'This SSO connector is not configured yet: it cannot sign anyone in.',
  );
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'Sign in another way' }).click();
  await expect(heading(page)).toHaveText('Sign in');
});
