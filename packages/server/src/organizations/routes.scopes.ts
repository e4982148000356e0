import {
  createOrganizationScopeGuard,
  keywordQueryGuard,
  organizationScopeGuard,
  patchOrganizationScopeGuard,
} from '@gatehouse/schemas/organizations';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { authenticated, errorResponses, jsonBody, jsonResponse } from '../platform/http/openapi';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';

const tags = ['Organization scopes'];

const list = createRoute({
  method: 'get',
  path: '/api/organization-scopes',
  summary: 'List organization scopes',
  description:
    'The permissions of the organization template, by name. `q` matches a part of the name, ignoring case. Paginated (`Total-Number`) when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  security: authenticated,
  request: { query: keywordQueryGuard.extend(paginationQueryGuard.shape) },
  responses: { 200: jsonResponse(z.array(organizationScopeGuard), 'The scopes.'), ...errorResponses(400, 401, 403) },
});
const create = createRoute({
  method: 'post',
  path: '/api/organization-scopes',
  summary: 'Create an organization scope',
  description: 'Names are unique in the tenant (422 `organization_scope.name_in_use`) and have no spaces.',
  tags,
  security: authenticated,
  request: { body: jsonBody(createOrganizationScopeGuard) },
  responses: {
    201: jsonResponse(organizationScopeGuard, 'The created scope.'),
    ...errorResponses(400, 401, 403, 413, 415, 422),
  },
});
const get = createRoute({
  method: 'get',
  path: '/api/organization-scopes/{id}',
  summary: 'Get an organization scope',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 200: jsonResponse(organizationScopeGuard, 'The scope.'), ...errorResponses(400, 401, 403, 404) },
});
const patch = createRoute({
  method: 'patch',
  path: '/api/organization-scopes/{id}',
  summary: 'Update an organization scope',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(patchOrganizationScopeGuard) },
  responses: {
    200: jsonResponse(organizationScopeGuard, 'The updated scope.'),
    ...errorResponses(400, 401, 403, 404, 413, 415, 422),
  },
});
const remove = createRoute({
  method: 'delete',
  path: '/api/organization-scopes/{id}',
  summary: 'Delete an organization scope',
  description: 'Organization roles granting it lose it in the same transaction.',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(400, 401, 403, 404) },
});

/** The organization template's scopes (peer-interfaces "Organization template"). */
export const registerOrganizationScopeRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const pagination = readPagination(c, { optional: true });
    const { items, total } = await c.var.services.organizationTemplate.listScopes(c.req.valid('query').q, pagination);
    if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(organizationScopeGuard), items, 200);
  });
  app.openapi(create, async (c) =>
    send(c, organizationScopeGuard, await c.var.services.organizationTemplate.createScope(c.req.valid('json')), 201),
  );
  app.openapi(get, async (c) =>
    send(c, organizationScopeGuard, await c.var.services.organizationTemplate.getScope(c.req.valid('param').id), 200),
  );
  app.openapi(patch, async (c) =>
    send(
      c,
      organizationScopeGuard,
      await c.var.services.organizationTemplate.patchScope(c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.organizationTemplate.deleteScope(c.req.valid('param').id);
    return c.body(null, 204);
  });
};
