import { startSmtpServer } from '@gatehouse/connectors/message-support/test/local-smtp';
import { sql } from 'kysely';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { createWebAuthnService } from './webauthn';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
});
afterAll(() => gh?.stop());

const newUser = async () => {
  const created = await http.post('/api/users', { username: `mfa_${Math.random().toString(36).slice(2, 10)}` });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
};

describe("users' MFA factors (management API)", () => {
  it('lists the code factors a primary email / phone gives while the tenant enables them, as derived and not removable', async () => {
    const smtp = await startSmtpServer();
    const connector = await http.post('/api/connectors', {
      connectorId: 'smtp',
      config: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'noreply@gatehouse.test' },
    });
    expect(connector.status, JSON.stringify(connector.body)).toBe(201);
    try {
      const userId = await newUser();
      const email = `derived.${Date.now().toString(36)}@mfa.example`;
      expect((await http.patch(`/api/users/${userId}`, { primaryEmail: email })).status).toBe(200);
      expect((await http.get(`/api/users/${userId}/mfa-verifications`)).body).toEqual([]);
      const enabled = await http.patch('/api/sign-in-exp', {
        mfa: { factors: ['Totp', 'EmailVerificationCode'], policy: 'UserControlled' },
      });
      expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
      expect((await http.post(`/api/users/${userId}/mfa-verifications`, { type: 'Totp' })).status).toBe(200);
      const listed = await http.get(`/api/users/${userId}/mfa-verifications`);
      expect(listed.body.map((factor: { type: string }) => factor.type)).toEqual(['Totp', 'EmailVerificationCode']);
      expect(listed.body[1]).toEqual({
        id: 'EmailVerificationCode',
        type: 'EmailVerificationCode',
        name: email,
        createdAt: null,
        lastUsedAt: null,
        derived: true,
      });
      const refused = await http.delete(`/api/users/${userId}/mfa-verifications/EmailVerificationCode`);
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('user.mfa_verification_derived');
      // Without the address, the factor is gone.
      expect((await http.patch(`/api/users/${userId}`, { primaryEmail: null })).status).toBe(200);
      const after = await http.get(`/api/users/${userId}/mfa-verifications`);
      expect(after.body.map((factor: { type: string }) => factor.type)).toEqual(['Totp']);
    } finally {
      await http.patch('/api/sign-in-exp', { mfa: { factors: [], policy: 'UserControlled' } });
      await http.delete(`/api/connectors/${connector.body.id}`);
      await smtp.close();
    }
  });

  it('renames a passkey (1–64 characters); a derived, unknown or other user’s factor is refused', async () => {
    const userId = await newUser();
    const webAuthn = createWebAuthnService(gh.deps, 'default');
    const credential = { id: `cred-${userId}`, publicKey: 'pk', counter: 0, transports: ['internal'] };
    const id = await gh.deps.database.withTenant('default', (trx) => webAuthn.add(trx, userId, credential, 'Passkey'));
    const path = `/api/users/${userId}/mfa-verifications/${id}`;
    expect((await http.get(`/api/users/${userId}/mfa-verifications`)).body[0]).toMatchObject({ id, name: 'Passkey' });
    const renamed = await http.patch(path, { name: '  Work laptop  ' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ id, type: 'WebAuthn', name: 'Work laptop' });
    expect((await http.get(`/api/users/${userId}/mfa-verifications`)).body[0].name).toBe('Work laptop');
    expect((await http.patch(path, { name: 'x'.repeat(65) })).status).toBe(400);
    expect((await http.patch(path, { name: '   ' })).status).toBe(400);
    const derived = await http.patch(`/api/users/${userId}/mfa-verifications/EmailVerificationCode`, { name: 'Mine' });
    expect(derived.body.code).toBe('user.mfa_verification_derived');
    const other = await newUser();
    const foreign = await http.patch(`/api/users/${other}/mfa-verifications/${id}`, { name: 'Stolen' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('user.mfa_verification_not_found');
    expect((await http.get(`/api/users/${userId}/mfa-verifications`)).body[0].name).toBe('Work laptop');
  });

  it('adds a TOTP factor, answers its secret once, and lists it without the secret', async () => {
    const userId = await newUser();
    const created = await http.post(`/api/users/${userId}/mfa-verifications`, { type: 'Totp' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(created.body.keyUri).toMatch(/^otpauth:\/\/totp\//);
    const listed = await http.get(`/api/users/${userId}/mfa-verifications`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { id: expect.any(String), type: 'Totp', name: null, createdAt: expect.any(Number), lastUsedAt: null },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);

    const second = await http.post(`/api/users/${userId}/mfa-verifications`, { type: 'Totp' });
    expect(second.status).toBe(422);
    expect(second.body.code).toBe('user.totp_already_in_use');
  });

  it('stores the TOTP secret sealed, never in clear', async () => {
    const userId = await newUser();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    expect((await http.post(`/api/users/${userId}/mfa-verifications`, { type: 'Totp', secret })).status).toBe(200);
    const row = await gh.deps.database.system
      .selectFrom('userMfaVerifications')
      .select('secret')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.secret).toMatch(/^v1\./);
    expect(row.secret).not.toContain(secret);
    // The secret still yields the codes an app shows.
    expect(generateSync({ secret, period: 30 })).toMatch(/^\d{6}$/);
  });

  it('creates ten backup codes, and a new set replaces the old one', async () => {
    const userId = await newUser();
    const first = await http.post(`/api/users/${userId}/mfa-verifications`, { type: 'BackupCode' });
    expect(first.status).toBe(200);
    expect(first.body.codes).toHaveLength(10);
    expect(new Set(first.body.codes).size).toBe(10);
    const second = await http.post(`/api/users/${userId}/mfa-verifications`, { type: 'BackupCode' });
    expect(second.body.codes).not.toEqual(first.body.codes);
    const listed = (await http.get(`/api/users/${userId}/mfa-verifications`)).body;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ type: 'BackupCode', remainCodes: 10 });
    const row = await gh.deps.database.system
      .selectFrom('userMfaVerifications')
      .select('codes')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.codes)).not.toContain(second.body.codes[0]);
  });

  it('removes one factor; an unknown factor or user is a 404', async () => {
    const userId = await newUser();
    await http.post(`/api/users/${userId}/mfa-verifications`, { type: 'Totp' });
    const [factor] = (await http.get(`/api/users/${userId}/mfa-verifications`)).body;
    expect((await http.delete(`/api/users/${userId}/mfa-verifications/${factor.id}`)).status).toBe(204);
    expect((await http.get(`/api/users/${userId}/mfa-verifications`)).body).toEqual([]);
    const again = await http.delete(`/api/users/${userId}/mfa-verifications/${factor.id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('user.mfa_verification_not_found');
    const noUser = await http.get('/api/users/nobody/mfa-verifications');
    expect(noUser.status).toBe(404);
    expect(noUser.body.code).toBe('user.not_found');
  });

  it('refuses a malformed secret, wrong backup code count and an unknown type', async () => {
    const userId = await newUser();
    for (const body of [
      { type: 'Totp', secret: 'not base32!' },
      { type: 'BackupCode', codes: ['a'] },
      { type: 'WebAuthn' },
      { type: 'Totp', extra: 1 },
    ]) {
      const response = await http.post(`/api/users/${userId}/mfa-verifications`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await http.get(`/api/users/${userId}/mfa-verifications`)).body).toEqual([]);
  });
});

describe('MFA settings of the sign-in experience', () => {
  it('refuses a mandatory policy without a factor, and backup codes alone', async () => {
    for (const mfa of [
      { factors: [], policy: 'Mandatory' },
      { factors: ['BackupCode'], policy: 'UserControlled' },
    ]) {
      const response = await http.patch('/api/sign-in-exp', { mfa });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('sign_in_experience.invalid_configuration');
    }
    const ok = await http.patch('/api/sign-in-exp', { mfa: { factors: ['Totp', 'BackupCode'], policy: 'Mandatory' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.mfa).toEqual({
      factors: ['Totp', 'BackupCode'],
      policy: 'Mandatory',
      rememberDeviceDays: 0,
      webAuthnRelatedOrigins: [],
    });
    await http.patch('/api/sign-in-exp', { mfa: { factors: [], policy: 'UserControlled' } });
  });

  it('reads an mfa stored before it was typed', async () => {
    const legacy = JSON.stringify({ factors: ['Totp', 'Sms'], policy: 'Whatever' });
    await gh.deps.bus.changing(
      'default',
      'sign-in-experience',
    )((trx) =>
      sql`update sign_in_experiences set settings = jsonb_set(settings, '{mfa}', ${legacy}::jsonb)
          where tenant_id = 'default'`.execute(trx),
    );
    const read = await http.get('/api/sign-in-exp');
    expect(read.status).toBe(200);
    expect(read.body.mfa).toEqual({
      factors: ['Totp'],
      policy: 'UserControlled',
      rememberDeviceDays: 0,
      webAuthnRelatedOrigins: [],
    });
  });
});
