import { organizationWithRolesGuard } from '@gatehouse/schemas/organizations';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { authenticated, errorResponses, jsonResponse } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { tags, userIdParams } from './routes';

const list = createRoute({
  method: 'get',
  path: '/api/users/{id}/organizations',
  summary: 'List the organizations of a user',
  description: 'Each with the organization roles the user holds there, by name.',
  tags,
  security: authenticated,
  request: { params: userIdParams },
  responses: {
    200: jsonResponse(z.array(organizationWithRolesGuard), 'The organizations.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerUserOrganizationRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) =>
    send(
      c,
      z.array(organizationWithRolesGuard),
      await c.var.services.organizations.listOf({ userId: c.req.valid('param').id }),
      200,
    ),
  );
};
