import { z } from '@hono/zod-openapi';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import type { ApiApp } from '../platform/http/context';
import { anonymous } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const statusGuard = z.object({ status: z.literal('ok') });

const status = defineRoute({
  method: 'get',
  path: '/api/status',
  summary: 'Health check',
  description: '200 when the database answers, 503 otherwise. Needs no token.',
  tags: ['Status'],
  security: anonymous,
  response: { status: 200, schema: statusGuard, description: 'The service and its database are up.' },
  errors: [503],
});

export const registerStatusRoutes = (app: ApiApp, { database }: PlatformDeps) => {
  app.openapi(status, async (c) => {
    if (!(await database.ping())) throw new ApiError('status.database_unavailable');
    c.header('Cache-Control', 'no-store');
    return send(c, statusGuard, { status: 'ok' }, 200);
  });
};
