import { seriousViolations } from './support/axe';
import { consoleShell, consoleUrl, signInToConsole } from './support/console';
import { expect, test } from './support/fixtures';

type Organization = { id: string; name: string; customData: Record<string, unknown>; isMfaRequired: boolean };

test('an admin creates an organization, edits it, manages a member’s roles and an invitation, then deletes it', async ({
  page,
  management,
  createUser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const editor = await management.call<{ id: string }>(
    'POST',
    '/organization-roles',
    { name: `Editor ${stamp}`, type: 'User' },
    201,
  );
  const viewer = await management.call<{ id: string }>(
    'POST',
    '/organization-roles',
    { name: `Viewer ${stamp}`, type: 'User' },
    201,
  );
  const member = await createUser('orgmember');
  const memberEmail = `member-${stamp}@example.com`;
  await management.call('PATCH', `/users/${member.sub}`, { primaryEmail: memberEmail });
  const invitee = `invitee-${stamp}@example.com`;

  await signInToConsole(page, '/organizations');
  const shell = consoleShell(page);
  await expect(shell.heading).toHaveText('Organizations');
  await page.getByRole('button', { name: 'Create organization' }).click();
  const create = page.getByRole('dialog', { name: 'Create an organization' });
  await create.getByLabel('Organization name').fill(`Acme ${stamp}`);
  await create.getByLabel('Description').fill('Our first customer');
  await create.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(/\/console\/organizations\/[^/]+\/settings$/);
  await expect(shell.heading).toHaveText(`Acme ${stamp}`);
  const organizationId = page.url().split('/organizations/')[1]?.split('/')[0] ?? '';

  // Custom data must be a JSON object; the error sits on the field, and nothing is saved.
  const customData = page.getByLabel('Custom data (JSON)');
  await customData.fill('[1, 2]');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Custom data must be a valid JSON object.')).toBeVisible();
  await customData.fill('{ "plan": "pro" }');
  await page.getByRole('switch', { name: 'Require MFA' }).check();
  await page.getByLabel('Logo URL', { exact: true }).fill('https://example.com/logo.png');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const saved = await management.call<Organization>('GET', `/organizations/${organizationId}`);
  expect(saved).toMatchObject({ customData: { plan: 'pro' }, isMfaRequired: true });

  // A member found by search, given a role on the way in.
  const tabs = page.getByRole('navigation', { name: 'Organization sections' });
  await tabs.getByRole('link', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'Add members' }).click();
  const add = page.getByRole('dialog', { name: 'Add members' });
  await add.getByRole('searchbox').fill(member.username);
  await add.getByRole('checkbox', { name: new RegExp(member.username) }).check();
  await add.getByRole('button', { name: 'Assign', exact: true }).click();
  const give = page.getByRole('dialog', { name: 'Give the new members roles?' });
  await give.getByRole('checkbox', { name: `Editor ${stamp}` }).check();
  await give.getByRole('button', { name: 'Assign roles' }).click();
  const row = page.getByRole('row', { name: new RegExp(member.username) });
  await expect(row.getByText(`Editor ${stamp}`)).toBeVisible();

  // Editing replaces the member's roles.
  await page.getByRole('button', { name: `Edit roles: ${member.username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit roles' });
  await expect(edit.getByRole('checkbox', { name: `Editor ${stamp}` })).toBeChecked();
  await edit.getByRole('checkbox', { name: `Editor ${stamp}` }).uncheck();
  await edit.getByRole('checkbox', { name: `Viewer ${stamp}` }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(row.getByText(`Viewer ${stamp}`)).toBeVisible();
  await expect(row.getByText(`Editor ${stamp}`)).toHaveCount(0);

  // An email of a member cannot be invited: the server's answer shows on the email field.
  await page.getByRole('button', { name: 'Invite by email' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite by email' });
  await expect(invite.getByLabel('Valid for (days)')).toHaveValue('7');
  await invite.getByLabel('Email address').fill(memberEmail);
  await invite.getByRole('button', { name: 'Create invitation' }).click();
  await expect(invite.getByText('This email address already belongs to a member of the organization.')).toBeVisible();
  await invite.getByLabel('Email address').fill(invitee);
  await invite.getByRole('checkbox', { name: `Editor ${stamp}` }).check();
  await invite.getByRole('button', { name: 'Create invitation' }).click();
  // No email is sent: the admin is told to deliver the invitation, with its id.
  const created = page.getByRole('alertdialog', { name: 'Invitation created' });
  await expect(created.getByText(`No email was sent to ${invitee}.`, { exact: false })).toBeVisible();
  await created.getByRole('button', { name: 'Got it' }).click();
  const invitation = page.getByRole('row', { name: new RegExp(invitee) });
  await expect(invitation.getByText('Pending', { exact: true })).toBeVisible();
  await expect(invitation.getByText(`Editor ${stamp}`)).toBeVisible();

  await page.getByRole('button', { name: `Revoke: ${invitee}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(invitation.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Revoke: ${invitee}` })).toHaveCount(0);

  // The user's details list the organization, with their role there.
  await page.goto(consoleUrl(`/users/${member.sub}/organizations`));
  const userOrganization = page.getByRole('row', { name: new RegExp(`Acme ${stamp}`) });
  await expect(userOrganization.getByText(`Viewer ${stamp}`)).toBeVisible();
  await userOrganization.getByRole('link', { name: `Acme ${stamp}` }).click();
  await expect(page).toHaveURL(consoleUrl(`/organizations/${organizationId}/members`));

  // Removing the member asks first.
  await page.getByRole('button', { name: `Remove: ${member.username}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No members yet')).toBeVisible();
  expect(await management.call<unknown[]>('GET', `/users/${member.sub}/organizations`)).toEqual([]);

  await tabs.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Delete organization' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(consoleUrl('/organizations'));
  await expect(page.getByRole('link', { name: `Acme ${stamp}` })).toHaveCount(0);
  await management.call('GET', `/organizations/${organizationId}`, undefined, 404);
  for (const role of [editor, viewer])
    await management.call('DELETE', `/organization-roles/${role.id}`, undefined, 204);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe-core finds no serious or critical violation on the organization pages (${colorScheme})`, async ({
    page,
    management,
  }) => {
    await page.emulateMedia({ colorScheme });
    const stamp = Date.now().toString(36);
    const organization = await management.call<Organization>(
      'POST',
      '/organizations',
      { name: `Axe ${colorScheme} ${stamp}`, isMfaRequired: true },
      201,
    );
    await management.call(
      'POST',
      '/organization-invitations',
      { invitee: `axe-${stamp}@example.com`, organizationId: organization.id, expiresAt: Date.now() + 86_400_000 },
      201,
    );
    try {
      await signInToConsole(page, '/organizations');
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Create organization' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // Each tab, once its content is in (the members tab with a pending invitation).
      for (const [tab, content] of [
        ['settings', page.getByRole('button', { name: 'Delete organization' })],
        ['members', page.getByText('Pending', { exact: true })],
        ['machine-to-machine', page.getByText('No machine-to-machine apps yet')],
      ] as const) {
        const path = `/organizations/${organization.id}/${tab}`;
        await page.goto(consoleUrl(path));
        await expect(consoleShell(page).heading).toHaveText(organization.name);
        await expect(content).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    } finally {
      await management.call('DELETE', `/organizations/${organization.id}`, undefined, 204);
    }
  });
}
