import { mkdirSync } from 'node:fs';
import ar from '@gatehouse/phrases/experience/ar';
import type { Page } from '@playwright/test';
import { newConfinedContext } from './support/browser';
import { chooseInUserMenu, signInToConsole } from './support/console';
import { password, uniqueUsername } from './support/env';
import { expect, test } from './support/fixtures';
import { type MessageConnectors, setUpMessageConnectors } from './support/messages';
import { signIn } from './support/pages';

/**
 * Codes by email and SMS as second factors (issue 18): the console's switches wait for a
 * connector, then a user with an email and a phone signs in with a password and an emailed code
 * (a wrong one refused), or switches to a texted one. The development connectors write each
 * message to a file, where the test reads the codes.
 */

const shots = '/tmp/shots-mfa-codes';
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
const defaultMfa = { factors: [], policy: 'UserControlled', rememberDeviceDays: 0 };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('the MFA page turns the code factors on only with a connector to send them', async ({ page, management }) => {
  let connectors: MessageConnectors | undefined;
  await signInToConsole(page, '/mfa');
  try {
    const email = page.getByRole('switch', { name: 'Email code' });
    const sms = page.getByRole('switch', { name: 'SMS code' });
    await expect(email).toBeDisabled();
    await expect(sms).toBeDisabled();
    await expect(page.getByText('Needs an enabled email connector')).toBeVisible();
    await expect(page.getByText('Needs an enabled SMS connector')).toBeVisible();
    await shot(page, 'console-no-connector');

    connectors = await setUpMessageConnectors(management);
    await page.reload();
    await expect(email).toBeEnabled();
    await expect(page.getByText('Needs an enabled email connector')).toHaveCount(0);
    await email.click();
    await sms.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    const saved = await management.call<{ mfa: { factors: string[] } }>('GET', '/sign-in-exp');
    expect(saved.mfa.factors).toEqual(['EmailVerificationCode', 'PhoneVerificationCode']);
    await shot(page, 'console-codes-on');
    await chooseInUserMenu(page, /^Appearance/, 'Dark mode');
    await shot(page, 'console-codes-dark');
    await chooseInUserMenu(page, /^Appearance/, 'Light mode');
  } finally {
    await management.call('PATCH', '/sign-in-exp', { mfa: defaultMfa });
    await connectors?.remove();
  }
});

test('a user with an email signs in with a password, then a code mailed to it; a wrong code is refused; SMS is one click away', async ({
  browser,
  rp,
  management,
}) => {
  const connectors = await setUpMessageConnectors(management);
  const username = uniqueUsername('mfacode');
  const email = `${username}@codes.example`;
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  const phone = `+1555${digits}`;
  const { id } = await management.call<{ id: string }>(
    'POST',
    '/users',
    { username, password, primaryEmail: email, primaryPhone: phone },
    201,
  );
  try {
    await management.withSignInExperience(
      {
        mfa: {
          factors: ['EmailVerificationCode', 'PhoneVerificationCode'],
          policy: 'UserControlled',
          rememberDeviceDays: 0,
        },
      },
      async () => {
        const context = await newConfinedContext(browser);
        const page = await context.newPage();
        const flow = await rp.authorize(page);
        await signIn(page, username, password);
        await expect(page).toHaveURL((url) => url.pathname === '/mfa-verification');
        const masked = `${username[0]}•••@codes.example`;
        await expect(page.getByText(`We’ll send a code to ${masked}.`)).toBeVisible();
        await shot(page, 'sign-in-send');

        // "Use … instead": the SMS screen shows the masked phone; back to email.
        await page.getByRole('button', { name: 'Get a code by SMS instead' }).click();
        await expect(page.getByRole('button', { name: `Send a code to •••• ${digits.slice(-4)}` })).toBeVisible();
        await page.setViewportSize({ width: 390, height: 844 });
        await shot(page, 'sign-in-sms-phone');
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.getByRole('button', { name: 'Get a code by email instead' }).click();

        await page.getByRole('button', { name: `Send a code to ${masked}` }).click();
        const code = await connectors.codeFor('email', email);
        const field = page.getByRole('textbox', { name: 'Code you received' });
        await expect(page.getByRole('button', { name: /^Send a new code/ })).toBeDisabled();
        await field.fill(code === '000000' ? '111111' : '000000');
        await expect(page.getByText('The code is incorrect or was already used.')).toBeVisible();
        await shot(page, 'sign-in-wrong-code');
        await field.fill(code);
        expect((await flow.finish()).tokens.claims()?.sub).toBe(id);
        await context.close();

        // The same screen in Arabic, dark.
        const arabic = await newConfinedContext(browser, { locale: 'ar', colorScheme: 'dark' });
        const arPage = await arabic.newPage();
        await rp.authorize(arPage, { ui_locales: 'ar' });
        await arPage.locator('input[autocomplete="username"]').fill(username);
        await arPage.locator('input[autocomplete="current-password"]').fill(password);
        await arPage.locator('button.primary').click();
        await expect(arPage).toHaveURL((url) => url.pathname === '/mfa-verification');
        await expect(arPage.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(arPage.getByRole('heading', { level: 1 })).toHaveText(ar.mfa.verify_title);
        await shot(arPage, 'sign-in-ar-dark');
        await arabic.close();
      },
    );
  } finally {
    await connectors.remove();
    await management.call('DELETE', `/users/${id}`, undefined, 204);
  }
});

test('a user without an email is prompted to add one: the code mailed there enrolls the factor, and the address becomes theirs', async ({
  browser,
  rp,
  management,
}) => {
  const connectors = await setUpMessageConnectors(management);
  const username = uniqueUsername('mfabind');
  const email = `${username}@bind.example`;
  const { id } = await management.call<{ id: string }>('POST', '/users', { username, password }, 201);
  try {
    await management.withSignInExperience(
      { mfa: { factors: ['EmailVerificationCode'], policy: 'PromptOnlyAtSignIn', rememberDeviceDays: 0 } },
      async () => {
        const context = await newConfinedContext(browser);
        const page = await context.newPage();
        const flow = await rp.authorize(page);
        await signIn(page, username, password);
        await expect(page).toHaveURL((url) => url.pathname === '/mfa-binding');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add an email address');
        // An empty address says what is missing; nothing is sent.
        await page.getByRole('button', { name: 'Send code' }).click();
        await expect(page.getByText('Enter an email address.')).toBeVisible();
        await page.getByRole('textbox', { name: 'Email' }).fill(email);
        await shot(page, 'bind-address');
        await page.getByRole('button', { name: 'Send code' }).click();
        await expect(page.getByText(`We sent a code to ${email}.`)).toBeVisible();
        const code = await connectors.codeFor('email', email);
        await shot(page, 'bind-code');
        await page.getByRole('textbox', { name: 'Code you received' }).fill(code);
        expect((await flow.finish()).tokens.claims()?.sub).toBe(id);
        await context.close();
        const user = await management.call<{ primaryEmail: string | null }>('GET', `/users/${id}`);
        expect(user.primaryEmail).toBe(email);
      },
    );
  } finally {
    await connectors.remove();
    await management.call('DELETE', `/users/${id}`, undefined, 204);
  }
});
