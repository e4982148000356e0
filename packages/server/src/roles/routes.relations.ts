import {
  assignApplicationsGuard,
  assignScopesGuard,
  assignUsersGuard,
  roleApplicationGuard,
  roleScopeGuard,
  roleUserGuard,
} from '@gatehouse/schemas/roles';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams } from '../platform/http/guards';
import { authenticated, errorResponses, jsonBody, jsonResponse } from '../platform/http/openapi';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';

const tags = ['Roles'];

const listScopes = createRoute({
  method: 'get',
  path: '/api/roles/{id}/scopes',
  summary: "List a role's permissions",
  description: 'Each with its API resource, by resource then name. `search` matches permission and resource names.',
  tags,
  security: authenticated,
  request: { params: idParams, query: z.object({ search: z.string().max(256).optional() }) },
  responses: { 200: jsonResponse(z.array(roleScopeGuard), 'The permissions.'), ...errorResponses(400, 401, 403, 404) },
});
const assignScopes = createRoute({
  method: 'post',
  path: '/api/roles/{id}/scopes',
  summary: 'Give a role permissions',
  description: 'Adds the permissions (any API resource); those it already holds are kept once.',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(assignScopesGuard) },
  responses: {
    201: jsonResponse(z.array(roleScopeGuard), "The role's permissions."),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
const removeScope = createRoute({
  method: 'delete',
  path: '/api/roles/{id}/scopes/{scopeId}',
  summary: 'Take a permission from a role',
  tags,
  security: authenticated,
  request: { params: idParams.extend({ scopeId: entityIdGuard }) },
  responses: { 204: { description: 'Removed.' }, ...errorResponses(400, 401, 403, 404) },
});

const listUsers = createRoute({
  method: 'get',
  path: '/api/roles/{id}/users',
  summary: 'List the users holding a role',
  description: 'Newest first, paginated (`Total-Number`).',
  tags,
  security: authenticated,
  request: { params: idParams, query: paginationQueryGuard },
  responses: { 200: jsonResponse(z.array(roleUserGuard), 'The users.'), ...errorResponses(400, 401, 403, 404) },
});
const assignUsers = createRoute({
  method: 'post',
  path: '/api/roles/{id}/users',
  summary: 'Give users a role',
  description: 'User roles only (400 `role.type_mismatch` otherwise).',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(assignUsersGuard) },
  responses: { 201: { description: 'Assigned.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const removeUser = createRoute({
  method: 'delete',
  path: '/api/roles/{id}/users/{userId}',
  summary: 'Take a role from a user',
  tags,
  security: authenticated,
  request: { params: idParams.extend({ userId: entityIdGuard }) },
  responses: { 204: { description: 'Removed.' }, ...errorResponses(400, 401, 403, 404) },
});

const listApplications = createRoute({
  method: 'get',
  path: '/api/roles/{id}/applications',
  summary: 'List the applications holding a role',
  description: 'Newest first, paginated (`Total-Number`).',
  tags,
  security: authenticated,
  request: { params: idParams, query: paginationQueryGuard },
  responses: {
    200: jsonResponse(z.array(roleApplicationGuard), 'The applications.'),
    ...errorResponses(400, 401, 403, 404),
  },
});
const assignApplications = createRoute({
  method: 'post',
  path: '/api/roles/{id}/applications',
  summary: 'Give machine-to-machine applications a role',
  description: 'MachineToMachine roles and applications only (400 otherwise).',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(assignApplicationsGuard) },
  responses: { 201: { description: 'Assigned.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const removeApplication = createRoute({
  method: 'delete',
  path: '/api/roles/{id}/applications/{applicationId}',
  summary: 'Take a role from an application',
  tags,
  security: authenticated,
  request: { params: idParams.extend({ applicationId: entityIdGuard }) },
  responses: { 204: { description: 'Removed.' }, ...errorResponses(400, 401, 403, 404) },
});

/** A role's permissions, users and machine-to-machine applications. */
export const registerRoleRelationRoutes = (app: ApiApp) => {
  app.openapi(listScopes, async (c) =>
    send(
      c,
      z.array(roleScopeGuard),
      await c.var.services.roles.listScopes(c.req.valid('param').id, c.req.valid('query').search),
      200,
    ),
  );
  app.openapi(assignScopes, async (c) => {
    const roles = c.var.services.roles;
    const { id } = c.req.valid('param');
    await roles.assignScopes(id, c.req.valid('json').scopeIds);
    return send(c, z.array(roleScopeGuard), await roles.listScopes(id), 201);
  });
  app.openapi(removeScope, async (c) => {
    const { id, scopeId } = c.req.valid('param');
    await c.var.services.roles.removeScope(id, scopeId);
    return c.body(null, 204);
  });

  app.openapi(listUsers, async (c) => {
    const pagination = readPagination(c);
    const { items, total } = await c.var.services.roles.listUsers(c.req.valid('param').id, pagination);
    if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(roleUserGuard), items, 200);
  });
  app.openapi(assignUsers, async (c) => {
    await c.var.services.roles.assignUsers(c.req.valid('param').id, c.req.valid('json').userIds);
    return c.body(null, 201);
  });
  app.openapi(removeUser, async (c) => {
    const { id, userId } = c.req.valid('param');
    await c.var.services.roles.removeUser(id, userId);
    return c.body(null, 204);
  });

  app.openapi(listApplications, async (c) => {
    const pagination = readPagination(c);
    const { items, total } = await c.var.services.roles.listApplications(c.req.valid('param').id, pagination);
    if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(roleApplicationGuard), items, 200);
  });
  app.openapi(assignApplications, async (c) => {
    await c.var.services.roles.assignApplications(c.req.valid('param').id, c.req.valid('json').applicationIds);
    return c.body(null, 201);
  });
  app.openapi(removeApplication, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    await c.var.services.roles.removeApplication(id, applicationId);
    return c.body(null, 204);
  });
};
