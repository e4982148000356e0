import { expect, type Page } from '@playwright/test';
import { password, uniqueUsername } from './env';
import { test } from './fixtures';
import { register } from './pages';
import { type RunningGatehouse, startGatehouse } from './server';

/**
 * A Gatehouse of the cloud edition for one spec file: started before its first test, stopped after
 * its last. Its URLs are read once it runs.
 *
 * @example
 * const cloud = cloudGatehouseForFile();
 * test('…', async ({ page }) => { await page.goto(`${cloud.adminUrl}/console`); });
 */
export const cloudGatehouseForFile = (): RunningGatehouse => {
  let running: RunningGatehouse | undefined;
  test.beforeAll(async () => {
    running = await startGatehouse({ GATEHOUSE_CLOUD: '1' });
  });
  test.afterAll(async () => {
    await running?.stop();
  });
  const current = () => {
    if (!running) throw new Error('the cloud Gatehouse runs only inside the tests of its file');
    return running;
  };
  return {
    get userUrl() {
      return current().userUrl;
    },
    get adminUrl() {
      return current().adminUrl;
    },
    stop: () => current().stop(),
  };
};

/** The cloud console's paths carry the tenant: `/console/{tenantId}/…`. */
export const tenantOf = (page: Page) => new URL(page.url()).pathname.split('/')[2] ?? '';

/** The top bar's tenant switcher. */
export const switcher = (page: Page) => page.getByRole('button', { name: 'Switch tenant' });

/** The console user's profile API (`/me`, the cloud API) as the console's token key. */
export const meTokenKey = 'https://admin.gatehouse.local/me';
/** The console's token key for a tenant's organization token (the management proxy). */
export const organizationTokenKey = (tenantId: string) => `organization:t-${tenantId}`;

/** A call the signed-in console user makes with a token the console holds (from local storage). */
export const callAsConsole = (
  page: Page,
  tokenKey: string,
  url: string,
  init: { method?: string; body?: unknown } = {},
) =>
  page.evaluate(
    async ({ tokenKey, url, init }) => {
      const { token } = JSON.parse(window.localStorage.getItem(`gatehouse.access-token:${tokenKey}`) ?? '{}');
      const response = await fetch(url, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: await response.json().catch(() => undefined) };
    },
    { tokenKey, url, init },
  );

/** Waits until the console holds an organization token for the tenant. */
export const expectOrganizationToken = (page: Page, tenantId: string) =>
  expect
    .poll(() =>
      page.evaluate(
        (key) => window.localStorage.getItem(key) !== null,
        `gatehouse.access-token:${organizationTokenKey(tenantId)}`,
      ),
    )
    .toBe(true);

/**
 * A new console user of the cloud Gatehouse: signs up from the console's sign-up link, names the
 * first tenant in onboarding (no collaborators) and lands in it. Returns the tenant id.
 */
export const signUpAndOnboard = async (page: Page, cloud: RunningGatehouse, tenantName: string) => {
  await page.goto(`${cloud.adminUrl}/console/?sign-up`);
  await register(page, uniqueUsername('cloud'), password);
  await expect(page).toHaveURL(`${cloud.adminUrl}/console/onboarding`, { timeout: 20_000 });
  await page.getByLabel('Project name').fill(tenantName);
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page).toHaveURL((url) => /^\/console\/[a-z0-9-]+\/get-started$/.test(url.pathname), {
    timeout: 20_000,
  });
  return tenantOf(page);
};
