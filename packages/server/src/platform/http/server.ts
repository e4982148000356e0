import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { apiErrorMessage } from '@gatehouse/phrases/api/index';
import { adminTenantId } from '@gatehouse/schemas/constants';
import type { ErrorCode } from '@gatehouse/schemas/errors';
import { errorStatuses } from '@gatehouse/schemas/errors';
import { negotiateLanguage } from '@gatehouse/schemas/languages';
import { getRequestListener } from '@hono/node-server';
import type { RuntimeRegistry } from '../../oidc/runtime';
import type { TenantService } from '../../tenants/service';
import type { PlatformDeps } from '../deps';
import { resolveUserEndpointTenant } from '../tenancy';
import type { ApiApp, TenantRequest } from './context';
import { isWellFormedTarget } from './input-guard';

export type Surface = 'user' | 'admin';

const sendError = (req: IncomingMessage, res: ServerResponse, code: ErrorCode, data?: unknown) => {
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
const refuseTarget = (req: IncomingMessage, res: ServerResponse) => {
  if (!looksLikeOidc(req.url ?? '/')) return sendError(req, res, 'request.invalid_characters');
  res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' }).end(
    JSON.stringify({
      error: 'invalid_request',
      error_description: 'the request URL holds a NUL character or malformed percent-encoding',
    }),
  );
};

const isOidcPath = (path: string) => path === '/oidc' || path.startsWith('/oidc/') || path.startsWith('/oidc?');

/**
 * The thin Node dispatcher in front of everything (DESIGN §9): it resolves the
 * tenant, strips a `/t/{tenantId}` prefix, and hands `/oidc/*` straight to
 * that tenant's oidc-provider (no framework layer on the token endpoint);
 * everything else goes to the Hono app.
 */
export const createDispatcher = (
  surface: Surface,
  deps: PlatformDeps,
  runtimes: RuntimeRegistry,
  tenants: TenantService,
  app: ApiApp,
) => {
  const honoListener = getRequestListener(app.fetch);

  return async (req: TenantRequest, res: ServerResponse) => {
    try {
      const url = req.url ?? '/';
      if (!isWellFormedTarget(url)) return refuseTarget(req, res);
      const { tenantId, prefix } =
        surface === 'admin'
          ? { tenantId: adminTenantId, prefix: '' }
          : resolveUserEndpointTenant(deps.config, req.headers.host, url, await tenants.customDomains());
      // The admin tenant is reachable only on the admin endpoint.
      const visibleTenant = surface === 'user' && tenantId === adminTenantId ? undefined : tenantId;
      req.gatehouseTenantId = visibleTenant;
      req.gatehouseTenantPrefix = prefix;
      const path = prefix ? url.slice(prefix.length) || '/' : url;

      if (isOidcPath(path)) {
        if (!visibleTenant || !(await tenants.exists(visibleTenant))) {
          return sendError(req, res, 'tenant.not_found', { tenantId });
        }
        const runtime = await runtimes.get(visibleTenant);
        if (path === '/oidc/jwks' && (req.method === 'GET' || req.method === 'HEAD')) {
          // The key set changes only with the keys: answer from the runtime's serialized copy
          // (about twice the throughput of a trip through the provider's middleware).
          res.writeHead(200, {
            'content-type': 'application/jwk-set+json; charset=utf-8',
            'content-length': runtime.jwksBody.length,
            'cache-control': 'public, max-age=300',
            'access-control-allow-origin': '*',
          });
          res.end(req.method === 'HEAD' ? undefined : runtime.jwksBody);
          return;
        }
        const original = url;
        // Discovery and redirects are built from the configured endpoint, not from Host or X-Forwarded-Host.
        req.headers.host = runtime.issuerHost;
        delete req.headers['x-forwarded-host'];
        req.url = path.slice('/oidc'.length) || '/';
        (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
        return runtime.callback(req, res);
      }

      req.url = path;
      return honoListener(req, res);
    } catch (error) {
      deps.logger.error({ err: error, url: req.url }, 'dispatch failed');
      if (!res.headersSent) sendError(req, res, 'request.internal_error');
      else res.end();
    }
  };
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
