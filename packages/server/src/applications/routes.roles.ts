import { assignRolesGuard, roleGuard } from '@gatehouse/schemas/roles';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams } from '../platform/http/guards';
import { authenticated, errorResponses, jsonBody, jsonResponse } from '../platform/http/openapi';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';

const tags = ['Application roles'];

const list = createRoute({
  method: 'get',
  path: '/api/applications/{id}/roles',
  summary: 'List the roles of a machine-to-machine application',
  tags,
  security: authenticated,
  request: { params: idParams, query: paginationQueryGuard },
  responses: {
    200: jsonResponse(z.array(roleGuard), 'The roles, by name.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const assign = createRoute({
  method: 'post',
  path: '/api/applications/{id}/roles',
  summary: 'Assign roles to a machine-to-machine application',
  description:
    'Adds the roles (all of type MachineToMachine); roles already assigned are kept. The next token reflects them.',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(assignRolesGuard) },
  responses: {
    201: { description: 'Assigned.' },
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/api/applications/{id}/roles/{roleId}',
  summary: 'Remove a role from a machine-to-machine application',
  tags,
  security: authenticated,
  request: { params: idParams.extend({ roleId: entityIdGuard }) },
  responses: {
    204: { description: 'Removed.' },
    ...errorResponses(400, 401, 403, 404),
  },
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
