import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { apiErrorMessage } from '@gatehouse/phrases/api/index';
import type { ErrorCode } from '@gatehouse/schemas/errors';
import { errorStatuses } from '@gatehouse/schemas/errors';
import { negotiateLanguage } from '@gatehouse/schemas/languages';

/** An error in the API's shape, answered before any framework sees the request. */
export const sendError = (req: IncomingMessage, res: ServerResponse, code: ErrorCode, data?: unknown) => {
  const body = JSON.stringify({
    code,
    message: apiErrorMessage(code, negotiateLanguage(req.headers['accept-language'])),
    ...(data === undefined ? {} : { data }),
  });
  res.writeHead(errorStatuses[code], { 'content-type': 'application/json; charset=utf-8' }).end(body);
};

/** An OIDC request, with or without a `/t/{tenantId}` prefix, before the tenant is known. */
const looksLikeOidc = (url: string) => /^(?:\/t\/[^/?]*)?\/oidc(?:[/?]|$)/i.test(url);

/** 400 for a target that is not storable text (input-guard.ts), in the shape of the surface it was meant for. */
export const refuseTarget = (req: IncomingMessage, res: ServerResponse) => {
  if (!looksLikeOidc(req.url ?? '/')) return sendError(req, res, 'request.invalid_characters');
  res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' }).end(
    JSON.stringify({
      error: 'invalid_request',
      error_description: 'the request URL holds a NUL character or malformed percent-encoding',
    }),
  );
};

/**
 * What Node's HTTP parser refuses before any handler runs (headers over 16 KB, broken request lines)
 * still gets a JSON body with a code, in English: the request's own headers were not read.
 */
const answerClientError = (error: Error & { code?: string }, socket: Duplex) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'request.headers_too_large' : 'request.malformed';
  const status = errorStatuses[code];
  const body = JSON.stringify({ code, message: apiErrorMessage(code, 'en') });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};

/** Listens on `port` (0 for any free one) and resolves with the bound port. */
export const listen = (handler: http.RequestListener, port: number, host?: string) =>
  new Promise<{ server: Server; port: number }>((resolve, reject) => {
    const server = http.createServer({ keepAliveTimeout: 65_000 }, handler);
    server.on('clientError', answerClientError);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({ server, port: (server.address() as AddressInfo).port });
    });
  });
