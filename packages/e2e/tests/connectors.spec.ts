import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { chooseInUserMenu, consoleShell, consoleUrl, signInToConsole } from './support/console';
import { userUrl } from './support/env';
import { expect, test } from './support/fixtures';

/** The connectors tests share the tenant's one email connector and social targets: one at a time, in order. */
test.describe.configure({ mode: 'serial' });

type Connector = { id: string; type: string; connectorId: string; target: string | null };
type Factory = { id: string; type: string; name: { en: string } };

/** A file the development connectors may append to (its name must end in .log), gone after the test. */
const messageFile = (name: string) => path.join(os.tmpdir(), `gatehouse-e2e-${name}-${Date.now().toString(36)}.log`);

/** The JSON lines the development connector appended to a file. */
const linesOf = async (file: string) =>
  (await readFile(file, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { channel: string; to: string; type: string; payload: { code?: string } });

/** A card of a page (a titled section) by its title. */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A form field by its label, which ends with a mark when the field is required (not a button named after it). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** Screenshots for a person to look at: packages/e2e/test-results/…/connectors-*.png (gitignored). */
const screenshot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`connectors-${name}.png`), fullPage: true });

test('the development email connector is set up through the create flow, sends a test, is changed and removed', async ({
  page,
  management,
}) => {
  const first = messageFile('first');
  const second = messageFile('second');
  try {
    await signInToConsole(page, '/connectors', '/connectors/passwordless');
    const shell = consoleShell(page);
    await expect(shell.heading).toHaveText('Connectors');
    await expect(shell.sidebar.getByRole('link', { name: 'Connectors' })).toHaveAttribute('aria-current', 'page');
    const emailCard = card(page, 'Email connector');
    await expect(emailCard.getByText('Not set up yet.')).toBeVisible();

    // Set up → the factories of the type → the guide of the one picked.
    await emailCard.getByRole('button', { name: 'Set up: Email connector' }).click();
    await expect(page).toHaveURL(consoleUrl('/connectors/passwordless/create/email'));
    const picker = page.getByRole('dialog', { name: 'Choose an email connector' });
    await expect(picker.getByRole('link', { name: /SMTP/ })).toBeVisible();
    await picker.getByRole('link', { name: /Development email/ }).click();
    await expect(page).toHaveURL(consoleUrl('/connectors/passwordless/guide/dev-email'));
    await expect(shell.heading).toHaveText('Set up Development email (log and file)');
    await expect(page.getByRole('heading', { name: 'Setup guide' })).toBeVisible();
    // The guide's Markdown, rendered: its own heading under the card's, its numbered steps.
    await expect(page.getByRole('heading', { level: 3, name: 'Development email (log and file)' })).toBeVisible();
    await expect(page.getByRole('main').locator('ol > li')).toHaveCount(3);

    const filePath = page.getByLabel('File path');
    await expect(filePath).toHaveValue('gatehouse-dev-messages.log');
    await filePath.fill(first.replace(/\.log$/, '.txt'));

    // A test with the unsaved settings: the connector's refusal shows under its field, then the send works.
    const tester = card(page, 'Send a test');
    await tester.getByLabel('Email address').fill('not an address');
    await tester.getByRole('button', { name: 'Send test' }).click();
    await expect(tester.getByText('Enter an email address, such as name@example.com.')).toBeVisible();
    await tester.getByLabel('Email address').fill('ada@example.com');
    await tester.getByRole('button', { name: 'Send test' }).click();
    await expect(tester.getByRole('status')).toContainText("The connector's config is not valid.");
    await expect(page.getByText('a file name ending in .log or .jsonl')).toBeVisible();
    await filePath.fill(first);
    await tester.getByRole('button', { name: 'Send test' }).click();
    await expect(tester.getByText('Test message sent to ada@example.com.')).toBeVisible();
    const [sent] = await linesOf(first);
    expect(sent).toMatchObject({ channel: 'email', to: 'ada@example.com', type: 'Generic' });
    expect(sent?.payload.code).toMatch(/^\d{6}$/);

    await page.getByRole('button', { name: 'Save and enable' }).click();
    await expect(page).toHaveURL(/\/console\/connectors\/passwordless\/[^/]+$/);
    await expect(shell.heading).toHaveText('Development email (log and file)');
    await expect(page.getByText('Connector “Development email (log and file)” set up.')).toBeVisible();
    const connector = (await management.call<Connector[]>('GET', '/connectors')).find((c) => c.type === 'email');
    expect(connector).toMatchObject({ connectorId: 'dev-email' });

    // The passwordless tab shows it, enabled, with Change and Remove.
    await page.getByRole('link', { name: /^Connectors ·/ }).click();
    await expect(emailCard.getByRole('link', { name: 'Development email (log and file)' })).toBeVisible();
    await expect(emailCard.getByText('Enabled')).toBeVisible();
    await expect(emailCard.getByRole('button', { name: 'Change: Email connector' })).toBeVisible();
    // No sign-in method uses email codes on a fresh tenant: the notice says so and leads to the settings.
    const notice = page.getByRole('region', { name: 'Not used at sign-in yet' });
    await expect(notice).toContainText('no sign-in or registration method uses email verification codes yet');
    await expect(notice.getByRole('link', { name: 'Open the sign-in experience settings' })).toHaveAttribute(
      'href',
      '/console/sign-in-experience',
    );

    // Change a field on its page: saved, and a test from there uses the saved connector.
    await emailCard.getByRole('link', { name: 'Development email (log and file)' }).click();
    await expect(page.getByLabel('File path')).toHaveValue(first);
    await page.getByLabel('File path').fill(second);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('File path')).toHaveValue(second);
    const detailsTest = card(page, 'Send a test');
    await detailsTest.getByLabel('Email address').fill('grace@example.com');
    await detailsTest.getByRole('button', { name: 'Send test' }).click();
    await expect(detailsTest.getByText('Test message sent to grace@example.com.')).toBeVisible();
    expect((await linesOf(second)).map((line) => line.to)).toEqual(['grace@example.com']);

    // Disabled at once by its switch.
    await page.getByRole('switch', { name: 'Use this connector' }).uncheck();
    await expect(page.getByText('Connector disabled.')).toBeVisible();
    await expect(page.getByText('Disabled', { exact: true })).toBeVisible();

    // Removed from the tab, after a confirmation.
    await page.getByRole('link', { name: /^Connectors ·/ }).click();
    await emailCard.getByRole('button', { name: 'Remove: Development email (log and file)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(emailCard.getByText('Not set up yet.')).toBeVisible();
    expect((await management.call<Connector[]>('GET', '/connectors')).filter((c) => c.type === 'email')).toEqual([]);
  } finally {
    await rm(first, { force: true });
    await rm(second, { force: true });
  }
});

test('Change replaces the email connector once the new settings pass and the admin confirms; unsaved settings ask before leaving; an unknown connector is not found', async ({
  page,
  management,
}) => {
  const file = messageFile('replaced');
  const before = await management.call<Connector>(
    'POST',
    '/connectors',
    { connectorId: 'dev-email', config: { filePath: file } },
    201,
  );
  let after: Connector | undefined;
  try {
    await signInToConsole(page, '/connectors/passwordless');
    const emailCard = card(page, 'Email connector');
    await emailCard.getByRole('button', { name: 'Change: Email connector' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an email connector' });
    await expect(picker).toContainText('Saving another one replaces Development email (log and file)');
    await expect(picker.getByRole('link', { name: /Development email/ })).toContainText('Current');
    await picker.getByRole('link', { name: /HTTP email/ }).click();
    await expect(consoleShell(page).heading).toHaveText('Set up HTTP email');

    // Typed settings are not lost by accident.
    await field(page, 'Endpoint URL').fill('not a url');
    await page.getByRole('link', { name: /^Connectors ·/ }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(consoleShell(page).heading).toHaveText('Set up HTTP email');

    // The server refuses the URL first: nothing is replaced.
    await page.getByRole('button', { name: 'Save and enable' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /URL/ }).first()).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect((await management.call<Connector[]>('GET', '/connectors')).map((c) => c.id)).toContain(before.id);

    await field(page, 'Endpoint URL').fill('https://mail.example.com/gatehouse');
    await page.getByRole('button', { name: 'Save and enable' }).click();
    const replace = page.getByRole('alertdialog', { name: 'Replace Development email (log and file)?' });
    await replace.getByRole('button', { name: 'Replace' }).click();
    await expect(consoleShell(page).heading).toHaveText('HTTP email');
    const email = (await management.call<Connector[]>('GET', '/connectors')).filter((c) => c.type === 'email');
    expect(email.map((c) => c.connectorId)).toEqual(['http-email']);
    after = email[0];

    // The old connector's page is gone: a not-found state with the way back, not an error.
    await page.goto(consoleUrl(`/connectors/passwordless/${before.id}`));
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    // A connector opened under the other tab moves to its own.
    await page.goto(consoleUrl(`/connectors/social/${after?.id}`));
    await expect(page).toHaveURL(consoleUrl(`/connectors/passwordless/${after?.id}`));
  } finally {
    if (after) await management.call('DELETE', `/connectors/${after.id}`, undefined, 204);
    else await management.call('DELETE', `/connectors/${before.id}`, undefined, 204).catch(() => undefined);
    await rm(file, { force: true });
  }
});

test('a social connector is added from the grid of identity providers, shows its callback URL, and is deleted', async ({
  page,
  management,
}) => {
  const factories = await management.call<Factory[]>('GET', '/connector-factories');
  // The generic OAuth 2.0 connector when this build has it, else the first social factory there is.
  const social = factories.filter((factory) => factory.type === 'social');
  const factory = social.find((candidate) => candidate.id === 'oauth2') ?? social[0];
  test.skip(!factory, 'no social connector is built in yet');
  if (!factory) return;

  await signInToConsole(page, '/connectors/social');
  await expect(page.getByText('No social connectors yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add social connector' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Choose an identity provider' });
  await picker.getByRole('link', { name: new RegExp(factory.name.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await expect(consoleShell(page).heading).toHaveText(`Set up ${factory.name.en}`);
  await expect(page.getByText(`${userUrl()}/callback/`)).toBeVisible();

  // Every required field is asked for at once.
  await page.getByRole('button', { name: 'Save and enable' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  for (const [label, value] of [
    ['Authorization endpoint', 'https://id.example.com/authorize'],
    ['Token endpoint', 'https://id.example.com/token'],
    ['User info endpoint', 'https://id.example.com/userinfo'],
    ['Client ID', 'gatehouse-e2e'],
    ['Client secret', 'very-secret'],
    ['Issuer', 'https://id.example.com'],
  ] as const) {
    const input = field(page, label);
    if ((await input.count()) > 0) await input.fill(value);
  }
  await page.getByRole('button', { name: 'Show Client secret' }).click();
  await expect(field(page, 'Client secret')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Save and enable' }).click();
  await expect(page).toHaveURL(/\/console\/connectors\/social\/[^/]+$/);
  const connector = (await management.call<Connector[]>('GET', '/connectors')).find((c) => c.type === 'social');
  if (!connector) throw new Error('the social connector was not created');

  // Its page: the callback URL to copy, the secret masked and kept.
  const callback = card(page, 'Callback URL');
  await expect(callback.locator('code')).toHaveText(`${userUrl()}/callback/${connector.id}`);
  await expect(callback.getByRole('button', { name: 'Copy: Callback URL' })).toBeVisible();
  await expect(field(page, 'Client secret')).toHaveValue('********');
  await expect(page.getByRole('button', { name: 'Show Client secret' })).toBeDisabled();

  // The sign-in button's name is changed; the secret stays as it was.
  await page.getByLabel('Button name').fill('Company login');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(consoleShell(page).heading).toHaveText('Company login');
  const saved = await management.call<{ config: Record<string, unknown> }>('GET', `/connectors/${connector.id}`);
  expect(saved.config.clientSecret).toBe('********');

  // Listed on the social tab; its provider shown as used in the grid.
  await page.getByRole('link', { name: /^Connectors ·/ }).click();
  await expect(
    page.getByRole('table', { name: 'Social connectors' }).getByRole('link', { name: 'Company login' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add social connector' }).click();
  await expect(page.getByRole('dialog').getByText('Already added', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Company login' }).click();
  await page.getByRole('button', { name: 'Delete connector' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(consoleUrl('/connectors/social'));
  await expect(page.getByText('No social connectors yet')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe-core finds no serious or critical violation on the connector pages (${colorScheme})`, async ({
    page,
    management,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    const created = await management.call<Connector>(
      'POST',
      '/connectors',
      { connectorId: 'dev-sms', config: { filePath: messageFile('axe') } },
      201,
    );
    try {
      await signInToConsole(page, '/connectors/passwordless');
      await expect(card(page, 'SMS connector').getByRole('link')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, testInfo, `passwordless-${colorScheme}`);

      await page.getByRole('button', { name: 'Set up: Email connector' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, testInfo, `picker-${colorScheme}`);

      await page.getByRole('dialog').getByRole('link', { name: /SMTP/ }).click();
      await expect(page.getByRole('heading', { name: 'Setup guide' })).toBeVisible();
      await page.getByRole('button', { name: 'Save and enable' }).click();
      await expect(page.getByText('This field is required.').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, testInfo, `guide-${colorScheme}`);

      await page.goto(consoleUrl(`/connectors/passwordless/${created.id}`));
      await expect(card(page, 'Send a test')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, testInfo, `details-${colorScheme}`);

      await page.goto(consoleUrl('/connectors/social'));
      await expect(page.getByText('No social connectors yet')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await management.call('DELETE', `/connectors/${created.id}`, undefined, 204);
    }
  });
}

test('the connector pages on a phone, in dark mode and in Arabic (screenshots for a human look)', async ({
  page,
  management,
}, testInfo) => {
  const factories = await management.call<Factory[]>('GET', '/connector-factories');
  const email = await management.call<Connector>(
    'POST',
    '/connectors',
    { connectorId: 'dev-email', config: { filePath: messageFile('shots') } },
    201,
  );
  // A social connector for the list, when this build has GitHub's.
  const social = factories.some((factory) => factory.id === 'github')
    ? await management.call<Connector>(
        'POST',
        '/connectors',
        { connectorId: 'github', config: { clientId: 'gatehouse-e2e', clientSecret: 'very-secret' } },
        201,
      )
    : undefined;
  try {
    // Tall windows: the shell scrolls its content, so a screenshot holds what the window shows.
    await page.setViewportSize({ width: 1440, height: 1400 });
    await signInToConsole(page, '/connectors/passwordless');
    await expect(card(page, 'Email connector').getByRole('link')).toBeVisible();
    await screenshot(page, testInfo, 'wide-passwordless');
    await page.goto(consoleUrl('/connectors/social'));
    await expect(page.getByRole('table')).toBeVisible();
    await screenshot(page, testInfo, 'wide-social');
    await page.goto(consoleUrl('/connectors/passwordless/guide/smtp'));
    await expect(page.getByRole('heading', { name: 'Setup guide' })).toBeVisible();
    await screenshot(page, testInfo, 'wide-guide-smtp');
    if (social) {
      await page.goto(consoleUrl(`/connectors/social/${social.id}`));
      await expect(card(page, 'Callback URL')).toBeVisible();
      await screenshot(page, testInfo, 'wide-social-details');
    }

    await page.setViewportSize({ width: 390, height: 2000 });
    await page.goto(consoleUrl('/connectors/passwordless'));
    await expect(card(page, 'Email connector').getByRole('link')).toBeVisible();
    await screenshot(page, testInfo, 'phone-passwordless');
    await page.goto(consoleUrl(`/connectors/passwordless/${email.id}`));
    await expect(card(page, 'Send a test')).toBeVisible();
    await screenshot(page, testInfo, 'phone-details');
    await page.goto(consoleUrl('/connectors/social'));
    await expect(page.getByRole('table')).toBeVisible();
    await screenshot(page, testInfo, 'phone-social');
    await page.goto(consoleUrl('/connectors/social/create/social'));
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    await screenshot(page, testInfo, 'phone-picker');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(consoleUrl('/connectors/passwordless/guide/smtp'));
    await expect(page.getByRole('heading', { name: 'Setup guide' })).toBeVisible();
    await screenshot(page, testInfo, 'phone-dark-guide');

    await page.setViewportSize({ width: 1440, height: 1400 });
    await page.goto(consoleUrl('/connectors/social/create/social'));
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    await screenshot(page, testInfo, 'wide-dark-picker');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(consoleUrl('/connectors/passwordless'));
    await chooseInUserMenu(page, /^Language/, 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    try {
      await expect(consoleShell(page).heading).toHaveText('الموصلات');
      await screenshot(page, testInfo, 'arabic-passwordless');
      await page.goto(consoleUrl(`/connectors/passwordless/${email.id}`));
      await expect(page.getByRole('heading', { name: 'إرسال تجربة' })).toBeVisible();
      await screenshot(page, testInfo, 'arabic-details');
      await page.goto(consoleUrl('/connectors/passwordless/guide/smtp'));
      await expect(page.getByRole('heading', { name: 'دليل الإعداد' })).toBeVisible();
      await screenshot(page, testInfo, 'arabic-guide');
      await page.setViewportSize({ width: 390, height: 2000 });
      await page.goto(consoleUrl('/connectors/social'));
      await expect(page.getByRole('table')).toBeVisible();
      await screenshot(page, testInfo, 'arabic-phone-social');
    } finally {
      await chooseInUserMenu(page, /^اللغة/, 'English');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    }
  } finally {
    await management.call('DELETE', `/connectors/${email.id}`, undefined, 204);
    if (social) await management.call('DELETE', `/connectors/${social.id}`, undefined, 204);
  }
});
