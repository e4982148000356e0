import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionTenant } from '../app/seed';
import { createApplicationService } from '../applications/service';
import { startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from '../test/webauthn-authenticator';

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let acmeManagement: ReturnType<typeof api>;
let appId = '';
let rp: { rpId: string; origin: string };
const redirectUri = 'http://localhost:5173/callback';
const password = 'Gatehouse-Tr0ub4dor';
const shop = 'https://shop.example.com';

const mfa = (webAuthnRelatedOrigins: unknown) => ({
  mfa: { factors: ['WebAuthn'], policy: 'Mandatory', rememberDeviceDays: 0, webAuthnRelatedOrigins },
});

/** `GET /.well-known/webauthn` with a Host header (fetch() cannot set one), as a proxy in front would send it. */
const wellKnown = (path: string, host?: string) =>
  new Promise<{ status: number; cacheControl?: string; body: { origins?: string[]; code?: string } }>(
    (resolve, reject) => {
      const request = http.get(`${gh.userUrl}${path}`, host ? { headers: { host } } : {}, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, cacheControl: res.headers['cache-control'], body: JSON.parse(body) }),
        );
      });
      request.on('error', reject);
    },
  );

/** A user signed in with their password, up to submit. */
const identified = async (username: string) => {
  const f = await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });
  await f.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  const verified = await f.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: username },
    password,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  expect(
    (await f.call('POST', '/api/experience/identification', { verificationId: verified.body.verificationId })).status,
  ).toBe(204);
  return f;
};
type Flow = Awaited<ReturnType<typeof identified>>;

/** Asserts with `key` from `origin` at a new sign-in; answers the verify response. */
const assertFrom = async (f: Flow, key: SoftwareAuthenticator, origin: string) => {
  const options = await f.call('POST', '/api/experience/verification/web-authn/authentication');
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const payload = key.assert({ challenge: options.body.authenticationOptions.challenge, rpId: rp.rpId, origin });
  return f.call('POST', '/api/experience/verification/web-authn/authentication/verify', {
    verificationId: options.body.verificationId,
    payload,
  });
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  rp = { rpId: new URL(gh.userUrl).hostname, origin: new URL(gh.userUrl).origin };
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  await provisionTenant(gh.deps, { id: 'acme', name: 'Acme', tag: 'development', regionName: 'US' });
  const acmeBase = `${gh.userUrl}/t/acme`;
  acmeManagement = api(acmeBase, await managementToken(`${acmeBase}/oidc`, await createManagementApp(gh, 'acme')));
  const app = await createApplicationService(gh.deps, 'default').create({
    name: 'Related origins SPA',
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  });
  appId = app.id;
});
afterAll(() => gh?.stop());

describe('WebAuthn related origins', () => {
  it('refuses an origin that is not https, has a path, or repeats, and more than twenty', async () => {
    const before = (await management.get('/api/sign-in-exp')).body.mfa;
    for (const origins of [
      ['http://shop.example.com'],
      ['https://shop.example.com/login'],
      ['https://shop.example.com/'],
      ['not an origin'],
      [shop, shop],
      Array.from({ length: 21 }, (_, index) => `https://shop${index}.example.com`),
    ]) {
      const refused = await management.patch('/api/sign-in-exp', mfa(origins));
      expect(refused.status, JSON.stringify(origins)).toBe(400);
      expect(refused.body.code).toBe('guard.invalid_input');
    }
    expect((await management.get('/api/sign-in-exp')).body.mfa).toEqual(before);
  });

  it("serves each tenant's origins at /.well-known/webauthn: anonymous, cacheable, on its endpoint and custom domain", async () => {
    expect(await wellKnown('/.well-known/webauthn')).toMatchObject({ status: 200, body: { origins: [] } });
    const twenty = Array.from({ length: 20 }, (_, index) => `https://shop${index}.example.com`);
    expect((await management.patch('/api/sign-in-exp', mfa(twenty))).status).toBe(200);
    expect((await wellKnown('/.well-known/webauthn')).body.origins).toEqual(twenty);

    expect((await management.patch('/api/sign-in-exp', mfa([shop, 'https://example.co.uk']))).status).toBe(200);
    const acmeOrigins = ['https://acme-store.example'];
    expect((await acmeManagement.patch('/api/sign-in-exp', mfa(acmeOrigins))).status).toBe(200);

    const own = await wellKnown('/.well-known/webauthn');
    expect(own).toEqual({
      status: 200,
      cacheControl: 'public, max-age=300',
      body: { origins: [shop, 'https://example.co.uk'] },
    });
    expect((await wellKnown('/t/acme/.well-known/webauthn')).body).toEqual({ origins: acmeOrigins });

    await gh.deps.database.withTenant('acme', (trx) =>
      trx
        .insertInto('customDomains')
        .values({ tenantId: 'acme', id: 'dom-webauthn', domain: 'login.acme-webauthn.test', status: 'Active' })
        .execute(),
    );
    await gh.deps.bus.publish('acme', 'tenant');
    expect((await wellKnown('/.well-known/webauthn', 'login.acme-webauthn.test')).body).toEqual({
      origins: acmeOrigins,
    });
    expect(await wellKnown('/t/nope/.well-known/webauthn')).toMatchObject({
      status: 404,
      body: { code: 'tenant.not_found' },
    });
  });

  it('accepts registrations and assertions from a related origin, and none from an unlisted one', async () => {
    expect((await management.patch('/api/sign-in-exp', mfa([shop]))).status).toBe(200);
    const username = `related_${Date.now().toString(36)}`;
    expect((await management.post('/api/users', { username, password })).status).toBe(201);
    const key = createSoftwareAuthenticator();

    // Enrolled from the related origin, for the tenant's relying-party id.
    const enrolling = await identified(username);
    const options = await enrolling.call('POST', '/api/experience/verification/web-authn/registration');
    expect(options.status).toBe(200);
    const { verificationId, registrationOptions } = options.body;
    const register = (origin: string) =>
      enrolling.call('POST', '/api/experience/verification/web-authn/registration/verify', {
        verificationId,
        payload: key.register({
          challenge: registrationOptions.challenge,
          rpId: rp.rpId,
          origin,
          userHandle: registrationOptions.user.id,
        }),
      });
    const unlisted = await register('https://evil.example');
    expect(unlisted.status).toBe(422);
    expect(unlisted.body.code).toBe('session.mfa.webauthn_verification_failed');
    expect((await register(shop)).status).toBe(200);
    expect(
      (await enrolling.call('POST', '/api/experience/profile/mfa', { type: 'WebAuthn', verificationId })).status,
    ).toBe(204);
    expect((await enrolling.call('POST', '/api/experience/submit')).status).toBe(200);

    // Used from the related origin and from the sign-in pages' own; never from another.
    const signIn = await identified(username);
    const refused = await assertFrom(signIn, key, 'https://evil.example');
    expect(refused.status).toBe(422);
    expect((await assertFrom(signIn, key, shop)).status).toBe(200);
    expect((await signIn.call('POST', '/api/experience/submit')).status).toBe(200);
    const again = await identified(username);
    expect((await assertFrom(again, key, rp.origin)).status).toBe(200);

    // Once the origin is taken off the list, its pages are refused at once.
    expect((await management.patch('/api/sign-in-exp', mfa([]))).status).toBe(200);
    const removed = await identified(username);
    expect((await assertFrom(removed, key, shop)).status).toBe(422);
  });
});
