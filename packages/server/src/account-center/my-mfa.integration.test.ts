import { startSmtpServer } from '@gatehouse/connectors/message-support/test/local-smtp';
import { accountCenterFields } from '@gatehouse/schemas/account-center';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { accountApiIndicator } from '../platform/tenancy';
import { signInWithPassword, startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

/*
 * The end users' own second factors through the Account API (`/api/my-account/mfa-verifications*`)
 * against a real server, with tokens from a real sign-in; and the blocklist on a new primary email.
 */

type Person = { id: string; http: ReturnType<typeof api>; token: string };

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let appId: string;
/** Enrolled in the first test; the second tries to remove her factor. */
let ada: Person;
const redirectUri = 'http://localhost:5173/callback';
const password = 'Difference-Engine-1822';

const person = async (username: string): Promise<Person> => {
  const created = await management.post('/api/users', { username, password });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const flow = await startSignIn(gh.userUrl, {
    issuer: `${gh.userUrl}/oidc`,
    clientId: appId,
    redirectUri,
    scope: 'openid offline_access',
    extra: { resource: accountApiIndicator(gh.config, 'default') },
  });
  const tokens = await signInWithPassword(flow, { type: 'username', value: username }, password);
  return { id: created.body.id, token: tokens.access_token, http: api(gh.userUrl, tokens.access_token) };
};

const call = (who: Person, method: string, path: string, body?: unknown, proof?: string) =>
  fetch(`${gh.userUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(proof && { 'logto-verification-id': proof }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json().catch(() => undefined)) as any,
  }));

const proofOf = async (who: Person) => {
  const response = await who.http.post('/api/verifications/password', { password });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.verificationRecordId as string;
};

const mfaField = async (control: 'Off' | 'ReadOnly' | 'Edit') => {
  const fields = Object.fromEntries(accountCenterFields.map((field) => [field, 'Edit']));
  const response = await management.patch('/api/account-center', {
    enabled: true,
    fields: { ...fields, mfa: control },
  });
  expect(response.status).toBe(200);
};

const enableFactors = async (factors: string[]) => {
  const response = await management.patch('/api/sign-in-exp', { mfa: { factors, policy: 'UserControlled' } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  const metadata = { redirectUris: [redirectUri], postLogoutRedirectUris: [] };
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'Account SPA',
      type: 'SPA',
      oidcClientMetadata: metadata,
    })
  ).id;
});
afterAll(async () => {
  await gh?.stop();
});

describe('my MFA factors', () => {
  it('lists the email code factor my primary email gives, marked derived, which I cannot remove by itself', async () => {
    const smtp = await startSmtpServer();
    const connector = await management.post('/api/connectors', {
      connectorId: 'smtp',
      config: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'noreply@gatehouse.test' },
    });
    expect(connector.status, JSON.stringify(connector.body)).toBe(201);
    try {
      await mfaField('Edit');
      const grace = await person(`grace_${Date.now().toString(36)}`);
      await enableFactors(['EmailVerificationCode']);
      expect((await call(grace, 'GET', '/api/my-account/mfa-verifications')).body).toEqual([]);
      const email = `grace.${Date.now().toString(36)}@derived.example`;
      expect((await management.patch(`/api/users/${grace.id}`, { primaryEmail: email })).status).toBe(200);
      const listed = await call(grace, 'GET', '/api/my-account/mfa-verifications');
      expect(listed.body).toEqual([
        {
          id: 'EmailVerificationCode',
          type: 'EmailVerificationCode',
          name: email,
          createdAt: null,
          lastUsedAt: null,
          derived: true,
        },
      ]);
      const refused = await call(
        grace,
        'DELETE',
        '/api/my-account/mfa-verifications/EmailVerificationCode',
        undefined,
        await proofOf(grace),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('user.mfa_verification_derived');
      // The tenant turning the factor off takes it off the list.
      await enableFactors([]);
      expect((await call(grace, 'GET', '/api/my-account/mfa-verifications')).body).toEqual([]);
    } finally {
      await management.delete(`/api/connectors/${connector.body.id}`);
      await smtp.close();
    }
  });

  it('renames my factor with a fresh proof (1–64 characters)', async () => {
    await mfaField('Edit');
    await enableFactors(['Totp']);
    const linus = await person(`linus_${Date.now().toString(36)}`);
    expect((await management.post(`/api/users/${linus.id}/mfa-verifications`, { type: 'Totp' })).status).toBe(200);
    const [factor] = (await call(linus, 'GET', '/api/my-account/mfa-verifications')).body;
    const path = `/api/my-account/mfa-verifications/${factor.id}/name`;
    expect((await call(linus, 'PATCH', path, { name: 'Phone app' })).status).not.toBe(200);
    const proof = await proofOf(linus);
    expect((await call(linus, 'PATCH', path, { name: 'x'.repeat(65) }, proof)).status).toBe(400);
    const renamed = await call(linus, 'PATCH', path, { name: 'Phone app' }, proof);
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ id: factor.id, name: 'Phone app' });
    expect((await call(linus, 'GET', '/api/my-account/mfa-verifications')).body[0].name).toBe('Phone app');
  });

  it('enrolls an authenticator app with a fresh proof and a right code, lists it, and refuses the code twice', async () => {
    await mfaField('Edit');
    await enableFactors(['Totp', 'BackupCode']);
    ada = await person('ada_mfa');
    expect((await call(ada, 'GET', '/api/my-account/mfa-verifications')).body).toEqual([]);

    const generated = await call(ada, 'POST', '/api/my-account/mfa-verifications/totp-secret/generate');
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const { secret, keyUri } = generated.body as { secret: string; keyUri: string };
    expect(keyUri).toMatch(/^otpauth:\/\/totp\//);
    const code = generateSync({ secret, period: 30 });
    const path = '/api/my-account/mfa-verifications';

    // No proof of identity: refused, nothing bound.
    expect((await call(ada, 'POST', path, { type: 'Totp', secret, code })).body.code).toBe(
      'account_center.identity_not_verified',
    );
    const proof = await proofOf(ada);
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await call(ada, 'POST', path, { type: 'Totp', secret, code: wrong }, proof);
    expect([refused.status, refused.body.code]).toEqual([422, 'session.mfa.invalid_code']);
    expect((await call(ada, 'GET', path)).body).toEqual([]);
    // Hostile input: a clear 400, never a 500.
    expect((await call(ada, 'POST', path, { type: 'Totp', secret: 'not base32!', code }, proof)).status).toBe(400);
    expect((await call(ada, 'POST', path, { type: 'WebAuthn' }, proof)).status).toBe(400);

    expect((await call(ada, 'POST', path, { type: 'Totp', secret, code }, proof)).status).toBe(204);
    const listed = await call(ada, 'GET', path);
    expect(listed.body).toEqual([expect.objectContaining({ type: 'Totp', lastUsedAt: null })]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    // The management API sees the same factor.
    expect((await management.get(`/api/users/${ada.id}/mfa-verifications`)).body).toHaveLength(1);
    // A second authenticator app: refused.
    const again = await call(ada, 'POST', path, { type: 'Totp', secret, code }, proof);
    expect([again.status, again.body.code]).toEqual([422, 'user.totp_already_in_use']);
  });

  it('generates backup codes only beside an authenticator app, and removes factors with a proof', async () => {
    await mfaField('Edit');
    await enableFactors(['Totp', 'BackupCode']);
    const bob = await person('bob_mfa');
    const proof = await proofOf(bob);
    const generate = '/api/my-account/mfa-verifications/backup-codes/generate';
    const alone = await call(bob, 'POST', generate, undefined, proof);
    expect([alone.status, alone.body.code]).toEqual([422, 'user.backup_code_needs_factor']);

    const secret = (await call(bob, 'POST', '/api/my-account/mfa-verifications/totp-secret/generate')).body.secret;
    const code = generateSync({ secret, period: 30 });
    expect(
      (await call(bob, 'POST', '/api/my-account/mfa-verifications', { type: 'Totp', secret, code }, proof)).status,
    ).toBe(204);
    expect((await call(bob, 'POST', generate)).body.code).toBe('account_center.identity_not_verified');
    const generated = await call(bob, 'POST', generate, undefined, proof);
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    expect(generated.body.codes).toHaveLength(10);
    const factors = (await call(bob, 'GET', '/api/my-account/mfa-verifications')).body as Array<{
      id: string;
      type: string;
      remainCodes?: number;
    }>;
    expect(factors.find((factor) => factor.type === 'BackupCode')?.remainCodes).toBe(10);

    const totp = factors.find((factor) => factor.type === 'Totp');
    const removePath = `/api/my-account/mfa-verifications/${totp?.id}`;
    expect((await call(bob, 'DELETE', removePath)).body.code).toBe('account_center.identity_not_verified');
    expect((await call(bob, 'DELETE', removePath, undefined, proof)).status).toBe(204);
    const gone = await call(bob, 'DELETE', removePath, undefined, proof);
    expect([gone.status, gone.body.code]).toEqual([404, 'user.mfa_verification_not_found']);

    // Another user's factor is not mine to remove.
    const adaFactor = (await management.get(`/api/users/${ada.id}/mfa-verifications`)).body[0];
    const foreign = await call(bob, 'DELETE', `/api/my-account/mfa-verifications/${adaFactor.id}`, undefined, proof);
    expect(foreign.status).toBe(404);
    expect((await management.get(`/api/users/${ada.id}/mfa-verifications`)).body).toHaveLength(1);
  });

  it('follows the account center: Off hides them, ReadOnly lists them, and only enabled factors enroll', async () => {
    const cy = await person('cy_mfa');
    await mfaField('Off');
    expect((await call(cy, 'GET', '/api/my-account/mfa-verifications')).body.code).toBe(
      'account_center.field_not_enabled',
    );
    await mfaField('ReadOnly');
    expect((await call(cy, 'GET', '/api/my-account/mfa-verifications')).status).toBe(200);
    const readOnly = await call(cy, 'POST', '/api/my-account/mfa-verifications/totp-secret/generate');
    expect([readOnly.status, readOnly.body.code]).toEqual([403, 'account_center.field_read_only']);
    await mfaField('Edit');
    await enableFactors([]);
    const disabled = await call(cy, 'POST', '/api/my-account/mfa-verifications/totp-secret/generate');
    expect([disabled.status, disabled.body.code]).toEqual([422, 'session.mfa.factor_not_enabled']);
  });
});

describe('the blocklist on a new primary email', () => {
  it('refuses a blocked domain before the address is even checked, and nothing changes', async () => {
    await mfaField('Edit');
    const dee = await person('dee_blocklist');
    const policy = { blockedDomains: ['blocked.example'], blockFreeEmailDomains: false, blockSubaddressing: false };
    expect((await management.patch('/api/sign-in-exp', { emailBlocklistPolicy: policy })).status).toBe(200);
    try {
      const proof = await proofOf(dee);
      const refused = await call(
        dee,
        'POST',
        '/api/my-account/primary-email',
        { email: 'dee@mail.blocked.example', newIdentifierVerificationRecordId: 'no-such-record' },
        proof,
      );
      expect([refused.status, refused.body.code]).toEqual([422, 'email_blocklist.email_not_allowed']);
      expect((await management.get(`/api/users/${dee.id}`)).body.primaryEmail).toBeNull();
      // Nor is a code sent there to prove it is theirs.
      const code = await call(dee, 'POST', '/api/verifications/verification-code', {
        identifier: { type: 'email', value: 'dee@blocked.example' },
      });
      expect([code.status, code.body.code]).toEqual([422, 'email_blocklist.email_not_allowed']);
    } finally {
      await management.patch('/api/sign-in-exp', {
        emailBlocklistPolicy: { blockedDomains: [], blockFreeEmailDomains: false, blockSubaddressing: false },
      });
    }
  });
});
