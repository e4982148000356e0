import { createServer, type Server } from 'node:net';
import { ConnectorError, outboundRefusedCode } from '@gatehouse/connector-kit/errors';
import type { SendMessageData } from '@gatehouse/connector-kit/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../message-support/test/local-http';
import { bodyOf, header, startSmtpServer } from '../message-support/test/local-smtp';
import { testContext } from '../test/context';
import smtp, { createSmtpConnector } from './smtp';

const password = 'c0rrect horse battery';
let mailServer: Awaited<ReturnType<typeof startSmtpServer>>;
/** Accepts connections and never greets: a server that hangs. */
let silent: Server;
let silentPort: number;

beforeAll(async () => {
  mailServer = await startSmtpServer({
    users: { 'gatehouse@example.com': password },
    unknownRecipients: ['nobody@example.com'],
    // Plain SMTP: this server offers no STARTTLS (the TLS tests are in smtp-tls.test.ts).
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
  });
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as { port: number }).port;
});
afterAll(async () => {
  await mailServer.close();
  await new Promise((resolve) => silent.close(resolve));
});

const context = testContext();
const message: SendMessageData = {
  to: 'ada@example.com',
  type: 'SignIn',
  payload: { code: '905113' },
  content: {
    subject: 'Your sign-in code',
    body: '<p>Your code is <b>905113</b></p>',
    contentType: 'text/html',
    replyTo: 'help@example.com',
  },
};
const config = (extra: Record<string, unknown> = {}) =>
  smtp.configGuard.parse({
    host: '127.0.0.1',
    port: mailServer.port,
    security: 'none',
    username: 'gatehouse@example.com',
    password,
    fromAddress: 'no-reply@example.com',
    fromName: 'Acme Sign-in',
    ...extra,
  });

const failure = async (send: Promise<void>) => {
  const error = await send.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  expect(JSON.stringify((error as ConnectorError).data)).not.toContain(password);
  return error as ConnectorError;
};

describe('SMTP', () => {
  it('signs in and delivers the rendered HTML message with its sender, reply-to and subject', async () => {
    await smtp.sendMessage(message, config(), context);
    const mail = mailServer.received.at(-1);
    expect(mail).toMatchObject({
      from: 'no-reply@example.com',
      to: ['ada@example.com'],
      user: 'gatehouse@example.com',
    });
    expect(mailServer.logins.at(-1)).toEqual({ username: 'gatehouse@example.com', password });
    const raw = mail?.raw ?? '';
    expect(header(raw, 'From')).toBe('"Acme Sign-in" <no-reply@example.com>');
    expect(header(raw, 'To')).toBe('ada@example.com');
    expect(header(raw, 'Reply-To')).toBe('help@example.com');
    expect(header(raw, 'Subject')).toBe('Your sign-in code');
    expect(header(raw, 'Content-Type')).toBe('text/html; charset=utf-8');
    expect(bodyOf(raw)).toBe('<p>Your code is <b>905113</b></p>');
  });

  it("sends plain text as text, under the template's sender name when it sets one", async () => {
    const plain = { ...message.content, body: 'Your code is 905113', contentType: 'text/plain' as const };
    await smtp.sendMessage({ ...message, content: { ...plain, sendFrom: 'Acme Support' } }, config(), context);
    const raw = mailServer.received.at(-1)?.raw ?? '';
    expect(header(raw, 'From')).toBe('Acme Support <no-reply@example.com>');
    expect(header(raw, 'Content-Type')).toBe('text/plain; charset=utf-8');
    expect(bodyOf(raw)).toBe('Your code is 905113');
  });

  it('keeps a line break in the subject from adding a header or a recipient', async () => {
    const subject = 'Your code\r\nBcc: mallory@example.com';
    await smtp.sendMessage({ ...message, content: { ...message.content, subject } }, config(), context);
    const mail = mailServer.received.at(-1);
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(header(mail?.raw ?? '', 'Bcc')).toBeUndefined();
  });

  it('answers a refused password with invalid_config and the server’s words, never the password', async () => {
    const before = mailServer.received.length;
    const error = await failure(smtp.sendMessage(message, config({ password: 'wrong' }), context));
    expect(error.code).toBe('invalid_config');
    expect(error.data).toMatchObject({ field: 'password', responseCode: 535 });
    expect((error.data as { message: string }).message).toContain('Invalid username or password');
    expect(mailServer.received.length).toBe(before);
  });

  it('answers a refused recipient with invalid_response carrying the server’s message', async () => {
    const error = await failure(smtp.sendMessage({ ...message, to: 'nobody@example.com' }, config(), context));
    expect(error.code).toBe('invalid_response');
    expect(error.data).toMatchObject({ responseCode: 550 });
    expect((error.data as { message: string }).message).toContain('Mailbox nobody@example.com unavailable');
  });

  it('never sends in plain text when STARTTLS is required and the server does not offer it', async () => {
    const [mails, logins] = [mailServer.received.length, mailServer.logins.length];
    const error = await failure(smtp.sendMessage(message, config({ security: 'starttls' }), context));
    expect(error).toMatchObject({ code: 'invalid_config', data: { field: 'security' } });
    // Neither the password nor the message went over the unencrypted connection.
    expect([mailServer.received.length, mailServer.logins.length]).toEqual([mails, logins]);
  });

  it('answers a host where nothing listens with invalid_config, and a server that never greets with general', async () => {
    const refused = await failure(smtp.sendMessage(message, config({ port: await closedPort() }), context));
    expect(refused).toMatchObject({ code: 'invalid_config', data: { field: 'host' } });

    const impatient = createSmtpConnector({ timeoutMs: 300 });
    const started = Date.now();
    const silence = await failure(impatient.sendMessage(message, config({ port: silentPort }), context));
    expect(silence.code).toBe('general');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('SMTP config', () => {
  const base = { host: 'smtp.example.com', fromAddress: 'no-reply@example.com' };
  const parse = (extra: Record<string, unknown>) => smtp.configGuard.safeParse({ ...base, ...extra });

  it("connects to the address the server's outbound policy gives, and names the host field when it refuses", async () => {
    const asked: string[] = [];
    const resolving = {
      ...context,
      resolveHost: async (host: string) => {
        asked.push(host);
        return '127.0.0.1';
      },
    };
    await smtp.sendMessage(message, config({ host: 'mail.gatehouse.test' }), resolving);
    expect(asked).toEqual(['mail.gatehouse.test']);

    const refusing = {
      ...context,
      resolveHost: async () => {
        throw Object.assign(new Error('internal address'), { code: outboundRefusedCode });
      },
    };
    const error = await failure(smtp.sendMessage(message, config(), refusing));
    expect(error.code).toBe('invalid_config');
    expect(error.data).toMatchObject({ field: 'host', message: expect.stringContaining('internal network address') });
  });

  it('defaults to port 587 with STARTTLS and checks certificates unless told otherwise', () => {
    expect(parse({}).data).toEqual({ ...base, port: 587, security: 'starttls', ignoreInvalidCertificate: false });
    expect(parse({ port: '465', security: 'tls', username: ' ', password: '' }).data).toMatchObject({ port: 465 });
  });

  it('refuses a bad host, port, security, sender address, and a username without a password', () => {
    expect(parse({ host: 'smtp example.com' }).success).toBe(false);
    expect(parse({ host: '' }).success).toBe(false);
    expect(parse({ port: 0 }).success).toBe(false);
    expect(parse({ port: 70_000 }).success).toBe(false);
    expect(parse({ security: 'ssl' }).success).toBe(false);
    expect(parse({ fromAddress: 'not an address' }).success).toBe(false);
    expect(parse({ fromAddress: 'a@b.example\r\nBcc: x@evil.example' }).success).toBe(false);
    expect(parse({ username: 'gatehouse' }).error?.issues).toMatchObject([{ path: ['password'] }]);
    expect(parse({ password: 'p' }).error?.issues).toMatchObject([{ path: ['username'] }]);
    expect(parse({ host: '::1' }).success).toBe(true);
  });

  it('keeps the password secret and offers the three security modes', () => {
    const form = smtp.metadata.configForm;
    expect(form.find((field) => field.key === 'password')).toMatchObject({ type: 'password', secret: true });
    const security = form.find((field) => field.key === 'security');
    expect(security?.type === 'select' && security.options.map((option) => option.value)).toEqual([
      'starttls',
      'tls',
      'none',
    ]);
  });
});
