import { mkdirSync } from 'node:fs';
import ar from '@gatehouse/phrases/experience/ar';
import { type Browser, expect, type Page } from '@playwright/test';
import { virtualAuthenticator } from './support/authenticator';
import { seriousViolations } from './support/axe';
import { newConfinedContext } from './support/browser';
import { password, uniqueUsername } from './support/env';
import { test } from './support/fixtures';
import type { ManagementApi } from './support/management';
import { signIn } from './support/pages';
import type { RelyingParty } from './support/rp';

/**
 * Passkeys on the sign-in pages (issue 18), with Chromium's virtual authenticator: a user creates
 * a passkey as the second factor and signs in with it, then signs in with the passkey alone (no
 * identifier) where the tenant turns passkey sign-in on; a cancelled prompt says so and the
 * button tries again.
 */

const shots = '/tmp/shots-webauthn';
mkdirSync(shots, { recursive: true });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const cancelled = 'The passkey request was cancelled or timed out. Try again when you’re ready.';

/** The tenant's MFA and passkey sign-in settings for one test, put back after it. */
const withPasskeys = <T>(
  management: ManagementApi,
  settings: { factors: string[]; policy: string; passkeySignIn: boolean; rememberDeviceDays?: number },
  work: () => Promise<T>,
) =>
  management.withSignInExperience(
    {
      mfa: { factors: settings.factors, policy: settings.policy, rememberDeviceDays: settings.rememberDeviceDays ?? 0 },
      passkeySignIn: { enabled: settings.passkeySignIn },
    },
    work,
  );

const plainUser = async (management: ManagementApi, prefix: string) => {
  const username = uniqueUsername(prefix);
  const { id } = await management.call<{ id: string }>('POST', '/users', { username, password }, 201);
  return { id, username };
};

const expectAxeClean = async (page: Page) => {
  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
};

/** A browser with a virtual authenticator, and a user who created a passkey on it at sign-in. */
const enrolledUser = async (browser: Browser, rp: RelyingParty, management: ManagementApi, prefix: string) => {
  const context = await newConfinedContext(browser);
  const page = await context.newPage();
  const authenticator = await virtualAuthenticator(context, page);
  const user = await plainUser(management, prefix);
  const flow = await rp.authorize(page);
  await signIn(page, user.username, password);
  await expect(heading(page)).toHaveText('Create a passkey');
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  const { tokens } = await flow.finish();
  expect(tokens.claims()?.sub).toBe(user.id);
  await rp.signOut(page, tokens);
  return { context, page, authenticator, user };
};

test.describe.configure({ timeout: 180_000 });

test('a user creates a passkey as the second factor and signs in with it; "Use … instead" switches factors', async ({
  browser,
  rp,
  management,
}) => {
  await withPasskeys(
    management,
    { factors: ['Totp', 'WebAuthn'], policy: 'Mandatory', passkeySignIn: false },
    async () => {
      const context = await newConfinedContext(browser);
      const page = await context.newPage();
      const authenticator = await virtualAuthenticator(context, page);
      const user = await plainUser(management, 'passkey2fa');
      let flow = await rp.authorize(page);
      await signIn(page, user.username, password);
      // Two factors offered: the choice, then the passkey's screen.
      await expect(heading(page)).toHaveText('Set up two-step verification');
      await page.getByRole('button', { name: /^Passkey/ }).click();
      await expect(heading(page)).toHaveText('Create a passkey');
      await expect(page.getByText('Follow your browser’s steps to create a passkey.')).toBeVisible();
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Create a passkey' }).click();
      let tokens = (await flow.finish()).tokens;
      expect(tokens.claims()?.sub).toBe(user.id);
      expect(await authenticator.credentials()).toHaveLength(1);
      const factors = await management.call<Array<{ type: string }>>('GET', `/users/${user.id}/mfa-verifications`);
      expect(factors.map((factor) => factor.type)).toEqual(['WebAuthn']);
      await rp.signOut(page, tokens);

      // With an authenticator app too, the verification screen offers both.
      await management.call('POST', `/users/${user.id}/mfa-verifications`, { type: 'Totp' });
      flow = await rp.authorize(page);
      await signIn(page, user.username, password);
      await expect(heading(page)).toHaveText('Two-step verification');
      await expect(page.getByRole('textbox', { name: 'Authenticator code' })).toBeVisible();
      await page.getByRole('button', { name: 'Use a passkey instead' }).click();
      await expect(page.getByText('Use your passkey to confirm it’s you.')).toBeVisible();
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Use your authenticator app instead' }).click();
      await expect(page.getByRole('textbox', { name: 'Authenticator code' })).toBeVisible();
      await page.getByRole('button', { name: 'Use a passkey instead' }).click();
      // The person cancels the prompt: the screen says so, and its button tries again.
      await authenticator.verifies(false);
      await page.getByRole('button', { name: 'Use your passkey', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(cancelled);
      await authenticator.verifies(true);
      const verified = page.waitForResponse((response) => response.url().endsWith('/web-authn/authentication/verify'));
      await page.getByRole('button', { name: 'Try again', exact: true }).click();
      expect((await verified).status()).toBe(200);
      tokens = (await flow.finish()).tokens;
      expect(tokens.claims()?.sub).toBe(user.id);
      await context.close();
    },
  );
});

test('with passkey sign-in on, a passkey signs in without an identifier; a cancelled prompt says so and tries again', async ({
  browser,
  rp,
  management,
}) => {
  await withPasskeys(management, { factors: ['WebAuthn'], policy: 'Mandatory', passkeySignIn: true }, async () => {
    const { context, page, authenticator, user } = await enrolledUser(browser, rp, management, 'passkey');
    const [credential] = await authenticator.credentials();
    // Passkey sign-in needs a discoverable credential: the pages asked for one.
    expect(credential?.isResidentCredential).toBe(true);

    // The person cancels (the authenticator does not verify them): the page says so, nobody is signed in.
    // Refusing before the page opens also keeps the identifier field's passkey request (which the
    // virtual authenticator may answer by itself) from signing in first.
    await authenticator.verifies(false);
    const flow = await rp.authorize(page);
    await expect(heading(page)).toHaveText('Sign in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('alert')).toHaveText(cancelled);
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
    await expectAxeClean(page);
    await page.screenshot({ path: `${shots}/sign-in-cancelled.png`, fullPage: true });
    await authenticator.verifies(true);
    await page.getByRole('button', { name: 'Try your passkey again' }).click();
    // No identifier typed, no second factor asked: the passkey verified its user.
    const { tokens } = await flow.finish();
    expect(tokens.claims()?.sub).toBe(user.id);
    await context.close();
  });
});

test('with passkey sign-in on, the identifier field suggests passkeys, and the password still signs in while the browser waits for one', async ({
  browser,
  rp,
  management,
}) => {
  await withPasskeys(management, { factors: ['WebAuthn'], policy: 'Mandatory', passkeySignIn: true }, async () => {
    const { context, page, authenticator, user } = await enrolledUser(browser, rp, management, 'passkeyfill');
    // The virtual authenticator may answer the field's request by itself (a person picks a passkey):
    // refusing keeps this sign-in to the password.
    await authenticator.verifies(false);
    const waiting = page.waitForResponse((response) =>
      response.url().endsWith('/verification/sign-in-passkey/authentication'),
    );
    const flow = await rp.authorize(page);
    // Conditional UI: the browser holds a request for a passkey, offered among the field's suggestions.
    expect((await waiting).status()).toBe(200);
    await expect(page.getByRole('textbox', { name: 'Username or Email' })).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    await signIn(page, user.username, password);
    await expect(page).toHaveURL((url) => url.pathname === '/mfa-verification');
    await authenticator.verifies(true);
    await page.getByRole('button', { name: 'Use your passkey', exact: true }).click();
    expect((await flow.finish()).tokens.claims()?.sub).toBe(user.id);
    await context.close();
  });
});

test('with passkey sign-in on, a passkey picked among the identifier field’s suggestions signs in', async ({
  browser,
  rp,
  management,
}) => {
  await withPasskeys(management, { factors: ['WebAuthn'], policy: 'Mandatory', passkeySignIn: true }, async () => {
    const { context, page, user } = await enrolledUser(browser, rp, management, 'passkeypick');
    const flow = await rp.authorize(page);
    // The virtual authenticator answers the field's request as a person picking the passkey would.
    await page.getByRole('textbox', { name: 'Username or Email' }).focus();
    expect((await flow.finish()).tokens.claims()?.sub).toBe(user.id);
    await context.close();
  });
});

test('with passkey sign-in off, the sign-in page has no passkey button', async ({ page, rp, management }) => {
  await withPasskeys(
    management,
    { factors: ['WebAuthn'], policy: 'UserControlled', passkeySignIn: false },
    async () => {
      await rp.authorize(page);
      await expect(heading(page)).toHaveText('Sign in');
      await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Username or Email' })).toHaveAttribute(
        'autocomplete',
        'username',
      );
    },
  );
});

/** The looks of a screen: each one emulated on the same page (no new request to the rate-limited steps). */
const looks = async (page: Page, screen: string, language: string) => {
  const base = `${shots}/${screen}-${language}`;
  await page.screenshot({ path: `${base}-light.png`, fullPage: true });
  if (language !== 'en') return;
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.screenshot({ path: `${base}-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${base}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
};

/** The passkey screens (sign-in, creating, verifying with the remember checkbox) in one language, as PNGs. */
const shoot = async (browser: Browser, rp: RelyingParty, management: ManagementApi, language: string) => {
  const context = await newConfinedContext(browser, { viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const authenticator = await virtualAuthenticator(context, page);
  const user = await plainUser(management, 'passkeyshot');
  const parameters = { ui_locales: language };
  const signInWithPassword = async () => {
    await page.locator('input[autocomplete^="username"]').fill(user.username);
    await page.locator('input[autocomplete="current-password"]').fill(password);
    await page.locator('form button.primary').click();
  };
  let flow = await rp.authorize(page, parameters);
  await looks(page, 'sign-in', language);
  await signInWithPassword();
  await expect(page).toHaveURL((url) => url.pathname === '/mfa-binding');
  await expect(page.locator('form button.primary')).toBeVisible();
  await looks(page, 'create', language);
  await page.locator('form button.primary').click();
  const { tokens } = await flow.finish();
  await rp.signOut(page, tokens);
  // The password this time: the identifier field's passkey request must not be answered by itself.
  await authenticator.verifies(false);
  flow = await rp.authorize(page, parameters);
  await signInWithPassword();
  await expect(page).toHaveURL((url) => url.pathname === '/mfa-verification');
  await expect(page.locator('form button.primary')).toBeVisible();
  await expectAxeClean(page);
  await looks(page, 'verify', language);
  const direction = await page.locator('html').getAttribute('dir');
  const title = await heading(page).textContent();
  await context.close();
  return { direction, title };
};

test('the passkey screens in light, dark, Arabic (right to left) and on a 390 px phone (screenshots)', async ({
  browser,
  rp,
  management,
}) => {
  await withPasskeys(
    management,
    { factors: ['WebAuthn'], policy: 'Mandatory', passkeySignIn: true, rememberDeviceDays: 14 },
    () =>
      management.withSignInExperience(
        { color: { primaryColor: '#6139f6', isDarkModeEnabled: true, darkPrimaryColor: '#8f6eff' } },
        async () => {
          await shoot(browser, rp, management, 'en');
          const arabic = await shoot(browser, rp, management, 'ar');
          expect(arabic).toEqual({ direction: 'rtl', title: ar.mfa.verify_title });
        },
      ),
  );
});
