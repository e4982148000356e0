import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the local server received it. */
export type ReceivedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

/** What the local server answers: a status, a body and headers; or `hang` to never answer. */
export type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

/**
 * A real HTTP server on 127.0.0.1 and a free port, for connector tests: it keeps every request it
 * received and answers with `answer`. `close()` ends open connections too (a hanging request).
 */
export const startHttpServer = async (answer: (request: ReceivedRequest) => Answer) => {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(got);
      const reply = answer(got);
      if (reply === 'hang') return;
      response.writeHead(reply.status, reply.headers).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A port nothing listens on: a server's that was just closed. */
export const closedPort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};
