import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGatehouse } from '../test/harness';
import type { api } from '../test/oidc-client';
import type { TestSamlIdp } from '../test/saml-idp';
import { type SamlServiceProvider, samlSteps } from '../test/saml-steps';
import { createSamlConnector, startSamlTestbed } from '../test/saml-testbed';

/*
 * Rotating a SAML connector's encryption key pair against an IdP started here: the metadata
 * publishes the new certificate at once, an assertion encrypted to the previous one still decrypts
 * during the grace period (an IdP not yet given the new certificate), and not after it.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let idp: TestSamlIdp;
let appId: string;
let connectorId: string;
let sp: SamlServiceProvider;

const { flow, startSaml, postToAcs, answer } = samlSteps(() => ({
  gh,
  idp,
  appId,
  connectorId,
  sp,
  redirectUri: `${gh.userUrl}/callback/sso`,
  attributes: { email: 'rota@keys.example' },
}));

let stop = async () => {};

beforeAll(async () => {
  ({ gh, management, idp, appId, stop } = await startSamlTestbed());
  ({ connectorId, sp } = await createSamlConnector(management, idp, { connectorName: 'Rotating' }));
});
afterAll(() => stop());

/**
 * Posts an answer to a fresh request, encrypted to `certificate`: the ACS's status and its refusal
 * (sent back to the waiting page's callback as `error`), if any.
 */
const acsWith = async (certificate: string) => {
  const { request } = await startSaml(await flow());
  const acs = await postToAcs(await idp.encryptAssertion(answer(request), certificate));
  return [acs.status, new URL(acs.location ?? 'http://none/').searchParams.get('error') ?? undefined];
};

const rotate = (body: Record<string, unknown>) =>
  management.post(`/api/sso-connectors/${connectorId}/saml-sp-key/rotate`, body);

describe('SAML SP key rotation', () => {
  it('publishes the new certificate at once and keeps the previous one decrypting for the grace period', async () => {
    const old = sp.encryptionCertificate ?? '';
    expect(old).toContain('BEGIN CERTIFICATE');
    const rotated = await rotate({ gracePeriodSeconds: 3600 });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const fresh: SamlServiceProvider & { previousCertificateExpiresAt?: number } = rotated.body.serviceProvider;
    expect(fresh.encryptionCertificate).not.toBe(old);
    expect(fresh.previousCertificateExpiresAt).toBeGreaterThan(Date.now() + 3500_000);
    const body = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, '');
    const served = await (await fetch(sp.metadataUrl)).text();
    expect(body(served)).toContain(body(fresh.encryptionCertificate ?? ''));
    expect(body(served)).not.toContain(body(old));
    expect(await acsWith(fresh.encryptionCertificate ?? '')).toEqual([303, undefined]);
    expect(await acsWith(old)).toEqual([303, undefined]);
    sp = fresh;
  });

  it('drops the previous pair when the grace period is 0, and refuses a body it does not know', async () => {
    const before = sp.encryptionCertificate ?? '';
    const rotated = await rotate({ gracePeriodSeconds: 0 });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body.serviceProvider.previousCertificateExpiresAt).toBeUndefined();
    expect(await acsWith(before)).toEqual([303, 'sso_connector.saml_invalid_response']);
    expect(await acsWith(rotated.body.serviceProvider.encryptionCertificate)).toEqual([303, undefined]);
    expect((await rotate({ gracePeriodSeconds: -1 })).status).toBe(400);
    expect((await rotate({ keep: true })).status).toBe(400);
  });

  it('is 404 for an OIDC connector and an unknown one', async () => {
    const oidc = await management.post('/api/sso-connectors', { providerName: 'OIDC', connectorName: 'Not SAML' });
    const answer = await management.post(`/api/sso-connectors/${oidc.body.id}/saml-sp-key/rotate`, {});
    expect([answer.status, answer.body.code]).toEqual([404, 'sso_connector.not_found']);
    expect((await management.post('/api/sso-connectors/nope/saml-sp-key/rotate', {})).status).toBe(404);
  });
});
