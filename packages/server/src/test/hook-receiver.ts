import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedHook = { headers: http.IncomingHttpHeaders; body: string; json: Record<string, unknown> };

/**
 * A local webhook receiver for tests: records each request (headers and raw body) and answers
 * with `respond` (200 by default; `'hang'` never answers). `until(ready)` resolves once `ready()`
 * holds, checked at each request (no polling).
 */
export const startHookReceiver = async () => {
  const received: ReceivedHook[] = [];
  const waiters: { ready: () => boolean; resolve: () => void }[] = [];
  let respond: (request: ReceivedHook) => number | 'hang' = () => 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const request = { headers: req.headers, body, json: JSON.parse(body) as Record<string, unknown> };
      received.push(request);
      for (const waiter of waiters.filter((w) => w.ready())) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      const status = respond(request);
      if (status === 'hang') return;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'receiver failed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    respondWith: (next: typeof respond) => {
      respond = next;
    },
    /** Resolves once `ready()` holds, checked at each request. */
    until: (ready: () => boolean) =>
      ready() ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ ready, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
