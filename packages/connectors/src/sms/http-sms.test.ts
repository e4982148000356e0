import { ConnectorError } from '@gatehouse/connector-kit/errors';
import type { SendMessageData } from '@gatehouse/connector-kit/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ReceivedRequest, startHttpServer } from '../message-support/test/local-http';
import { testContext } from '../test/context';
import httpSms, { createHttpSmsConnector } from './http-sms';

const context = testContext();

/** A provider's API: /send accepts, /reject refuses with its own JSON error, /slow never answers. */
const answer = ({ path }: ReceivedRequest): Answer => {
  if (path === '/send') return { status: 200, body: '{"id":"m-1"}' };
  if (path === '/reject') return { status: 422, body: '{"error":"invalid destination number"}' };
  return 'hang';
};
let provider: Awaited<ReturnType<typeof startHttpServer>>;
beforeAll(async () => {
  provider = await startHttpServer(answer);
});
afterAll(async () => {
  await provider.close();
});

const message: SendMessageData = {
  to: '+4915112345678',
  type: 'SignIn',
  payload: { code: '640219' },
  content: { subject: '', body: 'Ihr Code: 640219', contentType: 'text/plain' },
};

const lastBody = () => JSON.parse(provider.received.at(-1)?.body ?? 'null');

describe('HTTP SMS', () => {
  it('POSTs the default template filled with the message, with the configured headers', async () => {
    const config = httpSms.configGuard.parse({ url: `${provider.url}/send`, headers: { 'X-Api-Key': 'k-123' } });
    await httpSms.sendMessage(message, config, context);
    const request = provider.received.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/send' });
    expect(request?.headers).toMatchObject({ 'content-type': 'application/json', 'x-api-key': 'k-123' });
    expect(lastBody()).toEqual({ to: '+4915112345678', text: 'Ihr Code: 640219', code: '640219', type: 'SignIn' });
  });

  it('fills a custom template, keys included, JSON-escaping what a message holds', async () => {
    const config = httpSms.configGuard.parse({
      url: `${provider.url}/send`,
      // As the console's JSON editor may hand it over: text.
      bodyTemplate: '{"recipients":["{{to}}"],"message":{"content":"[{{type}}] {{text}}"},"{{type}}":true,"n":1}',
    });
    const tricky = 'Code "7" \\ }, "admin": true, {\nline two ☎';
    await httpSms.sendMessage(
      { ...message, type: 'Register', payload: {}, content: { ...message.content, body: tricky } },
      config,
      context,
    );
    expect(lastBody()).toEqual({
      recipients: ['+4915112345678'],
      message: { content: `[Register] ${tricky}` },
      Register: true,
      n: 1,
    });
  });

  it('refuses a template with an unknown placeholder, with neither text nor code, or that is not a JSON object', () => {
    const problem = (bodyTemplate: unknown) => {
      const result = httpSms.configGuard.safeParse({ url: 'https://sms.example.com', bodyTemplate });
      return result.success ? undefined : result.error.issues.map((issue) => issue.message).join('; ');
    };
    expect(problem({ to: '{{to}}', text: '{{txt}}' })).toBe(
      'unknown placeholder {{txt}}; use {{to}}, {{text}}, {{code}}, {{type}}',
    );
    expect(problem({ to: '{{to}}' })).toBe('uses none of {{text}}, {{code}}');
    expect(problem('{"code": {{code}}}')).toBe('a JSON object or array');
    expect(problem(42)).toBe('a JSON object or array');
    let deep: unknown = { text: '{{text}}' };
    for (let level = 0; level < 20; level += 1) deep = { deep };
    expect(problem(deep)).toBe('nested more than 16 levels deep');
    expect(problem({ code: '{{ code }}' })).toBeUndefined();
    expect(problem(['{{text}}'])).toBeUndefined();
  });

  it('sends an empty code when the message has none', async () => {
    const config = httpSms.configGuard.parse({ url: `${provider.url}/send`, bodyTemplate: '' });
    await httpSms.sendMessage({ ...message, payload: { link: 'https://x.example' } }, config, context);
    expect(lastBody()).toMatchObject({ code: '', text: 'Ihr Code: 640219' });
  });

  it("answers the provider's refusal with invalid_response and its answer, and silence with general", async () => {
    const refused = httpSms.sendMessage(message, httpSms.configGuard.parse({ url: `${provider.url}/reject` }), context);
    await expect(refused).rejects.toThrow(ConnectorError);
    await expect(refused).rejects.toMatchObject({
      code: 'invalid_response',
      data: { status: 422, body: '{"error":"invalid destination number"}' },
    });

    const impatient = createHttpSmsConnector({ timeoutMs: 250 });
    const late = impatient.sendMessage(message, impatient.configGuard.parse({ url: `${provider.url}/slow` }), context);
    await expect(late).rejects.toMatchObject({ code: 'general', data: { message: 'no answer within 0.25 s' } });
  });

  it('takes only an http(s) URL', () => {
    expect(httpSms.configGuard.safeParse({ url: 'smtp://sms.example.com' }).success).toBe(false);
    expect(httpSms.configGuard.safeParse({}).success).toBe(false);
  });
});
