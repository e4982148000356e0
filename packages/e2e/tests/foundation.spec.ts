import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';

const adminUrl = () => process.env.GATEHOUSE_ADMIN_URL ?? '';
const userUrl = () => process.env.GATEHOUSE_USER_URL ?? '';

test('the status endpoint answers in the browser on both endpoints', async ({ page }) => {
  for (const base of [userUrl(), adminUrl()]) {
    const response = await page.goto(`${base}/api/status`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('body')).toContainText('"status":"ok"');
  }
});

test('the console client’s sign-in request lands on the sign-in path with an interaction cookie', async ({
  page,
  context,
}) => {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL(`${adminUrl()}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'admin-console',
    redirect_uri: `${adminUrl()}/console/callback`,
    response_type: 'code',
    scope: 'openid profile',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    first_screen: 'identifier:sign_in',
    login_hint: 'first-admin@example.com',
  }).toString();

  await page.goto(authorize.toString());
  const landed = new URL(page.url());
  expect(landed.origin).toBe(adminUrl());
  expect(landed.pathname).toBe('/identifier-sign-in');
  expect(landed.searchParams.get('login_hint')).toBe('first-admin@example.com');
  const cookies = await context.cookies(adminUrl());
  expect(cookies.map((cookie) => cookie.name)).toContain('_interaction');
  expect(cookies.find((cookie) => cookie.name === '_interaction')?.httpOnly).toBe(true);
});

test('an unknown client gets an OAuth error, not a crash', async ({ page }) => {
  const response = await page.goto(`${userUrl()}/oidc/auth?client_id=nope&response_type=code&scope=openid`);
  expect(response?.status()).toBe(400);
  await expect(page.locator('body')).toContainText('invalid_client');
});
