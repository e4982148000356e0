import { organizationWithRolesGuard } from '@gatehouse/schemas/organizations';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { tags, userIdParams } from './routes';

const list = defineRoute({
  method: 'get',
  path: '/api/users/{id}/organizations',
  summary: 'List the organizations of a user',
  description: 'Each with the organization roles the user holds there, by name.',
  tags,
  params: userIdParams,
  response: { status: 200, schema: z.array(organizationWithRolesGuard), description: 'The organizations.' },
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
