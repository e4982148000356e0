import { verificationIdHeader } from '@gatehouse/schemas/account-center';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { ApiError } from '../platform/http/api-error';
import { accountAuth, consoleAuth, managementAuth } from '../platform/http/auth';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { enforceDeclaredStatuses } from '../platform/http/declared-statuses';
import { createErrorHandler, errorResponse } from '../platform/http/error-handler';
import { jsonBodyGuard } from '../platform/http/input-guard';
import { requestId } from '../platform/http/request-id';
import type { Surface } from '../platform/http/surface';
import { ownBodyLimit } from '../platform/http/upload';
import { type AppContext, capabilitiesOf } from './capabilities';
import { openApiDocumentOf } from './openapi';
import { consoleScopesOf } from './tenant-proxy';

/** Largest JSON body the API accepts; larger ones get 413 `request.payload_too_large`. */
export const maxBodyBytes = 1024 * 1024;

/** The end-user Account API (account-center/), which answers pages of any origin (CORS). */
const accountApiPaths = /^\/api\/(my-account|verifications)(\/|$)/;

/** The registered routes, each with its key as Hono names a matched route (`GET /api/roles/:id`). */
const routesOf = (app: ApiApp) =>
  app.openAPIRegistry.definitions.flatMap((definition) =>
    definition.type === 'route'
      ? [
          {
            key: `${definition.route.method.toUpperCase()} ${definition.route.path.replace(/\{(\w+)\}/g, ':$1')}`,
            route: definition.route,
          },
        ]
      : [],
  );

/** The key of the route a request matched (the same spelling as `routesOf`). */
const matchedRouteKey = (c: Context<AppEnv>) => {
  const route = c.req.matchedRoutes.findLast((matched) => matched.method !== 'ALL');
  return route ? `${route.method} ${route.path}` : undefined;
};

/** Paths that answer without a tenant check or a token. */
const publicPaths = new Set(['/api/status', '/api/openapi.json', '/api/swagger.json']);

/**
 * The Hono app of one endpoint (DESIGN §5): the routes of every capability the registry
 * (capabilities.ts) puts on this surface. Middleware is a visible list (CONVENTIONS 7): request id
 * → CORS → body limit → JSON body guard → tenant and its services → auth → routes (with their own
 * rate limits); one error handler; unknown routes are 404 `route.not_found`.
 */
export const createApiApp = (surface: Surface, context: AppContext): ApiApp => {
  const { deps, runtimes, tenants, services } = context;
  const app: ApiApp = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new ApiError(
          'guard.invalid_input',
          { issues: result.error.issues.map(({ path, message, code }) => ({ path, message, code })) },
          result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('\n'),
        );
      }
    },
  });

  /** The JSON APIs: the management, experience and well-known APIs under /api, and the console's /me. */
  const apiPaths = ['/api/*', '/me', '/me/*'];
  const corsMiddleware = cors({
    // The Account API is called by the tenant's own front ends, wherever they are; it takes a bearer
    // token and never a cookie, so a page of any origin can read only what its token allows.
    origin: (origin, c) =>
      deps.config.adminOrigins.includes(origin) || accountApiPaths.test(c.req.path) ? origin : null,
    allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'X-Request-Id', verificationIdHeader],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposeHeaders: ['Total-Number', 'Total-Number-Is-Capped', 'Link', 'X-Request-Id'],
    maxAge: 600,
  });
  const limitBody = bodyLimit({
    maxSize: maxBodyBytes,
    onError: () => {
      throw new ApiError('request.payload_too_large');
    },
  });

  // A route with a body limit of its own (an upload) applies it itself to the multipart body it
  // takes, after authentication; any other body it is sent keeps the JSON limit.
  let ownLimits: Set<string> | undefined;
  const hasOwnLimit = (c: Context<AppEnv>) => {
    if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) return false;
    ownLimits ??= new Set(routesOf(app).flatMap(({ key, route }) => (ownBodyLimit in route ? [key] : [])));
    const key = matchedRouteKey(c);
    return key !== undefined && ownLimits.has(key);
  };

  for (const path of apiPaths) if (process.env.VITEST) app.use(path, enforceDeclaredStatuses(app));
  app.use('*', requestId());
  for (const path of apiPaths) {
    app.use(path, corsMiddleware);
    app.use(path, (c, next) => (hasOwnLimit(c) ? next() : limitBody(c, next)));
    app.use(path, jsonBodyGuard());
  }
  app.use('/api/*', async (c, next) => {
    const tenantId = c.env.incoming.gatehouseTenantId;
    if (!tenantId) throw new ApiError('tenant.not_found');
    if (!publicPaths.has(c.req.path) && !(await tenants.exists(tenantId))) {
      throw new ApiError('tenant.not_found', { tenantId });
    }
    c.set('tenantId', tenantId);
    c.set('services', services.of(tenantId));
    await next();
  });
  // A route is anonymous only when it says so (`security: anonymous`, platform/http/openapi.ts), and
  // takes an end user's token only when it says so (`accountAuthenticated`): a new route, under
  // whatever path, needs a management token until its author decides otherwise.
  let securityByRoute: Map<string, 'anonymous' | 'account' | 'console'> | undefined;
  const securityOf = (c: Context<AppEnv>) => {
    securityByRoute ??= new Map(
      routesOf(app).flatMap(({ key, route: { security } }) => {
        const kind =
          security?.length === 0
            ? ('anonymous' as const)
            : security?.some((requirement) => 'accountBearerAuth' in requirement)
              ? ('account' as const)
              : security?.some((requirement) => 'consoleBearerAuth' in requirement)
                ? ('console' as const)
                : undefined;
        return kind ? [[key, kind] as const] : [];
      }),
    );
    if (publicPaths.has(c.req.path)) return 'anonymous';
    const key = matchedRouteKey(c);
    return (key === undefined ? undefined : securityByRoute.get(key)) ?? 'management';
  };
  const authenticate = {
    management: managementAuth(runtimes, consoleScopesOf(deps)),
    account: accountAuth(runtimes),
    console: consoleAuth(runtimes, deps.config),
  };
  app.use('/api/*', (c, next) => {
    const security = securityOf(c);
    return security === 'anonymous' ? next() : authenticate[security](c, next);
  });

  for (const capability of capabilitiesOf(deps.config.isCloud ? 'cloud' : 'self-hosted')) {
    if (capability.surfaces.includes(surface)) capability.routes?.(app, context);
  }

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "An access token for the tenant's management API indicator with scope `all`.",
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'accountBearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "An end user's access token for the tenant's Account API resource (`{tenant endpoint}/api/my-account`), from an authorization code or refresh token grant of a first-party application.",
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'consoleBearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "A console user's access token from the admin tenant for the console profile resource (`…/me`), scope `all` (admin endpoint).",
  });
  let document: unknown;
  const openApiDocument = () => {
    document ??= openApiDocumentOf(app);
    return document;
  };
  app.get('/api/openapi.json', (c) => c.json(openApiDocument()));
  app.get('/api/swagger.json', (c) => c.json(openApiDocument()));

  app.notFound((c) => errorResponse(c, new ApiError('route.not_found')));
  app.onError(createErrorHandler(deps.logger));
  return app;
};
