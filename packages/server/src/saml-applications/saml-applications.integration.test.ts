import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { samlAppSteps } from '../test/saml-app-steps';
import { makeSigningKey, type SigningKey } from '../test/saml-idp';
import { startSamlSp, type TestSamlSp } from '../test/saml-sp';

/*
 * Gatehouse as the SAML identity provider of a service provider started here (node-saml): the
 * management API of SAML applications, the IdP metadata the SP trusts, SP-initiated sign-ins in
 * both bindings and IdP-initiated ones through the tenant's sign-in pages (Experience API), with
 * and without encryption, NameID formats and mapped attributes; and the refusals.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let sp: TestSamlSp;
let spKey: SigningKey;
const password = 'Saml-Idp-Pass-42!';
const user = { username: 'ada_saml', primaryEmail: 'ada@saml-app.example', name: 'Ada Lovelace' };

const { samlApp, createApp } = samlAppSteps(() => ({ gh, management, sp, user, password }));

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  sp = await startSamlSp();
  spKey = await makeSigningKey('Legacy HR SP');
  const created = await management.post('/api/users', { ...user, password });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
});
afterAll(async () => {
  await gh?.stop();
  await sp?.close();
});

describe('SAML applications: management API', () => {
  it('creates the application with a first active certificate, lists it as type SAML, never shows a private key', async () => {
    const app = await createApp();
    const fetched = await management.get(`/api/saml-applications/${app.id}`);
    expect(fetched.body).toMatchObject({
      type: 'SAML',
      entityId: 'urn:legacy-hr:sp',
      acsUrl: { binding: 'HTTP-POST', url: sp.acsUrl },
      nameIdFormat: 'persistent',
      encryption: null,
    });
    const redirect = await management.patch(`/api/applications/${app.id}`, {
      oidcClientMetadata: { redirectUris: ['https://evil.example/cb'] },
    });
    expect([redirect.status, redirect.body.code]).toEqual([422, 'application.saml_use_saml_applications']);
    const listed = await management.get('/api/applications?types=SAML');
    expect(listed.body.map((a: { id: string }) => a.id)).toContain(app.id);
    const secrets = await management.get(`/api/saml-applications/${app.id}/secrets`);
    expect(secrets.body).toHaveLength(1);
    expect(secrets.body[0]).toMatchObject({ active: true });
    expect(secrets.body[0].certificate).toContain('BEGIN CERTIFICATE');
    expect(JSON.stringify(secrets.body)).not.toMatch(/PRIVATE KEY|privateKey/);
    const stored = await gh.deps.database.system
      .selectFrom('samlApplicationSecrets')
      .select('privateKey')
      .where('applicationId', '=', app.id)
      .executeTakeFirstOrThrow();
    expect(stored.privateKey).not.toContain('PRIVATE KEY');
  });

  it('refuses bad input with clear codes and creates nothing', async () => {
    const before = (await management.get('/api/applications')).body.length;
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { encryption: { encryptAssertion: true, encryptThenSign: true } },
        422,
        'saml_application.encryption_requirements',
      ],
      [
        { encryption: { encryptAssertion: true, encryptThenSign: false, certificate: spKey.certificate } },
        422,
        'saml_application.encryption_requirements',
      ],
      [
        { encryption: { encryptAssertion: true, encryptThenSign: true, certificate: 'bm90IGEgY2VydA==' } },
        422,
        'saml_application.invalid_certificate',
      ],
      [{ acsUrl: { binding: 'HTTP-POST', url: 'http://sp.example/acs' } }, 400, 'guard.invalid_input'],
      [{ entityId: '' }, 400, 'guard.invalid_input'],
      [{ entityId: 'x'.repeat(257) }, 400, 'guard.invalid_input'],
      [{ nameIdFormat: 'kerberos' }, 400, 'guard.invalid_input'],
    ];
    for (const [overrides, status, code] of cases) {
      const response = await management.post('/api/saml-applications', samlApp(overrides));
      expect([response.status, response.body.code], JSON.stringify(overrides)).toEqual([status, code]);
    }
    const viaApplications = await management.post('/api/applications', { name: 'x', type: 'SAML' });
    expect([viaApplications.status, viaApplications.body.code]).toEqual([
      422,
      'application.saml_use_saml_applications',
    ]);
    expect((await management.get('/api/applications')).body.length).toBe(before);
  });

  it('rotates certificates: one active at a time, the active one cannot be deleted', async () => {
    const app = await createApp({ entityId: 'urn:rotate:sp' });
    const [first] = (await management.get(`/api/saml-applications/${app.id}/secrets`)).body;
    const second = await management.post(`/api/saml-applications/${app.id}/secrets`, { lifeSpanInYears: 2 });
    expect(second.status).toBe(201);
    expect(second.body.active).toBe(false);
    expect(second.body.expiresAt - Date.now()).toBeGreaterThan(1.9 * 365 * 86_400_000);
    const deleteActive = await management.delete(`/api/saml-applications/${app.id}/secrets/${first.id}`);
    expect([deleteActive.status, deleteActive.body.code]).toEqual([422, 'saml_application.active_secret_undeletable']);
    const deactivate = await management.patch(`/api/saml-applications/${app.id}/secrets/${first.id}`, {
      active: false,
    });
    expect([deactivate.status, deactivate.body.code]).toEqual([422, 'saml_application.active_secret_required']);
    const activated = await management.patch(`/api/saml-applications/${app.id}/secrets/${second.body.id}`, {
      active: true,
    });
    expect(activated.body.active).toBe(true);
    const secrets = (await management.get(`/api/saml-applications/${app.id}/secrets`)).body;
    expect(secrets.filter((s: { active: boolean }) => s.active).map((s: { id: string }) => s.id)).toEqual([
      second.body.id,
    ]);
    const metadata = await (await fetch(`${gh.userUrl}/api/saml-applications/${app.id}/metadata`)).text();
    const body = (pem: string) => pem.replace(/-----[^-]+-----|\s/g, '');
    expect(metadata).toContain(body(second.body.certificate));
    expect(metadata).not.toContain(body(first.certificate));
    expect((await management.delete(`/api/saml-applications/${app.id}/secrets/${first.id}`)).status).toBe(204);
    const missing = await management.delete(`/api/saml-applications/${app.id}/secrets/${first.id}`);
    expect([missing.status, missing.body.code]).toEqual([404, 'saml_application.secret_not_found']);
    const bad = await management.post(`/api/saml-applications/${app.id}/secrets`, { lifeSpanInYears: 0 });
    expect(bad.status).toBe(400);
  });

  it('never signs with an expired certificate: it cannot be activated, and an expired active one stops sign-ins with a page', async () => {
    const app = await createApp({ entityId: 'urn:expired:sp' });
    const [first] = (await management.get(`/api/saml-applications/${app.id}/secrets`)).body;
    const second = (await management.post(`/api/saml-applications/${app.id}/secrets`, { lifeSpanInYears: 1 })).body;
    const expire = (id: string) =>
      sql`update saml_application_secrets set expires_at = now() - interval '1 minute' where id = ${id}`.execute(
        gh.deps.database.system,
      );
    await expire(second.id);
    const refused = await management.patch(`/api/saml-applications/${app.id}/secrets/${second.id}`, { active: true });
    expect([refused.status, refused.body.code]).toEqual([422, 'saml_application.secret_expired']);
    const authn = () => fetch(`${gh.userUrl}/api/saml/${app.id}/authn`, { redirect: 'manual' });
    expect((await authn()).status).toBe(302);

    await expire(first.id);
    const page = await authn();
    expect(page.status).toBe(422);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('saml_application.active_secret_expired');
    expect(html).not.toContain('SAMLResponse');
    // The metadata signs nothing: it still shows the certificate, for the SP's administrator to see.
    expect((await fetch(`${gh.userUrl}/api/saml-applications/${app.id}/metadata`)).status).toBe(200);

    const fresh = (await management.post(`/api/saml-applications/${app.id}/secrets`, { lifeSpanInYears: 1 })).body;
    const activated = await management.patch(`/api/saml-applications/${app.id}/secrets/${fresh.id}`, { active: true });
    expect(activated.status).toBe(200);
    expect((await authn()).status).toBe(302);
  });

  it('patches the config and deletes the application with its certificates', async () => {
    const app = await createApp({ entityId: 'urn:patch:sp' });
    const patched = await management.patch(`/api/saml-applications/${app.id}`, {
      name: 'Renamed',
      nameIdFormat: 'emailAddress',
      attributeMapping: { email: 'email' },
    });
    expect(patched.body).toMatchObject({
      name: 'Renamed',
      nameIdFormat: 'emailAddress',
      attributeMapping: { email: 'email' },
    });
    const bad = await management.patch(`/api/saml-applications/${app.id}`, {
      encryption: { encryptAssertion: true, encryptThenSign: true },
    });
    expect([bad.status, bad.body.code]).toEqual([422, 'saml_application.encryption_requirements']);
    expect((await management.delete(`/api/saml-applications/${app.id}`)).status).toBe(204);
    expect((await management.get(`/api/saml-applications/${app.id}`)).status).toBe(404);
    const left = await gh.deps.database.system
      .selectFrom('samlApplicationSecrets')
      .select('id')
      .where('applicationId', '=', app.id)
      .execute();
    expect(left).toEqual([]);
  });
});
