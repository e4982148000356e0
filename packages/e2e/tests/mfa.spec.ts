import { readFile } from 'node:fs/promises';
import ar from '@gatehouse/phrases/experience/ar';
import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { seriousViolations } from './support/axe';
import { newConfinedContext } from './support/browser';
import { password, uniqueUsername } from './support/env';
import { test } from './support/fixtures';
import type { ManagementApi } from './support/management';
import { register, signIn } from './support/pages';
import type { RelyingParty } from './support/rp';

/**
 * Second factors on the sign-in pages (issue 18): a user sets up an authenticator app (the test
 * computes its codes from the key the page shows) and saves backup codes, then signs in with
 * each; wrong and used codes say so; "remember this device" skips the second factor next time;
 * an organization that requires MFA makes its members set one up.
 */

const shots = '/tmp/shots-mfa-pages';
const invalidCode = 'The code is incorrect or was already used.';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Authenticator code' });

/** The tenant's MFA settings for one test, put back after it. */
const withMfa = <T>(
  management: ManagementApi,
  mfa: { factors: string[]; policy: string; rememberDeviceDays?: number },
  work: () => Promise<T>,
) => management.withSignInExperience({ mfa: { rememberDeviceDays: 0, ...mfa } }, work);

/**
 * Authenticator codes of one secret, each of a later 30-second step than the last one used: the
 * server accepts a step once, and no older one after it.
 */
const authenticator = (secret: string) => {
  let lastStep = -1;
  return {
    next: async () => {
      const stepOf = () => Math.floor(Date.now() / 30_000);
      while (stepOf() <= lastStep) await new Promise((resolve) => setTimeout(resolve, 500));
      lastStep = stepOf();
      return generateSync({ secret, period: 30, epoch: Math.floor(Date.now() / 1000) });
    },
    /** A code that is not the current one (nor the neighbouring steps'). */
    wrong: () => {
      const near = [-30, 0, 30].map((offset) =>
        generateSync({ secret, period: 30, epoch: Math.floor(Date.now() / 1000) + offset }),
      );
      return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) ?? '444444';
    },
  };
};

/** A user with a password and no factor, made through the management API. */
const plainUser = async (management: ManagementApi, prefix: string) => {
  const username = uniqueUsername(prefix);
  const { id } = await management.call<{ id: string }>('POST', '/users', { username, password }, 201);
  return { id, username };
};

/** Signs in with the password up to the set-up screen, and reads the key it shows. */
const upToTotpSetup = async (page: Page, rp: RelyingParty, username: string, parameters?: Record<string, string>) => {
  const flow = await rp.authorize(page, parameters);
  await signIn(page, username, password);
  await expect(page).toHaveURL((url) => url.pathname === '/mfa-binding');
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  return { flow, secret };
};

test.describe.configure({ timeout: 240_000 });

test('a user sets up an authenticator app and backup codes, then signs in with each; wrong and used codes say so; a remembered device skips the step', async ({
  browser,
  rp,
  management,
}) => {
  const user = await plainUser(management, 'mfa');
  await withMfa(
    management,
    { factors: ['Totp', 'BackupCode'], policy: 'PromptOnlyAtSignIn', rememberDeviceDays: 30 },
    async () => {
      const context = await newConfinedContext(browser);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const page = await context.newPage();

      // Set-up: the QR code and the key, a wrong code refused, the right one accepted.
      const { flow, secret } = await upToTotpSetup(page, rp, user.username);
      await expect(heading(page)).toHaveText('Set up an authenticator app');
      await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
      await page.getByRole('button', { name: 'Copy key' }).click();
      await expect(page.getByText('Copied.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      const app = authenticator(secret);
      await codeField(page).fill(app.wrong());
      await expect(page.getByText(invalidCode)).toBeVisible();
      await codeField(page).fill(await app.next());

      // Backup codes: ten, copied and downloaded, then "I have saved them".
      await expect(heading(page)).toHaveText('Save your backup codes');
      await expect(page.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
      // The codes arrive after the heading (a request): wait for all ten before reading them.
      const codeItems = page.getByTestId('backup-codes').getByRole('listitem');
      await expect(codeItems).toHaveCount(10);
      const codes = await codeItems.allInnerTexts();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download (.txt)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('backup-codes.txt');
      const file = await readFile((await download.path()) ?? '', 'utf8');
      for (const code of codes) expect(file).toContain(code);
      await page.getByRole('button', { name: 'Copy codes' }).click();
      await expect(page.getByText('Copied.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
      await page.getByRole('button', { name: 'I have saved them' }).click();
      const first = (await flow.finish()).tokens;
      expect(first.claims()?.sub).toBe(user.id);
      await rp.signOut(page, first);

      // Sign-in with the authenticator: a wrong code says so, then the right one.
      let next = await rp.authorize(page);
      await signIn(page, user.username, password);
      await expect(page).toHaveURL((url) => url.pathname === '/mfa-verification');
      await expect(heading(page)).toHaveText('Two-step verification');
      await codeField(page).fill(app.wrong());
      await expect(page.getByText(invalidCode)).toBeVisible();
      await codeField(page).fill(await app.next());
      let tokens = (await next.finish()).tokens;
      await rp.signOut(page, tokens);

      // Sign-in with a backup code, remembering this device.
      next = await rp.authorize(page);
      await signIn(page, user.username, password);
      await page.getByRole('button', { name: 'Use a backup code instead' }).click();
      await expect(page.getByText('Enter one of your backup codes.')).toBeVisible();
      await page.getByRole('textbox', { name: 'Backup code' }).fill(codes[0] ?? '');
      await page.getByRole('checkbox', { name: 'Remember this device for 30 days' }).check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      tokens = (await next.finish()).tokens;
      await rp.signOut(page, tokens);

      // This device is remembered: the password alone signs in.
      next = await rp.authorize(page);
      await signIn(page, user.username, password);
      expect((await next.finish()).tokens.claims()?.sub).toBe(user.id);
      await context.close();

      // Another browser is asked again; the used backup code is refused there, another one works.
      const other = await newConfinedContext(browser);
      const otherPage = await other.newPage();
      next = await rp.authorize(otherPage);
      await signIn(otherPage, user.username, password);
      await expect(otherPage).toHaveURL((url) => url.pathname === '/mfa-verification');
      await otherPage.getByRole('button', { name: 'Use a backup code instead' }).click();
      const backup = otherPage.getByRole('textbox', { name: 'Backup code' });
      await backup.fill(codes[0] ?? '');
      await backup.press('Enter');
      await expect(otherPage.getByText(invalidCode)).toBeVisible();
      await backup.fill(codes[1] ?? '');
      await backup.press('Enter');
      expect((await next.finish()).tokens.claims()?.sub).toBe(user.id);
      await other.close();
    },
  );
});

test('an organization that requires MFA makes its member set up a factor when signing in to it, with no skipping', async ({
  browser,
  rp,
  management,
}) => {
  const user = await plainUser(management, 'mfaorg');
  const organization = await management.call<{ id: string }>(
    'POST',
    '/organizations',
    { name: `Strict ${Date.now().toString(36)}`, isMfaRequired: true },
    201,
  );
  try {
    await management.call('POST', `/organizations/${organization.id}/users`, { userIds: [user.id] }, 201);
    await withMfa(management, { factors: ['Totp'], policy: 'UserControlled' }, async () => {
      const context = await newConfinedContext(browser);
      const page = await context.newPage();
      const { flow, secret } = await upToTotpSetup(page, rp, user.username, {
        organization_id: organization.id,
        scope: 'openid urn:gatehouse:scope:organizations',
      });
      await expect(page.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
      await codeField(page).fill(await authenticator(secret).next());
      expect((await flow.finish()).tokens.claims()?.sub).toBe(user.id);
      await context.close();
    });
  } finally {
    await management.call('DELETE', `/organizations/${organization.id}`, undefined, 204);
  }
});

test('at sign-up the policy offers a factor, and "Skip for now" goes on without one', async ({
  browser,
  rp,
  management,
}) => {
  await withMfa(management, { factors: ['Totp', 'BackupCode'], policy: 'PromptAtSignInAndSignUp' }, async () => {
    const context = await newConfinedContext(browser);
    const page = await context.newPage();
    const flow = await rp.authorize(page, { first_screen: 'register' });
    await register(page, uniqueUsername('mfanew'), password);
    await expect(heading(page)).toHaveText('Set up an authenticator app');
    await expect(page.getByTestId('totp-secret')).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    expect((await flow.finish()).tokens.claims()?.sub).toBeTruthy();
    await context.close();
  });
});

test('wrong codes count toward the lockout: the screen then says to try later', async ({ browser, rp, management }) => {
  const user = await plainUser(management, 'mfalock');
  const { secret } = await management.call<{ secret: string }>('POST', `/users/${user.id}/mfa-verifications`, {
    type: 'Totp',
  });
  await withMfa(management, { factors: ['Totp'], policy: 'UserControlled' }, () =>
    management.withSignInExperience({ sentinelPolicy: { maxAttempts: 2, lockoutDuration: 1 } }, async () => {
      const context = await newConfinedContext(browser);
      const page = await context.newPage();
      await rp.authorize(page);
      await signIn(page, user.username, password);
      await expect(heading(page)).toHaveText('Two-step verification');
      await expectAxeClean(page);
      const app = authenticator(secret);
      // Typed with the keyboard: a complete code goes by itself, Enter sends it again.
      await codeField(page).pressSequentially(app.wrong());
      await expect(page.getByText(invalidCode)).toBeVisible();
      const verified = page.waitForResponse((response) => response.url().endsWith('/verification/totp/verify'));
      await codeField(page).press('Enter');
      expect((await verified).status()).toBe(422);
      await codeField(page).press('Enter');
      await expect(page.getByText('Too many failed attempts. Try again later.')).toBeVisible();
      await context.close();
    }),
  );
});

/** No serious accessibility violation (axe) on the page as it is. */
const expectAxeClean = async (page: Page) => {
  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
};

/** Screens of one look: setting up (QR code, backup codes) and verifying, saved as PNGs. */
const shoot = async (
  browser: Browser,
  rp: RelyingParty,
  management: ManagementApi,
  name: string,
  options: BrowserContextOptions,
  parameters: Record<string, string> = {},
) => {
  const context = await newConfinedContext(browser, options);
  const page = await context.newPage();
  const user = await plainUser(management, 'mfashot');
  const flow = await rp.authorize(page, parameters);
  await page.locator('input[autocomplete="username"]').fill(user.username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button.primary').click();
  await expect(page.getByTestId('totp-secret')).toBeVisible();
  await expect(page.locator('img.qr-code')).toBeVisible();
  await page.screenshot({ path: `${shots}/totp-setup-${name}.png`, fullPage: true });
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replaceAll(' ', '');
  const app = authenticator(secret);
  await page.locator('input[name="code"]').fill(await app.next());
  await expect(page.getByTestId('backup-codes')).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot({ path: `${shots}/backup-codes-${name}.png`, fullPage: true });
  await page.locator('button.primary').click();
  const { tokens } = await flow.finish();
  await rp.signOut(page, tokens);
  await rp.authorize(page, parameters);
  await page.locator('input[autocomplete="username"]').fill(user.username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button.primary').click();
  await expect(page).toHaveURL((url) => url.pathname === '/mfa-verification');
  await page.locator('input[name="code"]').fill(app.wrong());
  await expect(page.locator('.field-error')).toBeVisible();
  await page.screenshot({ path: `${shots}/verify-${name}.png`, fullPage: true });
  const direction = await page.locator('html').getAttribute('dir');
  const title = await heading(page).textContent();
  await context.close();
  return { direction, title };
};

test('the screens in light, dark, Arabic (right to left) and on a 390 px phone (screenshots)', async ({
  browser,
  rp,
  management,
}) => {
  await withMfa(management, { factors: ['Totp', 'BackupCode'], policy: 'Mandatory', rememberDeviceDays: 14 }, () =>
    management.withSignInExperience(
      { color: { primaryColor: '#6139f6', isDarkModeEnabled: true, darkPrimaryColor: '#8f6eff' } },
      async () => {
        await shoot(browser, rp, management, 'light', {});
        await shoot(browser, rp, management, 'dark', { colorScheme: 'dark' });
        const arabic = await shoot(browser, rp, management, 'arabic', {}, { ui_locales: 'ar' });
        expect(arabic).toEqual({ direction: 'rtl', title: ar.mfa.verify_title });
        await shoot(browser, rp, management, 'phone', { viewport: { width: 390, height: 844 }, isMobile: true });
      },
    ),
  );
});
