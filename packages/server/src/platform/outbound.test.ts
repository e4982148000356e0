import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHostResolver,
  createOutboundDispatcher,
  installOutboundPolicy,
  isInternalAddress,
  isRefusedHost,
  OutboundAddressError,
  outboundLookup,
} from './outbound';

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((_request, response) => response.end('reached'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The reason `fetch` gave up, as the caller sees it (`TypeError('fetch failed')` with a cause). */
const failureOf = async (request: Promise<Response>) => {
  const error = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TypeError);
  return (error as TypeError).cause;
};

describe('the outbound address policy', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['64:ff9b::a00:1', true],
    ['not-an-address', true],
    ['8.8.8.8', false],
    ['1.1.1.1', false],
    ['172.32.0.1', false],
    ['2606:4700:4700::1111', false],
    ['::ffff:8.8.8.8', false],
    ['::ffff:808:808', false],
    ['0:0:0:0:0:ffff:a00:1', true],
  ])('treats %s as internal: %s', (address, expected) => {
    expect(isInternalAddress(address)).toBe(expected);
  });

  it('refuses an internal address given as a literal, before connecting', async () => {
    const dispatcher = createOutboundDispatcher({ allowPrivate: false, allowHosts: [] });
    const cause = await failureOf(fetch(`http://127.0.0.1:${port}/`, { dispatcher } as RequestInit));
    expect(cause).toBeInstanceOf(OutboundAddressError);
    const v6 = await failureOf(fetch(`http://[::ffff:127.0.0.1]:${port}/`, { dispatcher } as RequestInit));
    expect(v6).toBeInstanceOf(OutboundAddressError);
  });

  it('refuses a name that resolves to an internal address, on the address it would connect to', async () => {
    const dispatcher = createOutboundDispatcher({ allowPrivate: false, allowHosts: [] });
    const cause = await failureOf(fetch(`http://localhost:${port}/`, { dispatcher } as RequestInit));
    expect(cause).toBeInstanceOf(OutboundAddressError);
  });

  it('lets a listed host through, and everything through when private addresses are allowed', async () => {
    const listed = createOutboundDispatcher({ allowPrivate: false, allowHosts: ['127.0.0.1', 'LOCALHOST'] });
    expect(await (await fetch(`http://127.0.0.1:${port}/`, { dispatcher: listed } as RequestInit)).text()).toBe(
      'reached',
    );
    expect(await (await fetch(`http://localhost:${port}/`, { dispatcher: listed } as RequestInit)).text()).toBe(
      'reached',
    );
    const open = createOutboundDispatcher({ allowPrivate: true, allowHosts: [] });
    expect(await (await fetch(`http://127.0.0.1:${port}/`, { dispatcher: open } as RequestInit)).text()).toBe(
      'reached',
    );
  });

  it('once installed, applies to every fetch of the process', async () => {
    const previous = getGlobalDispatcher();
    try {
      installOutboundPolicy({ allowPrivate: false, allowHosts: [] });
      expect(await failureOf(fetch(`http://127.0.0.1:${port}/`))).toBeInstanceOf(OutboundAddressError);
    } finally {
      setGlobalDispatcher(previous);
    }
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('reached');
  });

  it('gives webhooks a lookup that answers only public addresses, and refuses internal hosts written as such', async () => {
    const lookup = outboundLookup({ allowPrivate: false, allowHosts: ['localhost'] });
    const strict = outboundLookup({ allowPrivate: false, allowHosts: [] });
    const resolve = (fn: typeof lookup, host: string) =>
      new Promise<string>((done, fail) =>
        fn(host, {}, (error, address) => (error ? fail(error) : done(String(address)))),
      );
    await expect(resolve(strict, 'localhost')).rejects.toBeInstanceOf(OutboundAddressError);
    expect(await resolve(lookup, 'localhost')).toMatch(/^(127\.0\.0\.1|::1)$/);
    const policy = { allowPrivate: false, allowHosts: ['10.0.0.5'] };
    expect(isRefusedHost(policy, '127.0.0.1')).toBe(true);
    expect(isRefusedHost(policy, '[::1]')).toBe(true);
    expect(isRefusedHost(policy, 'app.localhost')).toBe(true);
    expect(isRefusedHost(policy, '10.0.0.5')).toBe(false);
    expect(isRefusedHost(policy, 'example.com')).toBe(false);
    expect(isRefusedHost({ allowPrivate: true, allowHosts: [] }, '127.0.0.1')).toBe(false);
  });

  it('gives a connector that opens its own connection (SMTP) an allowed address, or refuses', async () => {
    const open = createHostResolver({ allowPrivate: true, allowHosts: [] });
    expect(await open('localhost')).toBe('localhost');
    const guarded = createHostResolver({ allowPrivate: false, allowHosts: ['mail.internal'] });
    await expect(guarded('127.0.0.1')).rejects.toBeInstanceOf(OutboundAddressError);
    await expect(guarded('[::1]')).rejects.toBeInstanceOf(OutboundAddressError);
    await expect(guarded('localhost')).rejects.toBeInstanceOf(OutboundAddressError);
    expect(await guarded('8.8.8.8')).toBe('8.8.8.8');
    expect(await guarded('Mail.Internal')).toBe('Mail.Internal');
  });
});
