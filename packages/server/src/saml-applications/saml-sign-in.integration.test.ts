import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { provisionTenant } from '../app/seed';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { samlAppSteps } from '../test/saml-app-steps';
import { makeSigningKey, type SigningKey } from '../test/saml-idp';
import { postToAcs, readForm, startSamlSp, type TestSamlSp } from '../test/saml-sp';
import { createSamlApplicationService } from './service';

/*
 * A SAML service provider started here (node-saml) signs its users in through a Gatehouse SAML
 * application: SP-initiated in the HTTP-Redirect and HTTP-POST bindings and IdP-initiated, through
 * the tenant's sign-in pages, with the assertion encrypted or not, reading the NameID in each
 * format and the mapped attributes; and every refusal of the single sign-on service and callback.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let sp: TestSamlSp;
let spKey: SigningKey;
const password = 'Saml-Idp-Pass-42!';
const user = { username: 'grace_saml', primaryEmail: 'grace@saml-app.example', name: 'Grace Hopper' };
let userId: string;

const { createApp, configureSp, signInThrough } = samlAppSteps(() => ({ gh, management, sp, user, password }));
const ssoUrl = (id: string) => `${gh.userUrl}/api/saml/${id}/authn`;

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  sp = await startSamlSp();
  spKey = await makeSigningKey('Legacy HR SP');
  const created = await management.post('/api/users', { ...user, password });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  userId = created.body.id;
});
afterAll(async () => {
  await gh?.stop();
  await sp?.close();
});

describe('SAML applications: signing in', () => {
  it('signs in SP-initiated (HTTP-Redirect): a signed response the SP verifies, mapped attributes, persistent NameID, RelayState', async () => {
    const app = await createApp({ entityId: 'urn:redirect:sp' });
    await configureSp(app);
    const { page, acs } = await signInThrough(await sp.redirectUrl('back-to-/reports'));
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(page.headers.get('content-security-policy')).toContain(new URL(sp.acsUrl).origin);
    expect(page.action).toBe(sp.acsUrl);
    expect(acs.status, acs.body.error).toBe(200);
    expect(acs.body.relayState).toBe('back-to-/reports');
    const profile = acs.body.profile ?? ({} as Record<string, unknown>);
    expect(profile.nameIDFormat).toBe('urn:oasis:names:tc:SAML:2.0:nameid-format:persistent');
    expect(profile.nameID).toMatch(/^[0-9a-f]{64}$/);
    expect(profile.nameID).not.toContain(userId);
    expect(profile).toMatchObject({ mail: user.primaryEmail, displayName: user.name, uid: userId });
    expect(profile.inResponseTo).toMatch(/^_/);
    const xml = Buffer.from(page.fields.SAMLResponse ?? '', 'base64').toString('utf8');
    expect(xml).toContain(`Destination="${sp.acsUrl}"`);
    expect(xml).toContain('<saml:Audience>urn:redirect:sp</saml:Audience>');
    // Two signatures: the Assertion's and the Response's.
    expect(xml.match(/<(?:\w+:)?Signature[\s>]/g)).toHaveLength(2);

    // The same user and application: the same persistent NameID.
    await configureSp(app);
    const again = await signInThrough(await sp.redirectUrl('again'));
    expect(again.acs.body.profile?.nameID).toBe(profile.nameID);

    await gh.settle();
    const logs = (await management.get(`/api/logs?applicationId=${app.id}`)).body as Array<{
      key: string;
      payload: Record<string, unknown>;
    }>;
    const keys = logs.map((log) => log.key);
    expect(keys).toEqual(expect.arrayContaining(['SamlApplication.AuthnRequest', 'SamlApplication.Callback']));
    expect(logs.find((log) => log.key === 'SamlApplication.Callback')?.payload).toMatchObject({
      result: 'Success',
      userId,
    });
  });

  it('signs in SP-initiated with the HTTP-POST binding, the assertion encrypted to the SP, NameID as email address', async () => {
    const app = await createApp({
      entityId: 'urn:post:sp',
      nameIdFormat: 'emailAddress',
      encryption: { encryptAssertion: true, encryptThenSign: true, certificate: spKey.certificate },
    });
    await configureSp(app, { decryptionPvk: spKey.privateKey });
    const form = await sp.postForm('post-relay');
    expect(form.action).toBe(ssoUrl(app.id));
    const { page, acs } = await signInThrough(form.action, form.fields);
    const xml = Buffer.from(page.fields.SAMLResponse ?? '', 'base64').toString('utf8');
    expect(xml).toContain('EncryptedAssertion');
    expect(xml).not.toContain(user.primaryEmail);
    expect(acs.status, acs.body.error).toBe(200);
    expect(acs.body.profile).toMatchObject({
      nameID: user.primaryEmail,
      nameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      mail: user.primaryEmail,
    });
    expect(acs.body.relayState).toBe('post-relay');

    // Without the SP's key the encrypted assertion cannot be read.
    await configureSp(app);
    const blind = await signInThrough(await sp.redirectUrl('x'));
    expect(blind.acs.status).toBe(401);
  });

  it('signs in IdP-initiated (no AuthnRequest, no InResponseTo), with transient and unspecified NameIDs', async () => {
    const app = await createApp({ entityId: 'urn:idp-init:sp', nameIdFormat: 'transient' });
    await configureSp(app, { validateInResponseTo: 'never' });
    const first = await signInThrough(`${ssoUrl(app.id)}?RelayState=deep-link`);
    expect(first.acs.status, first.acs.body.error).toBe(200);
    const xml = Buffer.from(first.page.fields.SAMLResponse ?? '', 'base64').toString('utf8');
    expect(xml).not.toContain('InResponseTo');
    expect(first.acs.body.relayState).toBe('deep-link');
    expect(first.acs.body.profile?.nameIDFormat).toBe('urn:oasis:names:tc:SAML:2.0:nameid-format:transient');
    const second = await signInThrough(ssoUrl(app.id));
    expect(second.acs.body.profile?.nameID).not.toBe(first.acs.body.profile?.nameID);

    await management.patch(`/api/saml-applications/${app.id}`, { nameIdFormat: 'unspecified', attributeMapping: {} });
    const unspecified = await signInThrough(ssoUrl(app.id));
    expect(unspecified.acs.body.profile).toMatchObject({ nameID: userId });
    expect(unspecified.acs.body.profile?.mail).toBeUndefined();
  });
});

describe('SAML applications: refusals', () => {
  const refused = async (response: Response, status: number, code: string) => {
    const body = (await response.json()) as { code: string };
    expect([response.status, body.code]).toEqual([status, code]);
  };

  it('refuses an unknown application, a wrong issuer, an ACS mismatch and a request that is none', async () => {
    await refused(await fetch(ssoUrl('nope'), { redirect: 'manual' }), 404, 'saml_application.not_found');
    await refused(await fetch(`${gh.userUrl}/api/saml-applications/nope/metadata`), 404, 'saml_application.not_found');
    const app = await createApp({ entityId: 'urn:strict:sp' });
    // The SP believes it is another entity: the request's Issuer is not the application's.
    await configureSp({ ...app, entityId: 'urn:someone-else' });
    await refused(
      await fetch(await sp.redirectUrl('x'), { redirect: 'manual' }),
      400,
      'saml_application.issuer_mismatch',
    );

    // A request naming another ACS URL than the configured one.
    await configureSp(app);
    const url = new URL(await sp.redirectUrl('x'));
    const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
    expect(xml).toContain(`AssertionConsumerServiceURL="${sp.acsUrl}"`);
    const tampered = xml.replace(sp.acsUrl, 'https://evil.example/acs');
    url.searchParams.set('SAMLRequest', deflateRawSync(Buffer.from(tampered)).toString('base64'));
    await refused(await fetch(url, { redirect: 'manual' }), 400, 'saml_application.acs_url_mismatch');

    const garbage = new URL(ssoUrl(app.id));
    garbage.searchParams.set('SAMLRequest', Buffer.from('<not-a-request/>').toString('base64'));
    await refused(await fetch(garbage, { redirect: 'manual' }), 400, 'saml_application.invalid_request');
    await refused(
      await fetch(`${gh.userUrl}/api/saml-applications/${app.id}/callback?code=forged&state=unknown`),
      400,
      'saml_application.request_not_found',
    );
    await gh.settle();
    const logs = await management.get(`/api/logs?applicationId=${app.id}&result=Error`);
    const codes = (logs.body as Array<{ key: string; payload: { error?: { code: string } } }>).map(
      (log) => `${log.key} ${log.payload.error?.code}`,
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        'SamlApplication.AuthnRequest saml_application.issuer_mismatch',
        'SamlApplication.AuthnRequest saml_application.acs_url_mismatch',
        'SamlApplication.Callback saml_application.request_not_found',
      ]),
    );
  });

  it("refuses a code that is not this sign-in's, and a callback used twice", async () => {
    const app = await createApp({ entityId: 'urn:callback:sp' });
    await configureSp(app, { validateInResponseTo: 'never' });
    const started = await fetch(ssoUrl(app.id), { redirect: 'manual' });
    expect(started.status).toBe(302);
    const authorization = new URL(started.headers.get('location') ?? '');
    expect(authorization.pathname).toBe('/oidc/auth');
    expect(authorization.searchParams.get('client_id')).toBe(app.id);
    const state = authorization.searchParams.get('state');
    await refused(
      await fetch(`${gh.userUrl}/api/saml-applications/${app.id}/callback?code=forged&state=${state}`),
      400,
      'saml_application.sign_in_failed',
    );
    // The state was taken by the refused attempt: it does not take a second one.
    await refused(
      await fetch(`${gh.userUrl}/api/saml-applications/${app.id}/callback?code=forged&state=${state}`),
      400,
      'saml_application.request_not_found',
    );
  });

  it('answers a sign-in refused or cancelled on the pages with a signed AuthnFailed Response at the ACS, not a JSON error', async () => {
    const app = await createApp({ entityId: 'urn:cancel:sp' });
    await configureSp(app);
    const started = await fetch(await sp.redirectUrl('cancel-relay'), { redirect: 'manual' });
    const authorization = new URL(started.headers.get('location') ?? '');
    expect(authorization.pathname).toBe('/oidc/auth');
    const state = authorization.searchParams.get('state');
    const callback = await fetch(
      `${gh.userUrl}/api/saml-applications/${app.id}/callback?error=access_denied&state=${state}`,
    );
    expect(callback.status).toBe(200);
    const form = readForm(await callback.text());
    expect(form.action).toBe(sp.acsUrl);
    expect(form.fields.RelayState).toBe('cancel-relay');
    const xml = Buffer.from(form.fields.SAMLResponse ?? '', 'base64').toString('utf8');
    expect(xml).toContain('urn:oasis:names:tc:SAML:2.0:status:AuthnFailed');
    expect(xml).not.toContain('Assertion');
    expect(xml.match(/<(?:\w+:)?Signature[\s>]/g)).toHaveLength(1);
    // Signed with the application's active certificate (node-saml reads error statuses before any signature check, so it is checked here).
    const [active] = (await management.get(`/api/saml-applications/${app.id}/secrets`)).body as Array<{
      certificate: string;
    }>;
    const verify = (text: string) => {
      const verifier = new SignedXml({ publicCert: active?.certificate });
      const signature = /<(\w+:)?Signature[\s>][\s\S]*?<\/\1?Signature>/.exec(text)?.[0];
      if (!signature) return false;
      verifier.loadSignature(signature);
      try {
        return verifier.checkSignature(text);
      } catch {
        return false;
      }
    };
    expect(verify(xml)).toBe(true);
    expect(verify(xml.replace('access_denied', 'access_granted'))).toBe(false);
    // The SP reads the refusal at its ACS.
    const acs = await postToAcs(form);
    expect(acs.status).toBe(401);
    expect(acs.body.error).toBe('SAML provider returned Responder error: access_denied');
    // The state was taken: the callback does not answer twice.
    await refused(
      await fetch(`${gh.userUrl}/api/saml-applications/${app.id}/callback?error=access_denied&state=${state}`),
      400,
      'saml_application.request_not_found',
    );
    await gh.settle();
    const logs = (await management.get(`/api/logs?applicationId=${app.id}&result=Error`)).body as Array<{
      key: string;
      payload: { error?: { code: string } };
    }>;
    expect(logs.map((log) => `${log.key} ${log.payload.error?.code}`)).toContain(
      'SamlApplication.Callback saml_application.sign_in_failed',
    );
  });

  it("does not show tenant B's SAML application to tenant A's token, nor serve it on A's address", async () => {
    await provisionTenant(gh.deps, { id: 'acme', name: 'Acme', tag: 'development', regionName: 'US' });
    const acmeApp = await createSamlApplicationService(gh.deps, 'acme').create({
      name: 'Acme HR',
      entityId: 'urn:acme:sp',
      acsUrl: { binding: 'HTTP-POST', url: sp.acsUrl },
      nameIdFormat: 'persistent',
    });
    expect((await management.get(`/api/saml-applications/${acmeApp.id}`)).status).toBe(404);
    expect((await management.get(`/api/saml-applications/${acmeApp.id}/secrets`)).status).toBe(404);
    expect((await management.patch(`/api/saml-applications/${acmeApp.id}`, { name: 'x' })).status).toBe(404);
    expect((await management.delete(`/api/saml-applications/${acmeApp.id}`)).status).toBe(404);
    expect((await fetch(`${gh.userUrl}/api/saml-applications/${acmeApp.id}/metadata`)).status).toBe(404);
    expect((await fetch(ssoUrl(acmeApp.id), { redirect: 'manual' })).status).toBe(404);
    expect((await createSamlApplicationService(gh.deps, 'acme').get(acmeApp.id)).name).toBe('Acme HR');
  });
});
