import {
  createResourceGuard,
  patchResourceGuard,
  resourceDefaultGuard,
  resourceGuard,
  resourceListQueryGuard,
  resourceWithScopesGuard,
} from '@gatehouse/schemas/resources';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { authenticated, errorResponses, jsonBody, jsonResponse } from '../platform/http/openapi';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';

const tags = ['API resources'];

const list = createRoute({
  method: 'get',
  path: '/api/resources',
  summary: 'List API resources',
  description:
    'API resources of the tenant, the management API first. `search` matches name and indicator. With `includeScopes=true` each carries its permissions. Paginated when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  security: authenticated,
  request: { query: resourceListQueryGuard.extend(paginationQueryGuard.shape) },
  responses: {
    200: jsonResponse(z.array(z.union([resourceWithScopesGuard, resourceGuard])), 'The API resources.'),
    ...errorResponses(400, 401, 403),
  },
});

const create = createRoute({
  method: 'post',
  path: '/api/resources',
  summary: 'Create an API resource',
  description:
    'Registers an API by its identifier (`indicator`, an absolute URI, unique in the tenant); `accessTokenTtl` in seconds defaults to 3600.',
  tags,
  security: authenticated,
  request: { body: jsonBody(createResourceGuard) },
  responses: {
    201: jsonResponse(resourceGuard, 'The created API resource.'),
    ...errorResponses(400, 401, 403, 413, 415, 422),
  },
});

const get = createRoute({
  method: 'get',
  path: '/api/resources/{id}',
  summary: 'Get an API resource',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 200: jsonResponse(resourceGuard, 'The API resource.'), ...errorResponses(400, 401, 403, 404) },
});

const patch = createRoute({
  method: 'patch',
  path: '/api/resources/{id}',
  summary: 'Update an API resource',
  description:
    'Changes the name or the access-token lifetime. The indicator is fixed; the management API is read-only.',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(patchResourceGuard) },
  responses: {
    200: jsonResponse(resourceGuard, 'The updated API resource.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const setDefault = createRoute({
  method: 'patch',
  path: '/api/resources/{id}/is-default',
  summary: 'Make an API resource the default, or not',
  description:
    'The default resource is the audience of access tokens requested without `resource`. At most one per tenant: setting it unsets the previous one.',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(resourceDefaultGuard) },
  responses: {
    200: jsonResponse(resourceGuard, 'The updated API resource.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/api/resources/{id}',
  summary: 'Delete an API resource',
  description: 'Deletes the resource and its permissions; roles that held them lose them, in one transaction.',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(400, 401, 403, 404) },
});

export const registerResourceRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const { search, includeScopes } = c.req.valid('query');
    const pagination = readPagination(c, { optional: true });
    const resources = c.var.services.resources;
    if (includeScopes === 'true') {
      const { items, total } = await resources.listWithScopes(search, pagination);
      if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
      return send(c, z.array(resourceWithScopesGuard), items, 200);
    }
    const { items, total } = await resources.list(search, pagination);
    if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(resourceGuard), items, 200);
  });

  app.openapi(create, async (c) =>
    send(c, resourceGuard, await c.var.services.resources.create(c.req.valid('json')), 201),
  );

  app.openapi(get, async (c) =>
    send(c, resourceGuard, await c.var.services.resources.get(c.req.valid('param').id), 200),
  );

  app.openapi(patch, async (c) =>
    send(c, resourceGuard, await c.var.services.resources.patch(c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(setDefault, async (c) =>
    send(
      c,
      resourceGuard,
      await c.var.services.resources.setDefault(c.req.valid('param').id, c.req.valid('json').isDefault),
      200,
    ),
  );

  app.openapi(remove, async (c) => {
    await c.var.services.resources.delete(c.req.valid('param').id);
    return c.body(null, 204);
  });
};
