import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBreachedPasswordChecker } from './breached';

const sha1 = (password: string) => createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();

/** Not in the offline list (they contain spaces), so only the range API can call them breached. */
const breachedPassword = 'gatehouse breached example';
const paddedPassword = 'gatehouse padded example';
const unlistedPassword = 'gatehouse unlisted example';

const servers: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  );
});

const listen = async (handler: RequestListener) => {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const paddingLine = () => `${randomBytes(18).toString('hex').slice(0, 35).toUpperCase()}:0`;

/**
 * Speaks the range protocol: GET /range/{5 hex} answers every known suffix under that prefix as
 * SUFFIX:COUNT with CRLF, padded with random suffixes of count 0 — and `paddedPassword` among them.
 */
const startRangeServer = async ({ lowerCase = false } = {}) => {
  const known = new Map([
    [sha1(breachedPassword), 42],
    [sha1(paddedPassword), 0],
  ]);
  const requests: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
  const url = await listen((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    const prefix = /^\/range\/([0-9A-F]{5})$/.exec(request.url ?? '')?.[1];
    if (request.method !== 'GET' || !prefix) {
      response.writeHead(404).end();
      return;
    }
    const lines = Array.from({ length: 20 }, paddingLine);
    for (const [hash, count] of known) {
      const suffix = lowerCase ? hash.slice(5).toLowerCase() : hash.slice(5);
      if (hash.startsWith(prefix)) lines.splice(7, 0, `${suffix}:${count}`);
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
  });
  return { rangeApiUrl: `${url}/range`, requests };
};

const recordingLogger = () => ({ warn: vi.fn((_obj: Record<string, unknown>, _msg: string) => undefined) });

describe('createBreachedPasswordChecker: offline list', () => {
  it.each(['password', '123456', 'qwerty', 'letmein'])(
    'reports the common password %j without any server',
    async (password) => {
      expect(await createBreachedPasswordChecker()(password)).toBe(true);
    },
  );

  it('compares with the common list ignoring case', async () => {
    expect(await createBreachedPasswordChecker()('PassWord')).toBe(true);
  });

  it('answers false for an uncommon password when no range API is configured', async () => {
    expect(await createBreachedPasswordChecker()(breachedPassword)).toBe(false);
    expect(await createBreachedPasswordChecker()('Xk9#mQ2pLw')).toBe(false);
  });

  it('does not ask the range API about a password the offline list already reports', async () => {
    const { rangeApiUrl, requests } = await startRangeServer();
    expect(await createBreachedPasswordChecker({ rangeApiUrl })('password')).toBe(true);
    expect(requests).toEqual([]);
  });
});

describe('createBreachedPasswordChecker: range API', () => {
  it('reports a password whose hash suffix the range API lists with a count above 0', async () => {
    const { rangeApiUrl } = await startRangeServer();
    expect(await createBreachedPasswordChecker({ rangeApiUrl })(breachedPassword)).toBe(true);
  });

  it('does not report a password whose suffix appears only as padding with count 0', async () => {
    const { rangeApiUrl } = await startRangeServer();
    expect(await createBreachedPasswordChecker({ rangeApiUrl })(paddedPassword)).toBe(false);
  });

  it('does not report a password the range API does not list', async () => {
    const { rangeApiUrl } = await startRangeServer();
    expect(await createBreachedPasswordChecker({ rangeApiUrl })(unlistedPassword)).toBe(false);
  });

  it('matches the suffix case-insensitively', async () => {
    const { rangeApiUrl } = await startRangeServer({ lowerCase: true });
    expect(await createBreachedPasswordChecker({ rangeApiUrl })(breachedPassword)).toBe(true);
  });

  it('sends only the upper-case 5-character prefix of the SHA-1, asking for padding', async () => {
    const { rangeApiUrl, requests } = await startRangeServer();
    await createBreachedPasswordChecker({ rangeApiUrl })(breachedPassword);
    const hash = sha1(breachedPassword);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(`/range/${hash.slice(0, 5)}`);
    expect(requests[0]?.headers['add-padding']).toBe('true');
    const sent = JSON.stringify(requests).toUpperCase();
    expect(sent).not.toContain(hash.slice(5, 15));
    expect(sent).not.toContain(breachedPassword.toUpperCase());
  });

  it('accepts a range URL with a trailing slash', async () => {
    const { rangeApiUrl, requests } = await startRangeServer();
    expect(await createBreachedPasswordChecker({ rangeApiUrl: `${rangeApiUrl}/` })(breachedPassword)).toBe(true);
    expect(requests[0]?.url).toBe(`/range/${sha1(breachedPassword).slice(0, 5)}`);
  });

  it('waits 1500 ms for the range API by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { rangeApiUrl } = await startRangeServer();
    await createBreachedPasswordChecker({ rangeApiUrl })(unlistedPassword);
    expect(timeout).toHaveBeenCalledWith(1500);
  });
});

describe('createBreachedPasswordChecker: failures', () => {
  it('answers false and warns when the range API answers 500', async () => {
    const url = await listen((_request, response) => response.writeHead(500).end('oops'));
    const logger = recordingLogger();
    expect(await createBreachedPasswordChecker({ rangeApiUrl: url, logger })(breachedPassword)).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith({ status: 500 }, expect.any(String));
  });

  it('answers false within the timeout when the range API never answers', async () => {
    const url = await listen(() => undefined);
    const logger = recordingLogger();
    const start = performance.now();
    expect(await createBreachedPasswordChecker({ rangeApiUrl: url, timeoutMs: 150, logger })(breachedPassword)).toBe(
      false,
    );
    expect(performance.now() - start).toBeLessThan(150 + 1000);
    expect(logger.warn).toHaveBeenCalledWith({ error: 'TimeoutError' }, expect.any(String));
  });

  it('answers false when the range API stops sending its body before the timeout', async () => {
    const url = await listen((_request, response) => {
      response.writeHead(200);
      response.write('0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n');
    });
    const logger = recordingLogger();
    expect(await createBreachedPasswordChecker({ rangeApiUrl: url, timeoutMs: 150, logger })(breachedPassword)).toBe(
      false,
    );
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('answers false and warns when nothing listens at the range URL', async () => {
    const url = await listen(() => undefined);
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    const logger = recordingLogger();
    expect(await createBreachedPasswordChecker({ rangeApiUrl: url, logger })(breachedPassword)).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith({ error: 'TypeError', code: 'ECONNREFUSED' }, expect.any(String));
  });

  it('answers false for a body that is not in the range format', async () => {
    const url = await listen((_request, response) => response.writeHead(200).end('<html>maintenance</html>'));
    expect(await createBreachedPasswordChecker({ rangeApiUrl: url })(breachedPassword)).toBe(false);
  });

  it('answers false without a logger too', async () => {
    const url = await listen((_request, response) => response.writeHead(503).end());
    expect(await createBreachedPasswordChecker({ rangeApiUrl: url })(breachedPassword)).toBe(false);
  });

  it('never logs the password, its hash or the hash prefix', async () => {
    const logger = recordingLogger();
    const failing = await listen((_request, response) => response.writeHead(500).end());
    const silent = await listen(() => undefined);
    await createBreachedPasswordChecker({ rangeApiUrl: failing, logger })(breachedPassword);
    await createBreachedPasswordChecker({ rangeApiUrl: silent, timeoutMs: 100, logger })(breachedPassword);
    await createBreachedPasswordChecker({ rangeApiUrl: 'http://[not a host', logger })(breachedPassword);
    expect(logger.warn).toHaveBeenCalledTimes(3);
    const logged = JSON.stringify(logger.warn.mock.calls).toUpperCase();
    expect(logged).not.toContain(breachedPassword.toUpperCase());
    expect(logged).not.toContain(sha1(breachedPassword).slice(0, 5));
  });
});
