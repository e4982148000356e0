import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  startTestProvider,
  type TestAccount,
  type TestProvider,
} from '@gatehouse/connectors/social/test/oidc-provider';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { startSignIn } from '../test/experience-client';
import { createManagementApp, freePort, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

/*
 * Enterprise SSO through a real OpenID provider (oidc-provider) started here: connectors created
 * by discovery, email-domain routing, sign-in creating a user and an identity, JIT into an
 * organization, and the refusals (discovery, domains, state, ID token, identity held elsewhere).
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let provider: TestProvider;
let notDiscovery: Server;
let appId: string;
let connectorId: string;
let organizationId: string;
const clientSecret = 'sso-client-secret-never-shown';
const redirectUri = 'https://pages.gatehouse.test/callback/sso';
const appRedirect = 'http://localhost:5173/callback';
const ada: TestAccount = { sub: 'idp-ada', email: 'Ada@Corp.example', email_verified: true, name: 'Ada Corp' };

const oidcConfig = (issuer: string) => ({ issuer, clientId: 'gatehouse', clientSecret });
const flow = () => startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri: appRedirect });
type Flow = Awaited<ReturnType<typeof flow>>;

/** Starts at the connector and signs in at the provider: the verification id and the callback's fields. */
const authorize = async (attempt: Flow, event: 'SignIn' | 'Register' = 'SignIn') => {
  await attempt.call('PUT', '/api/experience', { interactionEvent: event });
  const started = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/authorization-uri`, {
    state: 'page-state-123',
    redirectUri,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const url = new URL(started.body.authorizationUri);
  expect(url.origin).toBe(provider.issuer);
  expect(url.searchParams.get('nonce')).toBeTruthy();
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  const connectorData = await provider.signIn(started.body.authorizationUri, redirectUri);
  return { verificationId: started.body.verificationId as string, connectorData, nonce: url.searchParams.get('nonce') };
};

const ssoProof = async (attempt: Flow, event: 'SignIn' | 'Register' = 'SignIn') => {
  const { verificationId, connectorData } = await authorize(attempt, event);
  const verified = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, {
    verificationId,
    connectorData,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verificationId;
};

const submit = async (attempt: Flow) => {
  const submitted = await attempt.call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return (await attempt.finish(submitted.body.redirectTo)).claims()?.sub ?? '';
};

/** A full sign-in (registering when the identity is new): the user's id. */
const signInThroughSso = async () => {
  const attempt = await flow();
  const verificationId = await ssoProof(attempt);
  const identified = await attempt.call('POST', '/api/experience/identification', { verificationId });
  if (identified.status === 404) {
    expect(identified.body.code).toBe('user.identity_not_found');
    await attempt.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
    const registered = await attempt.call('POST', '/api/experience/identification', { verificationId });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  } else {
    expect(identified.status, JSON.stringify(identified.body)).toBe(204);
  }
  return submit(attempt);
};

/** The token endpoint answers one crafted ID token, signed with the provider's own key. */
const answerWithIdToken = async (claims: Record<string, unknown>, audience = 'gatehouse') => {
  const key = await importJWK(provider.signingKey, 'RS256');
  provider.interceptToken(async () => ({
    access_token: 'at',
    token_type: 'Bearer',
    id_token: await new SignJWT({ email: 'ada@corp.example', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'provider-key' })
      .setSubject('idp-ada')
      .setIssuedAt()
      .setIssuer(provider.issuer)
      .setAudience(audience)
      .setExpirationTime('5m')
      .sign(key),
  }));
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  provider = await startTestProvider(
    [
      {
        client_id: 'gatehouse',
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    ada,
  );
  notDiscovery = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hi</h1>'));
  await new Promise<void>((resolve) => notDiscovery.listen(0, '127.0.0.1', resolve));
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'SSO SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [appRedirect], postLogoutRedirectUris: [] },
    })
  ).id;
  // Sign-up asks for an email and a password: an SSO user needs no password of ours.
  const settings = await management.patch('/api/sign-in-exp', {
    signIn: { methods: [{ identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true }] },
    signUp: { identifiers: ['email'], password: true, verify: false },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
});
afterAll(async () => {
  await gh?.stop();
  await provider?.close();
  await new Promise((resolve) => notDiscovery?.close(resolve));
});

describe('SSO connectors API', () => {
  it('lists the providers, every one available, a SAML one with an incomplete config refused', async () => {
    const { body } = await management.get('/api/sso-connector-providers');
    expect(body.map((p: { providerName: string }) => p.providerName)).toEqual([
      'OIDC',
      'SAML',
      'AzureAD',
      'AzureAdOidc',
      'GoogleWorkspace',
      'Okta',
    ]);
    expect(body.every((p: { available: boolean }) => p.available)).toBe(true);
    const saml = await management.post('/api/sso-connectors', { providerName: 'SAML', connectorName: 'S', config: {} });
    expect(saml.status).toBe(400);
    expect(saml.body.code).toBe('sso_connector.invalid_config');
  });

  it('refuses an issuer whose discovery does not answer or is not a discovery document', async () => {
    const silent = `http://127.0.0.1:${await freePort()}`;
    const { port } = notDiscovery.address() as AddressInfo;
    for (const issuer of [silent, `http://127.0.0.1:${port}`]) {
      const created = await management.post('/api/sso-connectors', {
        providerName: 'OIDC',
        connectorName: 'Broken',
        config: oidcConfig(issuer),
      });
      expect(created.status, issuer).toBe(422);
      expect(created.body.code).toBe('sso_connector.discovery_failed');
    }
    const invalid = await management.post('/api/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'Broken',
      config: { issuer: 'ftp://nope', clientId: 'x' },
    });
    expect(invalid.status).toBe(400);
    expect((await management.get('/api/sso-connectors')).body).toEqual([]);
  });

  it('creates a connector after discovery, with its secret masked in every answer', async () => {
    const created = await management.post('/api/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'Corp',
      config: oidcConfig(provider.issuer),
      domains: ['Corp.example'],
      branding: { displayName: 'Corp login' },
      syncProfile: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ providerType: 'oidc', domains: ['corp.example'], syncProfile: true });
    expect(created.body.config.clientSecret).toBe('********');
    connectorId = created.body.id;
    for (const answer of [
      created,
      await management.get('/api/sso-connectors'),
      await management.get(`/api/sso-connectors/${connectorId}`),
    ]) {
      expect(JSON.stringify(answer.body)).not.toContain(clientSecret);
    }
    // The stored config is sealed: the secret is not in the row.
    const row = await gh.deps.database.withTenant('default', (trx) =>
      trx.selectFrom('ssoConnectors').select('config').where('id', '=', connectorId).executeTakeFirstOrThrow(),
    );
    expect(row.config).not.toContain(clientSecret);
    // A patch keeping the masked secret keeps the stored one (the sign-ins below use it).
    const patched = await management.patch(`/api/sso-connectors/${connectorId}`, {
      config: { ...oidcConfig(provider.issuer), clientSecret: '********' },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  });

  it('refuses a domain or a name another connector has', async () => {
    const domain = await management.post('/api/sso-connectors', {
      providerName: 'Okta',
      connectorName: 'Other',
      config: oidcConfig(provider.issuer),
      domains: ['corp.EXAMPLE'],
    });
    expect(domain.status).toBe(422);
    expect(domain.body).toMatchObject({ code: 'sso_connector.domain_in_use', data: { domains: ['corp.example'] } });
    const name = await management.post('/api/sso-connectors', {
      providerName: 'Okta',
      connectorName: 'Corp',
      config: oidcConfig(provider.issuer),
    });
    expect(name.body.code).toBe('sso_connector.name_in_use');
    expect((await management.get('/api/sso-connectors')).body).toHaveLength(1);
  });

  it("finds the connector by an email's domain, public fields only", async () => {
    const found = await fetch(`${gh.userUrl}/api/experience/sso-connectors?email=someone@CORP.example`);
    expect(found.status).toBe(200);
    const body = (await found.json()) as Record<string, unknown>[];
    expect(body).toEqual([
      { id: connectorId, connectorName: 'Corp', providerName: 'OIDC', branding: { displayName: 'Corp login' } },
    ]);
    const none = await fetch(`${gh.userUrl}/api/experience/sso-connectors?email=someone@elsewhere.example`);
    expect(await none.json()).toEqual([]);
  });

  it("lists the connector in an organization's JIT settings", async () => {
    organizationId = (await management.post('/api/organizations', { name: 'Corp Org' })).body.id;
    const added = await management.post(`/api/organizations/${organizationId}/jit/sso-connectors`, {
      ssoConnectorIds: [connectorId],
    });
    expect(added.status).toBe(201);
    const listed = await management.get(`/api/organizations/${organizationId}/jit/sso-connectors`);
    expect(listed.body).toEqual([expect.objectContaining({ id: connectorId, connectorName: 'Corp' })]);
    const unknown = await management.post(`/api/organizations/${organizationId}/jit/sso-connectors`, {
      ssoConnectorIds: ['nope'],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('sso_connector.not_found');
  });
});

describe('SSO sign-in', () => {
  let adaId: string;

  it('registers a newcomer with their identity, joining the JIT organization; the second sign-in reuses it', async () => {
    adaId = await signInThroughSso();
    const user = (await management.get(`/api/users/${adaId}`)).body;
    expect(user).toMatchObject({ primaryEmail: 'ada@corp.example', name: 'Ada Corp', hasPassword: false });
    const identity = await management.get(`/api/users/${adaId}/sso-identities/${connectorId}`);
    expect(identity.status).toBe(200);
    expect(identity.body).toMatchObject({
      issuer: provider.issuer,
      identityId: 'idp-ada',
      ssoConnectorId: connectorId,
    });
    const organizations = (await management.get(`/api/users/${adaId}/organizations`)).body;
    expect(organizations.map((org: { id: string }) => org.id)).toEqual([organizationId]);

    // The connector syncs profiles: the provider's new name replaces the user's at the next sign-in.
    provider.useAccount({ ...ada, name: 'Ada Renamed' });
    try {
      expect(await signInThroughSso()).toBe(adaId);
    } finally {
      provider.useAccount(ada);
    }
    expect((await management.get(`/api/users/${adaId}`)).body.name).toBe('Ada Renamed');
  });

  it('links the identity to the account with the same email', async () => {
    const bob = await management.post('/api/users', { primaryEmail: 'bob@corp.example' });
    provider.useAccount({ sub: 'idp-bob', email: 'bob@corp.example', email_verified: true, name: 'Bob' });
    try {
      expect(await signInThroughSso()).toBe(bob.body.id);
    } finally {
      provider.useAccount(ada);
    }
    expect((await management.get(`/api/users/${bob.body.id}/sso-identities/${connectorId}`)).body.identityId).toBe(
      'idp-bob',
    );
  });

  it('never links an account whose email the connector does not own, or that the provider calls unverified', async () => {
    const outsider = await management.post('/api/users', { primaryEmail: 'carol@other.example' });
    const unverified = await management.post('/api/users', { primaryEmail: 'dan@corp.example' });
    for (const [account, user] of [
      [{ sub: 'idp-carol', email: 'carol@other.example', email_verified: true, name: 'Carol' }, outsider],
      [{ sub: 'idp-dan', email: 'dan@corp.example', email_verified: false, name: 'Dan' }, unverified],
    ] as const) {
      provider.useAccount(account);
      try {
        const attempt = await flow();
        const verificationId = await ssoProof(attempt);
        const identified = await attempt.call('POST', '/api/experience/identification', { verificationId });
        expect([identified.status, identified.body.code]).toEqual([404, 'user.identity_not_found']);
        // Registering instead finds the address taken: the account stays its owner's alone.
        await attempt.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
        const registered = await attempt.call('POST', '/api/experience/identification', { verificationId });
        expect([registered.status, registered.body.code]).toEqual([422, 'user.email_already_in_use']);
      } finally {
        provider.useAccount(ada);
      }
      const identity = await management.get(`/api/users/${user.body.id}/sso-identities/${connectorId}`);
      expect(identity.status).toBe(404);
    }
  });

  it('refuses a second identity for a user who holds one at the connector', async () => {
    provider.useAccount({ sub: 'idp-ada-2', email: 'ada@corp.example', email_verified: true, name: 'Ada Two' });
    try {
      const attempt = await flow();
      const verificationId = await ssoProof(attempt);
      const identified = await attempt.call('POST', '/api/experience/identification', { verificationId });
      expect(identified.status).toBe(422);
      expect(identified.body.code).toBe('sso_connector.identity_linked_to_another_user');
    } finally {
      provider.useAccount(ada);
    }
  });

  it("refuses a callback whose state is not the page's", async () => {
    const attempt = await flow();
    const { verificationId, connectorData } = await authorize(attempt);
    const verified = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, {
      verificationId,
      connectorData: { ...connectorData, state: 'another-state' },
    });
    expect(verified.status).toBe(400);
    expect(verified.body.code).toBe('session.invalid_connector_state');
  });

  it('refuses an ID token with another nonce or for another audience, and takes a right one', async () => {
    for (const [nonce, audience, status] of [
      ['not-this-sign-in', 'gatehouse', 400],
      [undefined, 'someone-else', 400],
      [undefined, 'gatehouse', 200],
    ] as const) {
      const attempt = await flow();
      const started = await authorize(attempt);
      await answerWithIdToken({ nonce: nonce ?? started.nonce }, audience);
      const verified = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, {
        verificationId: started.verificationId,
        connectorData: started.connectorData,
      });
      provider.interceptToken(undefined);
      expect(verified.status, `${nonce} ${audience}`).toBe(status);
      if (status === 400) expect(verified.body.code).toBe('connector.social_invalid_id_token');
    }
  });

  it('deletes the identity, then the connector with what hangs on it', async () => {
    expect((await management.delete(`/api/users/${adaId}/sso-identities/${connectorId}`)).status).toBe(204);
    expect((await management.get(`/api/users/${adaId}/sso-identities/${connectorId}`)).body.code).toBe(
      'sso_connector.identity_not_found',
    );
    expect((await management.delete(`/api/sso-connectors/${connectorId}`)).status).toBe(204);
    expect((await management.get(`/api/sso-connectors/${connectorId}`)).status).toBe(404);
    expect((await management.get(`/api/organizations/${organizationId}/jit/sso-connectors`)).body).toEqual([]);
  });
});
