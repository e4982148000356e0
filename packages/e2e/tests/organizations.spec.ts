import { seriousViolations } from './support/axe';
import { newConfinedContext } from './support/browser';
import { consoleShell, consoleUrl, signInToConsole } from './support/console';
import { userUrl } from './support/env';
import { expect, test } from './support/fixtures';
import { signIn } from './support/pages';
import { jwtClaims } from './support/rp';

type Organization = {
  id: string;
  name: string;
  customData: Record<string, unknown>;
  isMfaRequired: boolean;
  branding: Record<string, string>;
};

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
  await expect(page.getByText('Enter a JSON object, or leave the field empty.')).toBeVisible();
  await customData.fill('{ "plan": "pro" }');
  await page.getByRole('switch', { name: 'Require MFA' }).check();
  await page.getByLabel('Logo URL', { exact: true }).fill('https://example.com/logo.png');
  await page.getByLabel('Favicon URL', { exact: true }).fill('not a url');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Favicon URL', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Favicon URL', { exact: true }).fill('https://example.com/favicon.ico');
  // Requiring MFA locks members out: it asks first, and a no saves nothing.
  await page.getByRole('button', { name: 'Save changes' }).click();
  const mfa = page.getByRole('alertdialog', { name: 'Require MFA for this organization?' });
  await mfa.getByRole('button', { name: 'Cancel' }).click();
  await expect(mfa).toHaveCount(0);
  expect((await management.call<Organization>('GET', `/organizations/${organizationId}`)).isMfaRequired).toBe(false);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await mfa.getByRole('button', { name: 'Require MFA' }).click();
  await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
  const saved = await management.call<Organization>('GET', `/organizations/${organizationId}`);
  expect(saved).toMatchObject({
    customData: { plan: 'pro' },
    isMfaRequired: true,
    branding: { logoUrl: 'https://example.com/logo.png', favicon: 'https://example.com/favicon.ico' },
  });

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

  // The list shows how many members it has.
  await page.goto(consoleUrl(`/organizations?search=${encodeURIComponent(`Acme ${stamp}`)}`));
  await expect(
    page.getByRole('row', { name: new RegExp(`Acme ${stamp}`) }).getByRole('cell', { name: '1', exact: true }),
  ).toBeVisible();
  await page.goto(consoleUrl(`/organizations/${organizationId}/members`));

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

test('an admin adds a machine-to-machine app to an organization with a role, changes its roles, then removes it', async ({
  page,
  management,
}) => {
  const stamp = Date.now().toString(36);
  const roleNamed = (name: string) =>
    management.call<{ id: string }>('POST', '/organization-roles', { name, type: 'MachineToMachine' }, 201);
  const reporter = await roleNamed(`Reporter ${stamp}`);
  const auditor = await roleNamed(`Auditor ${stamp}`);
  const app = await management.createApplication({
    name: `Sync robot ${stamp}`,
    type: 'MachineToMachine',
    oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  });
  const organization = await management.call<Organization>('POST', '/organizations', { name: `Robots ${stamp}` }, 201);
  try {
    await signInToConsole(page, `/organizations/${organization.id}/machine-to-machine`);
    await expect(page.getByText('No machine-to-machine apps yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add applications' }).click();
    const add = page.getByRole('dialog', { name: 'Add applications' });
    await add.getByRole('checkbox', { name: new RegExp(`Sync robot ${stamp}`) }).check();
    await add.getByRole('button', { name: 'Assign', exact: true }).click();
    const give = page.getByRole('dialog', { name: 'Give the new apps roles?' });
    await give.getByRole('checkbox', { name: `Reporter ${stamp}` }).check();
    await give.getByRole('button', { name: 'Assign roles' }).click();
    const row = page.getByRole('row', { name: new RegExp(`Sync robot ${stamp}`) });
    await expect(row.getByText(`Reporter ${stamp}`)).toBeVisible();

    await page.getByRole('button', { name: `Edit roles: Sync robot ${stamp}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit roles' });
    await expect(edit.getByRole('checkbox', { name: `Reporter ${stamp}` })).toBeChecked();
    await edit.getByRole('checkbox', { name: `Reporter ${stamp}` }).uncheck();
    await edit.getByRole('checkbox', { name: `Auditor ${stamp}` }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(row.getByText(`Auditor ${stamp}`)).toBeVisible();
    await expect(row.getByText(`Reporter ${stamp}`)).toHaveCount(0);
    expect(
      await management.call<{ id: string }[]>('GET', `/organizations/${organization.id}/applications/${app.id}/roles`),
    ).toEqual([expect.objectContaining({ id: auditor.id })]);

    await page.getByRole('button', { name: `Remove: Sync robot ${stamp}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No machine-to-machine apps yet')).toBeVisible();
  } finally {
    await management.call('DELETE', `/organizations/${organization.id}`, undefined, 204);
    for (const role of [reporter, auditor])
      await management.call('DELETE', `/organization-roles/${role.id}`, undefined, 204);
    await management.call('DELETE', `/applications/${app.id}`, undefined, 204);
  }
});

test('an invited user accepts, holds the organization role, and gets an organization token with its permissions', async ({
  page,
  browser,
  management,
  createUser,
  rp,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const read = `read:docs-${stamp}`;
  const write = `write:docs-${stamp}`;
  const member = await createUser('writer');
  const invited = await createUser('invited');
  const inviteeEmail = `invited-${stamp}@example.com`;
  await management.call('PATCH', `/users/${invited.sub}`, { primaryEmail: inviteeEmail });

  // The admin defines an organization role with two permissions.
  await signInToConsole(page, '/organization-template', '/organization-template/organization-roles');
  await page.getByRole('link', { name: 'Organization permissions' }).click();
  for (const name of [read, write]) {
    await page.getByRole('button', { name: 'Create organization permission' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create organization permission' });
    await dialog.getByLabel('Permission name').fill(name);
    await dialog.getByRole('button', { name: 'Create organization permission' }).click();
    await expect(dialog).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Organization roles' }).click();
  await page.getByRole('button', { name: 'Create organization role' }).click();
  const createRole = page.getByRole('dialog', { name: 'Create an organization role' });
  await createRole.getByLabel('Role name').fill(`Writer ${stamp}`);
  const permissions = createRole.getByRole('group', { name: 'Organization permissions' });
  for (const name of [read, write]) await permissions.getByRole('checkbox', { name: new RegExp(name) }).check();
  await createRole.getByRole('button', { name: 'Create organization role' }).click();
  await expect(page.getByRole('cell', { name: write, exact: true })).toBeVisible();
  const roleId = page.url().split('/organization-roles/')[1]?.split('/')[0] ?? '';

  // An organization with a member holding that role.
  await page.goto(consoleUrl('/organizations'));
  await page.getByRole('button', { name: 'Create organization' }).click();
  const createOrganization = page.getByRole('dialog', { name: 'Create an organization' });
  await createOrganization.getByLabel('Organization name').fill(`Docs ${stamp}`);
  await createOrganization.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(/\/console\/organizations\/[^/]+\/settings$/);
  const organizationId = page.url().split('/organizations/')[1]?.split('/')[0] ?? '';
  const tabs = page.getByRole('navigation', { name: 'Organization sections' });
  await tabs.getByRole('link', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'Add members' }).click();
  const add = page.getByRole('dialog', { name: 'Add members' });
  await add.getByRole('searchbox').fill(member.username);
  await add.getByRole('checkbox', { name: new RegExp(member.username) }).check();
  await add.getByRole('button', { name: 'Assign', exact: true }).click();
  const give = page.getByRole('dialog', { name: 'Give the new members roles?' });
  await give.getByRole('checkbox', { name: `Writer ${stamp}` }).check();
  await give.getByRole('button', { name: 'Assign roles' }).click();
  await expect(page.getByRole('row', { name: new RegExp(member.username) }).getByText(`Writer ${stamp}`)).toBeVisible();

  // The other user is invited by email with the role.
  await page.getByRole('button', { name: 'Invite by email' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite by email' });
  await invite.getByLabel('Email address').fill(inviteeEmail);
  await invite.getByRole('checkbox', { name: `Writer ${stamp}` }).check();
  await invite.getByRole('button', { name: 'Create invitation' }).click();
  // No email connector sends it: the admin copies the invitation's link to deliver.
  const createdDialog = page.getByRole('alertdialog', { name: 'Invitation created' });
  const link = String(await createdDialog.locator('code', { hasText: '/invitation/' }).textContent());
  expect(link).toMatch(new RegExp(`^${userUrl()}/invitation/[a-z0-9]{21}$`));
  await createdDialog.getByRole('button', { name: 'Got it' }).click();
  const invitationRow = page.getByRole('row', { name: new RegExp(inviteeEmail) });
  await expect(invitationRow.getByText('Pending', { exact: true })).toBeVisible();

  const context = await newConfinedContext(browser);
  try {
    const userPage = await context.newPage();
    // The invitee opens the link: the organization's page asks for their account's password.
    await userPage.goto(link);
    await expect(userPage.getByRole('heading', { name: `Join Docs ${stamp}` })).toBeVisible();
    await expect(userPage.getByText(`You were invited as ${inviteeEmail}.`)).toBeVisible();
    await userPage.getByLabel('Password', { exact: true }).fill('not-my-password');
    await userPage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(userPage.getByRole('alert')).toContainText('incorrect');
    await userPage.getByLabel('Password', { exact: true }).fill(invited.password);
    await userPage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(userPage.getByRole('heading', { name: `Welcome to Docs ${stamp}` })).toBeVisible();
    await userPage.reload();
    await expect(userPage.getByRole('heading', { name: 'Invitation not available' })).toBeVisible();

    await page.reload();
    await expect(invitationRow.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(invited.username) }).getByText(`Writer ${stamp}`),
    ).toBeVisible();

    // The new member signs in to the app and exchanges the refresh token for an organization token.
    // With organization_id the sign-in pages show the organization's logo.
    const logoUrl = `${userUrl()}/e2e/docs-logo.png`;
    await management.call('PATCH', `/organizations/${organizationId}`, { branding: { logoUrl } });
    const flow = await rp.authorize(userPage, {
      scope: 'openid offline_access urn:logto:scope:organizations urn:logto:scope:organization_roles',
      prompt: 'consent',
      organization_id: organizationId,
    });
    await expect(userPage.locator('main picture.logo img')).toHaveAttribute('src', logoUrl);
    await signIn(userPage, invited.username, invited.password);
    const { tokens } = await flow.finish();
    expect(tokens.claims()).toMatchObject({
      organizations: [organizationId],
      organization_roles: [`${organizationId}:Writer ${stamp}`],
    });
    const organizationToken = await rp.refresh(String(tokens.refresh_token), { organization_id: organizationId });
    const claims = jwtClaims(organizationToken.access_token);
    expect(claims.aud).toBe(`urn:logto:organization:${organizationId}`);
    expect(String(claims.scope).split(' ').sort()).toEqual([read, write].sort());
  } finally {
    await context.close();
    await management.call('DELETE', `/organizations/${organizationId}`, undefined, 204);
    await management.call('DELETE', `/organization-roles/${roleId}`, undefined, 204);
  }
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
    const invitation = await management.call<{ link: string }>(
      'POST',
      '/organization-invitations',
      { invitee: `axe-${stamp}@example.com`, organizationId: organization.id, expiresAt: Date.now() + 86_400_000 },
      201,
    );
    try {
      // The invitation's page for a newcomer: a new password with the policy's rules.
      await page.goto(invitation.link);
      await expect(page.getByRole('heading', { name: `Join ${organization.name}` })).toBeVisible();
      await expect(page.getByLabel('Confirm password')).toBeVisible();
      expect(await seriousViolations(page), 'invitation page').toEqual([]);

      await signInToConsole(page, '/organizations');
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Create organization' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // Each tab, once its content is in (the settings tab with its just-in-time section, the members tab with a
      // pending invitation).
      for (const [tab, content] of [
        ['settings', page.getByText('No email domains yet')],
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

test('an admin sets an organization’s just-in-time email domain and default role, and a user created with an email there joins with that role', async ({
  page,
  management,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const domain = `jit-${stamp}.example.com`;
  const roleName = `Provisioned ${stamp}`;
  const role = await management.call<{ id: string }>(
    'POST',
    '/organization-roles',
    { name: roleName, type: 'User' },
    201,
  );
  const organization = await management.call<Organization>('POST', '/organizations', { name: `JIT ${stamp}` }, 201);
  const userIds: string[] = [];
  const createUser = async (username: string, primaryEmail: string) => {
    const user = await management.call<{ id: string }>('POST', '/users', { username, primaryEmail }, 201);
    userIds.push(user.id);
    return user;
  };
  try {
    await signInToConsole(page, `/organizations/${organization.id}/settings`);
    await expect(page.getByRole('heading', { name: 'Just-in-time provisioning' })).toBeVisible();
    await expect(page.getByText('No email domains yet')).toBeVisible();
    const domains = page.getByRole('textbox', { name: 'Enterprise email domains' });

    // What is not a domain is refused on the field, with what to type instead, and nothing is added.
    await domains.fill(`ada@${domain}`);
    await domains.press('Enter');
    await expect(page.getByText('Enter only the domain, the part after the @, such as example.com.')).toBeVisible();
    await expect(domains).toHaveAttribute('aria-invalid', 'true');
    await domains.fill('not a domain');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      page.getByText(
        'Enter a domain such as example.com: letters, digits and hyphens, with dots between the parts, and no spaces.',
      ),
    ).toBeVisible();
    await expect(page.getByText('No email domains yet')).toBeVisible();

    // With the keyboard: the domain is added lower-cased, and a default role is checked.
    await domains.fill(domain.toUpperCase());
    await domains.press('Enter');
    await expect(domains).toHaveValue('');
    await expect(domains).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('list', { name: 'Enterprise email domains' })).toContainText(domain);
    await page
      .getByRole('group', { name: 'Default organization roles' })
      .getByRole('checkbox', { name: roleName })
      .check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
    expect(await management.call('GET', `/organizations/${organization.id}/jit/email-domains`)).toEqual([
      { organizationId: organization.id, emailDomain: domain },
    ]);
    expect(await management.call('GET', `/organizations/${organization.id}/jit/roles`)).toEqual([
      { id: role.id, name: roleName },
    ]);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await seriousViolations(page), colorScheme).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // A user created with an email in the domain joins with the role; one from another domain does not.
    const provisioned = await createUser(`jit_${stamp}`, `ada@${domain}`);
    const other = await createUser(`nojit_${stamp}`, `ada@other-${domain}`);
    const members = await management.call<Array<{ id: string; organizationRoles: Array<{ id: string }> }>>(
      'GET',
      `/organizations/${organization.id}/users`,
    );
    expect(
      members.map(({ id, organizationRoles }) => ({ id, roles: organizationRoles.map((held) => held.id) })),
    ).toEqual([{ id: provisioned.id, roles: [role.id] }]);
    expect(await management.call<unknown[]>('GET', `/users/${other.id}/organizations`)).toEqual([]);
    const tabs = page.getByRole('navigation', { name: 'Organization sections' });
    await tabs.getByRole('link', { name: 'Members' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`jit_${stamp}`) }).getByText(roleName)).toBeVisible();

    // Removing the domain asks nothing (it is saved with the form); later users no longer join.
    await tabs.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: `Remove ${domain}` }).click();
    await expect(page.getByText('No email domains yet')).toBeVisible();
    await expect(domains).toBeFocused();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
    expect(await management.call('GET', `/organizations/${organization.id}/jit/email-domains`)).toEqual([]);
    const later = await createUser(`jitlater_${stamp}`, `grace@${domain}`);
    expect(await management.call<unknown[]>('GET', `/users/${later.id}/organizations`)).toEqual([]);
  } finally {
    for (const id of userIds) await management.call('DELETE', `/users/${id}`, undefined, 204);
    await management.call('DELETE', `/organizations/${organization.id}`, undefined, 204);
    await management.call('DELETE', `/organization-roles/${role.id}`, undefined, 204);
  }
});

test('an invitee without an account, where no accounts can be created, is told to ask the inviter instead of a form', async ({
  page,
  management,
}) => {
  const stamp = Date.now().toString(36);
  const organization = await management.call<Organization>('POST', '/organizations', { name: `Closed ${stamp}` }, 201);
  const invitee = `closed-${stamp}@example.com`;
  const invitation = await management.call<{ link: string }>(
    'POST',
    '/organization-invitations',
    { invitee, organizationId: organization.id, expiresAt: Date.now() + 86_400_000 },
    201,
  );
  try {
    await management.withSignInExperience({ signInMode: 'SignIn' }, async () => {
      await page.goto(invitation.link);
      await expect(page.getByRole('heading', { name: `Join Closed ${stamp}` })).toBeVisible();
      await expect(page.getByText(`You were invited as ${invitee}, which has no account here`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
    });
  } finally {
    await management.call('DELETE', `/organizations/${organization.id}`, undefined, 204);
  }
});
