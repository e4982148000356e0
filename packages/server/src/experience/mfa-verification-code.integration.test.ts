import { startHttpServer } from '@gatehouse/connectors/message-support/test/local-http';
import { bodyOf, startSmtpServer } from '@gatehouse/connectors/message-support/test/local-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

/*
 * Codes by email as a second factor, delivered for real: through the SMTP connector to a local SMTP
 * server, read where they landed. The tenant has no SMS connector, so the phone factor stays off.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let appId: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const redirectUri = 'http://localhost:5173/callback';
const password = 'Gatehouse-Tr0ub4dor';
let counter = 0;

const flow = () => startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });
type Flow = Awaited<ReturnType<typeof flow>>;
const mailsTo = (to: string) => smtp.received.filter((message) => message.to.includes(to));
const mailedCode = (to: string) => {
  const mail = mailsTo(to).at(-1);
  const code = mail && /(\d{6})/.exec(bodyOf(mail.raw).replace(/=\r\n/g, ''))?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
};

/** A user with a password (and an email unless `withEmail` is false), signed in with it up to submit. */
const identifiedUser = async (withEmail = true) => {
  const username = `mfa_code_${Date.now().toString(36)}_${counter++}`;
  const email = `${username}@codes.example`;
  const created = await management.post('/api/users', {
    username,
    password,
    ...(withEmail && { primaryEmail: email }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const f = await flow();
  await f.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  const verified = await f.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: username },
    password,
  });
  expect((await f.call('POST', '/api/experience/identification', verified.body)).status).toBe(204);
  return { f, email, id: created.body.id as string };
};
const sendCode = (f: Flow, identifierType = 'email') =>
  f.call('POST', '/api/experience/verification/mfa-verification-code', { identifierType });
const verifyCode = (f: Flow, verificationId: string, code: string) =>
  f.call('POST', '/api/experience/verification/mfa-verification-code/verify', { verificationId, code });
const wrong = (code: string) => (code === '123456' ? '654321' : '123456');

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  smtp = await startSmtpServer();
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'MFA codes SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
  const refused = await management.patch('/api/sign-in-exp', {
    mfa: { factors: ['EmailVerificationCode'], policy: 'UserControlled' },
  });
  expect(refused.status).toBe(422);
  expect(refused.body.code).toBe('sign_in_experience.mfa_factor_needs_connector');
  const email = await management.post('/api/connectors', {
    connectorId: 'smtp',
    config: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'noreply@gatehouse.test' },
  });
  expect(email.status, JSON.stringify(email.body)).toBe(201);
  const settings = await management.patch('/api/sign-in-exp', {
    mfa: { factors: ['EmailVerificationCode'], policy: 'UserControlled' },
    sentinelPolicy: { maxAttempts: 3, lockoutDuration: 1 },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
});
afterAll(async () => {
  await gh?.stop();
  await smtp?.close();
});

describe('email and SMS codes as second factors', () => {
  it('refuses a code factor whose connector the tenant lacks, naming the factor', async () => {
    const refused = await management.patch('/api/sign-in-exp', {
      mfa: { factors: ['EmailVerificationCode', 'PhoneVerificationCode'], policy: 'UserControlled' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'sign_in_experience.mfa_factor_needs_connector',
      data: { factor: 'PhoneVerificationCode' },
    });
    const settings = await management.get('/api/sign-in-exp');
    expect(settings.body.mfa.factors).toEqual(['EmailVerificationCode']);
  });

  it('asks a user with an email for a code mailed to it, then signs them in', async () => {
    const { f, email, id } = await identifiedUser();
    const gate = await f.call('POST', '/api/experience/submit');
    expect(gate.status).toBe(403);
    expect(gate.body.code).toBe('session.mfa.require_mfa_verification');
    expect(gate.body.data.availableFactors).toEqual(['EmailVerificationCode']);
    expect(gate.body.data.maskedIdentifiers.email).toBe(`m•••@codes.example`);
    const sent = await f.call('POST', '/api/experience/verification/mfa-verification-code', {
      identifierType: 'email',
      identifier: { type: 'email', value: 'attacker@codes.example' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(mailsTo('attacker@codes.example')).toEqual([]);
    const again = await sendCode(f);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('verification_code.too_soon');
    const checked = await verifyCode(f, sent.body.verificationId, mailedCode(email));
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const submitted = await f.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await f.finish(submitted.body.redirectTo)).claims()?.sub).toBe(id);
    await gh.settle(); // the audit records are written after the answers
    const logs = await management.get(`/api/logs?userId=${id}`);
    const keys = (logs.body as { key: string }[]).map((log) => log.key);
    expect(keys).toContain('Interaction.SignIn.Mfa.EmailVerificationCode.Create');
    expect(keys).toContain('Interaction.SignIn.Mfa.EmailVerificationCode.Submit');
  });

  it('refuses a wrong code and does not let the gate pass', async () => {
    const { f, email } = await identifiedUser();
    const sent = await sendCode(f);
    const refused = await verifyCode(f, sent.body.verificationId, wrong(mailedCode(email)));
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('session.mfa.invalid_code');
    expect((await f.call('POST', '/api/experience/submit')).status).toBe(403);
  });

  it('locks the factor after the lockout policy’s wrong codes, like TOTP', async () => {
    const { f, email } = await identifiedUser();
    const sent = await sendCode(f);
    const right = mailedCode(email);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await verifyCode(f, sent.body.verificationId, wrong(right))).status).toBe(422);
    }
    const locked = await verifyCode(f, sent.body.verificationId, right);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('session.too_many_attempts');
  });

  it('sends nothing to a user without an email, and does not ask them for the factor', async () => {
    const { f } = await identifiedUser(false);
    const refused = await sendCode(f);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'session.mfa.no_identifier_for_factor',
      data: { factor: 'EmailVerificationCode' },
    });
    expect((await sendCode(f, 'phone')).body.code).toBe('session.mfa.factor_not_enabled');
    expect((await f.call('POST', '/api/experience/submit')).status).toBe(200);
  });

  it('does not accept a code verification kept for another interaction', async () => {
    const first = await identifiedUser();
    const sent = await sendCode(first.f);
    const second = await identifiedUser();
    const refused = await verifyCode(second.f, sent.body.verificationId, mailedCode(first.email));
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('session.verification_not_found');
  });

  it('sends the phone factor’s code by SMS once the tenant has an SMS connector', async () => {
    const sms = await startHttpServer(() => ({ status: 200, body: '{}' }));
    try {
      const connector = await management.post('/api/connectors', { connectorId: 'http-sms', config: { url: sms.url } });
      expect(connector.status, JSON.stringify(connector.body)).toBe(201);
      const enabled = await management.patch('/api/sign-in-exp', {
        mfa: { factors: ['EmailVerificationCode', 'PhoneVerificationCode'], policy: 'UserControlled' },
      });
      expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
      const { f, id } = await identifiedUser();
      const phone = `+1555${String(Date.now()).slice(-7)}`;
      expect((await management.patch(`/api/users/${id}`, { primaryPhone: phone })).status).toBe(200);
      const gate = await f.call('POST', '/api/experience/submit');
      expect(gate.body.data.availableFactors).toEqual(['EmailVerificationCode', 'PhoneVerificationCode']);
      expect(gate.body.data.maskedIdentifiers.phone).toBe(`•••• ${phone.slice(-4)}`);
      const sent = await sendCode(f, 'phone');
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const message = sms.received
        .map((request) => JSON.parse(request.body) as { to: string; code: string })
        .find((body) => body.to === phone);
      expect((await verifyCode(f, sent.body.verificationId, message?.code ?? '')).status).toBe(200);
      expect((await f.call('POST', '/api/experience/submit')).status).toBe(200);
    } finally {
      await sms.close();
    }
  });
});
