import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type TestGatehouse } from '../test/harness';
import type { api } from '../test/oidc-client';
import { type AssertionOptions, makeSigningKey, type TestSamlIdp } from '../test/saml-idp';
import { type SamlServiceProvider, samlSteps } from '../test/saml-steps';
import { startSamlTestbed } from '../test/saml-testbed';

/*
 * Enterprise SSO through SAML against an identity provider started here (metadata served over
 * HTTP, Responses signed with xml-crypto): connectors from metadata, Gatehouse's SP side, the
 * SP-initiated sign-in through the ACS creating a user and finding them again, and each refusal
 * of the ACS (signature, validity, audience, recipient, InResponseTo, replay).
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let idp: TestSamlIdp;
let appId: string;
let connectorId: string;
let sp: SamlServiceProvider;
/** The sign-in pages' callback: the ACS sends the browser there, so it must be on the pages' origin. */
const pageCallback = () => `${gh.userUrl}/callback/sso`;
const attributes = { email: 'Grace@Saml.example', displayName: 'Grace Hopper' };

/** A RelayState no sign-in waits under: the ACS cannot send the browser anywhere, and answers JSON. */
const nobody = 'no-page-waits-under-this-state';

const { flow, startSaml, postToAcs, answer, signInThroughSaml } = samlSteps(() => ({
  gh,
  idp,
  appId,
  connectorId,
  sp,
  redirectUri: pageCallback(),
  attributes,
}));

let stop = async () => {};

beforeAll(async () => {
  ({ gh, management, idp, appId, stop } = await startSamlTestbed({ emailPassword: true }));
});
afterAll(() => stop());

describe('SAML connectors', () => {
  it('offers SAML and Entra ID (SAML) with their config fields', async () => {
    const { body } = await management.get('/api/sso-connector-providers');
    for (const name of ['SAML', 'AzureAD']) {
      const provider = body.find((p: { providerName: string }) => p.providerName === name);
      expect(provider).toMatchObject({ providerType: 'saml', available: true });
      expect(provider.configFields.map((field: { key: string }) => field.key)).toEqual(
        expect.arrayContaining(['metadataUrl', 'metadata', 'entityId', 'signInEndpoint', 'x509Certificate']),
      );
    }
  });

  it('refuses metadata that does not answer or is not IdP metadata, and a bad certificate, creating nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ metadataUrl: `http://127.0.0.1:${await freePort()}/metadata` }, 422, 'saml_metadata_unreachable'],
      [{ metadataUrl: `${idp.base}/missing` }, 422, 'saml_metadata_unreachable'],
      [{ metadataUrl: `${idp.base}/not-metadata` }, 422, 'saml_invalid_metadata'],
      [{ metadata: '<html><body>not metadata</body></html>' }, 422, 'saml_invalid_metadata'],
      [{ metadata: 'not xml at all <' }, 422, 'saml_invalid_metadata'],
      [
        { entityId: 'urn:idp', signInEndpoint: `${idp.base}/sso`, x509Certificate: 'bm90IGEgY2VydA==' },
        422,
        'saml_invalid_certificate',
      ],
      [{ entityId: 'urn:idp' }, 400, 'invalid_config'],
      [{ metadataUrl: `${idp.base}/metadata`, metadata: idp.metadata() }, 400, 'invalid_config'],
    ];
    for (const [config, status, code] of cases) {
      const created = await management.post('/api/sso-connectors', {
        providerName: 'SAML',
        connectorName: 'Bad',
        config,
      });
      expect(created.status, JSON.stringify(config)).toBe(status);
      expect(created.body.code).toBe(`sso_connector.${code}`);
    }
    expect((await management.get('/api/sso-connectors')).body).toEqual([]);
  });

  it('creates a connector from a metadata URL and shows the SP side to copy', async () => {
    const created = await management.post('/api/sso-connectors', {
      providerName: 'SAML',
      connectorName: 'Corp SAML',
      config: { metadataUrl: `${idp.base}/metadata` },
      domains: ['saml.example'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    connectorId = created.body.id;
    sp = created.body.serviceProvider;
    expect(sp).toMatchObject({
      entityId: `${gh.userUrl}/enterprise-sso/${connectorId}`,
      acsUrl: `${gh.userUrl}/api/authn/single-sign-on/saml/${connectorId}`,
    });
    expect(sp.metadata).toContain(`entityID="${sp.entityId}"`);
    expect(sp.metadata).toContain(`Location="${sp.acsUrl}"`);
    const served = await fetch(sp.metadataUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('application/samlmetadata+xml');
    expect(await served.text()).toBe(sp.metadata);
    expect((await management.get(`/api/sso-connectors/${connectorId}`)).body.serviceProvider).toEqual(sp);
    // The same IdP by XML and by its fields is accepted too.
    for (const config of [
      { metadata: idp.metadata() },
      { entityId: idp.entityId, signInEndpoint: `${idp.base}/sso`, x509Certificate: idp.key.certificate },
    ]) {
      const other = await management.post('/api/sso-connectors', {
        providerName: 'AzureAD',
        connectorName: 'Entra',
        config,
      });
      expect(other.status, JSON.stringify(other.body)).toBe(201);
      expect((await management.delete(`/api/sso-connectors/${other.body.id}`)).status).toBe(204);
    }
  });

  it('signs a new employee in through the IdP, then finds the same user the next time', async () => {
    const userId = await signInThroughSaml();
    expect(userId).toBeTruthy();
    const user = await management.get(`/api/users/${userId}`);
    expect(user.body).toMatchObject({ primaryEmail: 'grace@saml.example', name: 'Grace Hopper' });
    const identity = await management.get(`/api/users/${userId}/sso-identities/${connectorId}`);
    expect(identity.status, JSON.stringify(identity.body)).toBe(200);
    expect(identity.body).toMatchObject({ issuer: idp.entityId, identityId: 'idp-ada' });
    expect(await signInThroughSaml()).toBe(userId);
  });

  it('takes an assertion encrypted to the connector certificate its metadata publishes', async () => {
    expect(sp.metadata).toContain('use="encryption"');
    const attempt = await flow();
    const { verificationId, request } = await startSaml(attempt);
    const encrypted = await idp.encryptAssertion(answer(request), sp.encryptionCertificate ?? '');
    expect(Buffer.from(encrypted, 'base64').toString()).not.toContain('Grace');
    const acs = await postToAcs(encrypted);
    expect(acs.status, JSON.stringify(acs.body)).toBe(303);
    const verified = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, {
      verificationId,
      connectorData: Object.fromEntries(new URL(acs.location ?? '').searchParams),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    // Encrypted to another key, it cannot be read.
    const stranger = await makeSigningKey('Stranger');
    const next = (await startSaml(await flow())).request;
    const unreadable = await postToAcs(await idp.encryptAssertion(answer(next), stranger.certificate), nobody);
    expect([unreadable.status, unreadable.body.code]).toEqual([400, 'sso_connector.saml_invalid_response']);
  });

  it('refuses to start for a callback off the sign-in pages, where the ACS would send the browser', async () => {
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const elsewhere = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/authorization-uri`, {
      state: 'page-state-saml',
      redirectUri: 'https://attacker.example/callback/sso',
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([400, 'guard.invalid_input']);
  });

  it('sends an AuthnRequest naming our entity id and ACS, with the page state as RelayState', async () => {
    const { request } = await startSaml(await flow());
    expect(request).toMatchObject({ acsUrl: sp.acsUrl, issuer: sp.entityId, relayState: 'page-state-saml' });
    expect(request.id).toMatch(/^_[0-9a-f]{40}$/);
  });
});

describe('the ACS', () => {
  it('refuses each bad answer with its code as JSON when no page waits under its RelayState, writing nothing: the request still takes a good answer', async () => {
    const stranger = await makeSigningKey('Stranger');
    const other = 'https://other-sp.example/acs';
    const cases: [Partial<AssertionOptions>, string][] = [
      [{ signWith: stranger }, 'saml_invalid_signature'],
      [{ signWith: 'unsigned' }, 'saml_invalid_signature'],
      [{ notBefore: -600, notOnOrAfter: -120 }, 'saml_assertion_expired'],
      [{ notBefore: 300, notOnOrAfter: 900 }, 'saml_assertion_expired'],
      [{ audience: 'https://other-sp.example' }, 'saml_audience_mismatch'],
      [{ recipient: other }, 'saml_recipient_mismatch'],
      [{ destination: other }, 'saml_recipient_mismatch'],
      [{ inResponseTo: '_never-sent', subjectInResponseTo: false }, 'saml_unknown_request'],
      [{ inResponseTo: undefined }, 'saml_unknown_request'],
      [{ issuer: 'https://another-idp.example' }, 'saml_invalid_response'],
    ];
    const attempt = await flow();
    const { verificationId, request } = await startSaml(attempt);
    for (const [overrides, code] of cases) {
      const refused = await postToAcs(answer(request, overrides), nobody);
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
      expect(refused.body.code, JSON.stringify(overrides)).toBe(`sso_connector.${code}`);
    }
    const garbage = await postToAcs(Buffer.from('not xml').toString('base64'), nobody);
    expect([garbage.status, garbage.body.code]).toEqual([400, 'sso_connector.saml_invalid_response']);
    // Nothing was kept: the page has nothing to finish with, and the IdP's good answer still counts.
    const early = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, {
      verificationId,
      connectorData: { state: 'page-state-saml' },
    });
    expect(early.body.code).toBe('session.verification_not_found');
    expect((await postToAcs(answer(request))).status).toBe(303);
    const wrongState = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, {
      verificationId,
      connectorData: { state: 'another-state' },
    });
    expect(wrongState.body.code).toBe('session.invalid_connector_state');
  });

  it("sends the browser back to the waiting page's callback with the refusal, which the page's verify call answers; the request still takes a good answer", async () => {
    const attempt = await flow();
    const { verificationId, request } = await startSaml(attempt);
    const forged = await postToAcs(answer(request, { signWith: await makeSigningKey('Forger') }));
    expect(forged.status, JSON.stringify(forged.body)).toBe(303);
    const back = new URL(forged.location ?? '');
    expect(back.origin + back.pathname).toBe(pageCallback());
    expect(Object.fromEntries(back.searchParams)).toEqual({
      state: 'page-state-saml',
      error: 'sso_connector.saml_invalid_signature',
    });
    const shown = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, {
      verificationId,
      connectorData: Object.fromEntries(back.searchParams),
    });
    expect([shown.status, shown.body.code]).toEqual([400, 'sso_connector.saml_invalid_signature']);
    // The error names only the ACS's refusals, and comes with the page's own state.
    const other = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, {
      verificationId,
      connectorData: { state: 'page-state-saml', error: 'user.not_found' },
    });
    expect(other.body.code).toBe('session.verification_not_found');
    const stateless = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, {
      verificationId,
      connectorData: { state: 'another-state', error: 'sso_connector.saml_invalid_signature' },
    });
    expect(stateless.body.code).toBe('session.invalid_connector_state');
    // Nothing was spent: the IdP's good answer still signs in.
    const good = await postToAcs(answer(request));
    expect(good.status).toBe(303);
    expect(new URL(good.location ?? '').searchParams.has('error')).toBe(false);
  });

  it('takes an assertion once: replayed in another response, or the same response again, it is refused', async () => {
    const assertionId = '_replayed-assertion-1';
    const first = (await startSaml(await flow())).request;
    const used = answer(first, { assertionId, subjectInResponseTo: false });
    expect((await postToAcs(used)).status).toBe(303);
    const again = await postToAcs(used, nobody);
    expect([again.status, again.body.code]).toEqual([400, 'sso_connector.saml_unknown_request']);
    const second = (await startSaml(await flow())).request;
    const replayed = await postToAcs(answer(second, { assertionId, subjectInResponseTo: false }), nobody);
    expect([replayed.status, replayed.body.code]).toEqual([400, 'sso_connector.saml_assertion_replayed']);
    // The refused replay did not spend the second request.
    expect((await postToAcs(answer(second))).status).toBe(303);
  });

  it("refuses a request of another connector, and an OIDC or unknown connector's ACS", async () => {
    const twin = await management.post('/api/sso-connectors', {
      providerName: 'SAML',
      connectorName: 'Twin',
      config: { metadata: idp.metadata() },
    });
    expect(twin.status).toBe(201);
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const started = await attempt.call('POST', `/api/experience/verification/sso/${twin.body.id}/authorization-uri`, {
      state: 'page-state-saml',
      redirectUri: pageCallback(),
    });
    const request = await idp.readRequest(started.body.authorizationUri);
    const crossed = await postToAcs(answer(request), nobody);
    expect([crossed.status, crossed.body.code]).toEqual([400, 'sso_connector.saml_unknown_request']);
    const unknown = await postToAcs(answer(request), 'x', 'no-such-connector');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'sso_connector.not_found']);
    expect((await fetch(`${gh.userUrl}/api/authn/single-sign-on/saml/no-such-connector/metadata`)).status).toBe(404);
  });
});
