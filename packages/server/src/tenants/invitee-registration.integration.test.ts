import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConsoleUser } from '../test/console-user';
import { startSignIn, submitPasswordSignIn } from '../test/experience-client';
import { startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api } from '../test/oidc-client';

/**
 * Self-hosted, the admin tenant closes registration after its first console user (the first-admin
 * rule). An invitee of `default` still gets an account through the invitation's page on the admin
 * endpoint's sign-in pages — the link is the proof — and nobody else does (issue 20).
 */
describe('self-hosted invitee registration on the admin tenant', () => {
  let gh: TestGatehouse;
  let admin: ReturnType<typeof api>;
  const password = 'Xk9#mQ2-Lw7pZ';
  const invitationsPath = '/api/tenants/default/invitations';
  const page = () => api(gh.adminUrl);

  beforeAll(async () => {
    gh = await startTestGatehouse();
    const first = await signUpConsoleUser(gh.adminUrl, 'founder');
    admin = api(gh.adminUrl, first.meToken);
  });
  afterAll(() => gh?.stop());

  const invite = async (invitee: string, roleName: 'admin' | 'collaborator') => {
    const created = await admin.post(invitationsPath, { invitee, roleName });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body[0] as { id: string; link: string };
  };

  it('keeps registration closed for anyone without an invitation', async () => {
    const flow = await startSignIn(gh.adminUrl, {
      issuer: `${gh.adminUrl}/oidc`,
      clientId: 'admin-console',
      redirectUri: `${gh.adminUrl}/console/callback`,
    });
    const started = await flow.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    expect(started.body.code).toBe('session.registration_disabled');
  });

  it('creates the invitee’s account with the invited email, a member with the role, who signs in to the console', async () => {
    const invitation = await invite('Colleague@Example.com', 'collaborator');
    const details = await page().get(`/api/experience/invitations/${invitation.id}`);
    expect(details.body).toMatchObject({
      status: 'Pending',
      hasAccount: false,
      canCreateAccount: true,
      // The page leads on to the console once accepted.
      consoleUrl: `${gh.adminUrl}/console`,
    });

    const accepted = await page().post(`/api/experience/invitations/${invitation.id}/accept`, { password });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ created: true });

    const members = (await admin.get('/api/tenants/default/members')).body as Array<{
      id: string;
      primaryEmail: string | null;
      roleName: string | null;
    }>;
    const member = members.find((candidate) => candidate.primaryEmail === 'colleague@example.com');
    expect(member?.roleName).toBe('collaborator');
    expect(
      (await admin.get(invitationsPath)).body.find((item: { id: string }) => item.id === invitation.id),
    ).toMatchObject({ status: 'Accepted' });
    const scopes = await admin.get(`/api/tenants/default/members/${member?.id}/scopes`);
    expect(scopes.body.map((scope: { name: string }) => scope.name).sort()).toEqual(
      ['delete:data', 'read:data', 'read:member', 'write:data'].sort(),
    );

    // The new console user signs in with the invited email and the chosen password; the admin
    // tenant's sign-up rules want a username, which the sign-in pages ask for once.
    const flow = await startSignIn(gh.adminUrl, {
      issuer: `${gh.adminUrl}/oidc`,
      clientId: 'admin-console',
      redirectUri: `${gh.adminUrl}/console/callback`,
    });
    const submitted = await submitPasswordSignIn(flow, { type: 'email', value: 'colleague@example.com' }, password);
    expect(submitted.body).toMatchObject({ code: 'session.missing_profile', data: { missingProfile: ['username'] } });
    expect((await flow.call('POST', '/api/experience/profile', { type: 'username', value: 'colleague' })).status).toBe(
      204,
    );
    const finished = await flow.call('POST', '/api/experience/submit');
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    const tokens = await flow.finish(finished.body.redirectTo);
    expect(tokens.claims()?.sub).toBe(member?.id);
  });

  it('refuses a revoked invitation, and creates no account', async () => {
    const invitation = await invite('revoked@example.com', 'admin');
    expect((await admin.delete(`${invitationsPath}/${invitation.id}`)).status).toBe(204);
    const accepted = await page().post(`/api/experience/invitations/${invitation.id}/accept`, { password });
    // Revoking deletes the invitation: its link is unknown now.
    expect(accepted.status).toBe(404);
    const members = (await admin.get('/api/tenants/default/members')).body as Array<{ primaryEmail: string | null }>;
    expect(members.some((member) => member.primaryEmail === 'revoked@example.com')).toBe(false);
  });

  it('refuses an unknown invitation id', async () => {
    const accepted = await page().post('/api/experience/invitations/no-such-invitation/accept', { password });
    expect(accepted.status).toBe(404);
  });
});
