import {
  applicationIdsGuard,
  organizationApplicationGuard,
  organizationRoleIdsGuard,
  organizationRoleRefGuard,
  replaceApplicationIdsGuard,
  replaceOrganizationRoleIdsGuard,
} from '@gatehouse/schemas/organizations';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { tags } from './routes';

const applicationParams = idParams.extend({ applicationId: entityIdGuard });
const roleList = z.array(organizationRoleRefGuard);

const list = defineRoute({
  method: 'get',
  path: '/api/organizations/{id}/applications',
  summary: "List an organization's machine-to-machine applications",
  description:
    'Each with its organization roles there, newest first. Paginated (`Total-Number`) when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  params: idParams,
  query: paginationQueryGuard,
  response: { status: 200, schema: z.array(organizationApplicationGuard), description: 'The applications.' },
});
const add = defineRoute({
  method: 'post',
  path: '/api/organizations/{id}/applications',
  summary: 'Add machine-to-machine applications to an organization',
  description:
    'MachineToMachine applications only (400 `organization.machine_to_machine_only`). Idempotent: one already there stays, with its roles.',
  tags,
  params: idParams,
  body: applicationIdsGuard,
  response: { status: 201, description: 'Added.' },
});
const replace = defineRoute({
  method: 'put',
  path: '/api/organizations/{id}/applications',
  summary: "Replace an organization's machine-to-machine applications",
  tags,
  params: idParams,
  body: replaceApplicationIdsGuard,
  response: { status: 204, description: 'Replaced.' },
});
const remove = defineRoute({
  method: 'delete',
  path: '/api/organizations/{id}/applications/{applicationId}',
  summary: 'Remove a machine-to-machine application from an organization',
  description: 'Its organization roles there go too.',
  tags,
  params: applicationParams,
  response: { status: 204, description: 'Removed.' },
});
const listRoles = defineRoute({
  method: 'get',
  path: '/api/organizations/{id}/applications/{applicationId}/roles',
  summary: "List an application's organization roles",
  tags,
  params: applicationParams,
  response: { status: 200, schema: roleList, description: 'The roles, by name.' },
});
const addRoles = defineRoute({
  method: 'post',
  path: '/api/organizations/{id}/applications/{applicationId}/roles',
  summary: 'Give an application organization roles',
  description:
    'MachineToMachine-type organization roles only (400 `organization_role.type_mismatch`); the application must be in the organization (400 `organization.require_membership`).',
  tags,
  params: applicationParams,
  body: organizationRoleIdsGuard,
  response: { status: 201, description: 'Assigned.' },
});
const replaceRoles = defineRoute({
  method: 'put',
  path: '/api/organizations/{id}/applications/{applicationId}/roles',
  summary: "Replace an application's organization roles",
  tags,
  params: applicationParams,
  body: replaceOrganizationRoleIdsGuard,
  response: { status: 204, description: 'Replaced.' },
});
const removeRole = defineRoute({
  method: 'delete',
  path: '/api/organizations/{id}/applications/{applicationId}/roles/{organizationRoleId}',
  summary: 'Take an organization role from an application',
  tags,
  params: applicationParams.extend({ organizationRoleId: entityIdGuard }),
  response: { status: 204, description: 'Removed.' },
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
