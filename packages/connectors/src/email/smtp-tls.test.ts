import { ConnectorError } from '@gatehouse/connector-kit/errors';
import type { SendMessageData } from '@gatehouse/connector-kit/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../message-support/test/local-smtp';
import { selfSignedCertificate } from '../message-support/test/self-signed-certificate';
import { testContext } from '../test/context';
import smtp, { createSmtpConnector } from './smtp';

const password = 'tls-only password';
const users = { relay: password };
let starttls: Awaited<ReturnType<typeof startSmtpServer>>;
let implicit: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  // A certificate made for this run, signed by nobody a client trusts.
  const certificate = selfSignedCertificate();
  // Offers STARTTLS and, like smtp-server by default, takes AUTH only once the connection is encrypted.
  starttls = await startSmtpServer({ users, ...certificate });
  implicit = await startSmtpServer({ users, secure: true, ...certificate });
});
afterAll(async () => {
  await Promise.all([starttls.close(), implicit.close()]);
});

const context = testContext();
const message: SendMessageData = {
  to: 'grace@example.com',
  type: 'MfaVerification',
  payload: { code: '228866' },
  content: { subject: 'Your verification code', body: 'Code 228866', contentType: 'text/plain' },
};
const config = (port: number, security: 'starttls' | 'tls', ignoreInvalidCertificate: boolean) =>
  smtp.configGuard.parse({
    host: '127.0.0.1',
    port,
    security,
    username: 'relay',
    password,
    fromAddress: 'no-reply@example.com',
    ignoreInvalidCertificate,
  });

const refusal = async (send: Promise<void>) => {
  const error = await send.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
};

describe('SMTP over TLS with a self-signed certificate', () => {
  it('STARTTLS: refuses the untrusted certificate with invalid_certificate, before signing in', async () => {
    const error = await refusal(smtp.sendMessage(message, config(starttls.port, 'starttls', false), context));
    expect(error.code).toBe('invalid_certificate');
    expect((error.data as { message: string }).message).toMatch(/self[- ]signed/i);
    expect(starttls.logins).toEqual([]);
    expect(starttls.received).toEqual([]);
  });

  it('STARTTLS: upgrades the connection, then signs in and delivers, when told to accept the certificate', async () => {
    await smtp.sendMessage(message, config(starttls.port, 'starttls', true), context);
    expect(starttls.received).toHaveLength(1);
    expect(starttls.received[0]).toMatchObject({ secure: true, user: 'relay', to: ['grace@example.com'] });
    expect(starttls.received[0]?.raw).toContain('Code 228866');
  });

  it('implicit TLS: refuses the untrusted certificate, and delivers over TLS when told to accept it', async () => {
    const error = await refusal(smtp.sendMessage(message, config(implicit.port, 'tls', false), context));
    expect(error.code).toBe('invalid_certificate');
    expect(implicit.received).toEqual([]);

    await smtp.sendMessage(message, config(implicit.port, 'tls', true), context);
    expect(implicit.received).toHaveLength(1);
    expect(implicit.received[0]).toMatchObject({ secure: true, user: 'relay', from: 'no-reply@example.com' });
  });

  it('implicit TLS against a server that starts in plain text fails, saying to use STARTTLS', async () => {
    const before = starttls.received.length;
    const error = await refusal(smtp.sendMessage(message, config(starttls.port, 'tls', true), context));
    expect(error).toMatchObject({
      code: 'invalid_config',
      data: { field: 'security', message: expect.stringContaining('use STARTTLS') },
    });
    expect(starttls.received.length).toBe(before);
  });

  it('STARTTLS against an implicit TLS port: no greeting comes, and the error says to choose implicit TLS', async () => {
    const impatient = createSmtpConnector({ timeoutMs: 300 });
    const error = await refusal(impatient.sendMessage(message, config(implicit.port, 'starttls', true), context));
    expect(error).toMatchObject({ code: 'general', data: { hint: expect.stringContaining('Implicit TLS') } });
  });
});
