import { ConnectorError } from '@gatehouse/connector-kit/errors';
import type { SendMessageData } from '@gatehouse/connector-kit/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ReceivedRequest, startHttpServer } from '../message-support/test/local-http';
import { testContext } from '../test/context';
import twilioSms, { createTwilioSmsConnector, twilioBaseUrl } from './twilio-sms';

const accountSid = `AC${'0123456789abcdef'.repeat(2)}`;
const authToken = 'f00dfacef00dfacef00dfacef00dface';
const serviceSid = `MG${'fedcba9876543210'.repeat(2)}`;
/** Twilio's magic test number that its fake answers with a rate limit. */
const busyNumber = '+15005550429';

const twilioError = (status: number, code: number, message: string): Answer => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }),
});

/**
 * Answers like Twilio's Messages API: checks the path, the Basic credentials and the form, then
 * 201 with a message resource, or Twilio's error body (401 20003, 400 21211/21602/21603, 429 20429).
 */
const fakeTwilio = ({ method, path, headers, body }: ReceivedRequest): Answer => {
  if (method !== 'POST' || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
    return twilioError(404, 20404, 'The requested resource was not found');
  }
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  if (headers.authorization !== expected) return twilioError(401, 20003, 'Authentication Error - invalid username');
  if (headers['content-type'] !== 'application/x-www-form-urlencoded') {
    return twilioError(400, 20001, 'Unsupported content type');
  }
  const form = new URLSearchParams(body);
  const to = form.get('To') ?? '';
  if (!/^\+[1-9]\d{6,14}$/.test(to))
    return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
  if (!form.get('Body')) return twilioError(400, 21602, 'Message body is required.');
  if (!form.get('From') && !form.get('MessagingServiceSid')) {
    return twilioError(400, 21603, "A 'From' phone number is required.");
  }
  if (to === busyNumber) return twilioError(429, 20429, 'Too Many Requests');
  return {
    status: 201,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sid: `SM${'1'.repeat(32)}`,
      account_sid: accountSid,
      to,
      from: form.get('From'),
      messaging_service_sid: form.get('MessagingServiceSid'),
      body: form.get('Body'),
      status: 'queued',
      api_version: '2010-04-01',
    }),
  };
};

let twilio: Awaited<ReturnType<typeof startHttpServer>>;
let connector: ReturnType<typeof createTwilioSmsConnector>;
beforeAll(async () => {
  twilio = await startHttpServer(fakeTwilio);
  connector = createTwilioSmsConnector({ baseUrl: twilio.url });
});
afterAll(async () => {
  await twilio.close();
});

const context = testContext();
const message: SendMessageData = {
  to: '+33612345678',
  type: 'SignIn',
  payload: { code: '318420' },
  content: { subject: '', body: 'Votre code : 318420 & bienvenue ✓', contentType: 'text/plain' },
};
const config = (extra: Record<string, unknown> = {}) =>
  twilioSms.configGuard.parse({ accountSid, authToken, fromNumber: '+15557654321', ...extra });
const lastForm = () => Object.fromEntries(new URLSearchParams(twilio.received.at(-1)?.body ?? ''));

describe('Twilio SMS', () => {
  it('POSTs To, From and Body as a form with Basic credentials, and resolves on 201', async () => {
    await connector.sendMessage(message, config(), context);
    expect(lastForm()).toEqual({ To: '+33612345678', From: '+15557654321', Body: 'Votre code : 318420 & bienvenue ✓' });
  });

  it('sends the Messaging Service SID instead of From when one is configured', async () => {
    await connector.sendMessage(message, config({ messagingServiceSid: serviceSid }), context);
    expect(lastForm()).toEqual({ To: '+33612345678', MessagingServiceSid: serviceSid, Body: message.content.body });
    await connector.sendMessage(message, config({ fromNumber: '', messagingServiceSid: serviceSid }), context);
    expect(lastForm()).toMatchObject({ MessagingServiceSid: serviceSid });
  });

  it("answers Twilio's refusal with invalid_response and its status, code and message, never the token", async () => {
    const wrongToken = connector.sendMessage(message, config({ authToken: 'wrong-token' }), context);
    await expect(wrongToken).rejects.toThrow(ConnectorError);
    await expect(wrongToken).rejects.toMatchObject({
      code: 'invalid_response',
      data: { status: 401, code: 20003, message: 'Authentication Error - invalid username' },
    });

    const badNumber = connector.sendMessage({ ...message, to: '0612345678' }, config(), context);
    await expect(badNumber).rejects.toMatchObject({
      code: 'invalid_response',
      data: { status: 400, code: 21211, message: "The 'To' number 0612345678 is not a valid phone number." },
    });
    const error = await badNumber.catch((caught: ConnectorError) => caught);
    expect(JSON.stringify(error)).not.toContain(authToken);
  });

  it('answers a 429 with rate_limit_exceeded', async () => {
    await expect(connector.sendMessage({ ...message, to: busyNumber }, config(), context)).rejects.toMatchObject({
      code: 'rate_limit_exceeded',
      data: { status: 429, code: 20429, message: 'Too Many Requests' },
    });
  });

  it('checks the account SID, the sender number and that there is a sender at all', () => {
    const parse = (value: Record<string, unknown>) => twilioSms.configGuard.safeParse(value);
    expect(parse({ accountSid, authToken, fromNumber: '+15557654321' }).success).toBe(true);
    expect(parse({ accountSid, authToken, messagingServiceSid: serviceSid, fromNumber: '' }).success).toBe(true);
    expect(parse({ accountSid: 'AC123', authToken, fromNumber: '+15557654321' }).success).toBe(false);
    expect(parse({ accountSid, authToken, fromNumber: '555-1234' }).success).toBe(false);
    expect(parse({ accountSid, authToken, messagingServiceSid: 'MG1' }).success).toBe(false);
    expect(parse({ accountSid, authToken: '', fromNumber: '+15557654321' }).success).toBe(false);
    const neither = parse({ accountSid, authToken, fromNumber: ' ' });
    expect(neither.error?.issues).toMatchObject([{ path: ['fromNumber'] }]);
  });

  it("uses Twilio's own URL, which a tenant's config cannot change, and keeps the auth token secret", () => {
    expect(twilioBaseUrl).toBe('https://api.twilio.com');
    const parsed = twilioSms.configGuard.parse({
      accountSid,
      authToken,
      fromNumber: '+15557654321',
      baseUrl: twilio.url,
    });
    expect(parsed).not.toHaveProperty('baseUrl');
    expect(twilioSms.metadata.configForm.map((field) => field.key)).toEqual([
      'accountSid',
      'authToken',
      'fromNumber',
      'messagingServiceSid',
    ]);
    expect(twilioSms.metadata.configForm.find((field) => field.key === 'authToken')).toMatchObject({ secret: true });
  });
});
