import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { register, signInWithPassword, startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { createInvitationService } from './service.invitations';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
let appId: string;
const roles: Record<string, string> = {};
const redirectUri = 'http://localhost:5173/callback';
const day = 86_400_000;

const flow = () => startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'JIT SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
  roles.member = (await http.post('/api/organization-roles', { name: 'member' })).body.id;
  roles.viewer = (await http.post('/api/organization-roles', { name: 'viewer' })).body.id;
  roles.robot = (await http.post('/api/organization-roles', { name: 'robot', type: 'MachineToMachine' })).body.id;
});
afterAll(() => gh?.stop());

const createOrganization = async (name: string) => (await http.post('/api/organizations', { name })).body.id as string;
const createUser = async (username: string, primaryEmail?: string) => {
  const response = await http.post('/api/users', { username, ...(primaryEmail && { primaryEmail }) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
};

/** Sign-in by username or email with a password, and registration by email (with no code to verify it). */
const allowEmailRegistration = async () => {
  const settings = await http.patch('/api/sign-in-exp', {
    signInMode: 'SignInAndRegister',
    signIn: {
      methods: ['username', 'email'].map((identifier) => ({
        identifier,
        password: true,
        verificationCode: false,
        isPasswordPrimary: true,
      })),
    },
    signUp: { identifiers: ['email'], password: true, verify: false },
  });
  expect(settings.status).toBe(200);
};

/** `Organization.Membership.Updated` was recorded (for the webhooks) for this user joining this organization. */
const membershipRecorded = async (organizationId: string, userId: string) => {
  await gh.settle();
  const logs = (await http.get('/api/logs?logKey=TriggerHook.Organization.Membership.Updated&page_size=100')).body as {
    payload: Record<string, unknown>;
  }[];
  expect(logs.map(({ payload }) => [payload.organizationId, payload.userId])).toContainEqual([organizationId, userId]);
};

describe('just-in-time provisioning by email domain', () => {
  it('keeps a list of domains and User-type roles per organization', async () => {
    const org = await createOrganization('Settings');
    const path = `/api/organizations/${org}/jit`;
    expect((await http.post(`${path}/email-domains`, { emailDomains: ['Example.COM', 'example.com'] })).status).toBe(
      201,
    );
    expect((await http.post(`${path}/email-domains`, { emailDomains: ['other.test'] })).status).toBe(201);
    expect((await http.get(`${path}/email-domains`)).body).toEqual([
      { organizationId: org, emailDomain: 'example.com' },
      { organizationId: org, emailDomain: 'other.test' },
    ]);
    expect((await http.post(`${path}/email-domains`, { emailDomains: ['not a domain'] })).status).toBe(400);
    expect((await http.put(`${path}/email-domains`, { emailDomains: ['third.test'] })).status).toBe(204);
    expect((await http.delete(`${path}/email-domains/third.test`)).status).toBe(204);
    const gone = await http.delete(`${path}/email-domains/third.test`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('organization_jit.email_domain_not_found');

    const wrongType = await http.post(`${path}/roles`, { organizationRoleIds: [roles.robot] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.code).toBe('organization_role.type_mismatch');
    expect((await http.post(`${path}/roles`, { organizationRoleIds: [roles.viewer] })).status).toBe(201);
    expect((await http.put(`${path}/roles`, { organizationRoleIds: [roles.member] })).status).toBe(204);
    expect((await http.get(`${path}/roles`)).body).toEqual([{ id: roles.member, name: 'member' }]);
    expect((await http.delete(`${path}/roles/${roles.member}`)).status).toBe(204);
    expect((await http.get(`${path}/roles`)).body).toEqual([]);
  });

  it('makes a user created with an email in a listed domain a member with the JIT roles, and records the membership', async () => {
    const org = await createOrganization('Created');
    await http.post(`/api/organizations/${org}/jit/email-domains`, { emailDomains: ['created.test'] });
    await http.post(`/api/organizations/${org}/jit/roles`, { organizationRoleIds: [roles.member] });
    const joined = await createUser('gina', 'Gina@Created.test');
    const outsider = await createUser('hank', 'hank@elsewhere.test');
    expect((await http.get(`/api/users/${joined}/organizations`)).body).toEqual([
      expect.objectContaining({ id: org, organizationRoles: [{ id: roles.member, name: 'member' }] }),
    ]);
    expect((await http.get(`/api/users/${outsider}/organizations`)).body).toEqual([]);
    await membershipRecorded(org, joined);
  });

  it('leaves out a user who registers through the Experience API with such an email, which nothing verified', async () => {
    const org = await createOrganization('Registered');
    await http.post(`/api/organizations/${org}/jit/email-domains`, { emailDomains: ['registered.test'] });
    await http.post(`/api/organizations/${org}/jit/roles`, { organizationRoleIds: [roles.member, roles.viewer] });
    await allowEmailRegistration();

    // Anyone can type ivy@registered.test here: joining on it would let strangers into the organization.
    const tokens = await register(await flow(), { type: 'email', value: 'ivy@registered.test' }, 'Xk9#mQ2-Lw7pZ');
    const userId = String(tokens.claims()?.sub);
    expect((await http.get(`/api/users/${userId}`)).body.primaryEmail).toBe('ivy@registered.test');
    expect((await http.get(`/api/users/${userId}/organizations`)).body).toEqual([]);
    expect((await http.get(`/api/organizations/${org}/users`)).body).toEqual([]);
  });
});

describe('organization invitations', () => {
  it('invites an email with roles; the invitee accepts and becomes a member holding them', async () => {
    const org = await createOrganization('Invites');
    const inviter = await createUser('inviter', 'inviter@invites.test');
    const created = await http.post('/api/organization-invitations', {
      inviterId: inviter,
      invitee: 'Jo@Invited.test',
      organizationId: org,
      expiresAt: Date.now() + day,
      organizationRoleIds: [roles.member],
      messagePayload: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      inviterId: inviter,
      invitee: 'jo@invited.test',
      organizationId: org,
      status: 'Pending',
      acceptedUserId: null,
      organizationRoles: [{ id: roles.member, name: 'member' }],
    });
    const { id } = created.body;
    expect((await http.get(`/api/organization-invitations/${id}`)).body).toEqual(created.body);
    expect((await http.get(`/api/organization-invitations?organizationId=${org}`)).body).toEqual([created.body]);
    expect((await http.get('/api/organization-invitations?invitee=JO@invited.test')).body).toHaveLength(1);

    const duplicate = await http.post('/api/organization-invitations', {
      invitee: 'jo@invited.test',
      organizationId: org,
      expiresAt: Date.now() + day,
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.code).toBe('organization_invitation.pending_exists');

    const stranger = await createUser('stranger', 'stranger@invited.test');
    const foreign = await http.put(`/api/organization-invitations/${id}/status`, {
      status: 'Accepted',
      acceptedUserId: stranger,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('organization_invitation.email_mismatch');
    expect((await http.put(`/api/organization-invitations/${id}/status`, { status: 'Accepted' })).status).toBe(400);

    const jo = await createUser('jo', 'jo@invited.test');
    const accepted = await http.put(`/api/organization-invitations/${id}/status`, {
      status: 'Accepted',
      acceptedUserId: jo,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'Accepted', acceptedUserId: jo });
    expect((await http.get(`/api/organizations/${org}/users/${jo}/roles`)).body).toEqual([
      { id: roles.member, name: 'member' },
    ]);

    const twice = await http.put(`/api/organization-invitations/${id}/status`, { status: 'Revoked' });
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('organization_invitation.invalid_status');

    // Now a member: a new invitation to that email is refused.
    const member = await http.post('/api/organization-invitations', {
      invitee: 'jo@invited.test',
      organizationId: org,
      expiresAt: Date.now() + day,
    });
    expect(member.status).toBe(422);
    expect(member.body.code).toBe('organization_invitation.invitee_is_member');
  });

  it('refuses an expiry in the past, unknown organizations and roles of the wrong type', async () => {
    const org = await createOrganization('Checks');
    const body = { invitee: 'kim@checks.test', organizationId: org, expiresAt: Date.now() + day };
    const past = await http.post('/api/organization-invitations', { ...body, expiresAt: Date.now() - 1000 });
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('organization_invitation.invalid_expiry');
    expect((await http.post('/api/organization-invitations', { ...body, organizationId: 'nope' })).body.code).toBe(
      'organization.not_found',
    );
    expect(
      (await http.post('/api/organization-invitations', { ...body, organizationRoleIds: [roles.robot] })).body.code,
    ).toBe('organization_role.type_mismatch');
    expect((await http.post('/api/organization-invitations', { ...body, inviterId: 'nobody' })).body.code).toBe(
      'user.not_found',
    );
    expect((await http.post('/api/organization-invitations', { ...body, invitee: 'not-an-email' })).status).toBe(400);
    expect((await http.get(`/api/organization-invitations?organizationId=${org}`)).body).toEqual([]);
  });

  it('answers a resend with what keeps the caller from sending: no email connector, a closed invitation, an unknown one', async () => {
    const org = await createOrganization('Resends');
    const { id } = (
      await http.post('/api/organization-invitations', {
        invitee: 'max@resends.test',
        organizationId: org,
        expiresAt: Date.now() + day,
        messagePayload: false,
      })
    ).body;
    const path = `/api/organization-invitations/${id}/message`;
    const pending = await http.post(path, { link: `https://app.resends.test/accept/${id}` });
    expect(pending.status).toBe(422);
    expect(pending.body).toMatchObject({
      code: 'organization_invitation.no_email_connector',
      message: expect.stringContaining('No email connector'),
      data: { invitee: 'max@resends.test', link: `${gh.userUrl}/invitation/${id}` },
    });
    expect((await http.post(path, { link: 42 })).status).toBe(400);
    await http.put(`/api/organization-invitations/${id}/status`, { status: 'Revoked' });
    expect((await http.post(path, {})).body.code).toBe('organization_invitation.invalid_status');
    const unknown = await http.post('/api/organization-invitations/nope/message', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('organization_invitation.not_found');
  });

  it('revokes a pending invitation, which then cannot be accepted, and deletes invitations', async () => {
    const org = await createOrganization('Revokes');
    const { id } = (
      await http.post('/api/organization-invitations', {
        invitee: 'lee@revokes.test',
        organizationId: org,
        expiresAt: Date.now() + day,
      })
    ).body;
    const revoked = await http.put(`/api/organization-invitations/${id}/status`, { status: 'Revoked' });
    expect(revoked.body.status).toBe('Revoked');
    const lee = await createUser('lee', 'lee@revokes.test');
    const late = await http.put(`/api/organization-invitations/${id}/status`, {
      status: 'Accepted',
      acceptedUserId: lee,
    });
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('organization_invitation.invalid_status');
    expect((await http.get(`/api/organizations/${org}/users`)).body).toEqual([]);

    expect((await http.delete(`/api/organization-invitations/${id}`)).status).toBe(204);
    const gone = await http.get(`/api/organization-invitations/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('organization_invitation.not_found');
  });

  it('reads a pending invitation past its expiry as Expired, refuses to accept it, and lets a new one be sent', async () => {
    const org = await createOrganization('Expiry');
    const sentAt = Date.now();
    const { id } = (
      await http.post('/api/organization-invitations', {
        invitee: 'max@expiry.test',
        organizationId: org,
        expiresAt: sentAt + day,
      })
    ).body;
    // The service with a clock two days ahead: the invitation is past its expiry.
    const later = createInvitationService(gh.deps, 'default', () => new Date(sentAt + 2 * day));
    expect((await later.get(id)).status).toBe('Expired');
    const max = await createUser('max', 'max@expiry.test');
    await expect(later.setStatus(id, { status: 'Accepted', acceptedUserId: max })).rejects.toMatchObject({
      code: 'organization_invitation.invalid_status',
    });

    // Over HTTP, with the expiry moved into the past in the database.
    await gh.deps.database.withTenant('default', (trx) =>
      trx
        .updateTable('organizationInvitations')
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where('id', '=', id)
        .execute(),
    );
    expect((await http.get(`/api/organization-invitations/${id}`)).body.status).toBe('Expired');
    const refused = await http.put(`/api/organization-invitations/${id}/status`, {
      status: 'Accepted',
      acceptedUserId: max,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('organization_invitation.invalid_status');
    expect((await http.get(`/api/organizations/${org}/users`)).body).toEqual([]);

    const again = await http.post('/api/organization-invitations', {
      invitee: 'max@expiry.test',
      organizationId: org,
      expiresAt: Date.now() + day,
    });
    expect(again.status).toBe(201);
    expect((await http.get(`/api/organization-invitations/${id}`)).body.status).toBe('Expired');
  });
});

describe('the invitation link and its accept page', () => {
  const page = () => api(gh.userUrl);
  const strong = 'Xk9#mQ2-Lw7pZ';

  beforeAll(allowEmailRegistration);

  const invite = async (organizationId: string, invitee: string, organizationRoleIds: unknown[] = []) => {
    const created = await http.post('/api/organization-invitations', {
      invitee,
      organizationId,
      expiresAt: Date.now() + day,
      organizationRoleIds,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: string; link: string };
  };
  const accept = (id: string, password: string) =>
    page().post(`/api/experience/invitations/${id}/accept`, { password });

  it('gives every invitation a link to its page on the sign-in pages, which reads it', async () => {
    const org = await createOrganization('Linked');
    await http.patch(`/api/organizations/${org}`, { branding: { logoUrl: 'https://cdn.linked.test/logo.png' } });
    const { id, link } = await invite(org, 'Pat@Linked.test');
    expect(link).toBe(`${gh.userUrl}/invitation/${id}`);
    expect((await http.get(`/api/organization-invitations/${id}`)).body.link).toBe(link);

    const document = await fetch(link);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toContain('text/html');
    expect(document.headers.get('x-frame-options')).toBe('DENY');

    const details = await page().get(`/api/experience/invitations/${id}`);
    expect(details.status).toBe(200);
    expect(details.headers.get('cache-control')).toBe('no-store');
    expect(details.body).toEqual({
      id,
      status: 'Pending',
      invitee: 'pat@linked.test',
      expiresAt: expect.any(Number),
      organization: { id: org, name: 'Linked', branding: { logoUrl: 'https://cdn.linked.test/logo.png' } },
      hasAccount: false,
      hasPassword: false,
      canCreateAccount: true,
    });
    const unknown = await page().get('/api/experience/invitations/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('organization_invitation.not_found');
    expect((await accept('nope', strong)).status).toBe(404);
  });

  it('creates the account of an invitee who has none, with the invitation’s roles and the JIT ones of a verified email', async () => {
    const org = await createOrganization('Newcomers');
    const jitOrg = await createOrganization('Newcomers by domain');
    await http.post(`/api/organizations/${jitOrg}/jit/email-domains`, { emailDomains: ['newcomers.test'] });
    await http.post(`/api/organizations/${jitOrg}/jit/roles`, { organizationRoleIds: [roles.viewer] });
    const { id } = await invite(org, 'ana@newcomers.test', [roles.member]);

    // The tenant's password policy holds, and nothing is written when it fails.
    const weak = await accept(id, '123');
    expect(weak.status).toBe(422);
    expect(String(weak.body.code)).toMatch(/^password_rejected\./);
    expect((await http.get('/api/users?search=%25ana%25newcomers.test%25')).body).toEqual([]);
    expect((await http.get(`/api/organization-invitations/${id}`)).body.status).toBe('Pending');

    const accepted = await accept(id, strong);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toEqual({ created: true });
    const invitation = (await http.get(`/api/organization-invitations/${id}`)).body;
    expect(invitation.status).toBe('Accepted');
    const userId = invitation.acceptedUserId as string;
    expect((await http.get(`/api/users/${userId}`)).body.primaryEmail).toBe('ana@newcomers.test');
    expect((await http.get(`/api/users/${userId}/has-password`)).body).toEqual({ hasPassword: true });
    expect((await http.get(`/api/organizations/${org}/users/${userId}/roles`)).body).toEqual([
      { id: roles.member, name: 'member' },
    ]);
    // The link reached her mailbox, so the email counts as verified: the domain's organization too.
    expect((await http.get(`/api/organizations/${jitOrg}/users/${userId}/roles`)).body).toEqual([
      { id: roles.viewer, name: 'viewer' },
    ]);
    await membershipRecorded(org, userId);
    await membershipRecorded(jitOrg, userId);

    // She signs in with that password; the link is spent.
    const tokens = await signInWithPassword(await flow(), { type: 'email', value: 'ana@newcomers.test' }, strong);
    expect(tokens.claims()?.sub).toBe(userId);
    const again = await accept(id, strong);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('organization_invitation.invalid_status');
    expect((await page().get(`/api/experience/invitations/${id}`)).body).toMatchObject({
      status: 'Accepted',
      hasAccount: true,
      hasPassword: true,
    });
  });

  it('takes the password of an invitee who has an account, and refuses a wrong one', async () => {
    const org = await createOrganization('Returning');
    const created = await http.post('/api/users', {
      username: 'returning',
      primaryEmail: 'rae@returning.test',
      password: strong,
    });
    expect(created.status).toBe(201);
    const { id } = await invite(org, 'rae@returning.test', [roles.member]);
    expect((await page().get(`/api/experience/invitations/${id}`)).body).toMatchObject({
      hasAccount: true,
      hasPassword: true,
    });

    const wrong = await accept(id, 'not-the-password');
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('session.invalid_credentials');
    expect((await http.get(`/api/organizations/${org}/users`)).body).toEqual([]);

    const accepted = await accept(id, strong);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ created: false });
    expect((await http.get(`/api/organizations/${org}/users/${created.body.id}/roles`)).body).toEqual([
      { id: roles.member, name: 'member' },
    ]);
  });

  it('lets the invitee choose the password of an account an admin made without one', async () => {
    const org = await createOrganization('Provisioned');
    const userId = await createUser('provisioned', 'kai@provisioned.test');
    const { id } = await invite(org, 'kai@provisioned.test');
    expect((await page().get(`/api/experience/invitations/${id}`)).body).toMatchObject({
      hasAccount: true,
      hasPassword: false,
    });
    expect((await accept(id, 'short')).status).toBe(422);
    const accepted = await accept(id, strong);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ created: false });
    expect((await http.get(`/api/users/${userId}/has-password`)).body).toEqual({ hasPassword: true });
    expect((await http.get(`/api/organizations/${org}/users`)).body.map((user: { id: string }) => user.id)).toEqual([
      userId,
    ]);
  });

  it('refuses revoked and expired invitations, suspended accounts, and new accounts when registration is off', async () => {
    const org = await createOrganization('Closed');
    const revoked = await invite(org, 'rev@closed.test');
    await http.put(`/api/organization-invitations/${revoked.id}/status`, { status: 'Revoked' });
    expect((await page().get(`/api/experience/invitations/${revoked.id}`)).body.status).toBe('Revoked');
    expect((await accept(revoked.id, strong)).body.code).toBe('organization_invitation.invalid_status');

    const expired = await invite(org, 'exp@closed.test');
    await gh.deps.database.withTenant('default', (trx) =>
      trx
        .updateTable('organizationInvitations')
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where('id', '=', expired.id)
        .execute(),
    );
    expect((await page().get(`/api/experience/invitations/${expired.id}`)).body.status).toBe('Expired');
    const late = await accept(expired.id, strong);
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('organization_invitation.invalid_status');

    const suspendedId = (await http.post('/api/users', { primaryEmail: 'sus@closed.test', password: strong })).body.id;
    await http.patch(`/api/users/${suspendedId}/is-suspended`, { isSuspended: true });
    const suspended = await invite(org, 'sus@closed.test');
    const refused = await accept(suspended.id, strong);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('user.suspended');

    await http.patch('/api/sign-in-exp', { signInMode: 'SignIn' });
    try {
      const closed = await invite(org, 'new@closed.test');
      expect((await page().get(`/api/experience/invitations/${closed.id}`)).body).toMatchObject({
        hasAccount: false,
        canCreateAccount: false,
      });
      const noRegistration = await accept(closed.id, strong);
      expect(noRegistration.body.code).toBe('session.registration_disabled');
      expect((await http.get('/api/users?search=%25new%25closed.test%25')).body).toEqual([]);
    } finally {
      await http.patch('/api/sign-in-exp', { signInMode: 'SignInAndRegister' });
    }
    expect((await http.get(`/api/organizations/${org}/users`)).body).toEqual([]);
  });
});
