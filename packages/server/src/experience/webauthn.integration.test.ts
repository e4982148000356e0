import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { provisionTenant } from '../app/seed';
import { createApplicationService } from '../applications/service';
import { createSignInExperienceService } from '../sign-in-experience/service';
import { startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from '../test/webauthn-authenticator';

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
const redirectUri = 'http://localhost:5173/callback';
const appIds: Record<string, string> = {};
const password = 'Gatehouse-Tr0ub4dor';
let rp: { rpId: string; origin: string };
let counter = 0;
const uniqueName = () => `webauthn_${Date.now().toString(36)}_${counter++}`;

const flow = (tenant = 'default') => {
  const base = tenant === 'default' ? gh.userUrl : `${gh.userUrl}/t/${tenant}`;
  return startSignIn(base, { issuer: `${base}/oidc`, clientId: appIds[tenant] ?? '', redirectUri });
};
type Flow = Awaited<ReturnType<typeof flow>>;

const setSettings = async (patch: Record<string, unknown>) => {
  const response = await management.patch('/api/sign-in-exp', patch);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};
const plainUser = async () => {
  const username = uniqueName();
  const created = await management.post('/api/users', { username, password });
  expect(created.status).toBe(201);
  return { username, id: created.body.id as string };
};
/** Signs `username` in with the password up to submit. */
const identified = async (username: string) => {
  const f = await flow();
  await f.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  const verified = await f.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: username },
    password,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const identification = await f.call('POST', '/api/experience/identification', {
    verificationId: verified.body.verificationId,
  });
  expect(identification.status).toBe(204);
  return f;
};
const expectError = (response: { status: number; body: { code?: string } }, status: number, code: string) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.code).toBe(code);
};
const factorsOf = async (userId: string) =>
  (await management.get(`/api/users/${userId}/mfa-verifications`)).body as Record<string, unknown>[];

/** Registration options, then the key's answer to them (from `answer`'s origin and site). */
const registrationOptions = async (f: Flow) => {
  const options = await f.call('POST', '/api/experience/verification/web-authn/registration');
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  return options.body as { verificationId: string; registrationOptions: Record<string, any> };
};
const verifyRegistration = (f: Flow, verificationId: string, payload: unknown) =>
  f.call('POST', '/api/experience/verification/web-authn/registration/verify', {
    verificationId,
    payload,
    name: 'Key',
  });
/** Enrolls `key` for the identified user of `f` and binds it. */
const enroll = async (f: Flow, key: SoftwareAuthenticator) => {
  const { verificationId, registrationOptions: options } = await registrationOptions(f);
  const payload = key.register({ challenge: options.challenge, ...rp, userHandle: options.user.id });
  const verified = await verifyRegistration(f, verificationId, payload);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  expect((await f.call('POST', '/api/experience/profile/mfa', { type: 'WebAuthn', verificationId })).status).toBe(204);
};
const authenticationOptions = async (f: Flow, path = 'web-authn/authentication') => {
  const options = await f.call('POST', `/api/experience/verification/${path}`);
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  return options.body as { verificationId: string; authenticationOptions: Record<string, any> };
};
const verifyAuthentication = (f: Flow, verificationId: string, payload: unknown, path = 'web-authn/authentication') =>
  f.call('POST', `/api/experience/verification/${path}/verify`, { verificationId, payload });

/** A user with an enrolled key (policy Mandatory, WebAuthn only). */
const userWithKey = async () => {
  const user = await plainUser();
  const key = createSoftwareAuthenticator();
  const f = await identified(user.username);
  await enroll(f, key);
  expect((await f.call('POST', '/api/experience/submit')).status).toBe(200);
  return { ...user, key };
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  const url = new URL(gh.userUrl);
  rp = { rpId: url.hostname, origin: url.origin };
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  await provisionTenant(gh.deps, { id: 'acme', name: 'Acme', tag: 'development', regionName: 'US' });
  for (const tenant of ['default', 'acme']) {
    const app = await createApplicationService(gh.deps, tenant).create({
      name: 'Test SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    });
    appIds[tenant] = app.id;
  }
  await createSignInExperienceService(gh.deps, 'acme').patch({
    mfa: { factors: ['WebAuthn'], policy: 'UserControlled', rememberDeviceDays: 0, webAuthnRelatedOrigins: [] },
    passkeySignIn: { enabled: true },
  });
});
beforeEach(async () => {
  await gh.deps.database.system.deleteFrom('rateLimits').execute();
  await setSettings({ mfa: { factors: ['WebAuthn'], policy: 'Mandatory' }, passkeySignIn: { enabled: false } });
});
afterEach(() => vi.useRealTimers());
afterAll(() => gh?.stop());

describe('WebAuthn as a second factor', () => {
  it('enrolls a key at sign-in: options for the tenant host, verified once, bound at submit, listed without key material', async () => {
    const user = await plainUser();
    const key = createSoftwareAuthenticator();
    const f = await identified(user.username);
    const required = await f.call('POST', '/api/experience/submit');
    expectError(required, 422, 'session.mfa.mfa_enrollment_required');
    expect(required.body.data.availableFactors).toEqual(['WebAuthn']);

    const { verificationId, registrationOptions: options } = await registrationOptions(f);
    expect(options.rp.id).toBe(rp.rpId);
    expect(options.authenticatorSelection.residentKey).toBe('preferred');
    expect(options.attestation).toBe('none');
    const answer = (input: Partial<typeof rp>) =>
      key.register({ challenge: options.challenge, ...rp, ...input, userHandle: options.user.id });

    // Another origin, another site, another challenge: refused, and the challenge stays open.
    const otherOrigin = await verifyRegistration(f, verificationId, answer({ origin: 'https://evil.example' }));
    expectError(otherOrigin, 422, 'session.mfa.webauthn_verification_failed');
    const otherSite = await verifyRegistration(f, verificationId, answer({ rpId: 'evil.example' }));
    expectError(otherSite, 422, 'session.mfa.webauthn_verification_failed');
    const second = await registrationOptions(f);
    const forSecond = key.register({ challenge: second.registrationOptions.challenge, ...rp });
    expectError(
      await verifyRegistration(f, verificationId, forSecond),
      422,
      'session.mfa.webauthn_verification_failed',
    );
    // A response for nothing the interaction holds, and a malformed one.
    expectError(await verifyRegistration(f, 'nope', answer({})), 404, 'session.verification_not_found');
    expect((await verifyRegistration(f, verificationId, { id: 'x' })).status).toBe(400);
    // Not bindable before it verified.
    const early = await f.call('POST', '/api/experience/profile/mfa', { type: 'WebAuthn', verificationId });
    expectError(early, 404, 'session.verification_not_found');

    expect((await verifyRegistration(f, verificationId, answer({}))).status).toBe(200);
    // The challenge was used once.
    expectError(await verifyRegistration(f, verificationId, answer({})), 404, 'session.verification_not_found');
    expect(await factorsOf(user.id)).toEqual([]);
    expect((await f.call('POST', '/api/experience/profile/mfa', { type: 'WebAuthn', verificationId })).status).toBe(
      204,
    );
    expect((await f.call('POST', '/api/experience/submit')).status).toBe(200);

    const factors = await factorsOf(user.id);
    expect(factors).toHaveLength(1);
    expect(factors[0]).toEqual({
      id: expect.any(String),
      type: 'WebAuthn',
      name: 'Key',
      createdAt: expect.any(Number),
      lastUsedAt: null,
    });
    await gh.settle(); // the audit records are written after the answers
    const logs = await management.get(`/api/logs?userId=${user.id}&logKey=Interaction.SignIn.Mfa.WebAuthn.Submit`);
    expect(logs.body.length).toBeGreaterThanOrEqual(4);
  });

  it('enrolls a key at sign-up when the policy prompts there', async () => {
    await setSettings({ mfa: { factors: ['WebAuthn'], policy: 'PromptAtSignInAndSignUp' } });
    const f = await flow();
    await f.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    const identity = await f.call('POST', '/api/experience/verification/new-password-identity', {
      identifier: { type: 'username', value: uniqueName() },
      password,
    });
    const created = await f.call('POST', '/api/experience/identification', {
      verificationId: identity.body.verificationId,
    });
    expect(created.status).toBe(201);
    const { userId } = (await f.call('GET', '/api/experience/interaction')).body;
    const prompted = await f.call('POST', '/api/experience/submit');
    expectError(prompted, 422, 'session.mfa.mfa_enrollment_required');
    expect(prompted.body.data).toEqual({ availableFactors: ['WebAuthn'], skippable: true });
    await enroll(f, createSoftwareAuthenticator());
    expect((await f.call('POST', '/api/experience/submit')).status).toBe(200);
    await gh.settle(); // the audit record is written after the answer
    const logs = await management.get('/api/logs?logKey=Interaction.Register.Mfa.WebAuthn.Submit');
    expect(logs.body.length).toBeGreaterThan(0);
    expect(await factorsOf(userId)).toHaveLength(1);
  });

  it('refuses an expired registration challenge', async () => {
    const user = await plainUser();
    const f = await identified(user.username);
    const { verificationId, registrationOptions: options } = await registrationOptions(f);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    const payload = createSoftwareAuthenticator().register({ challenge: options.challenge, ...rp });
    expectError(await verifyRegistration(f, verificationId, payload), 404, 'session.verification_not_found');
  });

  it('signs in with the key as the second factor; refuses other origins, unknown keys, keys of other users, stale counters and replays', async () => {
    const ada = await userWithKey();
    const bob = await userWithKey();
    const f = await identified(ada.username);
    const required = await f.call('POST', '/api/experience/submit');
    expectError(required, 403, 'session.mfa.require_mfa_verification');
    expect(required.body.data.availableFactors).toEqual(['WebAuthn']);

    const { verificationId, authenticationOptions: options } = await authenticationOptions(f);
    expect(options.rpId).toBe(rp.rpId);
    expect(options.allowCredentials.map((credential: { id: string }) => credential.id)).toEqual([ada.key.id]);
    const assertion = (key: SoftwareAuthenticator, input: Partial<typeof rp> & { counter?: number } = {}) =>
      key.assert({ challenge: options.challenge, ...rp, ...input });

    const otherOrigin = await verifyAuthentication(
      f,
      verificationId,
      assertion(ada.key, { origin: 'https://evil.example' }),
    );
    expectError(otherOrigin, 422, 'session.mfa.webauthn_verification_failed');
    const otherSite = await verifyAuthentication(f, verificationId, assertion(ada.key, { rpId: 'evil.example' }));
    expectError(otherSite, 422, 'session.mfa.webauthn_verification_failed');
    const unknown = await verifyAuthentication(f, verificationId, assertion(createSoftwareAuthenticator()));
    expectError(unknown, 422, 'session.mfa.webauthn_credential_not_found');
    const bobs = await verifyAuthentication(f, verificationId, assertion(bob.key));
    expectError(bobs, 422, 'session.mfa.webauthn_credential_not_found');
    expectError(await f.call('POST', '/api/experience/submit'), 403, 'session.mfa.require_mfa_verification');

    const good = assertion(ada.key, { counter: 7 });
    expect((await verifyAuthentication(f, verificationId, good)).status).toBe(200);
    expectError(await verifyAuthentication(f, verificationId, good), 404, 'session.verification_not_found');
    const submitted = await f.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await f.finish(submitted.body.redirectTo)).access_token).toBeTruthy();
    expect((await factorsOf(ada.id))[0]?.lastUsedAt).toEqual(expect.any(Number));

    // A new challenge with an assertion replaying counter 7: refused as a cloned or replayed key.
    const again = await identified(ada.username);
    const next = await authenticationOptions(again);
    const replayed = ada.key.assert({ challenge: next.authenticationOptions.challenge, ...rp, counter: 7 });
    expectError(
      await verifyAuthentication(again, next.verificationId, replayed),
      422,
      'session.mfa.webauthn_verification_failed',
    );
  });

  it('answers 422 for options when the user has no key, and when the tenant does not offer WebAuthn', async () => {
    await setSettings({ mfa: { factors: ['WebAuthn'], policy: 'UserControlled' } });
    const user = await plainUser();
    const f = await identified(user.username);
    const none = await f.call('POST', '/api/experience/verification/web-authn/authentication');
    expectError(none, 422, 'session.mfa.webauthn_credential_not_found');
    await setSettings({ mfa: { factors: [], policy: 'UserControlled' } });
    const off = await f.call('POST', '/api/experience/verification/web-authn/registration');
    expectError(off, 422, 'session.mfa.factor_not_enabled');
  });

  it('removes a key through the management API', async () => {
    const ada = await userWithKey();
    const [factor] = await factorsOf(ada.id);
    expect((await management.delete(`/api/users/${ada.id}/mfa-verifications/${factor?.id}`)).status).toBe(204);
    expect(await factorsOf(ada.id)).toEqual([]);
    const missing = await management.delete(`/api/users/${ada.id}/mfa-verifications/${factor?.id}`);
    expect(missing.status).toBe(404);
  });
});

describe('passkey sign-in', () => {
  it('is refused while the tenant has it off', async () => {
    const f = await flow();
    await f.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const off = await f.call('POST', '/api/experience/verification/sign-in-passkey/authentication');
    expectError(off, 422, 'session.capability_not_available');
  });

  it('signs in without an identifier with a discoverable key; refuses unknown keys, wrong user handles and replays', async () => {
    await setSettings({ passkeySignIn: { enabled: true } });
    const user = await plainUser();
    const key = createSoftwareAuthenticator();
    const enrolling = await identified(user.username);
    const { registrationOptions: options } = await registrationOptions(enrolling);
    // Passkey sign-in needs a discoverable credential, holding the user's handle.
    expect(options.authenticatorSelection.residentKey).toBe('required');
    await enroll(enrolling, key);
    expect((await enrolling.call('POST', '/api/experience/submit')).status).toBe(200);

    const f = await flow();
    await f.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const { verificationId, authenticationOptions: passkey } = await authenticationOptions(
      f,
      'sign-in-passkey/authentication',
    );
    expect(passkey.allowCredentials ?? []).toEqual([]);
    expect(passkey.userVerification).toBe('required');
    const answer = (from: SoftwareAuthenticator) => from.assert({ challenge: passkey.challenge, ...rp });
    const path = 'sign-in-passkey/authentication';

    const unknown = await verifyAuthentication(f, verificationId, answer(createSoftwareAuthenticator()), path);
    expectError(unknown, 422, 'session.mfa.webauthn_credential_not_found');
    const wrongHandle = { ...answer(key), response: { ...answer(key).response, userHandle: 'c29tZW9uZS1lbHNl' } };
    expectError(
      await verifyAuthentication(f, verificationId, wrongHandle, path),
      422,
      'session.mfa.webauthn_credential_not_found',
    );
    // Before it verified, the verification identifies nobody.
    const early = await f.call('POST', '/api/experience/identification', { verificationId });
    expectError(early, 404, 'session.verification_not_found');

    const good = answer(key);
    expect((await verifyAuthentication(f, verificationId, good, path)).status).toBe(200);
    expectError(await verifyAuthentication(f, verificationId, good, path), 404, 'session.verification_not_found');
    expect((await f.call('POST', '/api/experience/identification', { verificationId })).status).toBe(204);
    // The passkey (with user verification) is the second factor too: no prompt under Mandatory.
    const submitted = await f.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const tokens = await f.finish(submitted.body.redirectTo);
    expect(tokens.claims()?.sub).toBe(user.id);
    await gh.settle(); // the audit record is written after the answer
    const logs = await management.get(`/api/logs?logKey=Interaction.SignIn.Passkey.Submit`);
    expect(logs.body.some((log: { payload: { userId?: string } }) => log.payload.userId === user.id)).toBe(true);
  });

  it("does not accept a key of another tenant's user", async () => {
    await setSettings({ passkeySignIn: { enabled: true } });
    const ada = await userWithKey();
    // The same host (the tenant is in the path), so only the tenant's own credentials tell them apart.
    const f = await flow('acme');
    const path = '/t/acme/api/experience/verification/sign-in-passkey/authentication';
    expect((await f.call('PUT', '/t/acme/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    const options = await f.call('POST', path);
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const { verificationId, authenticationOptions: passkey } = options.body;
    expect(passkey.rpId).toBe(rp.rpId);
    const payload = ada.key.assert({ challenge: passkey.challenge, ...rp });
    const refused = await f.call('POST', `${path}/verify`, { verificationId, payload });
    expectError(refused, 422, 'session.mfa.webauthn_credential_not_found');
  });
});
