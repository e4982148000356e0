import {
  createOrganizationScopeGuard,
  keywordQueryGuard,
  organizationScopeGuard,
  patchOrganizationScopeGuard,
} from '@gatehouse/schemas/organizations';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Organization scopes'];

const list = defineRoute({
  method: 'get',
  path: '/api/organization-scopes',
  summary: 'List organization scopes',
  description:
    'The permissions of the organization template, by name. `q` matches a part of the name, ignoring case. Paginated (`Total-Number`) when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  query: keywordQueryGuard.extend(paginationQueryGuard.shape),
  response: { status: 200, schema: z.array(organizationScopeGuard), description: 'The scopes.' },
});
const create = defineRoute({
  method: 'post',
  path: '/api/organization-scopes',
  summary: 'Create an organization scope',
  description: 'Names are unique in the tenant (422 `organization_scope.name_in_use`) and have no spaces.',
  tags,
  body: createOrganizationScopeGuard,
  response: { status: 201, schema: organizationScopeGuard, description: 'The created scope.' },
  errors: [422],
});
const get = defineRoute({
  method: 'get',
  path: '/api/organization-scopes/{id}',
  summary: 'Get an organization scope',
  tags,
  params: idParams,
  response: { status: 200, schema: organizationScopeGuard, description: 'The scope.' },
});
const patch = defineRoute({
  method: 'patch',
  path: '/api/organization-scopes/{id}',
  summary: 'Update an organization scope',
  tags,
  params: idParams,
  body: patchOrganizationScopeGuard,
  response: { status: 200, schema: organizationScopeGuard, description: 'The updated scope.' },
  errors: [422],
});
const remove = defineRoute({
  method: 'delete',
  path: '/api/organization-scopes/{id}',
  summary: 'Delete an organization scope',
  description: 'Organization roles granting it lose it in the same transaction.',
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
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
