import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseInUserMenu, consoleShell, consoleUrl, signInToConsole } from './support/console';
import { expect, test } from './support/fixtures';

const shots = '/tmp/shots-mfa-console';
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

const defaultMfa = { factors: [], policy: 'UserControlled', rememberDeviceDays: 0 };

test('the MFA page: TOTP and a policy saved and kept, a lock-out warning before Mandatory, the server’s rules on the field', async ({
  page,
  management,
}) => {
  await signInToConsole(page, '/mfa');
  try {
    await expect(consoleShell(page).heading).toHaveText('Multi-factor authentication');
    const totp = page.getByRole('switch', { name: 'Authenticator app (TOTP)' });
    await expect(totp).not.toBeChecked();
    // Passkey sign-in waits for the factor that enrolls passkeys, and says so.
    await expect(page.getByRole('switch', { name: 'Passkeys (WebAuthn)' })).toBeEnabled();
    await expect(page.getByRole('switch', { name: 'Sign in with a passkey' })).toBeDisabled();
    await expect(page.getByText('Needs passkeys (WebAuthn) on above')).toBeVisible();

    // Mandatory with no factor is refused on the policy, before any request.
    await page.getByRole('radio', { name: /^Mandatory/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A mandatory policy needs a factor turned on besides backup codes.')).toBeVisible();

    await page.getByRole('radio', { name: /^Suggest at sign-in and registration/ }).check();
    await totp.click();
    await page.getByRole('switch', { name: 'Backup codes' }).click();
    await page.getByLabel('Remember this device (days)').fill('14');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    await shot(page, 'mfa-light');

    await page.reload();
    await expect(totp).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Backup codes' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Suggest at sign-in and registration/ })).toBeChecked();
    await expect(page.getByLabel('Remember this device (days)')).toHaveValue('14');
    const saved = await management.call<{ mfa: unknown }>('GET', '/sign-in-exp');
    expect(saved.mfa).toEqual({
      factors: ['Totp', 'BackupCode'],
      policy: 'PromptAtSignInAndSignUp',
      rememberDeviceDays: 14,
      webAuthnRelatedOrigins: [],
    });

    // Mandatory could lock users out: the console asks first, and Cancel saves nothing.
    await page.getByRole('radio', { name: /^Mandatory/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Users may be locked out' });
    await expect(warning).toContainText('Every user without a factor will have to enroll one');
    await shot(page, 'mfa-lockout-warning');
    await warning.getByRole('button', { name: 'Cancel' }).click();
    expect((await management.call<{ mfa: { policy: string } }>('GET', '/sign-in-exp')).mfa.policy).toBe(
      'PromptAtSignInAndSignUp',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await warning.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    expect((await management.call<{ mfa: { policy: string } }>('GET', '/sign-in-exp')).mfa.policy).toBe('Mandatory');

    // Turning a factor off warns too.
    await page.getByRole('switch', { name: 'Backup codes' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(warning).toContainText('Users who enrolled Backup codes will no longer be able to use it');
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();

    await chooseInUserMenu(page, /^Appearance/, 'Dark mode');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await shot(page, 'mfa-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'mfa-phone-dark');
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooseInUserMenu(page, /^Appearance/, 'Light mode');
  } finally {
    await management.call('PATCH', '/sign-in-exp', { mfa: defaultMfa });
  }
});

test('passkeys: the WebAuthn factor and passkey sign-in are turned on together and kept', async ({
  page,
  management,
}) => {
  await signInToConsole(page, '/mfa');
  try {
    await page.getByRole('switch', { name: 'Passkeys (WebAuthn)' }).click();
    const passkey = page.getByRole('switch', { name: 'Sign in with a passkey' });
    await expect(page.getByText('Needs passkeys (WebAuthn) on above')).toHaveCount(0);
    await passkey.click();
    // A related origin, served at /.well-known/webauthn, kept by the page's save of the whole `mfa`.
    await page.getByPlaceholder('https://shop.example.com').first().fill('https://shop.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    await shot(page, 'mfa-passkeys');
    await page.getByRole('switch', { name: 'Passkeys (WebAuthn)' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/mfa-related-origins.png` });
    const saved = await management.call<{
      mfa: { factors: string[]; webAuthnRelatedOrigins: string[] };
      passkeySignIn: unknown;
    }>('GET', '/sign-in-exp');
    expect(saved.mfa.factors).toEqual(['WebAuthn']);
    expect(saved.mfa.webAuthnRelatedOrigins).toEqual(['https://shop.example.com']);
    expect(saved.passkeySignIn).toEqual({ enabled: true });
    await page.reload();
    await expect(passkey).toBeChecked();
    await expect(page.getByPlaceholder('https://shop.example.com').first()).toHaveValue('https://shop.example.com');
  } finally {
    await management.call('PATCH', '/sign-in-exp', { mfa: defaultMfa, passkeySignIn: { enabled: false } });
  }
});

test('a user’s MFA card lists a TOTP factor enrolled through the management API, and removes it', async ({
  page,
  management,
  createUser,
}) => {
  const user = await createUser('mfa_card');
  await management.call('POST', `/users/${user.sub}/mfa-verifications`, { type: 'Totp' });
  await management.call('POST', `/users/${user.sub}/mfa-verifications`, { type: 'BackupCode' });
  await signInToConsole(page, `/users/${user.sub}/settings`);
  const table = page.getByRole('table', { name: 'Multi-factor authentication' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('Authenticator app (TOTP)');
  await expect(table).toContainText('Backup codes (10 unused)');
  await expect(table).toContainText('Never');
  await table.scrollIntoViewIfNeeded();
  await shot(page, 'user-mfa-card');

  await page.getByRole('button', { name: 'Remove: Authenticator app (TOTP)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove the factor' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Authenticator app (TOTP) was removed.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  const left = await management.call<Array<{ type: string }>>('GET', `/users/${user.sub}/mfa-verifications`);
  expect(left.map((factor) => factor.type)).toEqual(['BackupCode']);

  await page.getByRole('button', { name: 'Reset MFA' }).click();
  await page.getByRole('alertdialog', { name: 'Reset MFA' }).getByRole('button', { name: 'Reset MFA' }).click();
  await expect(page.getByText('No factor enrolled')).toBeVisible();
  expect(await management.call('GET', `/users/${user.sub}/mfa-verifications`)).toEqual([]);

  // The same screens in Arabic, right to left, and on a phone.
  await chooseInUserMenu(page, /^Language/, 'العربية');
  try {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await shot(page, 'user-mfa-card-ar-empty');
    await page.goto(consoleUrl('/mfa'));
    await expect(consoleShell(page).heading).toHaveText('المصادقة متعددة العوامل');
    await shot(page, 'mfa-ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'mfa-ar-phone');
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooseInUserMenu(page, /^اللغة/, 'English');
  }
});
