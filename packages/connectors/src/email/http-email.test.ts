import { ConnectorError } from '@gatehouse/connector-kit/errors';
import type { SendMessageData } from '@gatehouse/connector-kit/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, closedPort, type ReceivedRequest, startHttpServer } from '../message-support/test/local-http';
import { testContext } from '../test/context';
import httpEmail, { createHttpEmailConnector } from './http-email';

const context = testContext();
const token = 'Bearer s3cr3t-token-for-the-endpoint';

/** The endpoint answers by path: /ok 202, /down 503 with a long page, /moved 302, /slow never. */
const answer = ({ path }: ReceivedRequest): Answer => {
  if (path === '/ok') return { status: 202, body: '{"queued":true}' };
  if (path === '/down') return { status: 503, body: `Service unavailable. ${'x'.repeat(2000)}` };
  if (path === '/moved') return { status: 302, headers: { location: '/ok' } };
  return 'hang';
};
let endpoint: Awaited<ReturnType<typeof startHttpServer>>;
beforeAll(async () => {
  endpoint = await startHttpServer(answer);
});
afterAll(async () => {
  await endpoint.close();
});

const message: SendMessageData = {
  to: 'ada@example.com',
  type: 'ForgotPassword',
  payload: { code: '771204', locale: 'fr' },
  content: {
    subject: 'Réinitialisez votre mot de passe',
    body: '<p>Code : 771204</p>',
    contentType: 'text/html',
    replyTo: 'support@example.com',
    sendFrom: 'Acme',
  },
};

const config = (path: string) =>
  httpEmail.configGuard.parse({ url: `${endpoint.url}${path}`, headers: { Authorization: token, 'X-Tenant': 'acme' } });

const failure = async (send: Promise<void>) => {
  const error = await send.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  expect(JSON.stringify((error as ConnectorError).data)).not.toContain('s3cr3t');
  return error as ConnectorError;
};

describe('HTTP email', () => {
  it('POSTs the rendered message as JSON with the configured headers', async () => {
    const before = endpoint.received.length;
    await httpEmail.sendMessage(message, config('/ok'), context);
    const [request] = endpoint.received.slice(before);
    expect(request).toMatchObject({ method: 'POST', path: '/ok' });
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: token,
      'x-tenant': 'acme',
    });
    expect(JSON.parse(request?.body ?? '')).toEqual({
      to: 'ada@example.com',
      type: 'ForgotPassword',
      subject: 'Réinitialisez votre mot de passe',
      body: '<p>Code : 771204</p>',
      contentType: 'text/html',
      replyTo: 'support@example.com',
      sendFrom: 'Acme',
      payload: { code: '771204', locale: 'fr' },
    });
  });

  it('answers a non-2xx status with invalid_response, its status and the first 500 characters', async () => {
    const error = await failure(httpEmail.sendMessage(message, config('/down'), context));
    expect(error.code).toBe('invalid_response');
    const data = error.data as { status: number; body: string };
    expect(data.status).toBe(503);
    expect(data.body).toHaveLength(500);
    expect(data.body.startsWith('Service unavailable.')).toBe(true);
  });

  it('does not follow a redirect: the POST is not turned into a GET elsewhere', async () => {
    const before = endpoint.received.length;
    const error = await failure(httpEmail.sendMessage(message, config('/moved'), context));
    expect(error).toMatchObject({ code: 'invalid_response', data: { status: 302 } });
    expect(endpoint.received.slice(before).map((request) => request.path)).toEqual(['/moved']);
  });

  it('answers general when nothing listens, and when the endpoint does not answer in time', async () => {
    const port = await closedPort();
    const refused = await failure(
      httpEmail.sendMessage(message, { url: `http://127.0.0.1:${port}/`, headers: {} }, context),
    );
    expect(refused).toMatchObject({ code: 'general', data: { message: expect.stringContaining('ECONNREFUSED') } });

    const impatient = createHttpEmailConnector({ timeoutMs: 300 });
    const started = Date.now();
    const late = await failure(impatient.sendMessage(message, config('/slow'), context));
    expect(late).toMatchObject({ code: 'general', data: { message: 'no answer within 0.3 s' } });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('takes only an http(s) URL and headers as a JSON object (or its text) of valid names and one-line values', () => {
    const parse = (value: unknown) => httpEmail.configGuard.safeParse(value);
    expect(parse({ url: 'https://mail.example.com/hook' }).data).toEqual({
      url: 'https://mail.example.com/hook',
      headers: {},
    });
    expect(parse({ url: 'https://mail.example.com/hook', headers: '{"Authorization":"Bearer t"}' }).data).toEqual({
      url: 'https://mail.example.com/hook',
      headers: { Authorization: 'Bearer t' },
    });
    for (const url of ['ftp://mail.example.com', 'javascript:alert(1)', 'file:///etc/passwd', '', undefined]) {
      expect(parse({ url }).success, String(url)).toBe(false);
    }
    for (const headers of ['{not json', '["a"]', { 'Bad Name': 'x' }, { ok: 'line\r\nInjected: 1' }, { n: 1 }]) {
      expect(parse({ url: 'https://mail.example.com', headers }).success, JSON.stringify(headers)).toBe(false);
    }
  });

  it('marks the headers secret, since they usually hold a token', () => {
    const headers = httpEmail.metadata.configForm.find((field) => field.key === 'headers');
    expect(headers).toMatchObject({ type: 'json', secret: true });
  });
});
