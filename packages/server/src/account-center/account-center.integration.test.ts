import { accountCenterFields, defaultAccountCenter } from '@gatehouse/schemas/account-center';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionTenant } from '../app/seed';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  await provisionTenant(gh.deps, { id: 'acme', name: 'Acme', tag: 'development', regionName: 'US' });
  acme = api(gh.userUrl, await managementToken(`${gh.userUrl}/t/acme/oidc`, await createManagementApp(gh, 'acme')));
});
afterAll(() => gh?.stop());

describe('account center settings', () => {
  it('starts disabled with every field Off', async () => {
    const response = await http.get('/api/account-center');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(defaultAccountCenter);
    expect(Object.keys(response.body.fields).sort()).toEqual([...accountCenterFields].sort());
    expect(Object.values(response.body.fields)).toEqual(accountCenterFields.map(() => 'Off'));
  });

  it('changes the fields sent and keeps the others', async () => {
    const first = await http.patch('/api/account-center', {
      enabled: true,
      fields: { name: 'Edit', email: 'ReadOnly' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ enabled: true, fields: { name: 'Edit', email: 'ReadOnly', phone: 'Off' } });
    const second = await http.patch('/api/account-center', { fields: { email: 'Edit', password: 'Edit' } });
    expect(second.body.fields).toMatchObject({ name: 'Edit', email: 'Edit', password: 'Edit', mfa: 'Off' });
    expect(second.body.enabled).toBe(true);
    expect((await http.get('/api/account-center')).body).toEqual(second.body);
    const off = await http.patch('/api/account-center', { enabled: false });
    expect(off.body).toEqual({ ...second.body, enabled: false });
  });

  it('refuses a control other than Off, ReadOnly and Edit, an unknown field and an empty change, changing nothing', async () => {
    const before = (await http.get('/api/account-center')).body;
    for (const body of [
      { fields: { name: 'Write' } },
      { fields: { name: 'edit' } },
      { fields: { name: null } },
      { fields: { nickname: 'Edit' } },
      { fields: { name: 'Edit', password: 'Editable' } },
      { enabled: 'yes' },
      { enabled: true, extra: 1 },
      { fields: [] },
      {},
      [],
    ]) {
      const response = await http.patch('/api/account-center', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('guard.invalid_input');
    }
    expect((await http.get('/api/account-center')).body).toEqual(before);
  });

  it('needs a management token', async () => {
    expect((await api(gh.userUrl).get('/api/account-center')).status).toBe(401);
    expect((await api(gh.userUrl, 'not.a.token').patch('/api/account-center', { enabled: true })).status).toBe(401);
  });

  it("keeps each tenant's settings apart", async () => {
    await http.patch('/api/account-center', { enabled: true, fields: { username: 'Edit' } });
    expect((await acme.get('/t/acme/api/account-center')).body).toEqual(defaultAccountCenter);
    await acme.patch('/t/acme/api/account-center', { enabled: true, fields: { avatar: 'ReadOnly' } });
    const own = (await http.get('/api/account-center')).body;
    expect(own.fields).toMatchObject({ username: 'Edit', avatar: 'Off' });
    expect((await acme.get('/t/acme/api/account-center')).body.fields).toMatchObject({
      username: 'Off',
      avatar: 'ReadOnly',
    });
    // Tenant B's token on tenant A's settings.
    expect((await acme.get('/api/account-center')).status).toBe(401);
  });
});
