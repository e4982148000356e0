import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGatehouse } from '../test/harness';
import type { api } from '../test/oidc-client';
import type { TestSamlIdp } from '../test/saml-idp';
import { type SamlServiceProvider, samlSteps } from '../test/saml-steps';
import { createSamlConnector, startSamlTestbed } from '../test/saml-testbed';
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

let stop = async () => {};

beforeAll(async () => {
  ({ gh, management, idp, appId, stop } = await startSamlTestbed({ emailPassword: true }));
  ({ connectorId, sp } = await createSamlConnector(management, idp, {
    connectorName: 'By URL',
    config: { metadataUrl: `${idp.base}/metadata` },
  }));
});
afterAll(() => stop());

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
