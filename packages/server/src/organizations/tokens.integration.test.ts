import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { register, startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, client, discover, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
let issuer: string;
let appId: string;
const redirectUri = 'http://localhost:5173/callback';
const indicator = 'https://api.projects.test';
const ids = {
  org: '',
  other: '',
  admin: '',
  robot: '',
  'read:api': '',
  'write:api': '',
  'read:projects': '',
  'write:projects': '',
};

const flow = () =>
  startSignIn(gh.userUrl, {
    issuer,
    clientId: appId,
    redirectUri,
    scope: 'openid profile offline_access urn:logto:scope:organizations urn:logto:scope:organization_roles',
  });

beforeAll(async () => {
  gh = await startTestGatehouse();
  issuer = `${gh.userUrl}/oidc`;
  http = api(gh.userUrl, await managementToken(issuer, await createManagementApp(gh)));
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'Org SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
  const resource = (await http.post('/api/resources', { name: 'Projects API', indicator })).body.id;
  for (const name of ['read:api', 'write:api'] as const) {
    ids[name] = (await http.post(`/api/resources/${resource}/scopes`, { name })).body.id;
  }
  for (const name of ['read:projects', 'write:projects'] as const) {
    ids[name] = (await http.post('/api/organization-scopes', { name })).body.id;
  }
  ids.admin = (
    await http.post('/api/organization-roles', {
      name: 'admin',
      organizationScopeIds: [ids['read:projects'], ids['write:projects']],
      resourceScopeIds: [ids['read:api']],
    })
  ).body.id;
  ids.robot = (
    await http.post('/api/organization-roles', {
      name: 'robot',
      type: 'MachineToMachine',
      organizationScopeIds: [ids['read:projects']],
      resourceScopeIds: [ids['write:api']],
    })
  ).body.id;
  ids.org = (await http.post('/api/organizations', { name: 'Acme' })).body.id;
  ids.other = (await http.post('/api/organizations', { name: 'Elsewhere' })).body.id;
});
afterAll(() => gh?.stop());

describe('organization tokens for users', () => {
  it('puts organizations and organization roles in the ID token and userinfo, and issues organization tokens to members only', async () => {
    const signIn = await flow();
    const first = await register(signIn, { type: 'username', value: 'org_user' }, 'Xk9#mQ2-Lw7pZ');
    const userId = String(first.claims()?.sub);
    expect(first.claims()).toMatchObject({ organizations: [], organization_roles: [] });

    await http.post(`/api/organizations/${ids.org}/users`, { userIds: [userId] });
    await http.post(`/api/organizations/${ids.org}/users/${userId}/roles`, { organizationRoleIds: [ids.admin] });

    const refreshed = await client.refreshTokenGrant(signIn.config, String(first.refresh_token));
    expect(refreshed.claims()).toMatchObject({ organizations: [ids.org], organization_roles: [`${ids.org}:admin`] });
    const userinfo = await client.fetchUserInfo(signIn.config, refreshed.access_token, userId);
    expect(userinfo).toMatchObject({ organizations: [ids.org], organization_roles: [`${ids.org}:admin`] });
    const refreshToken = String(refreshed.refresh_token);

    const organizationToken = await client.refreshTokenGrant(signIn.config, refreshToken, { organization_id: ids.org });
    const claims = decodeJwt(organizationToken.access_token);
    expect(claims).toMatchObject({
      sub: userId,
      aud: `urn:logto:organization:${ids.org}`,
      organization_id: ids.org,
      client_id: appId,
    });
    expect(String(claims.scope).split(' ').sort()).toEqual(['read:projects', 'write:projects']);

    const narrowed = await client.refreshTokenGrant(signIn.config, refreshToken, {
      organization_id: ids.org,
      scope: 'read:projects',
    });
    expect(decodeJwt(narrowed.access_token).scope).toBe('read:projects');

    const forApi = await client.refreshTokenGrant(signIn.config, refreshToken, {
      organization_id: ids.org,
      resource: indicator,
    });
    expect(decodeJwt(forApi.access_token)).toMatchObject({
      aud: indicator,
      scope: 'read:api',
      organization_id: ids.org,
    });

    await expect(
      client.refreshTokenGrant(signIn.config, refreshToken, { organization_id: ids.other }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(
      client.refreshTokenGrant(signIn.config, refreshToken, {
        organization_id: ids.org,
        resource: 'https://unknown.test',
      }),
    ).rejects.toMatchObject({ error: 'invalid_target' });

    // Leaving the organization ends its tokens; the refresh token itself still works.
    await http.delete(`/api/organizations/${ids.org}/users/${userId}`);
    await expect(
      client.refreshTokenGrant(signIn.config, refreshToken, { organization_id: ids.org }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await client.refreshTokenGrant(signIn.config, refreshToken)).claims()).toMatchObject({ organizations: [] });
  });

  it('refuses an organization token when the organizations scope was not granted', async () => {
    const signIn = await startSignIn(gh.userUrl, { issuer, clientId: appId, redirectUri });
    const tokens = await register(signIn, { type: 'username', value: 'plain_user' }, 'Xk9#mQ2-Lw7pZ');
    const userId = String(tokens.claims()?.sub);
    await http.post(`/api/organizations/${ids.org}/users`, { userIds: [userId] });
    expect(tokens.claims()?.organizations).toBeUndefined();
    await expect(
      client.refreshTokenGrant(signIn.config, String(tokens.refresh_token), { organization_id: ids.org }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });
  it('refuses organization tokens to a member without an MFA factor when the organization requires MFA', async () => {
    const signIn = await flow();
    const tokens = await register(signIn, { type: 'username', value: 'mfa_user' }, 'Xk9#mQ2-Lw7pZ');
    const userId = String(tokens.claims()?.sub);
    const strict = (await http.post('/api/organizations', { name: 'Strict', isMfaRequired: true })).body.id;
    await http.post(`/api/organizations/${strict}/users`, { userIds: [userId] });
    await http.post(`/api/organizations/${strict}/users/${userId}/roles`, { organizationRoleIds: [ids.admin] });
    // Still a member: the ID token lists the organization (this refresh rotates the refresh token).
    const refreshed = await client.refreshTokenGrant(signIn.config, String(tokens.refresh_token));
    expect(refreshed.claims()).toMatchObject({ organizations: [strict] });
    const refreshToken = String(refreshed.refresh_token);

    await expect(
      client.refreshTokenGrant(signIn.config, refreshToken, { organization_id: strict }),
    ).rejects.toMatchObject({ error: 'access_denied', error_description: expect.stringContaining('multi-factor') });
    await expect(
      client.refreshTokenGrant(signIn.config, refreshToken, { organization_id: strict, resource: indicator }),
    ).rejects.toMatchObject({ error: 'access_denied' });

    // A user with an MFA factor gets the token.
    const factor = await http.post(`/api/users/${userId}/mfa-verifications`, { type: 'Totp' });
    expect(factor.status).toBe(200);
    const granted = await client.refreshTokenGrant(signIn.config, refreshToken, { organization_id: strict });
    expect(decodeJwt(granted.access_token)).toMatchObject({ aud: `urn:logto:organization:${strict}` });

    // Without the requirement, no factor is needed.
    const [added] = (await http.get(`/api/users/${userId}/mfa-verifications`)).body;
    expect((await http.delete(`/api/users/${userId}/mfa-verifications/${added.id}`)).status).toBe(204);
    await http.patch(`/api/organizations/${strict}`, { isMfaRequired: false });
    const relaxed = await client.refreshTokenGrant(signIn.config, refreshToken, { organization_id: strict });
    expect(decodeJwt(relaxed.access_token)).toMatchObject({ aud: `urn:logto:organization:${strict}` });
  });
});

describe('organization tokens for machine-to-machine applications', () => {
  it('issues client_credentials organization tokens through the app’s organization roles, to members only', async () => {
    const created = (await http.post('/api/applications', { name: 'Org robot', type: 'MachineToMachine' })).body;
    await http.post(`/api/organizations/${ids.org}/applications`, { applicationIds: [created.id] });
    await http.post(`/api/organizations/${ids.org}/applications/${created.id}/roles`, {
      organizationRoleIds: [ids.robot],
    });
    const config = await discover(issuer, created.id, created.secret);

    const token = await client.clientCredentialsGrant(config, {
      organization_id: ids.org,
      scope: 'read:projects write:projects',
    });
    expect(decodeJwt(token.access_token)).toMatchObject({
      aud: `urn:logto:organization:${ids.org}`,
      scope: 'read:projects',
      organization_id: ids.org,
    });
    const forApi = await client.clientCredentialsGrant(config, {
      organization_id: ids.org,
      resource: indicator,
      scope: 'read:api write:api',
    });
    expect(decodeJwt(forApi.access_token)).toMatchObject({
      aud: indicator,
      scope: 'write:api',
      organization_id: ids.org,
    });

    // The organization named by its audience alone, as Logto's SDKs may ask.
    const byAudience = await client.clientCredentialsGrant(config, {
      resource: `urn:logto:organization:${ids.org}`,
      scope: 'read:projects',
    });
    expect(decodeJwt(byAudience.access_token)).toMatchObject({ scope: 'read:projects', organization_id: ids.org });

    await expect(
      client.clientCredentialsGrant(config, { organization_id: ids.other, scope: 'read:projects' }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    // Without organization_id, the app's own (RBAC) permissions apply: it has none on the API.
    const plain = await client.clientCredentialsGrant(config, { resource: indicator, scope: 'read:api write:api' });
    expect(decodeJwt(plain.access_token).scope).toBeUndefined();
    expect(decodeJwt(plain.access_token).organization_id).toBeUndefined();
  });
});
