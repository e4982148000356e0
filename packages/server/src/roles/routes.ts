import { createRoleGuard, patchRoleGuard, roleGuard, roleListQueryGuard } from '@gatehouse/schemas/roles';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { authenticated, errorResponses, jsonBody, jsonResponse } from '../platform/http/openapi';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';

const tags = ['Roles'];

const list = createRoute({
  method: 'get',
  path: '/api/roles',
  summary: 'List roles',
  description:
    'Roles of the tenant, newest first. Filter by `type`; `search` matches name and description; `excludeUserId` and `excludeApplicationId` leave out roles already held. Paginated when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  security: authenticated,
  request: { query: roleListQueryGuard.extend(paginationQueryGuard.shape) },
  responses: { 200: jsonResponse(z.array(roleGuard), 'The roles.'), ...errorResponses(400, 401, 403) },
});

const create = createRoute({
  method: 'post',
  path: '/api/roles',
  summary: 'Create a role',
  description:
    'A User role (the default) or a MachineToMachine role; the type cannot change later. `scopeIds` gives it permissions across API resources. Only User roles can be default.',
  tags,
  security: authenticated,
  request: { body: jsonBody(createRoleGuard) },
  responses: {
    201: jsonResponse(roleGuard, 'The created role.'),
    ...errorResponses(400, 401, 403, 404, 413, 415, 422),
  },
});

const get = createRoute({
  method: 'get',
  path: '/api/roles/{id}',
  summary: 'Get a role',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 200: jsonResponse(roleGuard, 'The role.'), ...errorResponses(400, 401, 403, 404) },
});

const patch = createRoute({
  method: 'patch',
  path: '/api/roles/{id}',
  summary: 'Update a role',
  description: 'Name, description, and whether new users get it (User roles only).',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(patchRoleGuard) },
  responses: {
    200: jsonResponse(roleGuard, 'The updated role.'),
    ...errorResponses(400, 401, 403, 404, 413, 415, 422),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/api/roles/{id}',
  summary: 'Delete a role',
  description: 'Users and applications holding it lose it, in one transaction.',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(400, 401, 403, 404) },
});

export const registerRoleRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const pagination = readPagination(c, { optional: true });
    const { items, total } = await c.var.services.roles.list(c.req.valid('query'), pagination);
    if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(roleGuard), items, 200);
  });
  app.openapi(create, async (c) => send(c, roleGuard, await c.var.services.roles.create(c.req.valid('json')), 201));
  app.openapi(get, async (c) => send(c, roleGuard, await c.var.services.roles.get(c.req.valid('param').id), 200));
  app.openapi(patch, async (c) =>
    send(c, roleGuard, await c.var.services.roles.patch(c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.roles.delete(c.req.valid('param').id);
    return c.body(null, 204);
  });
};
