import type { MiddlewareHandler } from 'hono';
import type { ApiApp, AppEnv } from './context';

/** Statuses any route may answer because middleware in front of every route (or the error handler) produces them. */
const everywhere = new Set([401, 413, 500, 503]);
/** Codes the middleware in front of every route answers with otherwise undeclared statuses (input-guard.ts, the tenant check). */
const everywhereCodes = new Set(['tenant.not_found', 'request.invalid_characters', 'request.invalid_json']);

/**
 * In tests, turns a response whose status the route did not declare into a
 * 500 `request.internal_error` naming the culprit (CONVENTIONS 2: an
 * undeclared status fails tests). Outside tests it is not installed.
 */
export const enforceDeclaredStatuses = (app: ApiApp): MiddlewareHandler<AppEnv> => {
  let declared: Map<string, Set<number>> | undefined;
  const load = () => {
    declared = new Map();
    for (const definition of app.openAPIRegistry.definitions) {
      if (definition.type !== 'route') continue;
      const { method, path, responses } = definition.route;
      const honoPath = path.replace(/\{(\w+)\}/g, ':$1');
      declared.set(`${method.toUpperCase()} ${honoPath}`, new Set(Object.keys(responses).map(Number)));
    }
    return declared;
  };

  return async (c, next) => {
    await next();
    const route = [...c.req.matchedRoutes].reverse().find((matched) => matched.method !== 'ALL');
    if (!route) return;
    const statuses = (declared ?? load()).get(`${c.req.method} ${route.path}`);
    if (!statuses) return; // Not an OpenAPI route (the document itself).
    const status = c.res.status;
    if (statuses.has(status) || everywhere.has(status)) return;
    const code = await c.res
      .clone()
      .json()
      .then(
        (body) => (body as { code?: string }).code,
        () => undefined,
      );
    if (code && everywhereCodes.has(code)) return;
    c.res = new Response(
      JSON.stringify({
        code: 'request.internal_error',
        message: `Undeclared status ${status} from ${c.req.method} ${route.path}`,
      }),
      { status: 500, headers: { 'content-type': 'application/json' } },
    );
  };
};
