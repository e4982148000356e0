import {
  assignApplicationsGuard,
  assignScopesGuard,
  assignUsersGuard,
  roleApplicationGuard,
  roleScopeGuard,
  roleUserGuard,
} from '@gatehouse/schemas/roles';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Roles'];

const listScopes = defineRoute({
  method: 'get',
  path: '/api/roles/{id}/scopes',
  summary: "List a role's permissions",
  description: 'Each with its API resource, by resource then name. `search` matches permission and resource names.',
  tags,
  params: idParams,
  query: z.object({ search: z.string().max(256).optional() }),
  response: { status: 200, schema: z.array(roleScopeGuard), description: 'The permissions.' },
});
const assignScopes = defineRoute({
  method: 'post',
  path: '/api/roles/{id}/scopes',
  summary: 'Give a role permissions',
  description: 'Adds the permissions (any API resource); those it already holds are kept once.',
  tags,
  params: idParams,
  body: assignScopesGuard,
  response: { status: 201, schema: z.array(roleScopeGuard), description: "The role's permissions." },
});
const removeScope = defineRoute({
  method: 'delete',
  path: '/api/roles/{id}/scopes/{scopeId}',
  summary: 'Take a permission from a role',
  tags,
  params: idParams.extend({ scopeId: entityIdGuard }),
  response: { status: 204, description: 'Removed.' },
});

const listUsers = defineRoute({
  method: 'get',
  path: '/api/roles/{id}/users',
  summary: 'List the users holding a role',
  description: 'Newest first, paginated (`Total-Number`).',
  tags,
  params: idParams,
  query: paginationQueryGuard,
  response: { status: 200, schema: z.array(roleUserGuard), description: 'The users.' },
});
const assignUsers = defineRoute({
  method: 'post',
  path: '/api/roles/{id}/users',
  summary: 'Give users a role',
  description: 'User roles only (400 `role.type_mismatch` otherwise).',
  tags,
  params: idParams,
  body: assignUsersGuard,
  response: { status: 201, description: 'Assigned.' },
});
const removeUser = defineRoute({
  method: 'delete',
  path: '/api/roles/{id}/users/{userId}',
  summary: 'Take a role from a user',
  tags,
  params: idParams.extend({ userId: entityIdGuard }),
  response: { status: 204, description: 'Removed.' },
});

const listApplications = defineRoute({
  method: 'get',
  path: '/api/roles/{id}/applications',
  summary: 'List the applications holding a role',
  description: 'Newest first, paginated (`Total-Number`).',
  tags,
  params: idParams,
  query: paginationQueryGuard,
  response: { status: 200, schema: z.array(roleApplicationGuard), description: 'The applications.' },
});
const assignApplications = defineRoute({
  method: 'post',
  path: '/api/roles/{id}/applications',
  summary: 'Give machine-to-machine applications a role',
  description: 'MachineToMachine roles and applications only (400 otherwise).',
  tags,
  params: idParams,
  body: assignApplicationsGuard,
  response: { status: 201, description: 'Assigned.' },
});
const removeApplication = defineRoute({
  method: 'delete',
  path: '/api/roles/{id}/applications/{applicationId}',
  summary: 'Take a role from an application',
  tags,
  params: idParams.extend({ applicationId: entityIdGuard }),
  response: { status: 204, description: 'Removed.' },
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
