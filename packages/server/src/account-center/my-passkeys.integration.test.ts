import { accountCenterFields } from '@gatehouse/schemas/account-center';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { accountApiIndicator } from '../platform/tenancy';
import { signInWithPassword, startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from '../test/webauthn-authenticator';

/*
 * Passkeys registered from the Account API, outside sign-in (`/api/verifications/web-authn/*`, then
 * `POST /api/my-account/mfa-verifications`), with a software authenticator against a real server,
 * and the passkey then used to sign in.
 */

type Person = { id: string; http: ReturnType<typeof api> };

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let appId: string;
let rp: { rpId: string; origin: string };
const redirectUri = 'http://localhost:5173/callback';
const password = 'Analytical-Engine-1837';
const related = 'https://account.example.com';
let counter = 0;

const signInFlow = (extra?: Record<string, string>) =>
  startSignIn(gh.userUrl, {
    issuer: `${gh.userUrl}/oidc`,
    clientId: appId,
    redirectUri,
    scope: 'openid offline_access',
    ...(extra && { extra }),
  });

const person = async (): Promise<Person> => {
  const username = `passkey_${Date.now().toString(36)}_${counter++}`;
  const created = await management.post('/api/users', { username, password });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const flow = await signInFlow({ resource: accountApiIndicator(gh.config, 'default') });
  const tokens = await signInWithPassword(flow, { type: 'username', value: username }, password);
  return { id: created.body.id, http: api(gh.userUrl, tokens.access_token) };
};

const proofOf = async (who: Person) => {
  const response = await who.http.post('/api/verifications/password', { password });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.verificationRecordId as string;
};

const settings = async (mfaControl: 'ReadOnly' | 'Edit', factors: string[]) => {
  const fields = Object.fromEntries(accountCenterFields.map((field) => [field, 'Edit']));
  expect(
    (await management.patch('/api/account-center', { enabled: true, fields: { ...fields, mfa: mfaControl } })).status,
  ).toBe(200);
  const sie = await management.patch('/api/sign-in-exp', {
    mfa: { factors, policy: 'UserControlled', webAuthnRelatedOrigins: [related] },
    passkeySignIn: { enabled: factors.includes('WebAuthn') },
  });
  expect(sie.status, JSON.stringify(sie.body)).toBe(200);
};

const start = async (who: Person) => {
  const response = await who.http.post('/api/verifications/web-authn/registration');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { verificationRecordId: string; registrationOptions: Record<string, any>; expiresAt: string };
};
const verify = (who: Person, verificationRecordId: string, payload: unknown) =>
  who.http.post('/api/verifications/web-authn/registration/verify', { verificationRecordId, payload });
const answer = (
  key: SoftwareAuthenticator,
  options: Record<string, any>,
  input: Partial<{ challenge: string; rpId: string; origin: string }> = {},
) => key.register({ challenge: options.challenge, ...rp, userHandle: options.user.id, ...input });

beforeAll(async () => {
  gh = await startTestGatehouse();
  rp = { rpId: new URL(gh.userUrl).hostname, origin: new URL(gh.userUrl).origin };
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'Passkey SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
});
afterAll(() => gh?.stop());

describe('registering a passkey from the Account API', () => {
  it('registers, lists and signs in with it; refuses another challenge, origin, site, user or a second use', async () => {
    await settings('Edit', ['WebAuthn']);
    const ada = await person();
    const mallory = await person();
    const key = createSoftwareAuthenticator();

    const { verificationRecordId: id, registrationOptions: options, expiresAt } = await start(ada);
    expect(options.rp.id).toBe(rp.rpId);
    expect(options.authenticatorSelection.residentKey).toBe('required');
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());

    const refused = async (payload: unknown, status: number, code: string, who = ada, record = id) => {
      const response = await verify(who, record, payload);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect(response.body.code).toBe(code);
    };
    const failed = 'session.mfa.webauthn_verification_failed';
    await refused(answer(key, options, { origin: 'https://evil.example' }), 422, failed);
    await refused(answer(key, options, { rpId: 'evil.example' }), 422, failed);
    const other = await start(ada);
    await refused(answer(key, options, { challenge: other.registrationOptions.challenge }), 422, failed);
    await refused(answer(key, options), 400, 'verification_record.invalid', mallory);
    await refused(answer(key, options), 400, 'verification_record.invalid', ada, 'not-a-record');
    expect((await verify(ada, id, { id: 'x' })).status).toBe(400);

    // From a related origin of the tenant's: accepted, once.
    const verified = await verify(ada, id, answer(key, options, { origin: related }));
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.verificationRecordId).toBe(id);
    await refused(answer(key, options), 400, 'verification_record.invalid');

    // Binding needs a fresh proof of identity; a verified registration is no such proof.
    const add = (who: Person, body: Record<string, unknown>, proof?: string) =>
      who.http.post(
        '/api/my-account/mfa-verifications',
        { type: 'WebAuthn', ...body },
        {
          ...(proof && { 'logto-verification-id': proof }),
        },
      );
    expect((await add(ada, { newIdentifierVerificationRecordId: id })).status).toBe(403);
    expect((await add(ada, { newIdentifierVerificationRecordId: id }, id)).status).toBe(403);
    const malloryProof = await proofOf(mallory);
    expect((await add(mallory, { newIdentifierVerificationRecordId: id }, malloryProof)).status).toBe(400);
    const proof = await proofOf(ada);
    expect((await add(ada, { newIdentifierVerificationRecordId: other.verificationRecordId }, proof)).status).toBe(400);
    expect((await add(ada, { newIdentifierVerificationRecordId: id, name: '' }, proof)).status).toBe(400);
    const added = await add(ada, { newIdentifierVerificationRecordId: id, name: 'Work laptop' }, proof);
    expect(added.status, JSON.stringify(added.body)).toBe(204);
    expect((await add(ada, { newIdentifierVerificationRecordId: id }, proof)).status).toBe(400);

    const list = await ada.http.get('/api/my-account/mfa-verifications');
    expect(list.body).toEqual([
      {
        id: expect.any(String),
        type: 'WebAuthn',
        name: 'Work laptop',
        createdAt: expect.any(Number),
        lastUsedAt: null,
      },
    ]);
    expect((await mallory.http.get('/api/my-account/mfa-verifications')).body).toEqual([]);
    // Ada signs in with the passkey alone.
    const f = await signInFlow();
    await f.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const options2 = await f.call('POST', '/api/experience/verification/sign-in-passkey/authentication');
    expect(options2.status).toBe(200);
    const { verificationId, authenticationOptions } = options2.body;
    const assertion = key.assert({ challenge: authenticationOptions.challenge, ...rp });
    const passkey = await f.call('POST', '/api/experience/verification/sign-in-passkey/authentication/verify', {
      verificationId,
      payload: assertion,
    });
    expect(passkey.status, JSON.stringify(passkey.body)).toBe(200);
    expect((await f.call('POST', '/api/experience/identification', { verificationId })).status).toBe(204);
    const submitted = await f.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await f.finish(submitted.body.redirectTo)).claims()?.sub).toBe(ada.id);
    expect((await ada.http.get('/api/my-account/mfa-verifications')).body[0].lastUsedAt).toEqual(expect.any(Number));
    // The same credential cannot be registered twice (the key answers with Mallory's handle from here on).
    const again = await start(mallory);
    await refused(
      answer(key, again.registrationOptions),
      422,
      'user.webauthn_credential_in_use',
      mallory,
      again.verificationRecordId,
    );
  });

  it('answers only when the tenant enables WebAuthn and the account center lets the user edit MFA', async () => {
    await settings('Edit', ['Totp']);
    const grace = await person();
    const off = await grace.http.post('/api/verifications/web-authn/registration');
    expect(off.status).toBe(422);
    expect(off.body.code).toBe('session.mfa.factor_not_enabled');

    await settings('ReadOnly', ['WebAuthn']);
    const readOnly = await grace.http.post('/api/verifications/web-authn/registration');
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.code).toBe('account_center.field_read_only');
    expect((await api(gh.userUrl).post('/api/verifications/web-authn/registration')).status).toBe(401);
  });
});
