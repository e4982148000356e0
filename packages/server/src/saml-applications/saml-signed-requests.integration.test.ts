import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { samlAppSteps } from '../test/saml-app-steps';
import { makeSigningKey, type SigningKey } from '../test/saml-idp';
import { startSamlSp, type TestSamlSp } from '../test/saml-sp';

/*
 * Signed AuthnRequests (issue 21): a SAML application whose SP signs its requests (node-saml with
 * its private key, RSA-SHA256) — the metadata asks for signed requests; signed requests in the
 * HTTP-Redirect (query signature) and HTTP-POST (enveloped XML signature) bindings sign in;
 * unsigned, tampered and wrong-key requests are refused before anything is remembered.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let sp: TestSamlSp;
let spKey: SigningKey;
let otherKey: SigningKey;
const password = 'Saml-Signed-Pass-42!';
const user = { username: 'ada_signed', primaryEmail: 'ada@signed-saml.example', name: 'Ada Lovelace' };

const { createApp, configureSp, signInThrough } = samlAppSteps(() => ({ gh, management, sp, user, password }));
const ssoUrl = (id: string) => `${gh.userUrl}/api/saml/${id}/authn`;

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  sp = await startSamlSp();
  spKey = await makeSigningKey('Signing SP');
  otherKey = await makeSigningKey('Someone else');
  const created = await management.post('/api/users', { ...user, password });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
});
afterAll(async () => {
  await gh?.stop();
  await sp?.close();
});

const refused = async (response: Response, status: number, code: string) => {
  const body = (await response.json()) as { code: string };
  expect([response.status, body.code]).toEqual([status, code]);
};
const post = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

describe('SAML applications: signed AuthnRequests', () => {
  it('needs the certificate, and says so in the metadata', async () => {
    const missing = await management.post('/api/saml-applications', {
      name: 'No cert',
      entityId: 'urn:no-cert:sp',
      acsUrl: { binding: 'HTTP-POST', url: sp.acsUrl },
      authnRequestsSigned: true,
    });
    expect([missing.status, missing.body.code]).toEqual([422, 'saml_application.request_signing_requirements']);
    const app = await createApp({ entityId: 'urn:meta:sp' });
    expect(app).toMatchObject({ authnRequestsSigned: false, requestSigningCertificate: null });
    const metadata = async () => (await fetch(`${gh.userUrl}/api/saml-applications/${app.id}/metadata`)).text();
    expect(await metadata()).toContain('WantAuthnRequestsSigned="false"');
    const bad = await management.patch(`/api/saml-applications/${app.id}`, {
      authnRequestsSigned: true,
      requestSigningCertificate: 'not a certificate',
    });
    expect([bad.status, bad.body.code]).toEqual([422, 'saml_application.invalid_certificate']);
    const patched = await management.patch(`/api/saml-applications/${app.id}`, {
      authnRequestsSigned: true,
      requestSigningCertificate: spKey.certificate,
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.authnRequestsSigned).toBe(true);
    expect(await metadata()).toContain('WantAuthnRequestsSigned="true"');
    const cleared = await management.patch(`/api/saml-applications/${app.id}`, { requestSigningCertificate: null });
    expect([cleared.status, cleared.body.code]).toEqual([422, 'saml_application.request_signing_requirements']);
  });

  it('accepts signed requests in both bindings', async () => {
    const app = await createApp({
      entityId: 'urn:signed:sp',
      authnRequestsSigned: true,
      requestSigningCertificate: spKey.certificate,
    });
    await configureSp(app, { privateKey: spKey.privateKey });
    const url = new URL(await sp.redirectUrl('signed-relay'));
    expect(url.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    const redirect = await signInThrough(url.href);
    expect(redirect.acs.status, redirect.acs.body.error).toBe(200);
    expect(redirect.acs.body.relayState).toBe('signed-relay');

    await configureSp(app, { privateKey: spKey.privateKey, authnRequestBinding: 'HTTP-POST' });
    const form = await sp.postForm('posted-relay');
    const posted = await signInThrough(form.action, form.fields);
    expect(posted.acs.status, posted.acs.body.error).toBe(200);
    expect(posted.acs.body.relayState).toBe('posted-relay');
  });

  it('refuses unsigned, tampered and wrong-key requests', async () => {
    const app = await createApp({
      entityId: 'urn:strict-signed:sp',
      authnRequestsSigned: true,
      requestSigningCertificate: spKey.certificate,
    });
    // Unsigned, in both bindings.
    await configureSp(app);
    const unsigned = await fetch(await sp.redirectUrl('x'), { redirect: 'manual' });
    await refused(unsigned, 400, 'saml_application.request_signature_required');
    const unsignedForm = await sp.postForm('x');
    await refused(await post(ssoUrl(app.id), unsignedForm.fields), 400, 'saml_application.request_signature_required');

    // Signed, then changed: the RelayState, the request itself, the algorithm; or a signature dropped.
    await configureSp(app, { privateKey: spKey.privateKey });
    const signed = new URL(await sp.redirectUrl('original'));
    const variants = [
      (url: URL) => url.searchParams.set('RelayState', 'changed'),
      (url: URL) => {
        const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString();
        const changed = xml.replace(/ID="[^"]+"/, 'ID="_replayed"');
        url.searchParams.set('SAMLRequest', deflateRawSync(Buffer.from(changed)).toString('base64'));
      },
      (url: URL) => url.searchParams.set('SigAlg', 'http://www.w3.org/2000/09/xmldsig#rsa-sha1'),
      (url: URL) => url.searchParams.set('Signature', Buffer.from('forged').toString('base64')),
    ];
    for (const change of variants) {
      const url = new URL(signed);
      change(url);
      await refused(await fetch(url, { redirect: 'manual' }), 400, 'saml_application.invalid_request_signature');
    }
    const noSignature = new URL(signed);
    noSignature.searchParams.delete('Signature');
    await refused(await fetch(noSignature, { redirect: 'manual' }), 400, 'saml_application.request_signature_required');

    await configureSp(app, { privateKey: spKey.privateKey, authnRequestBinding: 'HTTP-POST' });
    const form = await sp.postForm('x');
    const raw = Buffer.from(form.fields.SAMLRequest ?? '', 'base64');
    const deflated = !raw.toString('utf8').trimStart().startsWith('<');
    const xml = (deflated ? inflateRawSync(raw) : raw).toString('utf8');
    expect(xml).toContain('Signature');
    const tampered = xml.replace(/IssueInstant="[^"]+"/, 'IssueInstant="2000-01-01T00:00:00Z"');
    expect(tampered).not.toBe(xml);
    const tamperedField = Buffer.from(tampered).toString('base64');
    await refused(
      await post(ssoUrl(app.id), { ...form.fields, SAMLRequest: tamperedField }),
      400,
      'saml_application.invalid_request_signature',
    );

    // Signed with another key than the configured certificate's, in both bindings.
    await configureSp(app, { privateKey: otherKey.privateKey });
    await refused(
      await fetch(await sp.redirectUrl('x'), { redirect: 'manual' }),
      400,
      'saml_application.invalid_request_signature',
    );
    await configureSp(app, { privateKey: otherKey.privateKey, authnRequestBinding: 'HTTP-POST' });
    const otherForm = await sp.postForm('x');
    await refused(await post(ssoUrl(app.id), otherForm.fields), 400, 'saml_application.invalid_request_signature');

    // IdP-initiated starts carry no request: still allowed.
    expect((await fetch(ssoUrl(app.id), { redirect: 'manual' })).status).toBe(302);
  });
});
