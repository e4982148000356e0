import { startTestProvider, type TestProvider } from '@gatehouse/connectors/social/test/oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

/*
 * Social sign-in end to end through the Experience API, against real OpenID providers
 * (oidc-provider) started here, through the generic OpenID Connect connector.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let appId: string;
let connectorId: string;
const providers: TestProvider[] = [];
const redirectUri = 'https://pages.gatehouse.test/callback/social';
const appRedirect = 'http://localhost:5173/callback';
const client = {
  client_id: 'gatehouse',
  client_secret: 'gatehouse-secret',
  redirect_uris: [redirectUri],
  grant_types: ['authorization_code'],
  response_types: ['code' as const],
  token_endpoint_auth_method: 'client_secret_basic' as const,
};
const newcomer = { sub: 'idp-newcomer', email: 'newcomer@social.example', email_verified: true, name: 'New Comer' };
const existing = { sub: 'idp-existing', email: 'existing@social.example', email_verified: true, name: 'Ex Isting' };
const blocked = { sub: 'idp-blocked', email: 'someone@blocked.example', email_verified: true, name: 'Blocked One' };

const flow = () => startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri: appRedirect });
type Flow = Awaited<ReturnType<typeof flow>>;

/** Points the tenant's OIDC connector at a provider. */
const useProvider = async (provider: TestProvider) => {
  const patched = await management.patch(`/api/connectors/${connectorId}`, {
    config: { issuer: provider.issuer, clientId: 'gatehouse', clientSecret: '********' },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
};

/** Starts at the connector, signs in at the provider, and hands the callback back: the verification id. */
const socialProof = async (attempt: Flow, provider: TestProvider, event: 'SignIn' | 'Register' = 'SignIn') => {
  await attempt.call('PUT', '/api/experience', { interactionEvent: event });
  const started = await attempt.call('POST', `/api/experience/verification/social/${connectorId}/authorization-uri`, {
    state: 'page-state-123',
    redirectUri,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(started.body.authorizationUri).toContain(provider.issuer);
  const connectorData = await provider.signIn(started.body.authorizationUri, redirectUri);
  const verified = await attempt.call('POST', `/api/experience/verification/social/${connectorId}/verify`, {
    verificationId: started.body.verificationId,
    connectorData,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.verificationId as string;
};

const submit = async (attempt: Flow) => {
  const submitted = await attempt.call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return (await attempt.finish(submitted.body.redirectTo)).claims()?.sub ?? '';
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  providers.push(
    await startTestProvider([client], newcomer),
    await startTestProvider([client], existing),
    await startTestProvider([client], blocked),
  );
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'Social SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [appRedirect], postLogoutRedirectUris: [] },
    })
  ).id;
  const created = await management.post('/api/connectors', {
    connectorId: 'oidc',
    config: { issuer: providers[0]?.issuer, clientId: 'gatehouse', clientSecret: 'gatehouse-secret' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.config.clientSecret).toBe('********');
  connectorId = created.body.id;
  const settings = await management.patch('/api/sign-in-exp', {
    socialSignInConnectorTargets: ['oidc'],
    signIn: { methods: [{ identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true }] },
    signUp: { identifiers: ['email'], password: true, verify: false },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
});
afterAll(async () => {
  await gh?.stop();
  await Promise.all(providers.map((provider) => provider.close()));
});

describe('social sign-in', () => {
  it('shows the connector on the sign-in pages', async () => {
    const pages = (await (await fetch(`${gh.userUrl}/api/.well-known/sign-in-exp`)).json()) as {
      socialConnectors: { id: string; target: string; name: { en: string } }[];
    };
    expect(pages.socialConnectors).toEqual([expect.objectContaining({ id: connectorId, target: 'oidc' })]);
  });

  it('registers a newcomer from the profile (no password asked), then signs them straight in', async () => {
    const [provider] = providers;
    if (!provider) throw new Error('no provider');
    const attempt = await flow();
    const verificationId = await socialProof(attempt, provider);
    const unknown = await attempt.call('POST', '/api/experience/identification', { verificationId });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'user.identity_not_found', data: { target: 'oidc' } });
    await attempt.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
    expect((await attempt.call('POST', '/api/experience/identification', { verificationId })).status).toBe(201);
    const userId = await submit(attempt);
    const user = (await management.get(`/api/users/${userId}`)).body;
    expect(user).toMatchObject({ primaryEmail: 'newcomer@social.example', name: 'New Comer', hasPassword: false });
    const identities = (await management.get(`/api/users/${userId}/identities`)).body;
    expect(identities.oidc.userId).toBe('idp-newcomer');

    const again = await flow();
    const proof = await socialProof(again, provider);
    expect((await again.call('POST', '/api/experience/identification', { verificationId: proof })).status).toBe(204);
    expect(await submit(again)).toBe(userId);
  });

  it('links an account whose email the provider vouches for only when asked', async () => {
    const [, provider] = providers;
    if (!provider) throw new Error('no provider');
    await useProvider(provider);
    const owner = await management.post('/api/users', { primaryEmail: 'existing@social.example' });
    const attempt = await flow();
    const verificationId = await socialProof(attempt, provider);
    const asked = await attempt.call('POST', '/api/experience/identification', { verificationId });
    expect(asked.status).toBe(404);
    expect(asked.body.data).toEqual({ target: 'oidc', relatedUser: 'e••@social.example' });
    expect((await management.get(`/api/users/${owner.body.id}/identities`)).body).toEqual({});
    const linked = await attempt.call('POST', '/api/experience/identification', {
      verificationId,
      linkSocialIdentity: true,
    });
    expect(linked.status).toBe(204);
    expect(await submit(attempt)).toBe(owner.body.id);
    expect((await management.get(`/api/users/${owner.body.id}/identities`)).body.oidc.userId).toBe('idp-existing');
  });

  it('syncs the name and picture at sign-in when the connector says so', async () => {
    const [, provider] = providers;
    if (!provider) throw new Error('no provider');
    const owner = (await management.get('/api/users?search=existing@social.example')).body[0];
    await management.patch(`/api/users/${owner.id}`, { name: 'Renamed Here' });
    await management.patch(`/api/connectors/${connectorId}`, { syncProfile: true });
    const attempt = await flow();
    const verificationId = await socialProof(attempt, provider);
    expect((await attempt.call('POST', '/api/experience/identification', { verificationId })).status).toBe(204);
    expect((await management.get(`/api/users/${owner.id}`)).body.name).toBe('Ex Isting');
  });

  it('refuses a callback with another state, a missing code, and a connector the sign-in experience does not list', async () => {
    const [provider] = providers;
    if (!provider) throw new Error('no provider');
    await useProvider(provider);
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const started = await attempt.call('POST', `/api/experience/verification/social/${connectorId}/authorization-uri`, {
      state: 'page-state-123',
      redirectUri,
    });
    const data = await provider.signIn(started.body.authorizationUri, redirectUri);
    const forged = await attempt.call('POST', `/api/experience/verification/social/${connectorId}/verify`, {
      verificationId: started.body.verificationId,
      connectorData: { ...data, state: 'another-state' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('session.invalid_connector_state');
    const noCode = await attempt.call('POST', `/api/experience/verification/social/${connectorId}/verify`, {
      verificationId: started.body.verificationId,
      connectorData: { state: 'page-state-123' },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.code).toMatch(/^connector\./);

    await management.patch('/api/sign-in-exp', { socialSignInConnectorTargets: [] });
    const unlisted = await attempt.call(
      'POST',
      `/api/experience/verification/social/${connectorId}/authorization-uri`,
      {
        state: 'page-state-123',
        redirectUri,
      },
    );
    expect(unlisted.status).toBe(422);
    expect(unlisted.body.code).toBe('session.sign_in_method_not_enabled');
    await management.patch('/api/sign-in-exp', { socialSignInConnectorTargets: ['oidc'] });
    await management.patch(`/api/connectors/${connectorId}`, { enabled: false });
    const disabled = await attempt.call(
      'POST',
      `/api/experience/verification/social/${connectorId}/authorization-uri`,
      {
        state: 'page-state-123',
        redirectUri,
      },
    );
    expect(disabled.status).toBe(404);
    expect(disabled.body.code).toBe('connector.not_found');
    await management.patch(`/api/connectors/${connectorId}`, { enabled: true });
  });

  it('turns a form_post callback into the page address with its fields', async () => {
    const response = await fetch(`${gh.userUrl}/callback/${connectorId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'abc', state: 'page-state-123', user: '{"name":{}}' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', `${gh.userUrl}/callback/${connectorId}`);
    expect(location.pathname).toBe(`/callback/${connectorId}`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: 'abc',
      state: 'page-state-123',
      user: '{"name":{}}',
    });
  });
});

describe('social registration and the email blocklist', () => {
  it('refuses a new account whose provider email the blocklist blocks (422), and creates none', async () => {
    const provider = providers[2];
    if (!provider) throw new Error('no provider');
    await useProvider(provider);
    const policy = { blockedDomains: ['blocked.example'], blockFreeEmailDomains: false, blockSubaddressing: false };
    expect((await management.patch('/api/sign-in-exp', { emailBlocklistPolicy: policy })).status).toBe(200);
    try {
      const attempt = await flow();
      const verificationId = await socialProof(attempt, provider, 'Register');
      const refused = await attempt.call('POST', '/api/experience/identification', { verificationId });
      expect([refused.status, refused.body.code]).toEqual([422, 'email_blocklist.email_not_allowed']);
      const users = await gh.deps.database.system
        .selectFrom('users')
        .select('id')
        .where('primaryEmail', '=', blocked.email)
        .execute();
      expect(users).toEqual([]);
    } finally {
      await management.patch('/api/sign-in-exp', {
        emailBlocklistPolicy: { blockedDomains: [], blockFreeEmailDomains: false, blockSubaddressing: false },
      });
    }
  });
});
