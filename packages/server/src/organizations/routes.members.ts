import {
  assignMembersRolesGuard,
  keywordQueryGuard,
  organizationMemberGuard,
  organizationRoleIdsGuard,
  organizationRoleRefGuard,
  organizationScopeGuard,
  replaceOrganizationRoleIdsGuard,
  replaceUserIdsGuard,
  userIdsGuard,
} from '@gatehouse/schemas/organizations';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams, userIdGuard } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { tags } from './routes';

const memberParams = idParams.extend({ userId: userIdGuard });
const roleList = z.array(organizationRoleRefGuard);

const listMembers = defineRoute({
  method: 'get',
  path: '/api/organizations/{id}/users',
  summary: 'List the members of an organization',
  description:
    'Each with the organization roles they hold there, newest member first, always paginated (`Total-Number`). `q` matches a part of the name, username or email, ignoring case.',
  tags,
  params: idParams,
  query: keywordQueryGuard.extend(paginationQueryGuard.shape),
  response: { status: 200, schema: z.array(organizationMemberGuard), description: 'The members.' },
});
const addMembers = defineRoute({
  method: 'post',
  path: '/api/organizations/{id}/users',
  summary: 'Add members to an organization',
  description: 'Idempotent: a user who is already a member stays one, with their roles. Unknown users are 404.',
  tags,
  params: idParams,
  body: userIdsGuard,
  response: { status: 201, description: 'Added.' },
});
const replaceMembers = defineRoute({
  method: 'put',
  path: '/api/organizations/{id}/users',
  summary: 'Replace the members of an organization',
  description: 'Members not listed leave, with their roles there; those listed and already members keep their roles.',
  tags,
  params: idParams,
  body: replaceUserIdsGuard,
  response: { status: 204, description: 'Replaced.' },
});
const removeMember = defineRoute({
  method: 'delete',
  path: '/api/organizations/{id}/users/{userId}',
  summary: 'Remove a member from an organization',
  description: 'Their organization roles there go too. 404 `organization.member_not_found` when not a member.',
  tags,
  params: memberParams,
  response: { status: 204, description: 'Removed.' },
});
const assignRolesInBulk = defineRoute({
  method: 'post',
  path: '/api/organizations/{id}/users/roles',
  summary: 'Give several members organization roles',
  description:
    'Every user must be a member (400 `organization.require_membership`) and every role of type User (400 `organization_role.type_mismatch`).',
  tags,
  params: idParams,
  body: assignMembersRolesGuard,
  response: { status: 201, description: 'Assigned.' },
});
const listMemberRoles = defineRoute({
  method: 'get',
  path: '/api/organizations/{id}/users/{userId}/roles',
  summary: "List a member's organization roles",
  tags,
  params: memberParams,
  response: { status: 200, schema: roleList, description: 'The roles, by name.' },
});
const addMemberRoles = defineRoute({
  method: 'post',
  path: '/api/organizations/{id}/users/{userId}/roles',
  summary: 'Give a member organization roles',
  description:
    'User-type organization roles only (400 `organization_role.type_mismatch`); the user must be a member (400 `organization.require_membership`). Roles already held are kept once.',
  tags,
  params: memberParams,
  body: organizationRoleIdsGuard,
  response: { status: 201, description: 'Assigned.' },
});
const replaceMemberRoles = defineRoute({
  method: 'put',
  path: '/api/organizations/{id}/users/{userId}/roles',
  summary: "Replace a member's organization roles",
  tags,
  params: memberParams,
  body: replaceOrganizationRoleIdsGuard,
  response: { status: 204, description: 'Replaced.' },
});
const removeMemberRole = defineRoute({
  method: 'delete',
  path: '/api/organizations/{id}/users/{userId}/roles/{organizationRoleId}',
  summary: 'Take an organization role from a member',
  tags,
  params: memberParams.extend({ organizationRoleId: entityIdGuard }),
  response: { status: 204, description: 'Removed.' },
});
const listMemberScopes = defineRoute({
  method: 'get',
  path: '/api/organizations/{id}/users/{userId}/scopes',
  summary: "List a member's organization scopes",
  description: 'The organization scopes granted by the roles the member holds in the organization, by name.',
  tags,
  params: memberParams,
  response: { status: 200, schema: z.array(organizationScopeGuard), description: 'The scopes.' },
});

/** An organization's members and their organization roles. */
export const registerOrganizationMemberRoutes = (app: ApiApp) => {
  app.openapi(listMembers, async (c) => {
    const pagination = readPagination(c) ?? { page: 1, pageSize: 20, limit: 20, offset: 0 };
    const { items, total } = await c.var.services.organizations.listMembers(
      c.req.valid('param').id,
      c.req.valid('query').q,
      pagination,
    );
    setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(organizationMemberGuard), items, 200);
  });
  app.openapi(addMembers, async (c) => {
    await c.var.services.organizations.setMembers(c.req.valid('param').id, c.req.valid('json').userIds);
    return c.body(null, 201);
  });
  app.openapi(replaceMembers, async (c) => {
    await c.var.services.organizations.setMembers(c.req.valid('param').id, c.req.valid('json').userIds, {
      replace: true,
    });
    return c.body(null, 204);
  });
  app.openapi(removeMember, async (c) => {
    const { id, userId } = c.req.valid('param');
    await c.var.services.organizations.removeMember(id, userId);
    return c.body(null, 204);
  });
  app.openapi(assignRolesInBulk, async (c) => {
    const { userIds, organizationRoleIds } = c.req.valid('json');
    await c.var.services.organizations.setMemberRoles(c.req.valid('param').id, userIds, organizationRoleIds);
    return c.body(null, 201);
  });
  app.openapi(listMemberRoles, async (c) => {
    const { id, userId } = c.req.valid('param');
    return send(c, roleList, await c.var.services.organizations.listMemberRoles(id, userId), 200);
  });
  app.openapi(addMemberRoles, async (c) => {
    const { id, userId } = c.req.valid('param');
    await c.var.services.organizations.setMemberRoles(id, [userId], c.req.valid('json').organizationRoleIds);
    return c.body(null, 201);
  });
  app.openapi(replaceMemberRoles, async (c) => {
    const { id, userId } = c.req.valid('param');
    await c.var.services.organizations.setMemberRoles(id, [userId], c.req.valid('json').organizationRoleIds, {
      replace: true,
    });
    return c.body(null, 204);
  });
  app.openapi(removeMemberRole, async (c) => {
    const { id, userId, organizationRoleId } = c.req.valid('param');
    await c.var.services.organizations.removeMemberRole(id, userId, organizationRoleId);
    return c.body(null, 204);
  });
  app.openapi(listMemberScopes, async (c) => {
    const { id, userId } = c.req.valid('param');
    return send(
      c,
      z.array(organizationScopeGuard),
      await c.var.services.organizations.listMemberScopes(id, userId),
      200,
    );
  });
};
