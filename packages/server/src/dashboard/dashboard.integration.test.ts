import { sql } from 'kysely';
import * as client from 'openid-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTenantMember } from '../tenants/public';
import { signUpConsoleUser } from '../test/console-user';
import { signInWithPassword, startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { createUserService } from '../users/service';
import { recordActivity } from './public';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
let managementApp: Awaited<ReturnType<typeof createManagementApp>>;
const day = 24 * 60 * 60 * 1000;
const redirectUri = 'http://localhost:5173/callback';
const password = 'Analytical-Engine-1843';

beforeAll(async () => {
  gh = await startTestGatehouse();
  managementApp = await createManagementApp(gh);
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, managementApp));
});
afterAll(() => gh?.stop());
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the server's clock (this process's Date) to `time`, leaving timers real; a token of that time. */
const clockAt = async (time: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, managementApp));
};
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('dashboard', () => {
  it('counts users, new users today and in the last 7 days with their change, as days pass', async () => {
    const before = (await http.get('/api/dashboard/users/total')).body.totalUserCount as number;
    for (const username of ['ada', 'bob', 'cy']) {
      expect((await http.post('/api/users', { username, password })).status).toBe(201);
    }
    expect((await http.get('/api/dashboard/users/total')).body).toEqual({ totalUserCount: before + 3 });
    const now = Date.now();
    const created = before + 3;
    expect((await http.get('/api/dashboard/users/new')).body).toEqual({
      today: { count: created, delta: created },
      last7Days: { count: created, delta: created },
    });

    await clockAt(now + day);
    expect((await http.get('/api/dashboard/users/new')).body).toEqual({
      today: { count: 0, delta: -created },
      last7Days: { count: created, delta: created },
    });
    await clockAt(now + 7 * day);
    expect((await http.get('/api/dashboard/users/new')).body).toEqual({
      today: { count: 0, delta: 0 },
      last7Days: { count: 0, delta: -created },
    });
  });

  it('counts daily, weekly and monthly active users against the period before, with 30 days of activity', async () => {
    const users = ((await http.get('/api/users?page_size=3&search=')).body as { id: string }[]).map((u) => u.id);
    const [a, b, c] = users as [string, string, string];
    const end = Date.parse('2031-03-31T12:00:00Z');
    const activeOn = async (daysBefore: number, userId: string, signIn: boolean) => {
      await clockAt(end - daysBefore * day);
      await recordActivity(gh.deps.database.system, 'default', userId, { signIn });
    };
    await activeOn(0, a, true);
    await activeOn(0, a, true);
    await activeOn(0, a, false); // a refresh the same day counts the user once and no sign-in
    await activeOn(1, a, true);
    await activeOn(3, b, false);
    await activeOn(10, c, true);
    await activeOn(40, c, false);
    await activeOn(70, b, true); // outside every window

    const answer = await http.get('/api/dashboard/users/active?date=2031-03-31');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.dau).toEqual({ count: 1, delta: 0 });
    expect(answer.body.wau).toEqual({ count: 2, delta: 1 });
    expect(answer.body.mau).toEqual({ count: 3, delta: 2 });
    expect(answer.body.dauCurve).toHaveLength(30);
    expect(answer.body.dauCurve[0]).toEqual({ date: '2031-03-02', count: 0, signIns: 0 });
    expect(answer.body.dauCurve.slice(-4)).toEqual([
      { date: '2031-03-28', count: 1, signIns: 0 },
      { date: '2031-03-29', count: 0, signIns: 0 },
      { date: '2031-03-30', count: 1, signIns: 1 },
      { date: '2031-03-31', count: 1, signIns: 2 },
    ]);

    await clockAt(end);
    expect((await http.get('/api/dashboard/users/active')).body.dau.count).toBe(1);
    expect((await http.get('/api/dashboard/users/active?date=31-03-2031')).status).toBe(400);
    expect((await http.get('/api/dashboard/users/active?date=2031-02-30')).status).toBe(400);
    expect((await http.get('/api/dashboard/users/active?date=0000-01-01')).status).toBe(400);
  });

  it('makes a user active today on sign-in and on a token refresh', async () => {
    const { id: appId } = (
      await http.post('/api/applications', {
        name: 'Dashboard SPA',
        type: 'SPA',
        oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
      })
    ).body;
    let today = utcDay(Date.now());
    const todayOf = async () =>
      (
        (await http.get('/api/dashboard/users/active')).body.dauCurve as {
          date: string;
          count: number;
          signIns: number;
        }[]
      ).find((point) => point.date === today);
    const before = await todayOf();
    expect((await http.post('/api/users', { username: 'dora', password })).status).toBe(201);
    const flow = await startSignIn(gh.userUrl, {
      issuer: `${gh.userUrl}/oidc`,
      clientId: appId,
      redirectUri,
      scope: 'openid offline_access',
    });
    const tokens = await signInWithPassword(flow, { type: 'username', value: 'dora' }, password);
    const signedIn = await todayOf();
    expect(signedIn?.signIns).toBe((before?.signIns ?? 0) + 1);

    // The next day, a token refresh makes the user active again, without a sign-in.
    await clockAt(Date.now() + day);
    today = utcDay(Date.now());
    expect(tokens.refresh_token).toBeTruthy();
    await client.refreshTokenGrant(flow.config, tokens.refresh_token as string);
    await vi.waitFor(async () => expect(await todayOf()).toMatchObject({ count: 1, signIns: 0 }));
  });

  it('still signs in and refreshes when the active-user write fails (best-effort, logged)', async () => {
    const { id: appId } = (
      await http.post('/api/applications', {
        name: 'Broken dashboard SPA',
        type: 'SPA',
        oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
      })
    ).body;
    expect((await http.post('/api/users', { username: 'fay', password })).status).toBe(201);
    const db = gh.deps.database.system;
    await sql`create function test_refuse_activity() returns trigger language plpgsql as $$
      begin raise exception 'daily_active_users is down'; end $$`.execute(db);
    await sql`create trigger test_refuse_activity before insert or update on daily_active_users
      for each row execute function test_refuse_activity()`.execute(db);
    const warn = vi.spyOn(gh.deps.logger, 'warn');
    try {
      const flow = await startSignIn(gh.userUrl, {
        issuer: `${gh.userUrl}/oidc`,
        clientId: appId,
        redirectUri,
        scope: 'openid offline_access',
      });
      const tokens = await signInWithPassword(flow, { type: 'username', value: 'fay' }, password);
      expect(tokens.access_token).toBeTruthy();
      const refreshed = await client.refreshTokenGrant(flow.config, tokens.refresh_token as string);
      expect(refreshed.access_token).toBeTruthy();
      await vi.waitFor(() =>
        expect(warn.mock.calls.filter(([, message]) => message === 'active user not recorded')).toHaveLength(2),
      );
    } finally {
      warn.mockRestore();
      await sql`drop trigger test_refuse_activity on daily_active_users`.execute(db);
      await sql`drop function test_refuse_activity()`.execute(db);
    }
  });
});

describe('admin console config', () => {
  it('ticks the checklist from the tenant’s state and remembers that it is hidden', async () => {
    await http.post('/api/users', { username: 'eve', password });
    const config = await http.get('/api/configs/admin-console');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({
      checklistHidden: false,
      checklist: {
        createApplication: true,
        customizeSignIn: false,
        addConnector: false,
        createUser: true,
        inviteTeammate: false,
      },
    });
    expect(
      (await http.patch('/api/sign-in-exp', { sentinelPolicy: { maxAttempts: 3, lockoutDuration: 5 } })).status,
    ).toBe(200);
    expect((await http.get('/api/configs/admin-console')).body.checklist.customizeSignIn).toBe(true);

    const hidden = await http.patch('/api/configs/admin-console', { checklistHidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.checklistHidden).toBe(true);
    expect((await http.get('/api/configs/admin-console')).body.checklistHidden).toBe(true);
    expect((await http.patch('/api/configs/admin-console', { checklistHidden: 'yes' })).status).toBe(400);
    expect((await http.patch('/api/configs/admin-console', { other: true })).status).toBe(400);
    expect((await http.get('/api/configs/admin-console')).body.checklistHidden).toBe(true);
  });

  it('ticks "invite a teammate" when the tenant has another member or a pending invitation', async () => {
    const ticked = async () => (await http.get('/api/configs/admin-console')).body.checklist.inviteTeammate;
    // The first console user is the admin of default: one member is no team yet.
    const owner = await signUpConsoleUser(gh.adminUrl, 'owner');
    expect(await ticked()).toBe(false);
    const invitations = api(gh.adminUrl, owner.meToken);
    const created = await invitations.post('/api/tenants/default/invitations', {
      invitee: 'mate@example.com',
      roleName: 'collaborator',
    });
    expect(created.status).toBe(201);
    expect(await ticked()).toBe(true);
    // Revoked, it no longer counts; a second member does.
    const revoked = await invitations.delete(`/api/tenants/default/invitations/${created.body[0].id}`);
    expect(revoked.status).toBe(204);
    expect(await ticked()).toBe(false);
    const mate = await createUserService(gh.deps, 'admin', { isBreached: async () => false }).create({
      username: 'mate',
      password,
    });
    await gh.deps.database.withTenant('admin', (trx) => setTenantMember(trx, 'default', mate.id, 'collaborator'));
    expect(await ticked()).toBe(true);
  });
});
