import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local HTTP server for the connectors' tests: each test's fake provider is a table of routes
 * (`'POST /token'`) answering what the real provider would, in its shape.
 */

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The body parsed as a form (empty when it is not one). */
  form: URLSearchParams;
  /** The bearer token of the Authorization header, if any. */
  bearer: string | undefined;
  /** The client id and secret of a Basic Authorization header (RFC 6749 §2.3.1 decoding), if any. */
  basic: { id: string; secret: string } | undefined;
};

export type FakeAnswer = { status?: number; json?: unknown; headers?: Record<string, string> };
export type FakeRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export type FakeServer = { url: string; requests: FakeRequest[]; close: () => Promise<void> };

const basicOf = (authorization: string | undefined) => {
  if (!authorization?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  return { id: decodeURIComponent(decoded.slice(0, at)), secret: decodeURIComponent(decoded.slice(at + 1)) };
};

export const startFakeServer = async (routes: Record<string, FakeRoute>): Promise<FakeServer> => {
  const requests: FakeRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const authorization = req.headers.authorization;
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      form: req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
        ? new URLSearchParams(body)
        : new URLSearchParams(),
      bearer: authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined,
      basic: basicOf(authorization),
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    try {
      const answer = route ? await route(request) : { status: 404, json: { error: 'not_found' } };
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.json === undefined ? '' : JSON.stringify(answer.json));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'fake_failed', error_description: String(error) }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The query of an authorization URL, as a plain object. */
export const queryOf = (authorizationUri: string): Record<string, string> =>
  Object.fromEntries(new URL(authorizationUri).searchParams);
