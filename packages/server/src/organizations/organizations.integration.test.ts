import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
const roles: Record<string, string> = {};
const scopes: Record<string, string> = {};

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  for (const name of ['read:projects', 'write:projects']) {
    scopes[name] = (await http.post('/api/organization-scopes', { name })).body.id;
  }
  roles.member = (
    await http.post('/api/organization-roles', { name: 'member', organizationScopeIds: [scopes['read:projects']] })
  ).body.id;
  roles.admin = (
    await http.post('/api/organization-roles', {
      name: 'admin',
      organizationScopeIds: [scopes['read:projects'], scopes['write:projects']],
    })
  ).body.id;
  roles.robot = (await http.post('/api/organization-roles', { name: 'robot', type: 'MachineToMachine' })).body.id;
});
afterAll(() => gh?.stop());

const createOrganization = async (body: Record<string, unknown>) => {
  const response = await http.post('/api/organizations', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; name: string };
};
const createUser = async (username: string, primaryEmail?: string) => {
  const response = await http.post('/api/users', { username, ...(primaryEmail && { primaryEmail }) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
};

describe('organizations', () => {
  it('creates, reads, updates and lists organizations with q and pagination', async () => {
    const acme = await createOrganization({
      name: 'Acme',
      description: 'Makes anvils',
      customData: { plan: 'gold' },
      branding: { logoUrl: 'https://acme.test/logo.png', darkFavicon: 'https://acme.test/dark.ico' },
    });
    expect(acme).toMatchObject({
      name: 'Acme',
      description: 'Makes anvils',
      customData: { plan: 'gold' },
      isMfaRequired: false,
      branding: { logoUrl: 'https://acme.test/logo.png', darkFavicon: 'https://acme.test/dark.ico' },
      createdAt: expect.any(Number),
    });
    const patched = await http.patch(`/api/organizations/${acme.id}`, { isMfaRequired: true, customData: { a: 1 } });
    expect(patched.body).toMatchObject({ isMfaRequired: true, customData: { a: 1 }, description: 'Makes anvils' });
    expect((await http.get(`/api/organizations/${acme.id}`)).body).toEqual(patched.body);

    expect(
      (await http.post('/api/organizations', { name: 'Bad', branding: { logoUrl: 'ftp://x.test/a' } })).status,
    ).toBe(400);
    expect((await http.post('/api/organizations', { name: 'Bad', customData: [1] })).status).toBe(400);
    expect((await http.patch(`/api/organizations/${acme.id}`, {})).status).toBe(400);
    const missing = await http.get('/api/organizations/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('organization.not_found');

    await createOrganization({ name: 'Globex' });
    const found = await http.get('/api/organizations?q=acm');
    expect(found.body.map((org: { name: string }) => org.name)).toEqual(['Acme']);
    const page = await http.get('/api/organizations?page=1&page_size=1');
    expect(page.body).toHaveLength(1);
    expect(page.headers.get('total-number')).toBe('2');
  });

  it('adds members idempotently, lists them with their roles and q, and replaces or removes them', async () => {
    const org = await createOrganization({ name: 'Members Inc' });
    const ada = await createUser('ada', 'ada@members.test');
    const bob = await createUser('bob');
    const path = `/api/organizations/${org.id}/users`;

    expect((await http.post(path, { userIds: [ada] })).status).toBe(201);
    expect((await http.post(path, { userIds: [ada, bob] })).status).toBe(201);
    expect((await http.post(`${path}/${ada}/roles`, { organizationRoleIds: [roles.member] })).status).toBe(201);
    expect((await http.post(path, { userIds: [ada] })).status).toBe(201);

    const members = await http.get(path);
    expect(members.headers.get('total-number')).toBe('2');
    const adaRow = members.body.find((member: { id: string }) => member.id === ada);
    expect(adaRow).toMatchObject({ username: 'ada', organizationRoles: [{ id: roles.member, name: 'member' }] });
    expect((await http.get(`${path}?q=MEMBERS.test`)).body.map((member: { id: string }) => member.id)).toEqual([ada]);

    const unknown = await http.post(path, { userIds: ['nobody'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user.not_found');

    expect((await http.put(path, { userIds: [bob] })).status).toBe(204);
    expect((await http.get(path)).body.map((member: { id: string }) => member.id)).toEqual([bob]);
    expect((await http.delete(`${path}/${bob}`)).status).toBe(204);
    const notMember = await http.delete(`${path}/${bob}`);
    expect(notMember.status).toBe(404);
    expect(notMember.body.code).toBe('organization.member_not_found');
  });

  it("gives members User-type roles only, lists a member's roles and scopes, and refuses non-members", async () => {
    const org = await createOrganization({ name: 'Roles Ltd' });
    const carol = await createUser('carol');
    const dave = await createUser('dave');
    const path = `/api/organizations/${org.id}/users`;
    await http.post(path, { userIds: [carol] });

    const wrongType = await http.post(`${path}/${carol}/roles`, { organizationRoleIds: [roles.robot] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.code).toBe('organization_role.type_mismatch');
    const outsider = await http.post(`${path}/${dave}/roles`, { organizationRoleIds: [roles.member] });
    expect(outsider.status).toBe(400);
    expect(outsider.body.code).toBe('organization.require_membership');
    const outsiderRoles = await http.get(`${path}/${dave}/roles`);
    expect(outsiderRoles.status).toBe(404);
    expect(outsiderRoles.body.code).toBe('organization.member_not_found');
    expect((await http.post(`${path}/${carol}/roles`, { organizationRoleIds: ['nope'] })).body.code).toBe(
      'organization_role.not_found',
    );

    expect((await http.post(`${path}/${carol}/roles`, { organizationRoleIds: [roles.member] })).status).toBe(201);
    expect((await http.get(`${path}/${carol}/scopes`)).body.map((scope: { name: string }) => scope.name)).toEqual([
      'read:projects',
    ]);
    expect(
      (await http.put(`${path}/${carol}/roles`, { organizationRoleIds: [roles.admin, roles.member] })).status,
    ).toBe(204);
    expect((await http.get(`${path}/${carol}/roles`)).body).toEqual([
      { id: roles.admin, name: 'admin' },
      { id: roles.member, name: 'member' },
    ]);
    expect((await http.get(`${path}/${carol}/scopes`)).body.map((scope: { name: string }) => scope.name)).toEqual([
      'read:projects',
      'write:projects',
    ]);
    expect((await http.delete(`${path}/${carol}/roles/${roles.admin}`)).status).toBe(204);
    expect((await http.delete(`${path}/${carol}/roles/${roles.admin}`)).body.code).toBe('organization_role.not_found');

    // In bulk: every user must be a member.
    const bulk = await http.post(`${path}/roles`, { userIds: [carol, dave], organizationRoleIds: [roles.admin] });
    expect(bulk.status).toBe(400);
    expect(bulk.body.code).toBe('organization.require_membership');
    expect((await http.get(`${path}/${carol}/roles`)).body).toEqual([{ id: roles.member, name: 'member' }]);
    await http.post(path, { userIds: [dave] });
    expect(
      (await http.post(`${path}/roles`, { userIds: [carol, dave], organizationRoleIds: [roles.admin] })).status,
    ).toBe(201);
    expect((await http.get(`${path}/${dave}/roles`)).body).toEqual([{ id: roles.admin, name: 'admin' }]);

    // The user's side.
    const own = await http.get(`/api/users/${carol}/organizations`);
    expect(own.body).toEqual([
      expect.objectContaining({
        id: org.id,
        name: 'Roles Ltd',
        organizationRoles: [
          { id: roles.admin, name: 'admin' },
          { id: roles.member, name: 'member' },
        ],
      }),
    ]);
    expect((await http.get('/api/users/nobody/organizations')).status).toBe(404);

    // Removing a member takes their roles there too; adding them back starts empty.
    await http.delete(`${path}/${dave}`);
    await http.post(path, { userIds: [dave] });
    expect((await http.get(`${path}/${dave}/roles`)).body).toEqual([]);
  });

  it('holds machine-to-machine applications only, with MachineToMachine-type roles', async () => {
    const org = await createOrganization({ name: 'Robots Co' });
    const robot = (await http.post('/api/applications', { name: 'Robot', type: 'MachineToMachine' })).body.id;
    const spa = (
      await http.post('/api/applications', {
        name: 'Web',
        type: 'SPA',
        oidcClientMetadata: { redirectUris: ['https://web.test/cb'], postLogoutRedirectUris: [] },
      })
    ).body.id;
    const path = `/api/organizations/${org.id}/applications`;

    const wrongApp = await http.post(path, { applicationIds: [spa] });
    expect(wrongApp.status).toBe(400);
    expect(wrongApp.body.code).toBe('organization.machine_to_machine_only');
    const notIn = await http.post(`${path}/${robot}/roles`, { organizationRoleIds: [roles.robot] });
    expect(notIn.status).toBe(400);
    expect(notIn.body.code).toBe('organization.require_membership');

    const candidates = async () =>
      (await http.get(`/api/applications?types=MachineToMachine&excludeOrganizationId=${org.id}`)).body.map(
        (application: { id: string }) => application.id,
      );
    expect(await candidates()).toContain(robot);
    expect((await http.post(path, { applicationIds: [robot] })).status).toBe(201);
    expect((await http.post(path, { applicationIds: [robot] })).status).toBe(201);
    expect(await candidates()).not.toContain(robot);
    const userRole = await http.post(`${path}/${robot}/roles`, { organizationRoleIds: [roles.member] });
    expect(userRole.status).toBe(400);
    expect(userRole.body.code).toBe('organization_role.type_mismatch');
    expect((await http.post(`${path}/${robot}/roles`, { organizationRoleIds: [roles.robot] })).status).toBe(201);
    expect((await http.get(path)).body).toEqual([
      expect.objectContaining({
        id: robot,
        type: 'MachineToMachine',
        organizationRoles: [{ id: roles.robot, name: 'robot' }],
      }),
    ]);
    expect((await http.get(`${path}/${robot}/roles`)).body).toEqual([{ id: roles.robot, name: 'robot' }]);
    expect((await http.get(`/api/applications/${robot}/organizations`)).body).toEqual([
      expect.objectContaining({ id: org.id, organizationRoles: [{ id: roles.robot, name: 'robot' }] }),
    ]);

    expect((await http.put(`${path}/${robot}/roles`, { organizationRoleIds: [] })).status).toBe(204);
    expect((await http.get(`${path}/${robot}/roles`)).body).toEqual([]);
    expect((await http.post(`${path}/${robot}/roles`, { organizationRoleIds: [roles.robot] })).status).toBe(201);
    expect((await http.delete(`${path}/${robot}/roles/${roles.robot}`)).status).toBe(204);
    expect((await http.put(path, { applicationIds: [] })).status).toBe(204);
    expect((await http.get(path)).body).toEqual([]);
    expect((await http.delete(`${path}/${robot}`)).body.code).toBe('organization.member_not_found');
  });

  it('lists each organization’s member count and first three members with showFeatured=true', async () => {
    const crowded = await createOrganization({ name: 'Featured crowd' });
    const empty = await createOrganization({ name: 'Featured empty' });
    const people: string[] = [];
    for (const name of ['fa', 'fb', 'fc', 'fd']) {
      const id = await createUser(`featured_${name}`);
      await http.patch(`/api/users/${id}`, { name: `Featured ${name}` });
      // One at a time, so that the order of joining is the order of these names.
      expect((await http.post(`/api/organizations/${crowded.id}/users`, { userIds: [id] })).status).toBe(201);
      people.push(id);
    }
    const listed = await http.get('/api/organizations?q=featured&showFeatured=true');
    expect(listed.status).toBe(200);
    const byName = Object.fromEntries(
      (listed.body as { name: string }[]).map((organization) => [organization.name, organization]),
    );
    expect(byName['Featured crowd']).toMatchObject({
      id: crowded.id,
      usersCount: 4,
      featuredUsers: ['fa', 'fb', 'fc'].map((name, index) => ({
        id: people[index],
        name: `Featured ${name}`,
        username: `featured_${name}`,
        avatar: null,
      })),
    });
    expect(byName['Featured empty']).toMatchObject({ id: empty.id, usersCount: 0, featuredUsers: [] });
    const plain = (await http.get('/api/organizations?q=featured')).body as Record<string, unknown>[];
    expect(plain.every((organization) => !('usersCount' in organization))).toBe(true);
    expect((await http.get('/api/organizations?showFeatured=yes')).status).toBe(400);
  });

  it('lays its logos over the sign-in pages’ settings for organization_id, and ignores an unknown id', async () => {
    const org = await createOrganization({
      name: 'Branded',
      branding: { logoUrl: 'https://branded.test/logo.png', darkLogoUrl: 'https://branded.test/dark.png' },
    });
    const plain = await createOrganization({ name: 'Plain' });
    const settings = async (query: string) => {
      const response = await fetch(`${gh.userUrl}/api/.well-known/sign-in-exp${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as { branding: { logoUrl?: string; darkLogoUrl?: string } };
    };
    const tenant = (await settings('')).branding;
    expect((await settings(`?organization_id=${org.id}`)).branding).toMatchObject({
      logoUrl: 'https://branded.test/logo.png',
      darkLogoUrl: 'https://branded.test/dark.png',
    });
    expect((await settings(`?organization_id=${plain.id}`)).branding).toEqual(tenant);
    expect((await settings('?organization_id=no-such-org')).branding).toEqual(tenant);
  });

  it('deletes an organization with its memberships, roles, JIT settings and invitations in one go', async () => {
    const org = await createOrganization({ name: 'Doomed' });
    const erin = await createUser('erin');
    await http.post(`/api/organizations/${org.id}/users`, { userIds: [erin] });
    await http.post(`/api/organizations/${org.id}/users/${erin}/roles`, { organizationRoleIds: [roles.member] });
    await http.post(`/api/organizations/${org.id}/jit/email-domains`, { emailDomains: ['doomed.test'] });
    await http.post(`/api/organizations/${org.id}/jit/roles`, { organizationRoleIds: [roles.member] });
    const invitation = await http.post('/api/organization-invitations', {
      invitee: 'someone@doomed.test',
      organizationId: org.id,
      expiresAt: Date.now() + 86_400_000,
    });
    expect(invitation.status).toBe(201);

    expect((await http.delete(`/api/organizations/${org.id}`)).status).toBe(204);
    expect((await http.get(`/api/organizations/${org.id}`)).status).toBe(404);
    expect((await http.get(`/api/users/${erin}/organizations`)).body).toEqual([]);
    expect((await http.get(`/api/organization-invitations/${invitation.body.id}`)).status).toBe(404);
    const left = await gh.deps.database.withTenant('default', async (trx) => ({
      members: await trx.selectFrom('organizationUsers').selectAll().where('organizationId', '=', org.id).execute(),
      roles: await trx.selectFrom('organizationUserRoles').selectAll().where('organizationId', '=', org.id).execute(),
      domains: await trx
        .selectFrom('organizationJitEmailDomains')
        .selectAll()
        .where('organizationId', '=', org.id)
        .execute(),
      jitRoles: await trx.selectFrom('organizationJitRoles').selectAll().where('organizationId', '=', org.id).execute(),
    }));
    expect(left).toEqual({ members: [], roles: [], domains: [], jitRoles: [] });
    expect((await http.get(`/api/users/${erin}`)).status).toBe(200);
  });

  it('records Organization events for the webhooks', async () => {
    const org = await createOrganization({ name: 'Hooked' });
    await http.patch(`/api/organizations/${org.id}`, { name: 'Hooked again' });
    await http.post(`/api/organizations/${org.id}/users`, { userIds: [await createUser('frank')] });
    await http.delete(`/api/organizations/${org.id}`);
    await gh.settle();
    const logs = (await http.get('/api/logs?page_size=100')).body as {
      key: string;
      payload: Record<string, unknown>;
    }[];
    const mine = logs.filter((log) => log.payload.organizationId === org.id).map((log) => log.key);
    expect(mine).toEqual(
      expect.arrayContaining([
        'TriggerHook.Organization.Created',
        'TriggerHook.Organization.Data.Updated',
        'TriggerHook.Organization.Membership.Updated',
        'TriggerHook.Organization.Deleted',
      ]),
    );
  });
});
