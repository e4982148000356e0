import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import ar from '@gatehouse/phrases/experience/ar';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { password } from './support/env';
import { expect, test } from './support/fixtures';
import type { ManagementApi, SignInExperiencePatch } from './support/management';
import { type MessageConnectors, setUpMessageConnectors } from './support/messages';
import { signInPage } from './support/pages';

/**
 * Codes by email and text message on the sign-in pages: registering, signing in, "no account —
 * create one?", a password reset. The development connectors write each message to a file, where
 * the tests read the codes.
 */

/** Sign-in by password or code for email, by code only for phone; sign-up verifies an email and asks for a password. */
const codeSettings = {
  signInMode: 'SignInAndRegister',
  signIn: {
    methods: [
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
      { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: true },
      { identifier: 'phone', password: false, verificationCode: true, isPasswordPrimary: false },
    ],
  },
  signUp: { identifiers: ['email'], password: true, verify: true },
} satisfies SignInExperiencePatch;
const brand = { primaryColor: '#6139F6', isDarkModeEnabled: true, darkPrimaryColor: '#8F6EFF' };

let connectors: MessageConnectors;
let restore = async () => {};

test.beforeAll(async ({ management }) => {
  connectors = await setUpMessageConnectors(management);
  restore = await management.overrideSignInExperience({ ...codeSettings, color: brand });
});

test.afterAll(async () => {
  // The settings first: while they use codes, the connectors are what delivers them.
  await restore();
  await connectors.remove();
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const uniqueEmail = (prefix: string) => `${prefix}-${unique()}@codes.example`;
/** A North American test number nobody else has: `typed` as a person writes it, `stored` as the server keeps it. */
const uniquePhone = () => {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { typed: `+1 555 ${digits.slice(0, 3)} ${digits.slice(3)}`, stored: `+1555${digits}` };
};

const createUser = (management: ManagementApi, body: Record<string, string>) =>
  management.call<{ id: string; primaryEmail: string | null }>('POST', '/users', body, 201);

/** The code screen as a person sees it (English texts of phrases/experience/en.ts). */
const codeScreen = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1 }),
  code: page.getByLabel('Verification code'),
  resend: page.getByRole('button', { name: /^Send a new code/ }),
  alert: page.getByRole('alert'),
});

/** Presses Tab until `target` has the focus (at most 10 times). */
const tabTo = async (page: Page, target: Locator) => {
  for (let step = 0; step < 10 && !(await target.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

const expectAxeClean = async (page: Page) => {
  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
};

/** Screenshots for a person to look at, kept in test-results/screenshots/ (gitignored). */
const screenshot = async (page: Page, testInfo: TestInfo, name: string) => {
  const file = path.join(testInfo.project.outputDir, 'screenshots', `codes-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  // Also outside test-results (which the next run empties), when asked to.
  const keep = process.env.GATEHOUSE_SCREENSHOTS_DIR;
  if (keep) {
    await mkdir(keep, { recursive: true });
    await copyFile(file, path.join(keep, `codes-${name}.png`));
  }
};

/** The card fits the viewport, and nothing scrolls sideways. */
const expectFitsViewport = async (page: Page) => {
  const width = page.viewportSize()?.width ?? 0;
  const card = await page.getByRole('main').boundingBox();
  expect(card?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((card?.x ?? 0) + (card?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

test('a new user registers with an email code, then chooses a password with the checklist', async ({
  page,
  rp,
  management,
}, testInfo) => {
  const email = uniqueEmail('ada');
  const flow = await rp.authorize(page, { first_screen: 'register' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  // Sign-up verifies the email: no password here, it comes after the code.
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();

  const screen = codeScreen(page);
  await expect(page).toHaveURL((url) => url.pathname === '/register/verification-code');
  await expect(screen.heading).toHaveText('Enter the code');
  await expect(page.getByText(`We sent a code to ${email}.`)).toBeVisible();
  await expect(screen.code).toBeFocused();
  await expect(screen.code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(screen.code).toHaveAttribute('inputmode', 'numeric');
  await expect(screen.resend).toBeDisabled();
  await expect(screen.resend).toHaveText(/^Send a new code in (60|59|58) seconds$/);
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'code-light');

  // Pasted whole, even with a space as messages often show it, the code goes at once.
  const code = await connectors.codeFor('email', email);
  await screen.code.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete your profile');
  const rules = page.getByRole('list', { name: 'Your password needs:' }).getByRole('listitem');
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await expect(rules.first()).toHaveAttribute('data-state', 'failed');
  await page.getByLabel('New password', { exact: true }).fill(password);
  for (const rule of await rules.all()) await expect(rule).toHaveAttribute('data-state', 'met');
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'profile-password-light');
  await page.getByRole('button', { name: 'Continue' }).click();

  const { tokens } = await flow.finish();
  const user = await management.call<{ primaryEmail: string }>('GET', `/users/${tokens.claims()?.sub}`);
  expect(user.primaryEmail).toBe(email);
});

test('an existing user signs in with a phone code, by keyboard only; a wrong code says how many tries are left', async ({
  page,
  rp,
  management,
}) => {
  const phone = uniquePhone();
  const user = await createUser(management, {
    primaryEmail: uniqueEmail('phone'),
    primaryPhone: phone.stored,
    password,
  });
  const flow = await rp.authorize(page);
  const form = signInPage(page);
  // The password comes first (email says so); the code is one link away.
  await expect(page.getByRole('textbox', { name: 'Username or Email' })).toBeFocused();
  const toCode = page.getByRole('button', { name: 'Sign in with a code instead' });
  await tabTo(page, toCode);
  await page.keyboard.press('Enter');
  const identifier = page.getByRole('textbox', { name: 'Email or Phone number' });
  await expect(identifier).toBeFocused();
  await expect(form.password).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Use your password instead' })).toBeVisible();
  await page.keyboard.type(phone.typed);
  await page.keyboard.press('Enter');

  const screen = codeScreen(page);
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in/verification-code');
  await expect(page.getByText(`We sent a code to ${phone.typed}.`)).toBeVisible();
  await expect(screen.code).toBeFocused();
  const code = await connectors.codeFor('phone', phone.stored);
  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  await expect(screen.alert).toHaveText('Wrong code. 9 tries left.');
  await expect(screen.code).toHaveAttribute('aria-invalid', 'true');
  await expect(screen.code).toHaveAccessibleDescription('Wrong code. 9 tries left.');
  // The wrong code stays selected: typing the right one replaces it, and it goes at once.
  await expect(screen.code).toBeFocused();
  await page.keyboard.type(code);

  const { tokens } = await flow.finish();
  expect(tokens.claims()?.sub).toBe(user.id);
});

test('“Forgot password?” resets the password by email code; the person then signs in with the new one', async ({
  page,
  rp,
  management,
}, testInfo) => {
  const email = uniqueEmail('forgetful');
  const user = await createUser(management, { primaryEmail: email, password: 'Old-Gatehouse-Pa55' });
  const newPassword = 'New-Gatehouse-Pa55';
  const flow = await rp.authorize(page);
  const form = signInPage(page);
  await form.identifier.fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  // Both channels deliver; the address typed on the sign-in form came along.
  const identifier = page.getByRole('textbox', { name: 'Email or Phone number' });
  await expect(identifier).toHaveValue(email);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Send code' }).click();

  const screen = codeScreen(page);
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password/verification-code');
  await screen.code.fill(await connectors.codeFor('email', email));

  await expect(page).toHaveURL((url) => url.pathname === '/reset-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  const rules = page.getByRole('list', { name: 'Your password needs:' }).getByRole('listitem');
  for (const rule of await rules.all()) await expect(rule).toHaveAttribute('data-state', 'met');
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'reset-password-light');
  await page.getByRole('button', { name: 'Save password' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password changed');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'password-changed-light');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
  await expect(form.identifier).toHaveValue(email);
  await expect(form.password).toBeFocused();
  await page.keyboard.type(newPassword);
  await page.keyboard.press('Enter');
  const { tokens } = await flow.finish();
  expect(tokens.claims()?.sub).toBe(user.id);
});

test('first_screen=reset_password opens the reset form; an address without an account is told so', async ({
  page,
  rp,
}) => {
  const email = uniqueEmail('nobody');
  await rp.authorize(page, { first_screen: 'reset_password' });
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  const identifier = page.getByRole('textbox', { name: 'Email or Phone number' });
  await expect(identifier).toBeFocused();
  await identifier.fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await codeScreen(page).code.fill(await connectors.codeFor('email', email));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No account found');
  await expect(page.getByText(`No account uses ${email}. Check it, or use another one.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Change email address' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
  await expect(identifier).toHaveValue(email);
});

test('“Send a new code” counts down from 60 seconds; a new code the server still refuses shows its wait, and the first code signs in', async ({
  page,
  rp,
  management,
}) => {
  const email = uniqueEmail('resend');
  const user = await createUser(management, { primaryEmail: email, password });
  await page.clock.install();
  const flow = await rp.authorize(page);
  await page.getByRole('button', { name: 'Sign in with a code instead' }).click();
  await page.getByRole('textbox', { name: 'Email or Phone number' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();

  const screen = codeScreen(page);
  await expect(screen.resend).toHaveText('Send a new code in 60 seconds');
  const first = await connectors.codeFor('email', email);
  await page.clock.fastForward(30_000);
  await expect(screen.resend).toHaveText(/^Send a new code in (30|29) seconds$/);
  await expect(screen.resend).toBeDisabled();
  await page.clock.fastForward(31_000);
  await expect(screen.resend).toHaveText('Send a new code');
  // The page's clock ran ahead; the server's did not: it allows one code a minute per address and
  // answers how long is left, which the page counts down instead of its own.
  await screen.resend.click();
  await expect(screen.resend).toHaveText(/^Send a new code in ([4-5]\d|60) seconds$/);
  await expect(screen.resend).toBeDisabled();
  await screen.code.fill(first);
  const { tokens } = await flow.finish();
  expect(tokens.claims()?.sub).toBe(user.id);
});

test('a code for an address without an account asks “create one?”, and yes registers it', async ({
  page,
  rp,
  management,
}, testInfo) => {
  const email = uniqueEmail('newcomer');
  const flow = await rp.authorize(page);
  await page.getByRole('button', { name: 'Sign in with a code instead' }).click();
  await page.getByRole('textbox', { name: 'Email or Phone number' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await codeScreen(page).code.fill(await connectors.codeFor('email', email));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No account found');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText(`No account uses ${email} yet. Do you want to create one?`)).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'no-account-light');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Sign-up asks every account for a password.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete your profile');
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const { tokens } = await flow.finish();
  const user = await management.call<{ primaryEmail: string }>('GET', `/users/${tokens.claims()?.sub}`);
  expect(user.primaryEmail).toBe(email);
});

test('registering with an email that has an account offers to sign in to it instead', async ({
  page,
  rp,
  management,
}) => {
  const email = uniqueEmail('known');
  const user = await createUser(management, { primaryEmail: email, password });
  const flow = await rp.authorize(page, { first_screen: 'register' });
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await codeScreen(page).code.fill(await connectors.codeFor('email', email));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You already have an account');
  await expect(page.getByText(`An account already uses ${email}. Do you want to sign in to it?`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  const { tokens } = await flow.finish();
  expect(tokens.claims()?.sub).toBe(user.id);
});

test('the code screen survives a reload; “Change email address” goes back to the form with the address in it', async ({
  page,
  rp,
}) => {
  const email = uniqueEmail('typo');
  await rp.authorize(page);
  await page.getByRole('button', { name: 'Sign in with a code instead' }).click();
  await page.getByRole('textbox', { name: 'Email or Phone number' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(codeScreen(page).heading).toHaveText('Enter the code');
  // An incomplete code is not sent: the field says what is missing.
  await codeScreen(page).code.fill('123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(codeScreen(page).alert).toHaveText('Enter all 6 digits of the code.');
  // A reload keeps the screen: what it knows is in the history entry.
  await page.reload();
  await expect(codeScreen(page).heading).toHaveText('Enter the code');
  await expect(page.getByText(`We sent a code to ${email}.`)).toBeVisible();

  await page.getByRole('link', { name: 'Change email address' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
  await expect(page.getByRole('textbox', { name: 'Email or Phone number' })).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the code form, the code screen with an error, and the reset form are axe-clean', async ({
    page,
    rp,
    management,
  }, testInfo) => {
    const phone = uniquePhone();
    await createUser(management, { primaryEmail: uniqueEmail('dark'), primaryPhone: phone.stored, password });
    await rp.authorize(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Sign in with a code instead' }).click();
    await expectAxeClean(page);
    await screenshot(page, testInfo, 'sign-in-dark');

    await page.getByRole('textbox', { name: 'Email or Phone number' }).fill(phone.typed);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await connectors.codeFor('phone', phone.stored);
    await codeScreen(page).code.fill(code === '000000' ? '111111' : '000000');
    await expect(codeScreen(page).alert).toHaveText('Wrong code. 9 tries left.');
    await expectAxeClean(page);
    await screenshot(page, testInfo, 'code-dark');

    await rp.authorize(page, { first_screen: 'reset_password' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
    await expectAxeClean(page);
    await screenshot(page, testInfo, 'forgot-password-dark');
  });
});

test('in Arabic on a 390 px screen the code screen reads right to left, the code left to right (screenshots)', async ({
  page,
  rp,
  management,
}, testInfo) => {
  const phone = uniquePhone();
  await createUser(management, { primaryEmail: uniqueEmail('rtl'), primaryPhone: phone.stored, password });
  await page.setViewportSize({ width: 390, height: 844 });
  await rp.authorize(page, { ui_locales: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: ar.action.sign_in_with_code }).click();
  await expectFitsViewport(page);
  await screenshot(page, testInfo, 'sign-in-arabic-390');
  await page
    .getByRole('textbox', { name: `${ar.input.email}${ar.input.separator}${ar.input.phone}` })
    .fill(phone.typed);
  await page.getByRole('button', { name: ar.action.send_code }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.page_title.verification_code);
  // The number reads left to right inside the Arabic sentence: its "+" is left of its last digit.
  const order = await page.locator('.address').evaluate((element) => {
    const text = element.firstChild as Text;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().x;
    };
    return at(0) < at(text.length - 1);
  });
  expect(order).toBe(true);
  const code = await connectors.codeFor('phone', phone.stored);
  await page.getByLabel(ar.input.verification_code).fill(code.slice(0, 4));
  const boxes = page.locator('.code-box');
  await expect(boxes).toHaveCount(6);
  // The first digit is on the left, as codes are read, in a right-to-left page.
  await expect(boxes.first()).toHaveText(code.slice(0, 1));
  const first = await boxes.first().boundingBox();
  const last = await boxes.last().boundingBox();
  expect((first?.x ?? 0) < (last?.x ?? 0)).toBe(true);
  await expect(page.getByRole('button', { name: /^إرسال رمز جديد بعد/ })).toBeDisabled();
  await expectFitsViewport(page);
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'code-arabic-390');

  await page.getByLabel(ar.input.verification_code).fill(code === '000000' ? '111111' : '000000');
  // Nine is one of Arabic's "few" (3 to 10).
  await expect(page.locator('.field-error')).toHaveText(ar.error.code_mismatch_few.replace('{{count}}', '9'));
  await screenshot(page, testInfo, 'code-arabic-error-390');
});
