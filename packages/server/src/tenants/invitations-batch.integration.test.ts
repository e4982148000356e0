import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectorService } from '../connectors/service';
import { signUpConsoleUser } from '../test/console-user';
import { startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api } from '../test/oidc-client';
import { userRecords } from '../users/public';

/** A multi-email invitation is all or nothing (issue 20): checked first, written in one transaction, emailed after. */
describe('tenant invitations of several emails', () => {
  let gh: TestGatehouse;
  let folder = '';
  let mailFile = '';
  let admin: ReturnType<typeof api>;
  let invitations = '';
  const mail = () => fs.readFile(mailFile, 'utf8').catch(() => '');
  const pending = async () =>
    ((await admin.get(invitations)).body as { invitee: string; status: string }[])
      .filter((item) => item.status === 'Pending')
      .map((item) => item.invitee)
      .sort();

  beforeAll(async () => {
    // The cloud edition offers no development connectors unless asked to.
    gh = await startTestGatehouse({ GATEHOUSE_CLOUD: '1', GATEHOUSE_DEV_CONNECTORS: '1' });
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-invitations-'));
    mailFile = path.join(folder, 'mail.log');
    // The admin tenant's email connector: invitations are emailed through it.
    await createConnectorService(gh.deps, 'admin').create({
      connectorId: 'dev-email',
      config: { filePath: mailFile },
      syncProfile: false,
      enabled: true,
      metadata: {},
    });
    const alice = await signUpConsoleUser(gh.adminUrl, 'alice');
    const carol = await signUpConsoleUser(gh.adminUrl, 'carol');
    await gh.deps.database.withTenant('admin', (trx) =>
      userRecords('admin').updateById(trx, carol.id, { primaryEmail: 'carol@example.com' }),
    );
    admin = api(gh.adminUrl, alice.meToken);
    const tenantId = (await admin.post('/api/tenants', { name: 'Team', regionName: 'EU' })).body.id;
    invitations = `/api/tenants/${tenantId}/invitations`;
    // Carol is a member, Bob has a Pending invitation.
    const [toCarol] = (await admin.post(invitations, { invitee: 'carol@example.com', roleName: 'collaborator' })).body;
    const accepted = await api(gh.adminUrl, carol.meToken).patch(`/api/invitations/${toCarol.id}/status`, {
      status: 'Accepted',
    });
    expect(accepted.status).toBe(200);
    expect((await admin.post(invitations, { invitee: 'bob@example.com', roleName: 'admin' })).status).toBe(201);
  });
  afterAll(async () => {
    await gh?.stop();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('writes none and emails none when any email is refused, and names each refused one with its reason', async () => {
    const mailBefore = await mail();
    expect(mailBefore).toContain('bob@example.com');
    const refused = await admin.post(invitations, {
      invitee: ['new.one@example.com', 'Carol@Example.com', 'bob@example.com', 'not-an-email', 'new.two@example.com'],
      roleName: 'collaborator',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('tenant_invitation.invitees_refused');
    expect(refused.body.data.invitees).toEqual([
      { invitee: 'carol@example.com', code: 'organization_invitation.invitee_is_member' },
      { invitee: 'bob@example.com', code: 'organization_invitation.pending_exists' },
      { invitee: 'not-an-email', code: 'user.invalid_email' },
    ]);
    expect(await pending()).toEqual(['bob@example.com']);
    expect(await mail()).toBe(mailBefore);

    // Refusals of one kind answer that kind's own code, still naming the emails.
    const members = await admin.post(invitations, {
      invitee: ['new.one@example.com', 'carol@example.com'],
      roleName: 'admin',
    });
    expect(members.status).toBe(422);
    expect(members.body).toMatchObject({
      code: 'organization_invitation.invitee_is_member',
      data: { invitees: [{ invitee: 'carol@example.com', code: 'organization_invitation.invitee_is_member' }] },
    });
    const invalid = await admin.post(invitations, { invitee: ['new.one@example.com', 'x@'], roleName: 'admin' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data.invitees).toEqual([{ invitee: 'x@', code: 'user.invalid_email' }]);
    expect(await pending()).toEqual(['bob@example.com']);
    expect(await mail()).toBe(mailBefore);
  });

  it('writes and then emails every invitation when all can be invited, an email given twice once', async () => {
    const mailBefore = await mail();
    const created = await admin.post(invitations, {
      invitee: ['new.one@example.com', 'New.Two@example.com', 'new.two@example.com'],
      roleName: 'collaborator',
    });
    expect(created.status).toBe(201);
    expect(created.body.map((item: { invitee: string; emailed: boolean }) => [item.invitee, item.emailed])).toEqual([
      ['new.one@example.com', true],
      ['new.two@example.com', true],
    ]);
    expect(await pending()).toEqual(['bob@example.com', 'new.one@example.com', 'new.two@example.com']);
    const sent = (await mail()).slice(mailBefore.length);
    expect(sent).toContain('new.one@example.com');
    expect(sent).toContain('new.two@example.com');
    for (const item of created.body as { link: string }[]) expect(sent).toContain(item.link);
  });
});
