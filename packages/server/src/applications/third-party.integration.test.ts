import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, startSignIn, submitPasswordSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
const indicator = 'https://partner-api.example.com';
const redirectUri = 'https://partner.example/callback';
const password = 'Gatehouse-Tr0ub4dor';
const scopes: Record<string, string> = {};
let resourceId = '';
let partnerId = '';
let ownAppId = '';

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  resourceId = (await http.post('/api/resources', { name: 'Partner API', indicator })).body.id;
  for (const name of ['read:files', 'write:files', 'delete:files']) {
    scopes[name] = (
      await http.post(`/api/resources/${resourceId}/scopes`, { name, description: `Can ${name}` })
    ).body.id;
  }
  const spa = { type: 'SPA', oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] } };
  partnerId = (await http.post('/api/applications', { name: 'Partner', isThirdParty: true, ...spa })).body.id;
  ownAppId = (await http.post('/api/applications', { name: 'Ours', ...spa })).body.id;
  // The user holds every permission through a default role, so only the consent list narrows the token.
  const role = await http.post('/api/roles', { name: 'Filer', isDefault: true, scopeIds: Object.values(scopes) });
  expect(role.status).toBe(201);
  await register(
    await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: ownAppId, redirectUri }),
    { type: 'username', value: 'filer' },
    password,
  );
});
afterAll(() => gh?.stop());

describe('third-party consent list', () => {
  it('is only for third-party applications', async () => {
    for (const path of ['user-consent-scopes', 'sign-in-experience']) {
      const response = await http.get(`/api/applications/${ownAppId}/${path}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('application.third_party_only');
      expect((await http.get(`/api/applications/nope/${path}`)).status).toBe(404);
    }
  });

  it('lists, adds (once) and removes user data and permissions', async () => {
    expect((await http.get(`/api/applications/${partnerId}/user-consent-scopes`)).body).toEqual({
      userScopes: [],
      resourceScopes: [],
    });
    const added = await http.post(`/api/applications/${partnerId}/user-consent-scopes`, {
      userScopes: ['profile', 'phone'],
      resourceScopes: [scopes['read:files'], scopes['write:files']],
    });
    expect(added.status).toBe(201);
    const again = await http.post(`/api/applications/${partnerId}/user-consent-scopes`, {
      userScopes: ['profile'],
      resourceScopes: [scopes['read:files']],
    });
    expect(again.body).toEqual({
      userScopes: ['phone', 'profile'],
      resourceScopes: [
        {
          resource: { id: resourceId, name: 'Partner API', indicator },
          scopes: [
            { id: scopes['read:files'], name: 'read:files', description: 'Can read:files' },
            { id: scopes['write:files'], name: 'write:files', description: 'Can write:files' },
          ],
        },
      ],
    });

    const removedPhone = await http.delete(`/api/applications/${partnerId}/user-consent-scopes/user-scopes/phone`);
    expect(removedPhone.status).toBe(204);
    const removedWrite = await http.delete(
      `/api/applications/${partnerId}/user-consent-scopes/resource-scopes/${scopes['write:files']}`,
    );
    expect(removedWrite.status).toBe(204);
    const after = (await http.get(`/api/applications/${partnerId}/user-consent-scopes`)).body;
    expect(after.userScopes).toEqual(['profile']);
    expect(after.resourceScopes[0].scopes.map((scope: { name: string }) => scope.name)).toEqual(['read:files']);
  });

  it('rejects unknown scopes, types and empty requests without writing anything', async () => {
    const before = (await http.get(`/api/applications/${partnerId}/user-consent-scopes`)).body;
    const unknownPermission = await http.post(`/api/applications/${partnerId}/user-consent-scopes`, {
      userScopes: ['email'],
      resourceScopes: ['no-such-scope'],
    });
    expect(unknownPermission.status).toBe(404);
    expect(unknownPermission.body.code).toBe('scope.not_found');
    expect((await http.post(`/api/applications/${partnerId}/user-consent-scopes`, {})).status).toBe(400);
    const management = (await http.get('/api/resources')).body.find(
      (resource: { isReadOnly: boolean }) => resource.isReadOnly,
    );
    const managementScope = (await http.get(`/api/resources/${management.id}/scopes`)).body[0];
    const refused = await http.post(`/api/applications/${partnerId}/user-consent-scopes`, {
      resourceScopes: [managementScope.id],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('resource.read_only');
    const unknownUserScope = await http.post(`/api/applications/${partnerId}/user-consent-scopes`, {
      userScopes: ['address'],
    });
    expect(unknownUserScope.status).toBe(400);
    expect(unknownUserScope.body.code).toBe('guard.invalid_input');
    expect((await http.delete(`/api/applications/${partnerId}/user-consent-scopes/groups/x`)).status).toBe(400);
    expect((await http.delete(`/api/applications/${partnerId}/user-consent-scopes/user-scopes/email`)).status).toBe(
      404,
    );
    expect((await http.get(`/api/applications/${partnerId}/user-consent-scopes`)).body).toEqual(before);
  });

  it('narrows what the user is asked for and what the tokens carry', async () => {
    const flow = await startSignIn(gh.userUrl, {
      issuer: `${gh.userUrl}/oidc`,
      clientId: partnerId,
      redirectUri,
      scope: 'openid profile email offline_access read:files write:files delete:files',
      extra: { resource: indicator },
    });
    const submitted = await submitPasswordSignIn(flow, { type: 'username', value: 'filer' }, password);
    const resumed = await flow.call('GET', new URL(submitted.body.redirectTo).pathname);
    expect(resumed.headers.get('location')).toBe('/consent');

    const request = (await flow.call('GET', '/api/experience/consent')).body;
    expect(request.scopes.sort()).toEqual(['offline_access', 'openid', 'profile']);
    expect(request.resourceScopes).toEqual([{ indicator, scopes: ['read:files'] }]);

    const granted = await flow.call('POST', '/api/experience/consent');
    expect(granted.status).toBe(200);
    const tokens = await flow.finish(granted.body.redirectTo);
    expect(tokens.claims()?.email).toBeUndefined();
    expect(tokens.refresh_token).toBeTruthy();
    const accessToken = decodeJwt(tokens.access_token);
    expect(accessToken.aud).toBe(indicator);
    expect(accessToken.scope).toBe('read:files');
  });

  it('drops a deleted permission from every consent list', async () => {
    const extra = (await http.post(`/api/resources/${resourceId}/scopes`, { name: 'share:files' })).body.id;
    await http.post(`/api/applications/${partnerId}/user-consent-scopes`, { resourceScopes: [extra] });
    expect((await http.delete(`/api/resources/${resourceId}/scopes/${extra}`)).status).toBe(204);
    const list = (await http.get(`/api/applications/${partnerId}/user-consent-scopes`)).body;
    expect(list.resourceScopes[0].scopes.map((scope: { id: string }) => scope.id)).not.toContain(extra);
  });
});

describe('third-party sign-in branding', () => {
  it('is empty until set, validated, replaced on PUT, and shown on the consent page', async () => {
    expect((await http.get(`/api/applications/${partnerId}/sign-in-experience`)).body).toEqual({
      displayName: null,
      color: {},
      branding: {},
      termsOfUseUrl: null,
      privacyPolicyUrl: null,
    });
    const invalid = await http.put(`/api/applications/${partnerId}/sign-in-experience`, {
      termsOfUseUrl: 'javascript:alert(1)',
      color: { primaryColor: 'red' },
    });
    expect(invalid.status).toBe(400);
    const paths = (invalid.body.data.issues as Array<{ path: string[] }>).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['termsOfUseUrl', 'color.primaryColor']));

    const branding = {
      displayName: 'Partner Files',
      color: { primaryColor: '#0a7f5a', darkPrimaryColor: '#33cc99' },
      branding: { logoUrl: 'https://partner.example/logo.svg', darkLogoUrl: 'https://partner.example/dark.svg' },
      termsOfUseUrl: 'https://partner.example/terms',
      privacyPolicyUrl: 'https://partner.example/privacy',
    };
    expect((await http.put(`/api/applications/${partnerId}/sign-in-experience`, branding)).body).toEqual(branding);
    expect((await http.get(`/api/applications/${partnerId}/sign-in-experience`)).body).toEqual(branding);

    const flow = await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: partnerId, redirectUri });
    const submitted = await submitPasswordSignIn(flow, { type: 'username', value: 'filer' }, password);
    await flow.call('GET', new URL(submitted.body.redirectTo).pathname);
    const { application } = (await flow.call('GET', '/api/experience/consent')).body;
    expect(application).toEqual({
      id: partnerId,
      name: 'Partner Files',
      isThirdParty: true,
      logoUrl: branding.branding.logoUrl,
      darkLogoUrl: branding.branding.darkLogoUrl,
      primaryColor: '#0a7f5a',
      darkPrimaryColor: '#33cc99',
      termsOfUseUrl: branding.termsOfUseUrl,
      privacyPolicyUrl: branding.privacyPolicyUrl,
    });

    // The sign-in pages of the partner carry its branding; the tenant's own pages do not.
    expect(new URL(flow.landing).searchParams.get('app_id')).toBe(partnerId);
    const own = await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: ownAppId, redirectUri });
    expect(new URL(own.landing).searchParams.has('app_id')).toBe(false);
    const tenantSettings = (await http.get('/api/.well-known/sign-in-exp')).body;
    const partnerSettings = (await http.get(`/api/.well-known/sign-in-exp?app_id=${partnerId}`)).body;
    expect(partnerSettings).toMatchObject({
      color: { primaryColor: '#0a7f5a', darkPrimaryColor: '#33cc99' },
      branding: { logoUrl: branding.branding.logoUrl, darkLogoUrl: branding.branding.darkLogoUrl },
      termsOfUseUrl: branding.termsOfUseUrl,
      privacyPolicyUrl: branding.privacyPolicyUrl,
    });
    expect(partnerSettings.signInMode).toBe(tenantSettings.signInMode);
    expect((await http.get(`/api/.well-known/sign-in-exp?app_id=${ownAppId}`)).body).toEqual(tenantSettings);

    const replaced = await http.put(`/api/applications/${partnerId}/sign-in-experience`, { displayName: 'Partner' });
    expect(replaced.body).toEqual({
      displayName: 'Partner',
      color: {},
      branding: {},
      termsOfUseUrl: null,
      privacyPolicyUrl: null,
    });
  });
});
