import {
  createResourceGuard,
  patchResourceGuard,
  resourceDefaultGuard,
  resourceGuard,
  resourceListQueryGuard,
  resourceWithScopesGuard,
} from '@gatehouse/schemas/resources';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['API resources'];

const list = defineRoute({
  method: 'get',
  path: '/api/resources',
  summary: 'List API resources',
  description:
    'API resources of the tenant, the management API first. `search` matches name and indicator. With `includeScopes=true` each carries its permissions. Paginated when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  query: resourceListQueryGuard.extend(paginationQueryGuard.shape),
  response: {
    status: 200,
    schema: z.array(z.union([resourceWithScopesGuard, resourceGuard])),
    description: 'The API resources.',
  },
});

const create = defineRoute({
  method: 'post',
  path: '/api/resources',
  summary: 'Create an API resource',
  description:
    'Registers an API by its identifier (`indicator`, an absolute URI, unique in the tenant); `accessTokenTtl` in seconds defaults to 3600.',
  tags,
  body: createResourceGuard,
  response: { status: 201, schema: resourceGuard, description: 'The created API resource.' },
  errors: [422],
});

const get = defineRoute({
  method: 'get',
  path: '/api/resources/{id}',
  summary: 'Get an API resource',
  tags,
  params: idParams,
  response: { status: 200, schema: resourceGuard, description: 'The API resource.' },
});

const patch = defineRoute({
  method: 'patch',
  path: '/api/resources/{id}',
  summary: 'Update an API resource',
  description:
    'Changes the name or the access-token lifetime. The indicator is fixed; the management API is read-only.',
  tags,
  params: idParams,
  body: patchResourceGuard,
  response: { status: 200, schema: resourceGuard, description: 'The updated API resource.' },
});

const setDefault = defineRoute({
  method: 'patch',
  path: '/api/resources/{id}/is-default',
  summary: 'Make an API resource the default, or not',
  description:
    'The default resource is the audience of access tokens requested without `resource`. At most one per tenant: setting it unsets the previous one.',
  tags,
  params: idParams,
  body: resourceDefaultGuard,
  response: { status: 200, schema: resourceGuard, description: 'The updated API resource.' },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/resources/{id}',
  summary: 'Delete an API resource',
  description: 'Deletes the resource and its permissions; roles that held them lose them, in one transaction.',
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
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
