import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineConnector } from './connector';
import { ConnectorError } from './errors';
import type { SendMessageData } from './messages';

const metadata = {
  id: 'test-email',
  type: 'email' as const,
  name: { en: 'Test email' },
  description: { en: 'Keeps messages in memory.' },
  logo: 'https://example.com/logo.svg',
  configForm: [{ key: 'from', type: 'text' as const, label: { en: 'From' }, required: true }],
};

const content = { subject: 'Your code', body: 'Your code is 123456', contentType: 'text/plain' } as const;

describe('defineConnector', () => {
  it('returns a working connector with its metadata defaults applied', async () => {
    const sent: SendMessageData[] = [];
    const connector = defineConnector({
      metadata,
      configGuard: z.object({ from: z.string() }),
      sendMessage: async (message, config) => {
        sent.push({ ...message, payload: { ...message.payload, from: config.from } });
      },
    });
    expect(connector.metadata.configForm[0]).toMatchObject({ required: true, secret: false });
    await connector.sendMessage(
      { to: 'ada@example.com', type: 'SignIn', payload: { code: '123456' }, content },
      connector.configGuard.parse({ from: 'noreply@example.com' }),
      { log: () => undefined, resolveHost: async (host) => host },
    );
    expect(sent).toEqual([
      { to: 'ada@example.com', type: 'SignIn', payload: { code: '123456', from: 'noreply@example.com' }, content },
    ]);
  });

  it('declares a social connector whose functions get its parsed config', async () => {
    const connector = defineConnector({
      metadata: { ...metadata, id: 'test-social', type: 'social', platform: 'web', target: 'test', configForm: [] },
      configGuard: z.object({}),
      getAuthorizationUri: async ({ state, redirectUri }) => ({
        authorizationUri: `https://idp.example/authorize?state=${state}&redirect_uri=${encodeURIComponent(redirectUri)}`,
        session: { nonce: 'n-1' },
      }),
      getUserInfo: async ({ data, session }) => ({ id: `${data.code}:${session.nonce}` }),
    });
    expect(connector.metadata).toMatchObject({ type: 'social', platform: 'web', target: 'test' });
    const start = await connector.getAuthorizationUri({ state: 's', redirectUri: 'https://gh.example/callback/x' }, {});
    expect(start.authorizationUri).toContain('state=s');
    const user = await connector.getUserInfo(
      { data: { code: 'c' }, redirectUri: 'https://gh.example/callback/x', session: start.session ?? {} },
      {},
    );
    expect(user).toEqual({ id: 'c:n-1' });
  });

  it('refuses invalid metadata with invalid_metadata naming the field', () => {
    const define = () =>
      defineConnector({
        metadata: { ...metadata, id: 'Test Email' },
        configGuard: z.object({ from: z.string() }),
        sendMessage: async () => undefined,
      });
    expect(define).toThrow(ConnectorError);
    try {
      define();
    } catch (error) {
      expect((error as ConnectorError).code).toBe('invalid_metadata');
      expect((error as ConnectorError).data).toMatchObject({ issues: [{ path: 'id' }] });
    }
  });

  it('refuses a config guard and a config form that name different fields', () => {
    try {
      defineConnector({
        metadata,
        configGuard: z.object({ sender: z.string() }),
        sendMessage: async () => undefined,
      });
      expect.unreachable();
    } catch (error) {
      expect((error as ConnectorError).code).toBe('invalid_config_guard');
      expect((error as ConnectorError).data).toEqual({ notInForm: ['sender'], notInGuard: ['from'] });
    }
  });
});
