import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProvider } from '@gatehouse/connectors/social/test/oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type TestGatehouse } from '../test/harness';
import type { api } from '../test/oidc-client';
import { ssoClientSecret as clientSecret, oidcConfig, startOidcSsoTestbed } from '../test/oidc-sso-testbed';

/*
 * SSO connectors through a real OpenID provider (oidc-provider) started here: connectors created
 * by discovery, the secret masked, unique domains and names, email-domain routing and JIT
 * settings. The sign-ins are in oidc-sso-sign-in.integration.test.ts.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let provider: TestProvider;
let notDiscovery: Server;
let connectorId: string;
let organizationId: string;
let stop = async () => {};

beforeAll(async () => {
  ({ gh, management, provider, stop } = await startOidcSsoTestbed());
  notDiscovery = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hi</h1>'));
  await new Promise<void>((resolve) => notDiscovery.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await stop();
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
