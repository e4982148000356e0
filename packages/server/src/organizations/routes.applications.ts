import {
  applicationIdsGuard,
  organizationApplicationGuard,
  organizationRoleIdsGuard,
  organizationRoleRefGuard,
  replaceApplicationIdsGuard,
  replaceOrganizationRoleIdsGuard,
} from '@gatehouse/schemas/organizations';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams } from '../platform/http/guards';
import { authenticated, errorResponses, jsonBody, jsonResponse } from '../platform/http/openapi';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { tags } from './routes';

const applicationParams = idParams.extend({ applicationId: entityIdGuard });
const roleList = z.array(organizationRoleRefGuard);

const list = createRoute({
  method: 'get',
  path: '/api/organizations/{id}/applications',
  summary: "List an organization's machine-to-machine applications",
  description:
    'Each with its organization roles there, newest first. Paginated (`Total-Number`) when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  security: authenticated,
  request: { params: idParams, query: paginationQueryGuard },
  responses: {
    200: jsonResponse(z.array(organizationApplicationGuard), 'The applications.'),
    ...errorResponses(400, 401, 403, 404),
  },
});
const add = createRoute({
  method: 'post',
  path: '/api/organizations/{id}/applications',
  summary: 'Add machine-to-machine applications to an organization',
  description:
    'MachineToMachine applications only (400 `organization.machine_to_machine_only`). Idempotent: one already there stays, with its roles.',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(applicationIdsGuard) },
  responses: { 201: { description: 'Added.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const replace = createRoute({
  method: 'put',
  path: '/api/organizations/{id}/applications',
  summary: "Replace an organization's machine-to-machine applications",
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(replaceApplicationIdsGuard) },
  responses: { 204: { description: 'Replaced.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const remove = createRoute({
  method: 'delete',
  path: '/api/organizations/{id}/applications/{applicationId}',
  summary: 'Remove a machine-to-machine application from an organization',
  description: 'Its organization roles there go too.',
  tags,
  security: authenticated,
  request: { params: applicationParams },
  responses: { 204: { description: 'Removed.' }, ...errorResponses(400, 401, 403, 404) },
});
const listRoles = createRoute({
  method: 'get',
  path: '/api/organizations/{id}/applications/{applicationId}/roles',
  summary: "List an application's organization roles",
  tags,
  security: authenticated,
  request: { params: applicationParams },
  responses: { 200: jsonResponse(roleList, 'The roles, by name.'), ...errorResponses(400, 401, 403, 404) },
});
const addRoles = createRoute({
  method: 'post',
  path: '/api/organizations/{id}/applications/{applicationId}/roles',
  summary: 'Give an application organization roles',
  description:
    'MachineToMachine-type organization roles only (400 `organization_role.type_mismatch`); the application must be in the organization (400 `organization.require_membership`).',
  tags,
  security: authenticated,
  request: { params: applicationParams, body: jsonBody(organizationRoleIdsGuard) },
  responses: { 201: { description: 'Assigned.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const replaceRoles = createRoute({
  method: 'put',
  path: '/api/organizations/{id}/applications/{applicationId}/roles',
  summary: "Replace an application's organization roles",
  tags,
  security: authenticated,
  request: { params: applicationParams, body: jsonBody(replaceOrganizationRoleIdsGuard) },
  responses: { 204: { description: 'Replaced.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const removeRole = createRoute({
  method: 'delete',
  path: '/api/organizations/{id}/applications/{applicationId}/roles/{organizationRoleId}',
  summary: 'Take an organization role from an application',
  tags,
  security: authenticated,
  request: { params: applicationParams.extend({ organizationRoleId: entityIdGuard }) },
  responses: { 204: { description: 'Removed.' }, ...errorResponses(400, 401, 403, 404) },
});

/** An organization's machine-to-machine applications and their organization roles. */
export const registerOrganizationApplicationRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const pagination = readPagination(c, { optional: true });
    const { items, total } = await c.var.services.organizationApplications.listApplications(
      c.req.valid('param').id,
      pagination,
    );
    if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(organizationApplicationGuard), items, 200);
  });
  app.openapi(add, async (c) => {
    await c.var.services.organizationApplications.setApplications(
      c.req.valid('param').id,
      c.req.valid('json').applicationIds,
    );
    return c.body(null, 201);
  });
  app.openapi(replace, async (c) => {
    await c.var.services.organizationApplications.setApplications(
      c.req.valid('param').id,
      c.req.valid('json').applicationIds,
      {
        replace: true,
      },
    );
    return c.body(null, 204);
  });
  app.openapi(remove, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    await c.var.services.organizationApplications.removeApplication(id, applicationId);
    return c.body(null, 204);
  });
  app.openapi(listRoles, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    return send(
      c,
      roleList,
      await c.var.services.organizationApplications.listApplicationRoles(id, applicationId),
      200,
    );
  });
  app.openapi(addRoles, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    await c.var.services.organizationApplications.setApplicationRoles(
      id,
      applicationId,
      c.req.valid('json').organizationRoleIds,
    );
    return c.body(null, 201);
  });
  app.openapi(replaceRoles, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    await c.var.services.organizationApplications.setApplicationRoles(
      id,
      applicationId,
      c.req.valid('json').organizationRoleIds,
      {
        replace: true,
      },
    );
    return c.body(null, 204);
  });
  app.openapi(removeRole, async (c) => {
    const { id, applicationId, organizationRoleId } = c.req.valid('param');
    await c.var.services.organizationApplications.removeApplicationRole(id, applicationId, organizationRoleId);
    return c.body(null, 204);
  });
};
