import { organizationWithRolesGuard } from '@gatehouse/schemas/organizations';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const list = defineRoute({
  method: 'get',
  path: '/api/applications/{id}/organizations',
  summary: 'List the organizations of a machine-to-machine application',
  description: 'Each with the organization roles the application holds there, by name.',
  tags: ['Applications'],
  params: idParams,
  response: { status: 200, schema: z.array(organizationWithRolesGuard), description: 'The organizations.' },
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
