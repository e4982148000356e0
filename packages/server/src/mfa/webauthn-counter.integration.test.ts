import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from '../test/webauthn-authenticator';
import { createWebAuthnService, type RelyingParty } from './webauthn';

/*
 * The sign count under concurrency, against the real database: two assertions of one credential
 * verified at the same time must not both pass when the authenticator counts (the stored counter
 * is updated only if it is still the one read); an authenticator that always reports 0 is allowed.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
const rp: RelyingParty = { id: 'localhost', origin: 'http://localhost:3001' };
const challenge = () => randomBytes(32).toString('base64url');

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
});
afterAll(() => gh?.stop());

/** A user with `key` registered (through the service's own registration check) and stored. */
const userWithKey = async (key: SoftwareAuthenticator) => {
  const created = await management.post('/api/users', { username: `race_${randomBytes(4).toString('hex')}` });
  expect(created.status).toBe(201);
  const userId = created.body.id as string;
  const webAuthn = createWebAuthnService(gh.deps, 'default');
  const registrationChallenge = challenge();
  const response = key.register({ challenge: registrationChallenge, rpId: rp.id, origin: rp.origin });
  const { authenticatorName: _, ...credential } = await webAuthn.verifyRegistration(
    rp,
    registrationChallenge,
    response as RegistrationResponseJSON,
  );
  await gh.deps.database.withTenant('default', (trx) => webAuthn.add(trx, userId, credential, 'Passkey'));
  return { userId, webAuthn };
};

/** Verifies two assertions at once; answers how many passed. */
const inParallel = async (
  webAuthn: ReturnType<typeof createWebAuthnService>,
  userId: string,
  counters: number[],
  key: SoftwareAuthenticator,
) => {
  const attempts = counters.map((counter) => {
    const c = challenge();
    return { c, response: key.assert({ challenge: c, rpId: rp.id, origin: rp.origin, counter }) };
  });
  const results = await Promise.allSettled(
    attempts.map(({ c, response }) =>
      webAuthn.verifyAuthentication(rp, c, response as AuthenticationResponseJSON, userId),
    ),
  );
  return results;
};

describe('WebAuthn sign count under concurrency', () => {
  it('lets only one of two concurrent assertions with the same count pass', async () => {
    const key = createSoftwareAuthenticator();
    const { userId, webAuthn } = await userWithKey(key);
    for (let round = 1; round <= 5; round++) {
      const results = await inParallel(webAuthn, userId, [round * 10, round * 10], key);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason.code).toBe('session.mfa.webauthn_verification_failed');
    }
  });

  it('always accepts an authenticator that reports 0', async () => {
    const key = createSoftwareAuthenticator();
    const { userId, webAuthn } = await userWithKey(key);
    const results = await inParallel(webAuthn, userId, [0, 0], key);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
  });
});
