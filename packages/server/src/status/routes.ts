import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import type { ApiApp } from '../platform/http/context';
import { anonymous, errorResponses, jsonResponse } from '../platform/http/openapi';
import { send } from '../platform/http/respond';

const statusGuard = z.object({ status: z.literal('ok') });

const status = createRoute({
  method: 'get',
  path: '/api/status',
  summary: 'Health check',
  description: '200 when the database answers, 503 otherwise. Needs no token.',
  tags: ['Status'],
  security: anonymous,
  responses: {
    200: jsonResponse(statusGuard, 'The service and its database are up.'),
    ...errorResponses(503),
  },
});

export const registerStatusRoutes = (app: ApiApp, { database }: PlatformDeps) => {
  app.openapi(status, async (c) => {
    if (!(await database.ping())) throw new ApiError('status.database_unavailable');
    c.header('Cache-Control', 'no-store');
    return send(c, statusGuard, { status: 'ok' }, 200);
  });
};
