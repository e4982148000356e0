import { startTestProvider, type TestProvider } from '@gatehouse/connectors/social/test/oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionTenant } from '../app/seed';
import { createManagementApp, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { ada, oidcConfig, ssoClientSecret } from '../test/oidc-sso-testbed';
import { makeSigningKey, type TestSamlIdp } from '../test/saml-idp';
import { createSamlConnector, startSamlTestbed } from '../test/saml-testbed';

/*
 * "Test connection" against a real OpenID provider and a real SAML IdP started here: the popup's
 * URL goes through the connector's real flow, the callback (the ACS for SAML) checks the answer as
 * a sign-in would, and the test keeps the profile and claims, or the refusal, without making a
 * user; tests are one-time and another tenant cannot read them.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let idp: TestSamlIdp;
let provider: TestProvider;
let stop = async () => {};

beforeAll(async () => {
  ({ gh, management, idp, stop } = await startSamlTestbed());
});
afterAll(async () => {
  await provider?.close();
  await stop();
});

/** Makes a test of the connector: its id and the popup's URL. */
const makeTest = async (connectorId: string) => {
  const created = await management.post(`/api/sso-connectors/${connectorId}/test-sessions`);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.url).toBe(`${gh.userUrl}/api/authn/single-sign-on/test-sessions/${created.body.id}`);
  expect(created.body.expiresAt).toBeGreaterThan(Date.now() + 4 * 60_000);
  expect(created.body.id.length).toBeGreaterThanOrEqual(32);
  return created.body as { id: string; url: string };
};
/** The popup opening the test: where the browser goes (the provider). */
const openTest = async (url: string) => {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status, await response.clone().text()).toBe(302);
  return response.headers.get('location') ?? '';
};
/** The browser at a callback URL: the small page's status and text. */
const visit = async (url: string) => {
  const response = await fetch(url, { redirect: 'manual', headers: { 'accept-language': 'en' } });
  return { status: response.status, html: await response.text() };
};
const userCount = async () => {
  const { body } = await management.get('/api/users?page_size=100');
  expect(Array.isArray(body)).toBe(true);
  return body.length as number;
};

describe('connection test of an OIDC connector', () => {
  let connectorId: string;

  beforeAll(async () => {
    const created = await management.post('/api/sso-connectors', { providerName: 'OIDC', connectorName: 'Test OIDC' });
    connectorId = created.body.id;
    provider = await startTestProvider(
      [
        {
          client_id: 'gatehouse',
          client_secret: ssoClientSecret,
          redirect_uris: [`${gh.userUrl}/callback/${connectorId}`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      ada,
    );
  });

  it('refuses a connector not configured yet', async () => {
    const refused = await management.post(`/api/sso-connectors/${connectorId}/test-sessions`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('sso_connector.not_configured');
  });

  it('runs a real sign-in, shows the claims and the mapped profile, and makes no user', async () => {
    const patched = await management.patch(`/api/sso-connectors/${connectorId}`, {
      config: oidcConfig(provider.issuer),
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const before = await userCount();
    const test = await makeTest(connectorId);
    expect((await management.get(`/api/sso-connectors/${connectorId}/test-sessions/${test.id}`)).body.status).toBe(
      'pending',
    );
    const authorization = await openTest(test.url);
    expect(new URL(authorization).origin).toBe(provider.issuer);
    const redirectUri = `${gh.userUrl}/callback/${connectorId}`;
    const fields = await provider.signIn(authorization, redirectUri);
    expect(fields.state?.startsWith('sso-test.')).toBe(true);
    const page = await visit(`${redirectUri}?${new URLSearchParams(fields)}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Connection works');
    const read = await management.get(`/api/sso-connectors/${connectorId}/test-sessions/${test.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      status: 'succeeded',
      profile: { issuer: provider.issuer, identityId: 'idp-ada', email: 'ada@corp.example', name: 'Ada Corp' },
      claims: { sub: 'idp-ada', email: 'Ada@Corp.example', iss: provider.issuer, aud: 'gatehouse' },
    });
    expect(JSON.stringify(read.body)).not.toContain(ssoClientSecret);
    expect(await userCount()).toBe(before);

    // One-time: the popup's URL and the callback do nothing the second time.
    const again = await fetch(test.url, { redirect: 'manual' });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { code: string }).code).toBe('sso_connector.test_session_not_found');
    const replayed = await visit(`${redirectUri}?${new URLSearchParams(fields)}`);
    expect(replayed.status).toBe(400);
    expect(replayed.html).toContain('sso_connector.test_session_not_found');
  });

  it("keeps the refusal of a callback that is not the test's own flow (another test's code: PKCE and nonce fail)", async () => {
    const test = await makeTest(connectorId);
    const authorization = await openTest(test.url);
    const redirectUri = `${gh.userUrl}/callback/${connectorId}`;
    const fields = await provider.signIn(authorization, redirectUri);
    // The code is spent once already: a second exchange is refused by the provider.
    await visit(`${redirectUri}?${new URLSearchParams(fields)}`);
    const other = await makeTest(connectorId);
    const otherFields = await provider.signIn(await openTest(other.url), redirectUri);
    // The callback of one test with another test's code: the PKCE verifier and nonce do not match.
    const page = await visit(`${redirectUri}?${new URLSearchParams({ ...otherFields, code: fields.code ?? '' })}`);
    expect(page.status).toBe(400);
    const read = await management.get(`/api/sso-connectors/${connectorId}/test-sessions/${other.id}`);
    expect(read.body.status).toBe('failed');
    expect(read.body.error.code).toMatch(/^connector\./);
    expect(read.body.profile).toBeUndefined();
  });
});

describe('connection test of a SAML connector', () => {
  let connectorId: string;
  let sp: { entityId: string; acsUrl: string };

  beforeAll(async () => {
    ({ connectorId, sp } = await createSamlConnector(management, idp, { connectorName: 'Test SAML' }));
  });

  /** The popup at the IdP: the AuthnRequest it received. */
  const requestOf = async (url: string) => {
    const authorization = await openTest(url);
    expect(authorization.startsWith(`${idp.base}/sso?`)).toBe(true);
    return idp.readRequest(authorization);
  };
  const postToAcs = async (samlResponse: string, relayState: string) => {
    const response = await fetch(sp.acsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }),
      redirect: 'manual',
    });
    expect(response.status, await response.clone().text()).toBe(303);
    return response.headers.get('location') ?? '';
  };

  it('runs a real sign-in through the ACS, shows the attributes and the profile, and makes no user', async () => {
    const before = await userCount();
    const test = await makeTest(connectorId);
    const request = await requestOf(test.url);
    const attributes = { email: 'Grace@Saml.example', displayName: 'Grace Hopper', department: 'Navy' };
    const samlResponse = idp.response({
      inResponseTo: request.id,
      acsUrl: sp.acsUrl,
      audience: sp.entityId,
      attributes,
    });
    const callback = await postToAcs(samlResponse, request.relayState);
    expect(callback.startsWith(`${gh.userUrl}/callback/${connectorId}?`)).toBe(true);
    const page = await visit(callback);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Connection works');
    const read = await management.get(`/api/sso-connectors/${connectorId}/test-sessions/${test.id}`);
    expect(read.body).toMatchObject({
      status: 'succeeded',
      profile: { issuer: idp.entityId, identityId: 'idp-ada', email: 'grace@saml.example', name: 'Grace Hopper' },
      claims: { sub: 'idp-ada', email: 'Grace@Saml.example', name: 'Grace Hopper' },
      attributes: { department: ['Navy'], displayName: ['Grace Hopper'] },
    });
    expect(await userCount()).toBe(before);
  });

  it('keeps the refusal of an assertion signed with another key, in words', async () => {
    const test = await makeTest(connectorId);
    const request = await requestOf(test.url);
    const samlResponse = idp.response({
      inResponseTo: request.id,
      acsUrl: sp.acsUrl,
      audience: sp.entityId,
      attributes: { email: 'mallory@saml.example' },
      signWith: await makeSigningKey('Mallory'),
    });
    const page = await visit(await postToAcs(samlResponse, request.relayState));
    expect(page.status).toBe(400);
    expect(page.html).toContain('sso_connector.saml_invalid_signature');
    const read = await management.get(`/api/sso-connectors/${connectorId}/test-sessions/${test.id}`);
    expect(read.body).toMatchObject({ status: 'failed', error: { code: 'sso_connector.saml_invalid_signature' } });
    expect(read.body.error.message.length).toBeGreaterThan(10);
    expect(read.body.claims).toBeUndefined();
  });

  it('is read by its own tenant only, and under its own connector only', async () => {
    const test = await makeTest(connectorId);
    await provisionTenant(gh.deps, { id: 'acme', name: 'Acme', tag: 'development', regionName: 'US' });
    const acme = api(
      gh.userUrl,
      await managementToken(`${gh.userUrl}/t/acme/oidc`, await createManagementApp(gh, 'acme')),
    );
    const stolen = await acme.get(`/t/acme/api/sso-connectors/${connectorId}/test-sessions/${test.id}`);
    expect(stolen.status).toBe(404);
    expect((await acme.post(`/t/acme/api/sso-connectors/${connectorId}/test-sessions`)).status).toBe(404);
    // The popup's URL under the other tenant finds nothing either.
    expect(
      (await fetch(`${gh.userUrl}/t/acme/api/authn/single-sign-on/test-sessions/${test.id}`, { redirect: 'manual' }))
        .status,
    ).toBe(404);
    const oidcConnector = (await management.get('/api/sso-connectors')).body.find(
      (connector: { providerType: string }) => connector.providerType === 'oidc',
    );
    expect((await management.get(`/api/sso-connectors/${oidcConnector.id}/test-sessions/${test.id}`)).status).toBe(404);
    expect((await management.get(`/api/sso-connectors/${connectorId}/test-sessions/unknown`)).status).toBe(404);
    // The test itself is untouched by the attempts: it still opens once.
    await requestOf(test.url);
  });
});
