import ar from '@gatehouse/phrases/console/ar';
import { chooseInUserMenu, consoleShell, consoleUrl, signInToConsole } from './support/console';
import { expect, test } from './support/fixtures';

test('in Arabic every built console area renders right to left, in Arabic', async ({
  page,
  management,
  createUser,
}) => {
  const app = await management.createApplication({
    name: 'RTL robot',
    type: 'MachineToMachine',
    oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  });
  const user = await createUser('rtl');
  await signInToConsole(page);
  await chooseInUserMenu(page, /^Language/, 'العربية');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  try {
    for (const [path, heading] of [
      ['/get-started', ar.get_started.title],
      ['/applications', ar.applications.title],
      ['/api-resources', ar.api_resources.title],
      ['/roles', ar.roles.title],
      ['/organization-template', ar.organization_template.title],
      ['/organizations', ar.organizations.title],
      ['/users', ar.users.title],
      ['/audit-logs', ar.audit_logs.title],
      // Details pages too: their headings are the entities' names.
      [`/applications/${app.id}/settings`, 'RTL robot'],
      [`/users/${user.sub}/settings`, user.username],
    ] as const) {
      await page.goto(consoleUrl(path));
      await expect(consoleShell(page).heading).toHaveText(heading);
      await expect(html).toHaveAttribute('dir', 'rtl');
      // The layout runs right to left: the sidebar is on the right of the content.
      const nav = page.getByRole('navigation', { name: ar.sidebar.label });
      await expect(nav).toHaveCSS('direction', 'rtl');
      const sidebar = await nav.boundingBox({ timeout: 5_000 });
      const content = await page.locator('#main-content').boundingBox({ timeout: 5_000 });
      expect((sidebar?.x ?? 0) > (content?.x ?? 0), path).toBe(true);
    }
  } finally {
    await chooseInUserMenu(page, /^اللغة/, 'English');
    await expect(html).toHaveAttribute('dir', 'ltr');
  }
});
