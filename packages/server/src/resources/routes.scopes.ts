import { createScopeGuard, patchScopeGuard, scopeGuard, scopeListQueryGuard } from '@gatehouse/schemas/resources';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['API resources'];
const resourceParams = z.object({ resourceId: entityIdGuard });
const scopeParams = resourceParams.extend({ scopeId: entityIdGuard });

const list = defineRoute({
  method: 'get',
  path: '/api/resources/{resourceId}/scopes',
  summary: 'List the permissions of an API resource',
  description:
    'By name. `search` matches name and description. Paginated when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  params: resourceParams,
  query: scopeListQueryGuard.extend(paginationQueryGuard.shape),
  response: { status: 200, schema: z.array(scopeGuard), description: 'The permissions.' },
});

const create = defineRoute({
  method: 'post',
  path: '/api/resources/{resourceId}/scopes',
  summary: 'Create a permission',
  description: 'A permission (OAuth scope) of the API resource: a name without spaces, unique in the resource.',
  tags,
  params: resourceParams,
  body: createScopeGuard,
  response: { status: 201, schema: scopeGuard, description: 'The created permission.' },
  errors: [422],
});

const patch = defineRoute({
  method: 'patch',
  path: '/api/resources/{resourceId}/scopes/{scopeId}',
  summary: 'Update a permission',
  tags,
  params: scopeParams,
  body: patchScopeGuard,
  response: { status: 200, schema: scopeGuard, description: 'The updated permission.' },
  errors: [422],
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/resources/{resourceId}/scopes/{scopeId}',
  summary: 'Delete a permission',
  description: 'Roles that held the permission lose it; tokens issued afterwards no longer carry it.',
  tags,
  params: scopeParams,
  response: { status: 204, description: 'Deleted.' },
});

export const registerResourceScopeRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const pagination = readPagination(c, { optional: true });
    const { items, total } = await c.var.services.resources.listScopes(
      c.req.valid('param').resourceId,
      c.req.valid('query').search,
      pagination,
    );
    if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(scopeGuard), items, 200);
  });

  app.openapi(create, async (c) =>
    send(
      c,
      scopeGuard,
      await c.var.services.resources.createScope(c.req.valid('param').resourceId, c.req.valid('json')),
      201,
    ),
  );

  app.openapi(patch, async (c) => {
    const { resourceId, scopeId } = c.req.valid('param');
    return send(
      c,
      scopeGuard,
      await c.var.services.resources.patchScope(resourceId, scopeId, c.req.valid('json')),
      200,
    );
  });

  app.openapi(remove, async (c) => {
    const { resourceId, scopeId } = c.req.valid('param');
    await c.var.services.resources.deleteScope(resourceId, scopeId);
    return c.body(null, 204);
  });
};
