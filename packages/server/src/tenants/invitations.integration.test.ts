import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConsoleUser } from '../test/console-user';
import { startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api } from '../test/oidc-client';
import { userRecords } from '../users/public';
import { createUserService } from '../users/service';

type ConsoleUser = Awaited<ReturnType<typeof signUpConsoleUser>>;
const setEmail = (gh: TestGatehouse, userId: string, primaryEmail: string) =>
  gh.deps.database.withTenant('admin', (trx) => userRecords('admin').updateById(trx, userId, { primaryEmail }));

describe('tenant invitations (cloud)', () => {
  let gh: TestGatehouse;
  let alice: ConsoleUser;
  let carol: ConsoleUser;
  let dave: ConsoleUser;
  let tenantId = '';

  beforeAll(async () => {
    gh = await startTestGatehouse({ GATEHOUSE_CLOUD: '1' });
    [alice, carol, dave] = [
      await signUpConsoleUser(gh.adminUrl, 'alice'),
      await signUpConsoleUser(gh.adminUrl, 'carol'),
      await signUpConsoleUser(gh.adminUrl, 'dave'),
    ];
    await setEmail(gh, alice.id, 'alice@example.com');
    await setEmail(gh, carol.id, 'carol@example.com');
    await setEmail(gh, dave.id, 'dave@example.com');
    tenantId = (await api(gh.adminUrl, alice.meToken).post('/api/tenants', { name: 'Team', regionName: 'US' })).body.id;
  });
  afterAll(() => gh?.stop());

  it('invites by email with a role, and the invitee alone accepts it, once', async () => {
    const admin = api(gh.adminUrl, alice.meToken);
    const path = `/api/tenants/${tenantId}/invitations`;
    expect(
      (await admin.post(path, { invitee: ['carol@example.com', 'not-an-email'], roleName: 'collaborator' })).status,
    ).toBe(400);
    expect((await admin.post(path, { invitee: 'x@example.com', roleName: 'owner' })).status).toBe(400);
    const member = await admin.post(path, { invitee: 'alice@example.com', roleName: 'admin' });
    expect(member.body.code).toBe('organization_invitation.invitee_is_member');

    const created = await admin.post(path, { invitee: ['carol@example.com'], roleName: 'collaborator' });
    expect(created.status).toBe(201);
    const [invitation] = created.body;
    expect(invitation).toMatchObject({
      tenantId,
      tenantName: 'Team',
      roleName: 'collaborator',
      status: 'Pending',
      emailed: false,
    });
    expect(invitation.link).toBe(`${gh.adminUrl}/console/accept/${invitation.id}`);
    expect((await admin.get(path)).body.map((item: { id: string }) => item.id)).toEqual([invitation.id]);
    // No email connector in the admin tenant: resending says so, with the link to pass on.
    const resent = await admin.post(`${path}/${invitation.id}/message`);
    expect(resent.body).toMatchObject({
      code: 'organization_invitation.no_email_connector',
      data: { link: invitation.link },
    });

    const other = api(gh.adminUrl, dave.meToken);
    expect((await other.get(`/api/invitations/${invitation.id}`)).body.code).toBe(
      'organization_invitation.email_mismatch',
    );
    const refused = await other.patch(`/api/invitations/${invitation.id}/status`, { status: 'Accepted' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('organization_invitation.email_mismatch');
    expect((await other.get('/api/tenants')).body).toEqual([]);

    const invitee = api(gh.adminUrl, carol.meToken);
    expect((await invitee.get('/api/invitations')).body).toMatchObject([{ id: invitation.id, status: 'Pending' }]);
    const accepted = await invitee.patch(`/api/invitations/${invitation.id}/status`, { status: 'Accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('Accepted');
    expect((await invitee.get('/api/tenants')).body).toMatchObject([{ id: tenantId, role: 'collaborator' }]);
    const again = await invitee.patch(`/api/invitations/${invitation.id}/status`, { status: 'Accepted' });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('organization_invitation.invalid_status');
    const unknown = await invitee.patch('/api/invitations/nosuchinvitation/status', { status: 'Accepted' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('organization_invitation.not_found');

    // Now a collaborator: data through the proxy, no invitations.
    const proxied = api(gh.adminUrl, await carol.tenantToken(tenantId));
    expect((await proxied.get(`/m/${tenantId}/api/applications`)).status).toBe(200);
    expect((await invitee.get(path)).body.code).toBe('tenant.insufficient_scope');
    expect((await invitee.post(path, { invitee: 'x@example.com', roleName: 'admin' })).status).toBe(403);
  });

  it('revokes an invitation, which then cannot be accepted', async () => {
    const admin = api(gh.adminUrl, alice.meToken);
    const [invitation] = (
      await admin.post(`/api/tenants/${tenantId}/invitations`, { invitee: 'dave@example.com', roleName: 'admin' })
    ).body;
    expect((await admin.delete(`/api/tenants/${tenantId}/invitations/${invitation.id}`)).status).toBe(204);
    const late = await api(gh.adminUrl, dave.meToken).patch(`/api/invitations/${invitation.id}/status`, {
      status: 'Accepted',
    });
    expect(late.status).toBe(404);
  });
});

describe('self-hosted: further console users on default, held to their tenant role', () => {
  let gh: TestGatehouse;

  beforeAll(async () => {
    gh = await startTestGatehouse();
  });
  afterAll(() => gh?.stop());

  it('has the first console user admin of default; an invited collaborator manages data but not members', async () => {
    const owner = await signUpConsoleUser(gh.adminUrl, 'owner');
    expect((await api(gh.userUrl, await owner.managementToken()).get('/api/applications')).status).toBe(200);
    const members = await api(gh.adminUrl, owner.meToken).get('/api/tenants/default/members');
    expect(members.body).toMatchObject([{ id: owner.id, roleName: 'admin' }]);
    // Self-hosted creates no tenants: the route does not exist (an unknown route needs a management token first).
    const creation = await api(gh.adminUrl, owner.meToken).post('/api/tenants', { name: 'x', regionName: 'EU' });
    expect(creation.status).toBe(401);

    // Self-hosted sign-up is closed after the first user, so the colleague's account is made for them.
    const colleague = await createUserService(gh.deps, 'admin', { isBreached: async () => false }).create({
      username: 'colleague',
      primaryEmail: 'colleague@example.com',
      password: 'Gatehouse-Tr0ub4dor',
    });
    const [invitation] = (
      await api(gh.adminUrl, owner.meToken).post('/api/tenants/default/invitations', {
        invitee: 'colleague@example.com',
        roleName: 'collaborator',
      })
    ).body;
    const user = await signUpConsoleUser(gh.adminUrl, 'colleague', true);
    expect(user.id).toBe(colleague.id);
    expect(
      (await api(gh.adminUrl, user.meToken).patch(`/api/invitations/${invitation.id}/status`, { status: 'Accepted' }))
        .status,
    ).toBe(200);

    // New scopes need a new consent (spec §4): the console signs in again after accepting.
    const again = await signUpConsoleUser(gh.adminUrl, 'colleague', true);
    const management = api(gh.userUrl, await again.managementToken());
    expect((await management.get('/api/applications')).status).toBe(200);
    expect((await management.post('/api/applications', { name: 'by collaborator', type: 'SPA' })).status).toBe(201);
    const members2 = api(gh.adminUrl, user.meToken);
    expect((await members2.delete(`/api/tenants/default/members/${owner.id}`)).body.code).toBe(
      'tenant.insufficient_scope',
    );

    // Removed, the same token no longer reaches the management API.
    expect((await api(gh.adminUrl, owner.meToken).delete(`/api/tenants/default/members/${user.id}`)).status).toBe(204);
    const refused = await management.get('/api/applications');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('tenant.insufficient_scope');
  });
});
