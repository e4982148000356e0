import type { IncomingMessage, ServerResponse } from 'node:http';
import { adminTenantId } from '@gatehouse/schemas/constants';
import { getRequestListener } from '@hono/node-server';
import type { TenantRuntime } from '../oidc/runtime';
import type { ApiApp, TenantRequest } from '../platform/http/context';
import { isWellFormedTarget } from '../platform/http/input-guard';
import { refuseTarget, sendError } from '../platform/http/server';
import type { Surface } from '../platform/http/surface';
import type { ConsoleScopes } from '../platform/http/tenant-scopes';
import { resolveUserEndpointTenant } from '../platform/tenancy';
import type { AppContext } from './capabilities';
import { authorizeTenantProxy, matchTenantProxy } from './tenant-proxy';

/** A request once its tenant is known and its `/t/{tenantId}` prefix is gone. */
type Routed = { req: TenantRequest; res: ServerResponse; path: string; url: string; tenantId: string | undefined };

/**
 * One row of the dispatcher: the requests it takes and how it answers them. The first row whose
 * `matches` is true answers. A cloud edition's tenant proxy (`/m/{tenantId}/api/…`, DESIGN §4) is
 * a row too, placed before `api`.
 */
type Row = {
  name: string;
  matches: (routed: Routed) => boolean;
  handle: (routed: Routed) => Promise<unknown> | unknown;
};

const isOidcPath = (path: string) => path === '/oidc' || path.startsWith('/oidc/') || path.startsWith('/oidc?');

/**
 * The thin Node dispatcher in front of everything (DESIGN §9): it refuses unstorable targets,
 * resolves the tenant, strips a `/t/{tenantId}` prefix, and hands the request to the first row
 * that takes it — `/oidc/*` straight to the tenant's oidc-provider (no framework layer on the
 * token endpoint), everything else to the surface's Hono app.
 */
export const createDispatcher = (
  surface: Surface,
  { deps, runtimes, tenants }: AppContext,
  app: ApiApp,
  /** Cloud edition, admin endpoint: the user endpoint's app, which serves the tenant proxy's calls. */
  proxy?: { tenantApp: ApiApp; consoleScopes: ConsoleScopes },
) => {
  const honoListener = getRequestListener(app.fetch);
  const tenantListener = proxy && getRequestListener(proxy.tenantApp.fetch);

  /** The tenant's runtime for an OIDC request, or a 404 answered. */
  const runtimeFor = async ({ req, res, tenantId }: Routed): Promise<TenantRuntime | undefined> => {
    if (tenantId && (await tenants.exists(tenantId))) return runtimes.get(tenantId);
    sendError(req, res, 'tenant.not_found', { tenantId });
    return undefined;
  };
  /** The runtime of a tenant found a moment ago whose runtime is built: no promise to wait for on the hot path. */
  const readyRuntime = ({ tenantId }: Routed) =>
    tenantId && tenants.existsNow(tenantId) ? runtimes.ready(tenantId) : undefined;

  /** Hands an OIDC request to the tenant's oidc-provider. */
  const serveOidc = ({ req, res, path, url }: Routed, runtime: TenantRuntime) => {
    // Discovery and redirects are built from the configured endpoint, not from Host or X-Forwarded-Host.
    req.headers.host = runtime.issuerHost;
    delete req.headers['x-forwarded-host'];
    req.url = path.slice('/oidc'.length) || '/';
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    return runtime.callback(req, res);
  };

  const rows: Row[] = [
    {
      // The key set changes only with the keys: answered from the runtime's serialized copy
      // (about twice the throughput of a trip through the provider's middleware).
      name: 'jwks',
      matches: ({ req, path }) => path === '/oidc/jwks' && (req.method === 'GET' || req.method === 'HEAD'),
      handle: async (routed) => {
        const runtime = readyRuntime(routed) ?? (await runtimeFor(routed));
        if (!runtime) return;
        routed.res.writeHead(200, {
          'content-type': 'application/jwk-set+json; charset=utf-8',
          'content-length': runtime.jwksBody.length,
          'cache-control': 'public, max-age=300',
          'access-control-allow-origin': '*',
        });
        routed.res.end(routed.req.method === 'HEAD' ? undefined : runtime.jwksBody);
      },
    },
    {
      // The plain client_credentials grant, answered without oidc-provider's Koa stack when it is
      // plain beyond doubt; anything else goes on to the provider (oidc/client-credentials-fast-path.ts).
      name: 'token',
      matches: ({ req, path }) => path === '/oidc/token' && req.method === 'POST' && deps.config.tokenFastPath,
      handle: async (routed) => {
        const runtime = readyRuntime(routed) ?? (await runtimeFor(routed));
        if (!runtime) return;
        if (await runtime.clientCredentialsFastPath(routed.req, routed.res)) return;
        return serveOidc(routed, runtime);
      },
    },
    {
      name: 'oidc',
      matches: ({ path }) => isOidcPath(path),
      handle: async (routed) => {
        const runtime = readyRuntime(routed) ?? (await runtimeFor(routed));
        if (!runtime) return;
        return serveOidc(routed, runtime);
      },
    },
    {
      name: 'tenant-proxy',
      matches: ({ path }) => tenantListener !== undefined && path.startsWith('/m/'),
      handle: async ({ req, res, path }) => {
        const target = matchTenantProxy(path);
        if (!target || !proxy || !tenantListener) return sendError(req, res, 'route.not_found');
        if (
          !(await authorizeTenantProxy({ deps, runtimes, tenants }, proxy.consoleScopes, req, res, target.tenantId))
        ) {
          return;
        }
        req.gatehouseTenantId = target.tenantId;
        req.url = target.apiPath;
        return tenantListener(req, res);
      },
    },
    {
      name: 'api',
      matches: () => true,
      handle: ({ req, res, path }) => {
        req.url = path;
        return honoListener(req, res);
      },
    },
  ];

  return async (req: TenantRequest, res: ServerResponse) => {
    try {
      const url = req.url ?? '/';
      if (!isWellFormedTarget(url)) return refuseTarget(req, res);
      const { tenantId, prefix, customDomain } =
        surface === 'admin'
          ? { tenantId: adminTenantId, prefix: '' }
          : resolveUserEndpointTenant(
              deps.config,
              req.headers.host,
              url,
              tenants.customDomainsNow() ?? (await tenants.customDomains()),
            );
      // The admin tenant is reachable only on the admin endpoint.
      const visibleTenant = surface === 'user' && tenantId === adminTenantId ? undefined : tenantId;
      req.gatehouseTenantId = visibleTenant;
      req.gatehouseTenantPrefix = prefix;
      req.gatehouseCustomDomain = customDomain;
      const routed: Routed = {
        req,
        res,
        url,
        path: prefix ? url.slice(prefix.length) || '/' : url,
        tenantId: visibleTenant,
      };
      for (const row of rows) if (row.matches(routed)) return await row.handle(routed);
    } catch (error) {
      deps.logger.error({ err: error, url: req.url }, 'dispatch failed');
      if (!res.headersSent) sendError(req, res, 'request.internal_error');
      else res.end();
    }
  };
};
