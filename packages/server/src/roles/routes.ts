import { createRoleGuard, patchRoleGuard, roleGuard, roleListQueryGuard } from '@gatehouse/schemas/roles';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Roles'];

const list = defineRoute({
  method: 'get',
  path: '/api/roles',
  summary: 'List roles',
  description:
    'Roles of the tenant, newest first. Filter by `type`; `search` matches name and description; `excludeUserId` and `excludeApplicationId` leave out roles already held. Paginated when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  query: roleListQueryGuard.extend(paginationQueryGuard.shape),
  response: { status: 200, schema: z.array(roleGuard), description: 'The roles.' },
});

const create = defineRoute({
  method: 'post',
  path: '/api/roles',
  summary: 'Create a role',
  description:
    'A User role (the default) or a MachineToMachine role; the type cannot change later. `scopeIds` gives it permissions across API resources. Only User roles can be default.',
  tags,
  body: createRoleGuard,
  response: { status: 201, schema: roleGuard, description: 'The created role.' },
  errors: [404, 422],
});

const get = defineRoute({
  method: 'get',
  path: '/api/roles/{id}',
  summary: 'Get a role',
  tags,
  params: idParams,
  response: { status: 200, schema: roleGuard, description: 'The role.' },
});

const patch = defineRoute({
  method: 'patch',
  path: '/api/roles/{id}',
  summary: 'Update a role',
  description: 'Name, description, and whether new users get it (User roles only).',
  tags,
  params: idParams,
  body: patchRoleGuard,
  response: { status: 200, schema: roleGuard, description: 'The updated role.' },
  errors: [422],
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/roles/{id}',
  summary: 'Delete a role',
  description: 'Users and applications holding it lose it, in one transaction.',
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
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
