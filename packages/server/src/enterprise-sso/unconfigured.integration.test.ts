import { startTestProvider, type TestProvider } from '@gatehouse/connectors/social/test/oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

/*
 * A connector created by its name alone, so the admin can register its redirect URI at the
 * identity provider before there is a config: listed and editable, never offered for sign-in
 * until PATCH gives it a config, which is checked whole like at creation.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let provider: TestProvider;
let appId: string;
const redirectUri = 'https://pages.gatehouse.test/callback/sso';
const appRedirect = 'http://localhost:5173/callback';

const lookup = async (email: string) =>
  (await fetch(`${gh.userUrl}/api/experience/sso-connectors?${new URLSearchParams({ email })}`)).json();

/** Starts an SSO sign-in through the connector from a fresh interaction. */
const startThrough = async (connectorId: string) => {
  const attempt = await startSignIn(gh.userUrl, {
    issuer: `${gh.userUrl}/oidc`,
    clientId: appId,
    redirectUri: appRedirect,
  });
  await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  return attempt.call('POST', `/api/experience/verification/sso/${connectorId}/authorization-uri`, {
    state: 'page-state-123',
    redirectUri,
  });
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  provider = await startTestProvider(
    [
      {
        client_id: 'gatehouse',
        client_secret: 'unconfigured-secret',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    { sub: 'idp-bo', email: 'bo@later.example', email_verified: true, name: 'Bo' },
  );
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'SSO SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [appRedirect], postLogoutRedirectUris: [] },
    })
  ).id;
});
afterAll(async () => {
  await gh?.stop();
  await provider?.close();
});

describe('an SSO connector created before its config', () => {
  let oidcId: string;
  let samlId: string;

  it('is created by provider and name alone, listed and read unconfigured', async () => {
    const created = await management.post('/api/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'Later',
      domains: ['later.example'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ connectorName: 'Later', config: {}, configured: false });
    oidcId = created.body.id;
    const listed = await management.get('/api/sso-connectors');
    expect(listed.body).toEqual([expect.objectContaining({ id: oidcId, configured: false })]);
    expect((await management.get(`/api/sso-connectors/${oidcId}`)).body.configured).toBe(false);

    for (const providerName of ['SAML', 'GoogleWorkspace']) {
      const other = await management.post('/api/sso-connectors', {
        providerName,
        connectorName: `Later ${providerName}`,
      });
      expect(other.status, JSON.stringify(other.body)).toBe(201);
      expect(other.body.configured).toBe(false);
      if (providerName === 'SAML') samlId = other.body.id;
    }
  });

  it('still checks a config given at creation whole', async () => {
    const partial = await management.post('/api/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'Half',
      config: { clientId: 'gatehouse' },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.code).toBe('sso_connector.invalid_config');
    const names = (await management.get('/api/sso-connectors')).body.map(
      (c: { connectorName: string }) => c.connectorName,
    );
    expect(names).not.toContain('Half');
  });

  it('is not offered by the email lookup and refuses to start a sign-in', async () => {
    expect(await lookup('bo@later.example')).toEqual([]);
    const started = await startThrough(oidcId);
    expect(started.status, JSON.stringify(started.body)).toBe(422);
    expect(started.body.code).toBe('sso_connector.not_configured');
  });

  it('is editable without a config, and refuses an incomplete or undiscoverable one by PATCH', async () => {
    const renamed = await management.patch(`/api/sso-connectors/${oidcId}`, { connectorName: 'Later Corp' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ connectorName: 'Later Corp', configured: false });

    const partial = await management.patch(`/api/sso-connectors/${oidcId}`, { config: { issuer: provider.issuer } });
    expect(partial.status).toBe(400);
    expect(partial.body.code).toBe('sso_connector.invalid_config');
    const undiscoverable = await management.patch(`/api/sso-connectors/${oidcId}`, {
      config: { issuer: 'http://127.0.0.1:9/nowhere', clientId: 'gatehouse', clientSecret: 'x' },
    });
    expect(undiscoverable.status).toBe(422);
    expect(undiscoverable.body.code).toBe('sso_connector.discovery_failed');
    expect((await management.get(`/api/sso-connectors/${oidcId}`)).body).toMatchObject({
      config: {},
      configured: false,
    });
  });

  it('once configured by PATCH, is offered and starts a sign-in at the provider', async () => {
    const configured = await management.patch(`/api/sso-connectors/${oidcId}`, {
      config: { issuer: provider.issuer, clientId: 'gatehouse', clientSecret: 'unconfigured-secret' },
    });
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);
    expect(configured.body).toMatchObject({ configured: true, config: { clientSecret: '********' } });
    expect(await lookup('bo@later.example')).toEqual([
      expect.objectContaining({ id: oidcId, connectorName: 'Later Corp' }),
    ]);
    const started = await startThrough(oidcId);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(new URL(started.body.authorizationUri).origin).toBe(provider.issuer);
  });

  it("SAML: serves Gatehouse's SP metadata to register first, and its ACS refuses an answer with a 4xx", async () => {
    const metadata = await fetch(`${gh.userUrl}/api/authn/single-sign-on/saml/${samlId}/metadata`);
    expect(metadata.status).toBe(200);
    expect(await metadata.text()).toContain(`/api/authn/single-sign-on/saml/${samlId}`);
    const answered = await fetch(`${gh.userUrl}/api/authn/single-sign-on/saml/${samlId}`, {
      method: 'POST',
      body: new URLSearchParams({ SAMLResponse: Buffer.from('<samlp:Response/>').toString('base64') }),
      redirect: 'manual',
    });
    expect(answered.status).toBeGreaterThanOrEqual(400);
    expect(answered.status).toBeLessThan(500);
  });
});
