import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { startSamlIdp, type TestSamlIdp } from '../test/saml-idp';
import { type SamlServiceProvider, samlAppRedirect, samlSteps } from '../test/saml-steps';
import { cachedIdentityProvider, metadataTtlMs } from './saml-metadata-cache';

/*
 * A SAML connector configured by metadata URL, against an IdP started here that counts how often
 * its metadata is read: sign-ins read it once an hour, not each time; a failed refresh keeps the
 * last good copy for a while; saving the connector's config reads it again.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let idp: TestSamlIdp;
let appId: string;
let connectorId: string;
let sp: SamlServiceProvider;

const { signInThroughSaml } = samlSteps(() => ({
  gh,
  idp,
  appId,
  connectorId,
  sp,
  redirectUri: `${gh.userUrl}/callback/sso`,
  attributes: { email: 'cache@metadata.example' },
}));

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  idp = await startSamlIdp();
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'SAML SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [samlAppRedirect], postLogoutRedirectUris: [] },
    })
  ).id;
  const settings = await management.patch('/api/sign-in-exp', {
    signIn: { methods: [{ identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true }] },
    signUp: { identifiers: ['email'], password: true, verify: false },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const created = await management.post('/api/sso-connectors', {
    providerName: 'SAML',
    connectorName: 'By URL',
    config: { metadataUrl: `${idp.base}/metadata` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  connectorId = created.body.id;
  sp = created.body.serviceProvider;
});
afterAll(async () => {
  await gh?.stop();
  await idp?.close();
});

describe('the metadata URL cache', () => {
  it('reads the metadata once for two sign-ins', async () => {
    const before = idp.metadataFetches();
    const userId = await signInThroughSaml();
    expect(idp.metadataFetches()).toBe(before + 1);
    expect(await signInThroughSaml()).toBe(userId);
    expect(idp.metadataFetches()).toBe(before + 1);
  });

  it('keeps the last good copy when a refresh fails, for a while only', async () => {
    const config = { metadataUrl: `${idp.base}/metadata` };
    idp.setMetadataDown(true);
    try {
      const later = Date.now() + metadataTtlMs + 60_000;
      const before = idp.metadataFetches();
      const stale = await cachedIdentityProvider('default', connectorId, config, later);
      expect(stale.entityId).toBe(idp.entityId);
      expect(idp.metadataFetches()).toBe(before + 1);
      // The failed refresh is not retried at every sign-in.
      await cachedIdentityProvider('default', connectorId, config, later + 1000);
      expect(idp.metadataFetches()).toBe(before + 1);
      const dayLater = Date.now() + 25 * 60 * 60_000;
      await expect(cachedIdentityProvider('default', connectorId, config, dayLater)).rejects.toMatchObject({
        code: 'sso_connector.saml_metadata_unreachable',
      });
    } finally {
      idp.setMetadataDown(false);
    }
  });

  it('reads the metadata again after the config is saved', async () => {
    const saved = await management.patch(`/api/sso-connectors/${connectorId}`, {
      config: { metadataUrl: `${idp.base}/metadata` },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const before = idp.metadataFetches();
    await signInThroughSaml();
    expect(idp.metadataFetches()).toBe(before + 1);
  });
});
