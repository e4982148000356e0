import { startHttpServer } from '@gatehouse/connectors/message-support/test/local-http';
import { bodyOf, header, startSmtpServer } from '@gatehouse/connectors/message-support/test/local-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { createVerificationCodeService } from '../verification-codes/public';

/*
 * Codes delivered for real: email through the SMTP connector to a local SMTP server (smtp-server),
 * SMS through the HTTP SMS connector to a local HTTP server; the tests read the code where it landed.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let appId: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sms: Awaited<ReturnType<typeof startHttpServer>>;
const redirectUri = 'http://localhost:5173/callback';
const refusedNumber = '+15550009999';

const flow = () => startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });

/** The code of the last email to `to`, read from the message the SMTP server received. */
const mailedCode = (to: string) => {
  const mail = smtp.received.filter((message) => message.to.includes(to)).at(-1);
  const code = mail && /(\d{6})/.exec(bodyOf(mail.raw).replace(/=\r\n/g, ''))?.[1];
  if (!mail || !code) throw new Error(`no code mailed to ${to}`);
  return { code, mail };
};
const textedCode = (to: string) => {
  const message = sms.received
    .map((request) => JSON.parse(request.body) as { to: string; code: string; text: string })
    .filter((body) => body.to === to)
    .at(-1);
  if (!message) throw new Error(`no SMS to ${to}`);
  return message;
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  smtp = await startSmtpServer();
  sms = await startHttpServer((request) =>
    request.body.includes(refusedNumber) ? { status: 503, body: 'carrier unavailable' } : { status: 200, body: '{}' },
  );
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'Delivery SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
  const email = await management.post('/api/connectors', {
    connectorId: 'smtp',
    config: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'noreply@gatehouse.test' },
  });
  expect(email.status, JSON.stringify(email.body)).toBe(201);
  const text = await management.post('/api/connectors', { connectorId: 'http-sms', config: { url: sms.url } });
  expect(text.status, JSON.stringify(text.body)).toBe(201);
  const settings = await management.patch('/api/sign-in-exp', {
    signIn: {
      methods: [
        { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: false },
        { identifier: 'phone', password: false, verificationCode: true, isPasswordPrimary: false },
      ],
    },
    signUp: { identifiers: ['email'], password: false, verify: true },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
});
afterAll(async () => {
  await gh?.stop();
  await smtp?.close();
  await sms?.close();
});

describe('codes delivered by real protocols', () => {
  it('registers with a code received by SMTP, in the default template', async () => {
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    const identifier = { type: 'email', value: 'smtp-person@delivery.example' };
    const sent = await attempt.call('POST', '/api/experience/verification/verification-code', { identifier });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { code, mail } = mailedCode('smtp-person@delivery.example');
    expect(mail.from).toBe('noreply@gatehouse.test');
    expect(header(mail.raw, 'Subject')).toBe('Confirm your email address');
    const checked = await attempt.call('POST', '/api/experience/verification/verification-code/verify', {
      identifier,
      verificationId: sent.body.verificationId,
      code,
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect((await attempt.call('POST', '/api/experience/identification', checked.body)).status).toBe(201);
    const submitted = await attempt.call('POST', '/api/experience/submit');
    expect((await attempt.finish(submitted.body.redirectTo)).claims()?.sub).toMatch(/^[0-9a-z]{12}$/);
  });

  it('signs in with a code received by the SMS provider', async () => {
    const user = await management.post('/api/users', {
      primaryPhone: '+15550002222',
      primaryEmail: 'sms-person@delivery.example',
    });
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const identifier = { type: 'phone', value: '+15550002222' };
    const sent = await attempt.call('POST', '/api/experience/verification/verification-code', { identifier });
    const message = textedCode('+15550002222');
    expect(message.text).toContain(message.code);
    const checked = await attempt.call('POST', '/api/experience/verification/verification-code/verify', {
      identifier,
      verificationId: sent.body.verificationId,
      code: message.code,
    });
    expect((await attempt.call('POST', '/api/experience/identification', checked.body)).status).toBe(204);
    const submitted = await attempt.call('POST', '/api/experience/submit');
    expect((await attempt.finish(submitted.body.redirectTo)).claims()?.sub).toBe(user.body.id);
  });

  it("shows the provider's refusal, and leaves no code behind to block the next try", async () => {
    const attempt = await flow();
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const identifier = { type: 'phone', value: refusedNumber };
    const refused = await attempt.call('POST', '/api/experience/verification/verification-code', { identifier });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('connector.invalid_response');
    expect(refused.body.data.status).toBe(503);
    const rows = await gh.deps.database.system
      .selectFrom('verificationCodes')
      .select('id')
      .where('identifier', '=', refusedNumber.slice(1))
      .execute();
    expect(rows).toEqual([]);
    const again = await attempt.call('POST', '/api/experience/verification/verification-code', { identifier });
    expect(again.body.code).toBe('connector.invalid_response');
  });

  it('lets a code expire after ten minutes', async () => {
    expect((await management.post('/api/verification-codes', { email: 'late@delivery.example' })).status).toBe(204);
    const { code } = mailedCode('late@delivery.example');
    const identifier = { type: 'email' as const, value: 'late@delivery.example' };
    const later = createVerificationCodeService(gh.deps, 'default', () => new Date(Date.now() + 10 * 60_000 + 1000));
    await expect(later.verify({ identifier, purpose: 'api', code })).rejects.toMatchObject({
      code: 'verification_code.expired',
    });
    const sooner = createVerificationCodeService(gh.deps, 'default', () => new Date(Date.now() + 9 * 60_000));
    await expect(sooner.verify({ identifier, purpose: 'api', code })).resolves.toBeUndefined();
  });
});
