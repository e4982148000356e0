import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { registerApplicationRoutes } from '../../applications/routes';
import { registerApplicationOrganizationRoutes } from '../../applications/routes.organizations';
import { registerApplicationRoleRoutes } from '../../applications/routes.roles';
import { registerApplicationSecretRoutes } from '../../applications/routes.secrets';
import { registerApplicationThirdPartyRoutes } from '../../applications/routes.third-party';
import { registerConsole } from '../../console/static';
import { registerExperiencePages } from '../../experience/pages';
import { registerExperienceRoutes } from '../../experience/routes';
import { registerLogRoutes } from '../../logs/routes';
import { registerMeRoutes } from '../../me/routes';
import type { RuntimeRegistry } from '../../oidc/runtime';
import { registerOrganizationRoutes } from '../../organizations/routes';
import { registerOrganizationApplicationRoutes } from '../../organizations/routes.applications';
import { registerOrganizationInvitationRoutes } from '../../organizations/routes.invitations';
import { registerOrganizationJitRoutes } from '../../organizations/routes.jit';
import { registerOrganizationMemberRoutes } from '../../organizations/routes.members';
import { registerOrganizationRoleRoutes } from '../../organizations/routes.roles';
import { registerOrganizationScopeRoutes } from '../../organizations/routes.scopes';
import { registerResourceRoutes } from '../../resources/routes';
import { registerResourceScopeRoutes } from '../../resources/routes.scopes';
import { registerRoleRoutes } from '../../roles/routes';
import { registerRoleRelationRoutes } from '../../roles/routes.relations';
import { registerSignInExperienceRoutes } from '../../sign-in-experience/routes';
import { registerStatusRoutes } from '../../status/routes';
import type { TenantService } from '../../tenants/service';
import { registerUserRoutes } from '../../users/routes';
import { registerUserOrganizationRoutes } from '../../users/routes.organizations';
import { registerUserPasswordRoutes } from '../../users/routes.password';
import { registerUserRelationRoutes } from '../../users/routes.relations';
import type { PlatformDeps } from '../deps';
import { ApiError } from './api-error';
import { managementAuth } from './auth';
import type { ApiApp, AppEnv } from './context';
import { enforceDeclaredStatuses } from './declared-statuses';
import { createErrorHandler, errorResponse } from './error-handler';
import { jsonBodyGuard } from './input-guard';
import { requestId } from './request-id';

/** Largest JSON body the API accepts; larger ones get 413 `request.payload_too_large`. */
export const maxBodyBytes = 1024 * 1024;

/** Paths that answer without a tenant check or a token. */
const publicPaths = new Set(['/api/status', '/api/openapi.json', '/api/swagger.json']);
/** Paths for the sign-in pages: tenant-bound but anonymous (the interaction cookie is their credential). */
const anonymousPrefixes = ['/api/experience', '/api/.well-known/'];
const isAnonymous = (path: string) =>
  publicPaths.has(path) ||
  anonymousPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(prefix));

/**
 * The Hono app behind `/api/*` on both endpoints (DESIGN §5). Middleware is a
 * visible list (CONVENTIONS 7): request id → CORS → body limit → JSON body
 * guard → tenant → auth → routes; one error handler; unknown routes are 404 `route.not_found`.
 */
export const createApiApp = (deps: PlatformDeps, runtimes: RuntimeRegistry, tenants: TenantService): ApiApp => {
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
    origin: (origin) => (deps.config.adminOrigins.includes(origin) ? origin : null),
    allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'X-Request-Id'],
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

  for (const path of apiPaths) if (process.env.VITEST) app.use(path, enforceDeclaredStatuses(app));
  app.use('*', requestId());
  for (const path of apiPaths) {
    app.use(path, corsMiddleware);
    app.use(path, limitBody);
    app.use(path, jsonBodyGuard());
  }
  app.use('/api/*', async (c, next) => {
    const tenantId = c.env.incoming.gatehouseTenantId;
    if (!tenantId) throw new ApiError('tenant.not_found');
    if (!publicPaths.has(c.req.path) && !(await tenants.exists(tenantId))) {
      throw new ApiError('tenant.not_found', { tenantId });
    }
    c.set('tenantId', tenantId);
    await next();
  });
  app.use('/api/*', async (c, next) => {
    if (isAnonymous(c.req.path)) return next();
    return managementAuth(runtimes)(c, next);
  });

  registerStatusRoutes(app, deps);
  registerApplicationRoutes(app, deps);
  registerApplicationSecretRoutes(app, deps);
  registerApplicationRoleRoutes(app, deps);
  registerApplicationThirdPartyRoutes(app, deps);
  registerResourceRoutes(app, deps);
  registerResourceScopeRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerRoleRelationRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerUserPasswordRoutes(app, deps);
  registerUserRelationRoutes(app, deps);
  registerUserOrganizationRoutes(app, deps);
  registerApplicationOrganizationRoutes(app, deps);
  registerOrganizationScopeRoutes(app, deps);
  registerOrganizationRoleRoutes(app, deps);
  registerOrganizationRoutes(app, deps);
  registerOrganizationMemberRoutes(app, deps);
  registerOrganizationApplicationRoutes(app, deps);
  registerOrganizationJitRoutes(app, deps);
  registerOrganizationInvitationRoutes(app, deps);
  registerSignInExperienceRoutes(app, deps);
  registerLogRoutes(app, deps);
  registerExperienceRoutes(app, deps, runtimes);
  registerExperiencePages(app, deps, runtimes, tenants);
  registerMeRoutes(app, deps, runtimes);
  registerConsole(app, deps.config);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "An access token for the tenant's management API indicator with scope `all`.",
  });
  let document: unknown;
  const openApiDocument = () => {
    document ??= app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Gatehouse management API',
        version: '0.1.0',
        description: 'Manage a Gatehouse tenant: applications, resources, roles, users, organizations and more.',
      },
    });
    return document;
  };
  app.get('/api/openapi.json', (c) => c.json(openApiDocument()));
  app.get('/api/swagger.json', (c) => c.json(openApiDocument()));

  app.notFound((c) => errorResponse(c, new ApiError('route.not_found')));
  app.onError(createErrorHandler(deps.logger));
  return app;
};
