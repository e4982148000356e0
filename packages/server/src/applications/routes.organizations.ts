import { organizationWithRolesGuard } from '@gatehouse/schemas/organizations';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { authenticated, errorResponses, jsonResponse } from '../platform/http/openapi';
import { send } from '../platform/http/respond';

const list = createRoute({
  method: 'get',
  path: '/api/applications/{id}/organizations',
  summary: 'List the organizations of a machine-to-machine application',
  description: 'Each with the organization roles the application holds there, by name.',
  tags: ['Applications'],
  security: authenticated,
  request: { params: idParams },
  responses: {
    200: jsonResponse(z.array(organizationWithRolesGuard), 'The organizations.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerApplicationOrganizationRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) =>
    send(
      c,
      z.array(organizationWithRolesGuard),
      await c.var.services.organizations.listOf({ applicationId: c.req.valid('param').id }),
      200,
    ),
  );
};
