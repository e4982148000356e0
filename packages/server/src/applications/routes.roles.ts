import { assignRolesGuard, roleGuard } from '@gatehouse/schemas/roles';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Application roles'];

const list = defineRoute({
  method: 'get',
  path: '/api/applications/{id}/roles',
  summary: 'List the roles of a machine-to-machine application',
  tags,
  params: idParams,
  query: paginationQueryGuard,
  response: { status: 200, schema: z.array(roleGuard), description: 'The roles, by name.' },
});

const assign = defineRoute({
  method: 'post',
  path: '/api/applications/{id}/roles',
  summary: 'Assign roles to a machine-to-machine application',
  description:
    'Adds the roles (all of type MachineToMachine); roles already assigned are kept. The next token reflects them.',
  tags,
  params: idParams,
  body: assignRolesGuard,
  response: { status: 201, description: 'Assigned.' },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/applications/{id}/roles/{roleId}',
  summary: 'Remove a role from a machine-to-machine application',
  tags,
  params: idParams.extend({ roleId: entityIdGuard }),
  response: { status: 204, description: 'Removed.' },
});

export const registerApplicationRoleRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const pagination = readPagination(c);
    const { items, total } = await c.var.services.applications.listRoles(c.req.valid('param').id, pagination);
    if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(roleGuard), items, 200);
  });

  app.openapi(assign, async (c) => {
    await c.var.services.applications.assignRoles(c.req.valid('param').id, c.req.valid('json').roleIds);
    return c.body(null, 201);
  });

  app.openapi(remove, async (c) => {
    const { id, roleId } = c.req.valid('param');
    await c.var.services.applications.removeRole(id, roleId);
    return c.body(null, 204);
  });
};
