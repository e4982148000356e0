import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import ar from '@gatehouse/phrases/console/ar';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { newConfinedContext } from './support/browser';
import { chooseInUserMenu, signInToConsole } from './support/console';
import { password, uniqueUsername, userUrl } from './support/env';
import { expect, test } from './support/fixtures';
import { register } from './support/pages';
import type { RelyingParty } from './support/rp';

/**
 * Developer features (issue 19): signing-key rotation in the console, with tokens issued before it
 * still verifying against the published JWKS and tokens issued after it signed with the new key;
 * the dashboard with data; the get-started checklist ticking from real state and hidden for good.
 */

type Key = { id: string; algorithm: string; status: 'current' | 'previous' };

const screenshot = async (page: Page, testInfo: TestInfo, name: string) => {
  const file = path.join(testInfo.project.outputDir, 'screenshots', `developer-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const keep = process.env.GATEHOUSE_SCREENSHOTS_DIR;
  if (keep) {
    await mkdir(keep, { recursive: true });
    await copyFile(file, path.join(keep, `developer-${name}.png`));
  }
};

/** Registers a new user through the sign-in pages and returns their ID token (a JWT the tenant signed). */
const idTokenOfNewUser = async (browser: Browser, rp: RelyingParty, prefix: string) => {
  const context = await newConfinedContext(browser);
  try {
    const page = await context.newPage();
    const flow = await rp.authorize(page, { first_screen: 'register' });
    await register(page, uniqueUsername(prefix), password);
    const { tokens } = await flow.finish();
    if (!tokens.id_token) throw new Error('no ID token');
    return tokens.id_token;
  } finally {
    await context.close();
  }
};

/** Verifies as any relying party does: signature against the JWKS fetched now, issuer, audience. */
const verifies = async (token: string, audience: string) => {
  const jwks = createRemoteJWKSet(new URL(`${userUrl()}/oidc/jwks`), { cacheMaxAge: 0, cooldownDuration: 0 });
  try {
    await jwtVerify(token, jwks, { issuer: `${userUrl()}/oidc`, audience });
    return true;
  } catch {
    return false;
  }
};

test.afterAll(async ({ management }) => {
  await management.call('PATCH', '/configs/admin-console', { checklistHidden: false });
});

test('rotating the signing key in the console keeps tokens already issued verifying, and new tokens use the new key', async ({
  page,
  browser,
  management,
  rp,
}, testInfo) => {
  const before = await management.call<Key[]>('GET', '/configs/oidc/private-keys');
  const oldToken = await idTokenOfNewUser(browser, rp, 'keys_before');
  expect(decodeProtectedHeader(oldToken).kid).toBe(before[0]?.id);

  await signInToConsole(page, '/signing-keys');
  const signing = page.getByRole('table', { name: 'Token signing keys' });
  await expect(signing.getByRole('row')).toHaveCount(before.length + 1);
  await page.getByRole('radio', { name: 'EC' }).check();
  await page.getByRole('button', { name: 'Rotate' }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Rotate the keys?' });
  await dialog.getByRole('button', { name: 'Rotate' }).click();
  await expect(page.getByText('Keys rotated.')).toBeVisible();
  await expect(signing.getByRole('row')).toHaveCount(3);
  await expect(signing.getByRole('row').nth(1)).toContainText('EC');
  await expect(signing.getByRole('row').nth(1)).toContainText('Current');
  await expect(signing.getByRole('row').nth(2)).toContainText(before[0]?.id ?? '');
  await expect(signing.getByRole('row').nth(2)).toContainText('Previous');
  await screenshot(page, testInfo, 'signing-keys');

  const [current] = await management.call<Key[]>('GET', '/configs/oidc/private-keys');
  expect(current).toMatchObject({ algorithm: 'EC', status: 'current' });
  // Issued before the rotation: still verifies, the previous key stays in JWKS.
  expect(await verifies(oldToken, rp.clientId)).toBe(true);
  // Issued after it: signed with the new key.
  const newToken = await idTokenOfNewUser(browser, rp, 'keys_after');
  expect(decodeProtectedHeader(newToken)).toMatchObject({ kid: current?.id, alg: 'ES256' });
  expect(await verifies(newToken, rp.clientId)).toBe(true);

  // The current key cannot be deleted (no button); the previous one can, and its tokens stop verifying.
  await expect(signing.getByRole('row').nth(1).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await signing.getByRole('row').nth(2).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete the previous key?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Key deleted.')).toBeVisible();
  await expect(signing.getByRole('row')).toHaveCount(2);
  expect(await verifies(oldToken, rp.clientId)).toBe(false);
  expect(await verifies(newToken, rp.clientId)).toBe(true);
});

test('the dashboard shows users and active users from sign-ins, and the checklist ticks and hides', async ({
  page,
  management,
  createUser,
}, testInfo) => {
  await createUser('dashboard');
  const { totalUserCount } = await management.call<{ totalUserCount: number }>('GET', '/dashboard/users/total');
  const active = await management.call<{ dau: { count: number } }>('GET', '/dashboard/users/active');
  expect(active.dau.count).toBeGreaterThanOrEqual(1);

  await signInToConsole(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const stat = (label: string) => page.getByText(label, { exact: true }).locator('..');
  await expect(stat('Total users')).toContainText(String(totalUserCount));
  await expect(stat('Daily active users')).toContainText(String(active.dau.count));
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  // Each change says what it compares with; the total has none.
  await expect(stat('Daily active users')).toContainText(/vs\. yesterday|Same as yesterday/);
  await expect(stat('Monthly active users')).toContainText(/the 30 days before/);
  await expect(stat('Total users')).not.toContainText(/yesterday|before/);
  await screenshot(page, testInfo, 'dashboard');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await screenshot(page, testInfo, 'dashboard-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await chooseInUserMenu(page, /^Language/, 'العربية');
  try {
    await expect(page.getByRole('heading', { name: ar.dashboard.title, level: 1 })).toBeVisible();
    await expect(page.getByText(ar.dashboard.mau, { exact: true }).locator('..')).toContainText(/الثلاثين/);
    // The signed change reads "+1" in right-to-left text, the sign drawn left of the digit (the Arabic number
    // format's own direction mark does it: the same text without one is drawn "1+").
    const signFirst = await page
      .getByText(/مقارنة بالأمس/)
      .first()
      .evaluate((element) => {
        const node = element.firstChild as Text;
        const x = (index: number) => {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          return range.getBoundingClientRect().x;
        };
        const sign = node.data.search(/[+-]/);
        return x(sign) < x(sign + 1);
      });
    expect(signFirst).toBe(true);
    await screenshot(page, testInfo, 'dashboard-ar');
  } finally {
    await chooseInUserMenu(page, /^اللغة/, 'English');
  }

  await page.goto(page.url().replace('/dashboard', '/get-started'));
  const checklist = page.getByRole('list', { name: 'Get started checklist' });
  await expect(checklist).toBeVisible();
  await expect(page.getByTestId('checklist-createApplication')).toContainText('Done');
  await expect(page.getByTestId('checklist-createUser')).toContainText('Done');
  await screenshot(page, testInfo, 'checklist');
  await page.getByRole('button', { name: 'Hide checklist' }).click();
  await expect(checklist).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Get started checklist' })).toHaveCount(0);
  expect((await management.call<{ checklistHidden: boolean }>('GET', '/configs/admin-console')).checklistHidden).toBe(
    true,
  );
});
