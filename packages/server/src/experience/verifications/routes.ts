import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ApiError } from '../../platform/http/api-error';
import type { ApiApp, AppEnv } from '../../platform/http/context';
import { anonymous, errorResponses, jsonBody, jsonResponse, withMiddleware } from '../../platform/http/openapi';
import { send } from '../../platform/http/respond';
import type { ExperienceService } from '../service';
import type { Verification } from '../state';
import { verificationMethods } from './registry';
import type { ExperienceLimits, VerificationRoute } from './types';

const tags = ['Experience'];
const verificationIdGuard = z.object({ verificationId: z.string() });
const stateErrors = errorResponses(400, 404, 413, 415, 422, 429);

const notYet = (path: string, route: VerificationRoute<Verification>) =>
  createRoute({
    method: 'post',
    path,
    summary: route.summary,
    description: route.description,
    tags,
    security: anonymous,
    request: route.params ? { params: route.params } : {},
    responses: errorResponses(422, 429),
  });

const available = (path: string, route: VerificationRoute<Verification>) =>
  createRoute({
    method: 'post',
    path,
    summary: route.summary,
    description: route.description,
    tags,
    security: anonymous,
    request: {
      ...(route.params && { params: route.params }),
      ...(route.body && { body: jsonBody(route.body) }),
    },
    responses: {
      200: jsonResponse(
        route.reply ? verificationIdGuard.extend(route.reply.schema.shape) : verificationIdGuard,
        'The verification.',
      ),
      ...stateErrors,
    },
  });

/**
 * Every route of every verification method (registry.ts): `POST /api/experience/verification{path}`
 * with the method's guards and limits, answering `{ verificationId }`, or 422
 * `session.capability_not_available` for a method not available yet.
 */
export const registerVerificationRoutes = (
  app: ApiApp,
  limits: ExperienceLimits,
  service: (c: Context<AppEnv>) => Promise<ExperienceService>,
) => {
  for (const method of verificationMethods) {
    for (const route of method.routes as readonly VerificationRoute<Verification>[]) {
      const path = `/api/experience/verification${route.path}`;
      const middleware = route.limits(limits);
      const { verify } = route;
      if (!verify) {
        app.openapi(withMiddleware(notYet(path, route), ...middleware), () => {
          throw new ApiError('session.capability_not_available', { path });
        });
        continue;
      }
      app.openapi(withMiddleware(available(path, route), ...middleware), async (c) => {
        // The route's own guards parsed these (an invalid body never reaches here).
        const input = { body: c.req.valid('json' as never), params: c.req.valid('param' as never) }; // a registry route's guards are generic
        const kept = await (await service(c)).verify((step) => verify(step, input));
        if (!route.reply) return send(c, verificationIdGuard, { verificationId: kept.id }, 200);
        const schema = verificationIdGuard.extend(route.reply.schema.shape);
        return send(c, schema, { verificationId: kept.id, ...route.reply.of(kept, c) }, 200);
      });
    }
  }
};
