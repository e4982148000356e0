import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, startSignIn } from '../test/experience-client';
import { startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, client } from '../test/oidc-client';

let gh: TestGatehouse;
let meToken: string;
let managementToken: string;
const meResource = 'https://admin.gatehouse.local/me';
const managementResource = 'https://default.gatehouse.local/api';

beforeAll(async () => {
  gh = await startTestGatehouse();
  // The first administrator signs in through the console client, as the console will.
  const flow = await startSignIn(gh.adminUrl, {
    issuer: `${gh.adminUrl}/oidc`,
    clientId: 'admin-console',
    redirectUri: `${gh.adminUrl}/console/callback`,
    scope: 'openid profile offline_access all',
    extra: { resource: [meResource, managementResource] },
  });
  const tokens = await register(flow, { type: 'username', value: 'admin' }, 'Gatehouse-Tr0ub4dor');
  const refresh = tokens.refresh_token ?? '';
  const me = await client.refreshTokenGrant(flow.config, refresh, { resource: meResource });
  meToken = me.access_token;
  const management = await client.refreshTokenGrant(flow.config, me.refresh_token ?? refresh, {
    resource: managementResource,
  });
  managementToken = management.access_token;
});
afterAll(() => gh?.stop());

describe('/me on the admin endpoint', () => {
  it('returns the signed-in console user, without any password hash', async () => {
    const response = await api(gh.adminUrl, meToken).get('/me');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: 'admin', hasPassword: true, customData: {} });
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordEncrypted/);
  });

  it('merges custom data keys (the console keeps its preferences there)', async () => {
    const http = api(gh.adminUrl, meToken);
    const first = await http.patch('/me/custom-data', {
      adminConsolePreferences: { language: 'de', appearanceMode: 'dark' },
    });
    expect(first.status).toBe(200);
    const second = await http.patch('/me/custom-data', { isOnboardingDone: true });
    expect(second.body).toEqual({
      adminConsolePreferences: { language: 'de', appearanceMode: 'dark' },
      isOnboardingDone: true,
    });
    expect((await http.get('/me/custom-data')).body).toEqual(second.body);
    expect((await http.patch('/me/custom-data', [1, 2])).status).toBe(400);
  });

  it('updates name, username and avatar, with the username rules', async () => {
    const http = api(gh.adminUrl, meToken);
    const updated = await http.patch('/me', {
      name: 'Ada Lovelace',
      username: 'ada',
      avatar: 'https://example.com/a.png',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Ada Lovelace', username: 'ada', avatar: 'https://example.com/a.png' });
    expect((await http.patch('/me', { username: '9lives' })).body.code).toBe('user.invalid_username');
    expect((await http.patch('/me', {})).status).toBe(400);
    expect((await http.patch('/me', { password: 'nope' })).status).toBe(400);
  });

  it('needs a token for the profile resource, and exists on the admin endpoint only', async () => {
    expect((await api(gh.adminUrl).get('/me')).status).toBe(401);
    expect((await api(gh.adminUrl, managementToken).get('/me')).status).toBe(401);
    expect((await api(gh.userUrl, meToken).get('/me')).status).toBe(404);
    // The same refresh token also reaches the default tenant's management API.
    expect((await api(gh.userUrl, managementToken).get('/api/applications')).status).toBe(200);
  });
});
