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
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Organization roles'];
const scopeList = z.array(organizationScopeGuard);
const resourceScopeList = z.array(organizationRoleResourceScopeGuard);

const list = defineRoute({
  method: 'get',
  path: '/api/organization-roles',
  summary: 'List organization roles',
  description:
    'Roles of the organization template by name, each with its organization scopes and API-resource permissions. `q` matches a part of the name, ignoring case; `type` keeps one type. Paginated (`Total-Number`) when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  query: organizationRoleListQueryGuard.extend(paginationQueryGuard.shape),
  response: { status: 200, schema: z.array(organizationRoleGuard), description: 'The roles.' },
});
const create = defineRoute({
  method: 'post',
  path: '/api/organization-roles',
  summary: 'Create an organization role',
  description:
    'A User role (the default) for members or a MachineToMachine role for applications; the type cannot change later. `organizationScopeIds` and `resourceScopeIds` give its first permissions. Names are unique in the tenant (422 `organization_role.name_in_use`).',
  tags,
  body: createOrganizationRoleGuard,
  response: { status: 201, schema: organizationRoleGuard, description: 'The created role.' },
  errors: [404, 422],
});
const get = defineRoute({
  method: 'get',
  path: '/api/organization-roles/{id}',
  summary: 'Get an organization role',
  tags,
  params: idParams,
  response: { status: 200, schema: organizationRoleGuard, description: 'The role.' },
});
const patch = defineRoute({
  method: 'patch',
  path: '/api/organization-roles/{id}',
  summary: 'Update an organization role',
  description: 'Name and description; the type is fixed.',
  tags,
  params: idParams,
  body: patchOrganizationRoleGuard,
  response: { status: 200, schema: organizationRoleGuard, description: 'The updated role.' },
  errors: [422],
});
const remove = defineRoute({
  method: 'delete',
  path: '/api/organization-roles/{id}',
  summary: 'Delete an organization role',
  description: 'Members, applications, invitations and JIT settings holding it lose it, in one transaction.',
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
});

const listScopes = defineRoute({
  method: 'get',
  path: '/api/organization-roles/{id}/scopes',
  summary: "List an organization role's organization scopes",
  tags,
  params: idParams,
  response: { status: 200, schema: scopeList, description: 'The scopes, by name.' },
});
const addScopes = defineRoute({
  method: 'post',
  path: '/api/organization-roles/{id}/scopes',
  summary: 'Give an organization role organization scopes',
  description: 'Scopes it already has are kept once; an unknown one is 404 `organization_scope.not_found`.',
  tags,
  params: idParams,
  body: organizationScopeIdsGuard,
  response: { status: 201, description: 'Added.' },
});
const replaceScopes = defineRoute({
  method: 'put',
  path: '/api/organization-roles/{id}/scopes',
  summary: "Replace an organization role's organization scopes",
  tags,
  params: idParams,
  body: organizationScopeIdsGuard,
  response: { status: 204, description: 'Replaced.' },
});
const removeScope = defineRoute({
  method: 'delete',
  path: '/api/organization-roles/{id}/scopes/{organizationScopeId}',
  summary: 'Take an organization scope from an organization role',
  tags,
  params: idParams.extend({ organizationScopeId: entityIdGuard }),
  response: { status: 204, description: 'Removed.' },
});

const listResourceScopes = defineRoute({
  method: 'get',
  path: '/api/organization-roles/{id}/resource-scopes',
  summary: "List an organization role's API-resource permissions",
  tags,
  params: idParams,
  response: { status: 200, schema: resourceScopeList, description: 'The permissions, by resource then name.' },
});
const addResourceScopes = defineRoute({
  method: 'post',
  path: '/api/organization-roles/{id}/resource-scopes',
  summary: 'Give an organization role API-resource permissions',
  description: 'Permissions of any API resource; those it already has are kept once.',
  tags,
  params: idParams,
  body: resourceScopeIdsGuard,
  response: { status: 201, description: 'Added.' },
});
const replaceResourceScopes = defineRoute({
  method: 'put',
  path: '/api/organization-roles/{id}/resource-scopes',
  summary: "Replace an organization role's API-resource permissions",
  tags,
  params: idParams,
  body: resourceScopeIdsGuard,
  response: { status: 204, description: 'Replaced.' },
});
const removeResourceScope = defineRoute({
  method: 'delete',
  path: '/api/organization-roles/{id}/resource-scopes/{scopeId}',
  summary: 'Take an API-resource permission from an organization role',
  tags,
  params: idParams.extend({ scopeId: entityIdGuard }),
  response: { status: 204, description: 'Removed.' },
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
