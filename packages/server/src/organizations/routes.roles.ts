import {
  createOrganizationRoleGuard,
  organizationRoleGuard,
  organizationRoleListQueryGuard,
  organizationRoleResourceScopeGuard,
  organizationScopeGuard,
  organizationScopeIdsGuard,
  patchOrganizationRoleGuard,
  resourceScopeIdsGuard,
} from '@gatehouse/schemas/organizations';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams } from '../platform/http/guards';
import { authenticated, errorResponses, jsonBody, jsonResponse } from '../platform/http/openapi';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';

const tags = ['Organization roles'];
const scopeList = z.array(organizationScopeGuard);
const resourceScopeList = z.array(organizationRoleResourceScopeGuard);

const list = createRoute({
  method: 'get',
  path: '/api/organization-roles',
  summary: 'List organization roles',
  description:
    'Roles of the organization template by name, each with its organization scopes and API-resource permissions. `q` matches a part of the name, ignoring case; `type` keeps one type. Paginated (`Total-Number`) when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  security: authenticated,
  request: { query: organizationRoleListQueryGuard.extend(paginationQueryGuard.shape) },
  responses: { 200: jsonResponse(z.array(organizationRoleGuard), 'The roles.'), ...errorResponses(400, 401, 403) },
});
const create = createRoute({
  method: 'post',
  path: '/api/organization-roles',
  summary: 'Create an organization role',
  description:
    'A User role (the default) for members or a MachineToMachine role for applications; the type cannot change later. `organizationScopeIds` and `resourceScopeIds` give its first permissions. Names are unique in the tenant (422 `organization_role.name_in_use`).',
  tags,
  security: authenticated,
  request: { body: jsonBody(createOrganizationRoleGuard) },
  responses: {
    201: jsonResponse(organizationRoleGuard, 'The created role.'),
    ...errorResponses(400, 401, 403, 404, 413, 415, 422),
  },
});
const get = createRoute({
  method: 'get',
  path: '/api/organization-roles/{id}',
  summary: 'Get an organization role',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 200: jsonResponse(organizationRoleGuard, 'The role.'), ...errorResponses(400, 401, 403, 404) },
});
const patch = createRoute({
  method: 'patch',
  path: '/api/organization-roles/{id}',
  summary: 'Update an organization role',
  description: 'Name and description; the type is fixed.',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(patchOrganizationRoleGuard) },
  responses: {
    200: jsonResponse(organizationRoleGuard, 'The updated role.'),
    ...errorResponses(400, 401, 403, 404, 413, 415, 422),
  },
});
const remove = createRoute({
  method: 'delete',
  path: '/api/organization-roles/{id}',
  summary: 'Delete an organization role',
  description: 'Members, applications, invitations and JIT settings holding it lose it, in one transaction.',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(400, 401, 403, 404) },
});

const listScopes = createRoute({
  method: 'get',
  path: '/api/organization-roles/{id}/scopes',
  summary: "List an organization role's organization scopes",
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 200: jsonResponse(scopeList, 'The scopes, by name.'), ...errorResponses(400, 401, 403, 404) },
});
const addScopes = createRoute({
  method: 'post',
  path: '/api/organization-roles/{id}/scopes',
  summary: 'Give an organization role organization scopes',
  description: 'Scopes it already has are kept once; an unknown one is 404 `organization_scope.not_found`.',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(organizationScopeIdsGuard) },
  responses: { 201: { description: 'Added.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const replaceScopes = createRoute({
  method: 'put',
  path: '/api/organization-roles/{id}/scopes',
  summary: "Replace an organization role's organization scopes",
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(organizationScopeIdsGuard) },
  responses: { 204: { description: 'Replaced.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const removeScope = createRoute({
  method: 'delete',
  path: '/api/organization-roles/{id}/scopes/{organizationScopeId}',
  summary: 'Take an organization scope from an organization role',
  tags,
  security: authenticated,
  request: { params: idParams.extend({ organizationScopeId: entityIdGuard }) },
  responses: { 204: { description: 'Removed.' }, ...errorResponses(400, 401, 403, 404) },
});

const listResourceScopes = createRoute({
  method: 'get',
  path: '/api/organization-roles/{id}/resource-scopes',
  summary: "List an organization role's API-resource permissions",
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: {
    200: jsonResponse(resourceScopeList, 'The permissions, by resource then name.'),
    ...errorResponses(400, 401, 403, 404),
  },
});
const addResourceScopes = createRoute({
  method: 'post',
  path: '/api/organization-roles/{id}/resource-scopes',
  summary: 'Give an organization role API-resource permissions',
  description: 'Permissions of any API resource; those it already has are kept once.',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(resourceScopeIdsGuard) },
  responses: { 201: { description: 'Added.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const replaceResourceScopes = createRoute({
  method: 'put',
  path: '/api/organization-roles/{id}/resource-scopes',
  summary: "Replace an organization role's API-resource permissions",
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(resourceScopeIdsGuard) },
  responses: { 204: { description: 'Replaced.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const removeResourceScope = createRoute({
  method: 'delete',
  path: '/api/organization-roles/{id}/resource-scopes/{scopeId}',
  summary: 'Take an API-resource permission from an organization role',
  tags,
  security: authenticated,
  request: { params: idParams.extend({ scopeId: entityIdGuard }) },
  responses: { 204: { description: 'Removed.' }, ...errorResponses(400, 401, 403, 404) },
});

/** The organization template's roles and what they grant (peer-interfaces "Organization template"). */
export const registerOrganizationRoleRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const pagination = readPagination(c, { optional: true });
    const { q, type } = c.req.valid('query');
    const { items, total } = await c.var.services.organizationTemplate.listRoles({ q, type }, pagination);
    if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(organizationRoleGuard), items, 200);
  });
  app.openapi(create, async (c) =>
    send(c, organizationRoleGuard, await c.var.services.organizationTemplate.createRole(c.req.valid('json')), 201),
  );
  app.openapi(get, async (c) =>
    send(c, organizationRoleGuard, await c.var.services.organizationTemplate.getRole(c.req.valid('param').id), 200),
  );
  app.openapi(patch, async (c) =>
    send(
      c,
      organizationRoleGuard,
      await c.var.services.organizationTemplate.patchRole(c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.organizationTemplate.deleteRole(c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.openapi(listScopes, async (c) =>
    send(c, scopeList, await c.var.services.organizationTemplate.listRoleScopes(c.req.valid('param').id), 200),
  );
  app.openapi(addScopes, async (c) => {
    await c.var.services.organizationTemplate.setRoleScopes(
      c.req.valid('param').id,
      'scopes',
      c.req.valid('json').organizationScopeIds,
    );
    return c.body(null, 201);
  });
  app.openapi(replaceScopes, async (c) => {
    await c.var.services.organizationTemplate.setRoleScopes(
      c.req.valid('param').id,
      'scopes',
      c.req.valid('json').organizationScopeIds,
      { replace: true },
    );
    return c.body(null, 204);
  });
  app.openapi(removeScope, async (c) => {
    const { id, organizationScopeId } = c.req.valid('param');
    await c.var.services.organizationTemplate.removeRoleScope(id, 'scopes', organizationScopeId);
    return c.body(null, 204);
  });

  app.openapi(listResourceScopes, async (c) =>
    send(
      c,
      resourceScopeList,
      await c.var.services.organizationTemplate.listRoleResourceScopes(c.req.valid('param').id),
      200,
    ),
  );
  app.openapi(addResourceScopes, async (c) => {
    await c.var.services.organizationTemplate.setRoleScopes(
      c.req.valid('param').id,
      'resource-scopes',
      c.req.valid('json').scopeIds,
    );
    return c.body(null, 201);
  });
  app.openapi(replaceResourceScopes, async (c) => {
    await c.var.services.organizationTemplate.setRoleScopes(
      c.req.valid('param').id,
      'resource-scopes',
      c.req.valid('json').scopeIds,
      { replace: true },
    );
    return c.body(null, 204);
  });
  app.openapi(removeResourceScope, async (c) => {
    const { id, scopeId } = c.req.valid('param');
    await c.var.services.organizationTemplate.removeRoleScope(id, 'resource-scopes', scopeId);
    return c.body(null, 204);
  });
};
