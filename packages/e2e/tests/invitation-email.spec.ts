import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newConfinedContext } from './support/browser';
import { consoleUrl, signInToConsole } from './support/console';
import { password } from './support/env';
import { expect, test } from './support/fixtures';

type Organization = { id: string; name: string };

/** The invitation email the development connector wrote for `invitee`: its link. */
const mailedLink = async (file: string, invitee: string) => {
  const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  const messages = lines.map((line) => JSON.parse(line) as { to: string; type: string; payload: { link?: string } });
  return messages.filter((message) => message.to === invitee && message.type === 'OrganizationInvitation').at(-1)
    ?.payload.link;
};

test('with an email connector, an invitation is emailed, and its link makes the invitee a member', async ({
  page,
  browser,
  management,
}) => {
  const folder = await mkdtemp(path.join(tmpdir(), 'gatehouse-e2e-invitation-'));
  const file = path.join(folder, 'mail.log');
  const stamp = Date.now().toString(36);
  const invitee = `invitee-${stamp}@example.com`;
  const connector = await management.call<{ id: string }>(
    'POST',
    '/connectors',
    { connectorId: 'dev-email', config: { filePath: file } },
    201,
  );
  const organization = await management.call<Organization>('POST', '/organizations', { name: `Mailed ${stamp}` }, 201);
  try {
    await signInToConsole(page, `/organizations/${organization.id}/members`);
    await expect(
      page.getByText('Each invitee gets an email with their invitation link.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Invite by email' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite by email' });
    await invite.getByLabel('Email address').fill(invitee);
    await invite.getByRole('button', { name: 'Create invitation' }).click();
    const created = page.getByRole('alertdialog', { name: 'Invitation created' });
    await expect(created.getByText(`An email with this link was sent to ${invitee}.`, { exact: false })).toBeVisible();
    const shown = String(await created.locator('code', { hasText: '/invitation/' }).textContent());
    await created.getByRole('button', { name: 'Got it' }).click();

    // The email arrived with the same link.
    const link = await mailedLink(file, invitee);
    expect(link).toBe(shown);

    const context = await newConfinedContext(browser);
    try {
      const invited = await context.newPage();
      await invited.goto(link ?? '');
      await expect(invited.getByRole('heading', { name: `Join ${organization.name}` })).toBeVisible();
      await invited.getByLabel('New password', { exact: true }).fill(password);
      await invited.getByLabel('Confirm password').fill(password);
      await invited.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(invited.getByRole('heading', { name: `Welcome to ${organization.name}` })).toBeVisible();
    } finally {
      await context.close();
    }
    await page.goto(consoleUrl(`/organizations/${organization.id}/members`));
    await expect(
      page.getByRole('row', { name: new RegExp(invitee) }).getByText('Accepted', { exact: true }),
    ).toBeVisible();
  } finally {
    await management.call('DELETE', `/organizations/${organization.id}`, undefined, 204);
    await management.call('DELETE', `/connectors/${connector.id}`, undefined, 204);
    await rm(folder, { recursive: true, force: true });
  }
});
